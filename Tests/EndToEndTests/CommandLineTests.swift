import Foundation
import Testing
import PantographTestSupport

/// The executable from the outside: flags, exit statuses, script mode (docs/cli.md).
@Suite struct CommandLineTests {
    /// Start-up without Foundation: no target imports it (nor its
    /// internationalisation, which brings ICU), so the release binary links only the
    /// FoundationEssentials that swift-argument-parser brings on Linux; `bench/run.sh`
    /// checks the release binary's libraries. (A debug build links Foundation for the
    /// tests, so `ldd` of it would prove nothing.) PantographUIKit, which an app's
    /// code builds against and the executable does not link, may: UIKit re-exports it.
    @Test func noTargetImportsFoundation() throws {
        let sources = Repository.url("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 50, "found only \(files.count) sources under \(sources.path)")
        for file in files where !file.pathComponents.contains("PantographUIKit") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("import Foundation") {
                Issue.record("\(file.lastPathComponent) imports Foundation: \(line)")
            }
        }
    }

    @Test func versionPrintsNameAndVersion() throws {
        let run = try pantograph(["--version"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "pantograph 0.1.0\n", "\(run)")
    }

    @Test func helpExitsZeroAndListsTheFlags() throws {
        let run = try pantograph(["--help"])
        #expect(run.status == 0, "\(run)")
        for flag in ["-e", "--interactive", "--json", "--quiet", "--keep-going", "--scenario",
                     "--no-color", "--version"] {
            #expect(run.stdout.contains(flag), "help does not mention \(flag)\n\(run)")
        }
    }

    @Test func helpFitsEightyColumnsAndPromisesOnlyWhatExists() throws {
        let run = try pantograph(["--help"], environment: ["COLUMNS": "80"])
        for line in run.stdout.split(separator: "\n") {
            #expect(line.count <= 80, "\(line.count) columns: \(line)")
        }
        // Expectations exist only with the `expect` command.
        if run.stdout.contains("expect") {
            let known = try pantograph(["-e", "help expect"])
            #expect(known.status == 0, "--help mentions expectations, but there is no expect:\n\(known)")
        }
    }

    @Test(arguments: [["--frobnicate"], ["-z"], ["--scenario"], ["-e"]])
    func badUsageExits64(arguments: [String]) throws {
        let run = try pantograph(arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(!run.stderr.isEmpty, "\(run)")
    }

    /// `--json` prints a record per command and `--quiet` none: both together is a usage
    /// error that runs nothing; either alone runs.
    @Test(arguments: [
        (["--quiet", "--json"], 64),
        (["--json", "--quiet"], 64),
        (["--quiet"], 0),
        (["--json"], 0),
    ] as [([String], Int32)])
    func quietWithJSONIsAUsageError(flags: [String], status: Int32) throws {
        try withTemporaryDirectory { dir in
            let run = try pantograph(flags + ["-e", "record r.pg; drag 0,-200"], directory: dir)
            #expect(run.status == status, "\(run)")
            let recorded = FileManager.default.fileExists(atPath: dir.appendingPathComponent("r.pg").path)
            if status == 64 {
                #expect(run.stderr == """
                    pantograph: --quiet and --json cannot be used together
                      --json prints one record per command and --quiet prints none; drop one

                    """, "\(run)")
                #expect(run.stdout.isEmpty, "\(run)")
                #expect(!recorded, "a command ran")
            } else {
                #expect(run.stderr.isEmpty, "\(run)")
                #expect(recorded, "the commands did not run")
            }
        }
    }

    @Test func unknownScenarioExits64WithAMessage() throws {
        let run = try pantograph(["--scenario", "no-such-scene", "-e", "help"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.hasPrefix("pantograph: "), "\(run)")
        #expect(run.stderr.contains("no-such-scene"), "\(run)")
        #expect(run.stdout.isEmpty, "nothing may run: \(run)")
    }

    @Test func missingFileExits66AndRunsNothing() throws {
        try withTemporaryDirectory { dir in
            try writeFile("good.pg", "help\n", in: dir)
            let run = try pantograph(["good.pg", "missing.pg", "-e", "help"], directory: dir)
            #expect(run.status == 66, "\(run)")
            #expect(run.stdout.isEmpty, "a file ran before the missing one was found: \(run)")
            #expect(run.stderr.hasPrefix("pantograph: cannot read missing.pg: "), "\(run)")
            #expect(run.stderr.components(separatedBy: "\n").count == 2, "one line: \(run)")
        }
    }

    @Test func directoryAsScriptExits66() throws {
        try withTemporaryDirectory { dir in
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"),
                                                    withIntermediateDirectories: true)
            let run = try pantograph(["sub"], directory: dir)
            #expect(run.status == 66, "\(run)")
            #expect(run.stderr.hasPrefix("pantograph: cannot read sub: "), "\(run)")
        }
    }

    @Test func dashEWithSemicolonsRunsEveryCommand() throws {
        let separate = try pantograph(["-e", "help", "-e", "scenario"])
        let joined = try pantograph(["-e", "help; scenario"])
        #expect(joined.status == 0, "\(joined)")
        #expect(!joined.stdout.isEmpty, "\(joined)")
        #expect(joined.stdout == separate.stdout, "'a; b' must run a then b\n\(joined)\n\(separate)")
    }

    /// Standard error is a pipe here: a failed expectation, an error and its notes are
    /// each one line, whatever their length, so that grep finds them whole.
    @Test func diagnosticsToAPipeDoNotWrap() throws {
        let run = try pantograph(["--quiet", "--keep-going", "-e", "present", "-e", "expect views.detail.frame.height == 123",
                                  "-e", "set bogus 1"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == """
            <command-line>:2:1: expectation failed: views.detail.frame.height is 844, expected == 123
            <command-line>:3:5: error: unknown setting 'bogus'
              known: screen, safe-area, fps, clock, scrub, duration, completion-speed, completion-curve, policy, \
            threshold, min-velocity, redirect, deceleration, min-fling, impact, cap, slop, edge-width, nav-parallax, \
            nav-dimming, interruptible, output; modal also has presentation, transition-style, defines-context, \
            source-view; flip also has outlets; navigation also has pop-animator

            """, "\(run)")
    }

    @Test func pipedStandardInputHasNoPromptAndNoEcho() throws {
        let piped = try pantograph([], stdin: "help\nscenario\n")
        let script = try pantograph(["-e", "help", "-e", "scenario"])
        #expect(piped.status == 0, "\(piped)")
        #expect(!piped.stdout.contains("deeper>"), "a prompt was printed: \(piped)")
        #expect(!piped.stdout.contains("\u{1B}"), "terminal escapes on a pipe: \(piped)")
        // Same bytes as the same commands given with -e: nothing added around them.
        #expect(piped.stdout == script.stdout, "\(piped)\n\(script)")
    }

    @Test func dashReadsStandardInput() throws {
        let dash = try pantograph(["-"], stdin: "help\n")
        let plain = try pantograph([], stdin: "help\n")
        #expect(dash.status == 0, "\(dash)")
        #expect(!dash.stdout.isEmpty && dash.stdout == plain.stdout, "\(dash)\n\(plain)")
    }

    @Test func crlfLinesRunLikeLfLines() throws {
        try withTemporaryDirectory { dir in
            try writeFile("crlf.pg", "help\r\nscenario\r\n", in: dir)
            try writeFile("lf.pg", "help\nscenario", in: dir)  // last line without \n
            let crlf = try pantograph(["crlf.pg"], directory: dir)
            let lf = try pantograph(["lf.pg"], directory: dir)
            #expect(crlf.status == 0 && crlf.stderr.isEmpty, "\(crlf)")
            #expect(!crlf.stdout.contains("\r"), "\(crlf)")
            #expect(!crlf.stdout.isEmpty && crlf.stdout == lf.stdout, "\(crlf)\n\(lf)")
        }
    }

    @Test func quitStopsEverythingWithStatus0() throws {
        // Nothing after `quit` runs, not even a command that would fail.
        let run = try pantograph(["-e", "quit", "-e", "frobnicate"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test func brokenPipeEndsQuietly() throws {
        let commands = Array(repeating: "help", count: 3000).joined(separator: "\n")
        let run = try runWithClosingReader(Binary.require(), ["-e", commands])
        #expect(!run.signaled, "killed by signal \(run.status)\n\(run)")
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(run.stdout.count == 1, "\(run)")
    }

    @Test func colourIsOffWhenStandardOutputIsAPipe() throws {
        // `present` prints a coloured phase and events on a terminal.
        let run = try pantograph(["-e", "present"])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains("\u{1B}["), "\(run)")
    }

    @Test func invalidUTF8IsReportedNotCrashedOn() throws {
        try withTemporaryDirectory { dir in
            try writeFile("bad.pg", [0x68, 0x65, 0xFF, 0x70, 0x0A], in: dir)
            let run = try pantograph(["bad.pg"], directory: dir)
            #expect(!run.signaled, "\(run)")
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr.hasPrefix("bad.pg:1:"), "\(run)")
        }
    }
}

/// Failing commands. These need the real shell, where `frobnicate` is an unknown command
/// (`FILE:LINE:COL: error: unknown command 'frobnicate'` on stderr, `LineResult.failed`).
/// Against the stub ShellSession (which fails nothing) they fail — that is expected.
@Suite struct FailingCommandTests {
    @Test func firstFailureStopsTheScriptWithStatus2() throws {
        try withTemporaryDirectory { dir in
            try writeFile("script.pg", "help\nfrobnicate\nscenario\n", in: dir)
            let run = try pantograph(["script.pg", "-e", "help"], directory: dir)
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr.hasPrefix("script.pg:2:1: error: unknown command 'frobnicate'"), "\(run)")
            #expect(run.stderr.split(separator: "\n").filter { !$0.hasPrefix(" ") }.count == 1, "one error: \(run)")
            let stopped = try pantograph(["-e", "help"])
            // Only the first `help` ran: not `scene`, not the -e `help`.
            #expect(run.stdout == stopped.stdout, "the script went on after the failure\n\(run)")
        }
    }

    @Test func keepGoingRunsEverythingAndStillExits2() throws {
        try withTemporaryDirectory { dir in
            try writeFile("script.pg", "frobnicate\nhelp\nfrobnicate\n", in: dir)
            let run = try pantograph(["--keep-going", "script.pg", "-e", "scenario"], directory: dir)
            #expect(run.status == 2, "\(run)")
            // Notes under an error are indented; each error starts a line of its own.
            let errors = run.stderr.split(separator: "\n").filter { !$0.hasPrefix(" ") }
            #expect(errors.count == 2, "\(run)")
            #expect(errors.first?.hasPrefix("script.pg:1:1: error: unknown command 'frobnicate'") == true, "\(run)")
            #expect(errors.last?.hasPrefix("script.pg:3:1: error: unknown command 'frobnicate'") == true, "\(run)")
            let everything = try pantograph(["-e", "help", "-e", "scenario"])
            #expect(run.stdout == everything.stdout, "\(run)")
        }
    }

    @Test func filesRunBeforeDashEInTheOrderGiven() throws {
        try withTemporaryDirectory { dir in
            try writeFile("one.pg", "frobnicate\n", in: dir)
            try writeFile("two.pg", "frobnicate\n", in: dir)
            let run = try pantograph(["--keep-going", "-e", "frobnicate", "one.pg", "two.pg"], directory: dir)
            let sources = run.stderr.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { $0.prefix { $0 != ":" } }
            #expect(sources == ["one.pg", "two.pg", "<command-line>"], "\(run)")
        }
    }

    @Test func dashELineNumbersCountArgumentsAndEmbeddedLines() throws {
        let run = try pantograph(["--keep-going", "-e", "help", "-e", "frobnicate",
                                  "-e", "help\nfrobnicate", "-e", "frobnicate"])
        let locations = run.stderr.split(separator: "\n").filter { !$0.hasPrefix(" ") }
            .map { String($0.prefix(while: { $0 != " " })) }
        #expect(locations == ["<command-line>:2:1:", "<command-line>:4:1:", "<command-line>:5:1:"], "\(run)")
    }

    @Test func pipedStandardInputIsAScriptNamedStdin() throws {
        let run = try pantograph([], stdin: "help\nfrobnicate\nscenario\n")
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix("<stdin>:2:1: error: unknown command 'frobnicate'"), "\(run)")
    }

    /// A line of more than 8 MiB is not a script's: the reading stops there with status
    /// 66, after the lines before it ran; memory does not grow with an endless one.
    @Test func aLineLongerThanEightMebibytesStopsTheReading() throws {
        let run = try pantograph(["--quiet"], stdin: "help\n" + String(repeating: "x", count: 8 << 20 | 1) + "\nhelp\n")
        #expect(run.status == 66, "\(run.status) \(run.stderr)")
        #expect(run.stderr == "pantograph: cannot read <stdin>: line 2 is longer than 8388608 bytes\n", "\(run.stderr)")
        let exact = try pantograph(["--quiet"], stdin: String(repeating: "x", count: 8 << 20) + "\n")
        #expect(exact.status == 2 && exact.stderr.hasPrefix("<stdin>:1:1: error: unknown command"), "\(exact.status)")
    }

    /// `source` of a pipe reads it whole: there too a line past 8 MiB ends the reading,
    /// as an error of the `source` line that changes nothing.
    @Test func aSourcedLineLongerThanEightMebibytesIsRefused() throws {
        let run = try pantograph(["--quiet", "-e", "source /dev/stdin"], stdin: "help\n" + String(repeating: "x", count: 8 << 20 | 1))
        #expect(run.status == 2, "\(run.status) \(run.stderr)")
        #expect(run.stderr.hasPrefix("<command-line>:1:8: error: source: cannot read /dev/stdin: line 2 is longer than 8388608 bytes"),
                "\(run.stderr)")
    }

    @Test func interactiveWithoutATerminalContinuesTheScriptOnStandardInput() throws {
        let run = try pantograph(["-e", "help", "-i"], stdin: "frobnicate\n")
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix("<stdin>:1:1: error: unknown command 'frobnicate'"), "\(run)")
    }
}
