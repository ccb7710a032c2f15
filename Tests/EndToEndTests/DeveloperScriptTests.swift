import Foundation
import Testing

/// `scripts/run` and `scripts/test` say what they are doing (docs/setup.md): run in a
/// copy of the scripts, with `scripts/setup` satisfied and a stand-in `swift` first on
/// PATH that logs how it was called.
@Suite struct DeveloperScriptTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let bash = ["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/bin/bash"

    /// A folder with the script, `scripts/setup` that finds nothing missing, a source
    /// and a manifest, and `bin/swift` running `swiftBody`.
    static func repository(_ script: String, swift swiftBody: String, in dir: URL) throws {
        let scripts = dir.appendingPathComponent("scripts"), sources = dir.appendingPathComponent("Sources/pantograph")
        let bin = dir.appendingPathComponent("bin"), stage = dir.appendingPathComponent("stage")
        for folder in [scripts, sources, bin, stage] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try writeFile(script, try String(contentsOf: root.appendingPathComponent("scripts/\(script)"), encoding: .utf8),
                      in: scripts)
        try writeFile("main.swift", "print(1)\n", in: sources)
        try writeFile("Package.swift", "// swift-tools-version:6.0\n", in: dir)
        try install("swift", "echo \"swift $*\" >> \"$SWIFT_LOG\"\n\(swiftBody)", in: bin, of: dir)
        try install("setup", "exit 0", in: scripts, of: dir)
    }

    /// A bash script `name` running `body`, made executable in `stage` and copied into
    /// `folder` by `cp`, as SetupScriptTests does (no "Text file busy").
    static func install(_ name: String, _ body: String, in folder: URL, of dir: URL) throws {
        let file = try writeFile(name, "#!\(bash)\n\(body)\n", in: dir.appendingPathComponent("stage"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        let copied = try runProcess("/bin/cp", ["-p", file.path, folder.path])
        try #require(copied.status == 0, "cp: \(copied)")
    }

    /// The `swift` calls of `scripts/test` under CI, with `script` added to `scripts/`
    /// and the environment's `extra` (which turns on the CI step under test).
    static func callsUnderCI(adding script: (name: String, body: String), swift swiftBody: String,
                             _ extra: [String: String]) throws -> [String] {
        try withTemporaryDirectory { dir in
            try repository("test", swift: swiftBody, in: dir)
            try install(script.name, script.body, in: dir.appendingPathComponent("scripts"), of: dir)
            let run = try runProcess(bash, [dir.appendingPathComponent("scripts/test").path], directory: dir,
                                     environment: environment(dir, extra.merging(["CI": "true"]) { $1 }))
            #expect(run.status == 0, "\(run)")
            return swiftCalls(dir)
        }
    }

    /// The script's own CI steps (a release build, DocC, the sanitized run) are off: the
    /// suite itself runs under `CI=true`, and those steps are CI's, not these tests'.
    static func environment(_ dir: URL, _ extra: [String: String] = [:]) -> [String: String] {
        ["PATH": dir.appendingPathComponent("bin").path + ":/usr/bin:/bin",
         "SWIFT_LOG": dir.appendingPathComponent("swift.log").path,
         "CI": "", "PANTOGRAPH_RELEASE": "0", "PANTOGRAPH_DOCC": "0", "PANTOGRAPH_ASAN": "0",
         "PANTOGRAPH_STARTER": "0"].merging(extra) { $1 }
    }

    static func swiftCalls(_ dir: URL) -> [String] {
        ((try? String(contentsOf: dir.appendingPathComponent("swift.log"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
    }

    static func setModified(_ url: URL, _ date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
    }

    /// The first run says it builds before the build's progress, which goes to standard
    /// error; an up-to-date binary starts with no build and no word; a changed source
    /// builds again. Standard output is pantograph's, run where the script was called.
    @Test func runSaysWhenItBuildsAndStartsAtOnceWhenItNeedNot() throws {
        try withTemporaryDirectory { dir in
            // The stand-in build makes a pantograph that prints its arguments and folder.
            try Self.repository("run", swift: """
                cd "$3"
                echo "[1/2] Compiling pantograph main.swift"
                mkdir -p .build/debug
                printf '#!%s\\necho "pantograph $*"; pwd\\n' "\(Self.bash)" > .build/debug/pantograph.new
                chmod +x .build/debug/pantograph.new
                mv .build/debug/pantograph.new .build/debug/pantograph
                echo "Build complete!"
                """, in: dir)
            let work = dir.appendingPathComponent("work")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            let script = dir.appendingPathComponent("scripts/run").path
            let first = try runProcess(Self.bash, [script, "-e", "quit"], directory: work, environment: Self.environment(dir))
            #expect(first.status == 0, "\(first)")
            #expect(first.stdout == "pantograph -e quit\n\(work.path)\n", "\(first)")
            let said = try #require(first.stderr.range(of: "scripts/run: building pantograph, the first time"), "\(first)")
            let progress = try #require(first.stderr.range(of: "[1/2] Compiling pantograph main.swift"), "\(first)")
            #expect(said.lowerBound < progress.lowerBound, "the word comes before the build")
            #expect(first.stderr.contains("scripts/run: built; starting pantograph"))
            #expect(Self.swiftCalls(dir) == ["swift build --package-path \(dir.path) --product pantograph"])

            // Built after every source: no build, no word.
            let binary = dir.appendingPathComponent(".build/debug/pantograph")
            for source in ["Sources/pantograph/main.swift", "Sources/pantograph", "Sources", "Package.swift"] {
                try Self.setModified(dir.appendingPathComponent(source), Date(timeIntervalSinceNow: -3600))
            }
            try Self.setModified(binary, Date(timeIntervalSinceNow: -60))
            let again = try runProcess(Self.bash, [script, "help"], directory: work, environment: Self.environment(dir))
            #expect(again.status == 0 && again.stderr.isEmpty, "\(again)")
            #expect(again.stdout == "pantograph help\n\(work.path)\n")
            #expect(Self.swiftCalls(dir).count == 1, "no second build")

            // A source newer than the binary: built again, and said so.
            try Self.setModified(dir.appendingPathComponent("Sources/pantograph/main.swift"), Date())
            let changed = try runProcess(Self.bash, [script], directory: work, environment: Self.environment(dir))
            #expect(changed.status == 0, "\(changed)")
            #expect(changed.stderr.hasPrefix("scripts/run: the sources changed since the last build; building pantograph again\n"),
                    "\(changed)")
            #expect(Self.swiftCalls(dir).count == 2)
        }
    }

    /// What the stand-in `swift test` prints: Swift Testing's lines for two passing
    /// tests, one failing with an explanation over several lines, and the summary.
    static let testOutput = """
        Building for debugging...
        Build complete! (1.0s)
        ◇ Test run started.
        ↳ Testing Library Version: 6.3
        ◇ Test case passing 1 argument text → "usage: wait DURATION
        Wait for DURATION." to everyHelpAndListTextFitsEightyColumns(_:) started.
        ✔ Test everyHelpAndListTextFitsEightyColumns(_:) passed after 0.001 seconds.
        ◇ Test golden(_:) started.
        ✘ Test golden(_:) recorded an issue at GoldenTests.swift:29:13: Expectation failed: (actual → "clock 0.500 s
          transition present") == (expected → "clock 0.400 s
          transition present")
        ↳ line 1 differs
        ✘ Test golden(_:) failed after 0.002 seconds with 1 issue.
        ◇ Test quiet() started.
        ✔ Test quiet() passed after 0.001 seconds.
        ✘ Test run with 3 tests in 2 suites failed after 0.010 seconds with 1 issue.
        """

    /// The terminal gets the build, the failure with every line that explains it, the
    /// run's last line and the failed tests by name; the log gets everything; the exit
    /// status is `swift test`'s.
    @Test func testShowsFailuresAndSummaryAndLogsTheRest() throws {
        try withTemporaryDirectory { dir in
            try writeFile("output.txt", Self.testOutput + "\n", in: dir)
            try Self.repository("test", swift: "cat '\(dir.appendingPathComponent("output.txt").path)'\nexit 1", in: dir)
            let script = dir.appendingPathComponent("scripts/test").path
            let run = try runProcess(Self.bash, [script, "--filter", "Golden"], directory: dir, environment: Self.environment(dir))
            #expect(run.status == 1, "\(run)")
            #expect(Self.swiftCalls(dir) == ["swift test --filter Golden"])
            let shown = run.stdout
            for line in ["Build complete! (1.0s)", "✘ Test golden(_:) recorded an issue at GoldenTests.swift:29:13",
                         "  transition present\") == (expected → \"clock 0.400 s", "↳ line 1 differs",
                         "✘ Test run with 3 tests in 2 suites failed"] {
                #expect(shown.contains(line), "'\(line)' not shown:\n\(shown)")
            }
            for line in ["◇ Test", "✔ Test", "usage: wait", "Wait for DURATION", "Testing Library Version"] {
                #expect(!shown.contains(line), "'\(line)' shown:\n\(shown)")
            }
            #expect(run.stderr.hasSuffix("scripts/test: 1 failed (the whole output: .build/test-output.txt):\n  golden(_:)\n"),
                    "\(run)")
            let log = try String(contentsOf: dir.appendingPathComponent(".build/test-output.txt"), encoding: .utf8)
            #expect(log == Self.testOutput + "\n")

            // Everything as it comes, when asked.
            let all = try runProcess(Self.bash, [script], directory: dir,
                                     environment: Self.environment(dir, ["PANTOGRAPH_TEST_OUTPUT": "all"]))
            #expect(all.status == 1)
            #expect(all.stdout == Self.testOutput + "\n")
        }
    }

    /// A run that passes prints no list of failures and exits 0.
    @Test func aPassingRunSaysSoInOneLine() throws {
        try withTemporaryDirectory { dir in
            try writeFile("output.txt", "◇ Test run started.\n✔ Test a() passed after 0.1 seconds.\n✔ Test run with 1 test in 1 suite passed after 0.1 seconds.\n",
                          in: dir)
            try Self.repository("test", swift: "cat '\(dir.appendingPathComponent("output.txt").path)'", in: dir)
            let run = try runProcess(Self.bash, [dir.appendingPathComponent("scripts/test").path], directory: dir,
                                     environment: Self.environment(dir))
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout == """
                scripts/test: running the tests; each failure shows here, the whole output goes to .build/test-output.txt
                ✔ Test run with 1 test in 1 suite passed after 0.1 seconds.

                """, "\(run)")
            #expect(run.stderr.isEmpty)
        }
    }
    /// Under CI the tests run against a release binary that `scripts/install` builds, and
    /// the tests learn where it is through `PANTOGRAPH_RELEASE_BIN`.
    @Test func underCITheTestsGetTheReleaseBinary() throws {
        let calls = try Self.callsUnderCI(adding: ("install", "[ \"$1\" = --build-only ] && echo /built/pantograph"),
                                          swift: "echo \"release: $PANTOGRAPH_RELEASE_BIN\" >> \"$SWIFT_LOG\"",
                                          ["PANTOGRAPH_RELEASE": ""])
        #expect(calls == ["swift test", "release: /built/pantograph"])
    }

    /// Under CI, after the suite, `scripts/starter` makes, builds and tests the starter.
    @Test func underCITheStarterIsMadeAndTested() throws {
        let calls = try Self.callsUnderCI(adding: ("starter", "echo starter >> \"$SWIFT_LOG\""), swift: "true",
                                          ["PANTOGRAPH_STARTER": ""])
        #expect(calls == ["swift test", "starter"])
    }
}
