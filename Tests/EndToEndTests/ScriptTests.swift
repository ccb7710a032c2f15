import Foundation
import Testing

/// Scripts as regression tests (docs/scripts.md): `expect`, `source`, `record`, and
/// the exit statuses a CI job reads.
@Suite struct ScriptTests {
    @Test(arguments: [
        // (script, status): 0 all checks pass, 1 a check fails, 2 a malformed check.
        ("drag 0,-200\nexpect transition.phase == completed\nexpect presented == true", 0),
        ("drag 0,-200\nexpect transition.phase != completed", 1),
        ("drag 0,-84.4\nexpect transition.release.progress ~= 0.1\nexpect transition.release.progress < 0.11", 0),
        ("drag 0,-84.4\nexpect transition.release.progress > 0.1", 1),
        ("drag 0,-84.4\nexpect transition.release.decision == finish", 1),
        ("drag 0,-200\nexpect event completeTransition(true)\nexpect event animationEnded", 0),
        ("drag 0,-200\nexpect no event pauseInteractiveTransition", 0),
        ("drag 0,-200\nexpect no event completeTransition", 1),
        ("drag 0,-200\nexpect events presentationTransitionWillBegin, completeTransition, animationEnded(true)", 0),
        ("drag 0,-200\nexpect events animationEnded, presentationTransitionWillBegin", 1),
        ("drag 0,-200\nexpect views.detail.frame.width >= 390\nexpect views.image~ == null", 0),
        ("drag 0,-200\nexpect views.nosuchview.alpha == 1", 2),
        ("drag 0,-200\nexpect transition.phase === completed", 2),
        ("expect transition.phase == completed\nexpect transition.phase == completed", 1),
    ])
    func expectationsSetTheExitStatus(_ script: String, _ status: Int32) throws {
        try withTemporaryDirectory { dir in
            let file = try writeFile("t.pg", script, in: dir)
            let run = try pantograph(["--quiet", file.path])
            #expect(run.status == status, "\(script)\n\(run)")
            if status == 1 { #expect(run.stderr.contains(": expectation failed: "), "\(run)") }
        }
    }

    /// Consecutive expectations look at the same command; a failed one does not stop
    /// the script.
    @Test func aFailedExpectationDoesNotStopTheScript() throws {
        let run = try pantograph(["--quiet", "-e", "drag 0,-200", "-e", "expect presented == false",
                                  "-e", "expect event completeTransition(true)", "-e", "dismiss",
                                  "-e", "expect presented == true"])
        #expect(run.status == 1)
        #expect(run.stderr == """
            <command-line>:2:1: expectation failed: presented is true, expected == false
            <command-line>:5:1: expectation failed: presented is false, expected == true

            """, "\(run)")
    }

    /// Diagnostics wrap at 80 columns; the checks read them as one line.
    static func unwrapped(_ text: String) -> String { text.replacingOccurrences(of: "\n    ", with: " ") }

    /// A sourced script's lines are commands of their own: the lines before a failing
    /// one stay applied, the failing one changes nothing and stops the script, and the
    /// `source` line counts as failed (the outer script stops); with `--keep-going`
    /// the rest of the sourced script runs.
    @Test func aFailingLineStopsASourcedScriptAndKeepsTheLinesBefore() throws {
        try withTemporaryDirectory { dir in
            _ = try writeFile("inner.pg", "set threshold 0.3\nset threshold 7\nset threshold 0.4", in: dir)
            let outer = try writeFile("outer.pg", "source inner.pg\nset cap 0.5", in: dir)
            let stopped = try pantograph(["--json", outer.path, "-e", "set"])
            #expect(stopped.status == 2, "\(stopped)")
            #expect(stopped.stderr.contains("inner.pg:2:15: error:"), "\(stopped)")
            let last = stopped.stdout.split(separator: "\n").last.map(String.init) ?? ""
            #expect(last.contains("\"input\":\"set threshold 7\"") && last.contains("\"ok\":false"), "\(stopped)")
            // Going on: the third line finds the first one's value, through the failure.
            let kept = try pantograph(["--keep-going", "-e", "source \(dir.appendingPathComponent("inner.pg").path)"])
            #expect(kept.status == 2, "\(kept)")
            #expect(kept.stdout.contains("threshold 0.4 (was 0.3)"), "\(kept)")
        }
    }

    @Test func sourceIsRelativeToTheSourcingFileAndRefusesCycles() throws {
        try withTemporaryDirectory { dir in
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("lib"), withIntermediateDirectories: true)
            _ = try writeFile("lib/inner.pg", "drag 0,-200\nexpect presented == true\nsource more.pg", in: dir)
            _ = try writeFile("lib/more.pg", "expect transition.phase == completed\nbogus", in: dir)
            let outer = try writeFile("outer.pg", "source lib/inner.pg\nexpect presented == true", in: dir)
            let run = try pantograph(["--quiet", outer.path])
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr.contains("lib/more.pg:2:1: error:"), "\(run)")
            #expect(Self.unwrapped(run.stderr).contains("unknown command 'bogus'"), "\(run)")
            _ = try writeFile("lib/more.pg", "source ../outer.pg", in: dir)
            let cycle = try pantograph(["--quiet", outer.path])
            #expect(cycle.status == 2, "\(cycle)")
            #expect(Self.unwrapped(cycle.stderr).contains("error: source cycle: "), "\(cycle)")
            #expect(Self.unwrapped(cycle.stderr).contains("outer.pg → "), "\(cycle)")
        }
    }

    /// A recording replays to the same state: the JSON record after the last command
    /// is identical, byte for byte (every field of the state is in it).
    @Test func aRecordingReplaysToTheSameState() throws {
        try withTemporaryDirectory { dir in
            let recording = dir.appendingPathComponent("session.pg").path
            let script = """
                set clock manual; set interruptible on
                record \(recording)
                pan begin; pan move 0,-300
                pan end velocity 0,-800
                wait 0.05
                pan begin; pan move 0,40
                undo
                pan move 0,60
                bogus command
                pan end
                record off
                show
                """
            let live = try pantograph(["--json", "--keep-going", "-e", script])
            let recorded = try String(contentsOfFile: recording, encoding: .utf8)
            #expect(!recorded.contains("record"), "record never records itself:\n\(recorded)")
            #expect(!recorded.contains("bogus"), "a failed command changes nothing and is not recorded")
            let prelude = try writeFile("prelude.pg", "set clock manual; set interruptible on", in: dir)
            let replay = try pantograph(["--json", prelude.path, recording])
            #expect(replay.status == 0, "\(replay)")
            func state(_ line: Substring) -> String {
                // The state: from the clock to the views, without the record's own
                // bookkeeping (seq, input, source) or the command's events and result.
                String(line[line.range(of: "\"clock\"")!.lowerBound..<line.range(of: ",\"events\"")!.lowerBound])
            }
            let liveLast = live.stdout.split(separator: "\n").last!
            let replayLast = replay.stdout.split(separator: "\n").last!
            #expect(state(liveLast) == state(replayLast))
        }
    }

    @Test func recordRefusesWhatItCannotWrite() throws {
        let run = try pantograph(["-e", "record /nonexistent/dir/x.pg"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("record: cannot write /nonexistent/dir/x.pg"), "\(run)")
    }

    @Test func undoGoesBackAndSaysHowFar() throws {
        let run = try pantograph(["--json", "-e", "set clock manual; pan begin; pan move 0,-100; undo; undo 5"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("undo 5: only 2 commands can be undone"), "\(run)")
        let records = run.stdout.split(separator: "\n")
        #expect(records[3].contains("\"state\":\"began\""), "undo restores the state before the move")
    }
}

/// A program driving Pantograph through pipes sees each answer as soon as its command
/// is done, before it sends the next (docs/cli.md).
@Suite struct CoProcessTests {
    @Test func eachAnswerArrivesBeforeTheNextCommand() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Binary.require())
        process.arguments = ["--json"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var received = Data()
        for command in ["pan begin", "pan move 0,-200", "pan end"] {
            input.fileHandleForWriting.write(Data((command + "\n").utf8))
            // The answer must come while the pipe stays open: poll up to five seconds.
            let deadline = Date().addingTimeInterval(5)
            let before = received.split(separator: UInt8(ascii: "\n")).count
            while received.split(separator: UInt8(ascii: "\n")).count == before && Date() < deadline {
                let fd = output.fileHandleForReading.fileDescriptor
                var pollfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                if poll(&pollfd, 1, 100) > 0 { received.append(output.fileHandleForReading.availableData) }
            }
            let lines = received.split(separator: UInt8(ascii: "\n"))
            #expect(lines.count == before + 1, "no answer to '\(command)' while the pipe was open")
            #expect(String(decoding: lines.last ?? Data(), as: UTF8.self).contains("\"input\":\"\(command)\""))
        }
        input.fileHandleForWriting.closeFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

/// Outside `--quiet`, a passed expectation answers with its verdict; a failed one says
/// so once, on standard error, and nothing repeats it on standard output.
@Suite struct ExpectVerdictTests {
    @Test func theVerdictIsPrintedOnce() throws {
        let run = try pantograph(["-e", "drag 0,-200", "-e", "expect presented == true", "-e", "expect presented == false"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("ok: presented is true, == true\n"), "\(run)")
        #expect(run.stderr == "<command-line>:3:1: expectation failed: presented is true, expected == false\n", "\(run)")
        #expect(!run.stdout.contains("presented is true, expected"), "the failure repeated on stdout: \(run)")
    }

    /// In JSON mode the failed check still has its record, which says it failed.
    @Test func aFailedCheckStillHasItsJSONRecord() throws {
        let run = try pantograph(["--json", "-e", "drag 0,-200", "-e", "expect presented == false"])
        #expect(run.status == 1)
        let last = try #require(run.stdout.split(separator: "\n").last)
        #expect(last.contains(#""input":"expect presented == false""#), "\(run)")
        #expect(last.contains(#""result":{"passed":false,"verdict":"presented is true, expected == false"}"#), "\(run)")
    }
}

/// Under `--quiet`, a query asked for by name still answers (docs/cli.md); commands that
/// change the state, checks that pass and confirmations print nothing.
@Suite struct QuietTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var command: String
        /// What standard output holds, or nil when it must be empty.
        var answer: String?
        var testDescription: String { command }
    }

    static let cases: [Case] = [
        Case(command: "help fps", answer: "usage: set fps 60|120"),
        Case(command: "show settings", answer: "  fps "),
        Case(command: "show views", answer: "  view           x"),
        Case(command: "compare", answer: "threshold"),
        Case(command: "set fps", answer: "fps 60"),
        Case(command: "scenario", answer: "* deeper"),
        Case(command: "set fps 120", answer: nil),
        Case(command: "pan end", answer: nil),
        Case(command: "expect scenario == deeper", answer: nil),
        Case(command: "undo", answer: nil),
    ]

    @Test(arguments: cases)
    func aQueryAnswersUnderQuiet(_ c: Case) throws {
        let run = try pantograph(["--quiet", "-e", "pan begin; pan move 0,-100", "-e", c.command])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "", "\(run)")
        if let answer = c.answer {
            #expect(run.stdout.contains(answer), "\(run)")
            // Only the query answers: the commands before it stay quiet.
            #expect(!run.stdout.contains(" · deeper · "), "\(run)")
        } else {
            #expect(run.stdout == "", "\(run)")
        }
    }
}
