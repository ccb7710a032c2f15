import Foundation
import PantographTestSupport
import Testing

/// The Deeper example's harness (Examples/DeeperHarness: `pantograph` over the
/// example's own code) runs each `HarnessGolden/NAME.pg` in text and JSON mode; what it
/// prints must match `NAME.txt` (stdout, then stderr after a `--- stderr` line, then the
/// exit status) and `NAME.jsonl` byte for byte.
@Suite struct HarnessGoldenTests {
    static let path = "Tests/EndToEndTests/HarnessGolden"

    static let scripts = Repository.scripts(in: path)

    @Test func thereAreGoldenScripts() {
        #expect(Self.scripts.count >= 4)
    }

    @Test(arguments: scripts)
    func golden(_ name: String) throws {
        let harness = try Binary.sibling("deeper-harness")
        try Snapshot.expectBothModes("\(Self.path)/\(name)", rerun: "HarnessGoldenTests") { json in
            // Run where the script is, so that its name is what the messages give.
            let run = try runProcess(harness, (json ? ["--json"] : []) + ["--keep-going", name + ".pg"],
                                     directory: Repository.url(Self.path))
            return run.golden
        }
    }
}

/// A trap in the app's code ends the harness's run: what was printed before it is
/// out, the runtime's message and the command that trapped follow on standard error,
/// the status is 70, and nothing after it runs.
@Suite struct HarnessTrapTests {
    @Test func aTrapEndsTheRunWithTheCommandThatCausedIt() throws {
        let harness = try Binary.sibling("deeper-harness")
        let run = try runProcess(harness, ["-e", "drag 0,-40", "-e", "call close", "-e", "drag 0,-200"])
        #expect(run.status == 70, "\(run)")
        #expect(run.stdout.hasPrefix("clock 0.333 s · deeper-harness · nothing presented\n"), "\(run)")
        #expect(!run.stdout.contains("presented: detail"), "\(run)")
        #expect(run.stderr.contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value"), "\(run)")
        #expect(run.stderr.hasSuffix(
            "deeper-harness: <command-line>:2: the app's code trapped running 'call close'; the run ends (status 70)\n"),
            "\(run)")
    }

    /// The root closure runs before any command: a trap there says so, not nothing.
    @Test func aTrapWhileTheAppIsMadeSaysSo() throws {
        let harness = try Binary.sibling("trap-harness")
        let run = try runProcess(harness, ["-e", "wait 1"], environment: ["TRAP_HARNESS_AT_START": "1"])
        #expect(run.status == 70, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderr.contains("Fatal error: no grid to show"), "\(run)")
        #expect(run.stderr.hasSuffix(
            "trap-harness: the app's code trapped making the app (its root closure), before any command; "
                + "the run ends (status 70)\n"), "\(run)")
    }

    @Test func theActionRunsWhenItsCodeDoesNotTrap() throws {
        let harness = try Binary.sibling("deeper-harness")
        let run = try runProcess(harness, ["--quiet", "-e", "drag 0,-200", "-e", "call close", "-e", "settle",
                                           "-e", "expect presented == false"])
        #expect(run.status == 0, "\(run)")
    }
}
