import Testing
@testable import PantographShell
import PantographEngine

/// A failed command stops the rest of the input unless `--keep-going`: one rule,
/// `LineResult.failureStops`, asked by every place that runs more input after a
/// command. Here: the rule, the rest of a line, the rest of a sourced script. The
/// executable's runner (files and `-e` texts) is held to it end to end by
/// `CommandLineTests` (`firstFailureStopsTheScriptWithStatus2`,
/// `keepGoingRunsEverythingAndStillExits2`).
struct StopOnFailureTests {
    @Test func theRule() {
        var failed = LineResult()
        failed.failed = true
        #expect(failed.failureStops(keepGoing: false))
        #expect(!failed.failureStops(keepGoing: true))
        #expect(!LineResult().failureStops(keepGoing: false))
        #expect(!LineResult().failureStops(keepGoing: true))
    }

    /// The commands after a failed one on the same line.
    @Test(arguments: [false, true])
    func theRestOfALine(keepGoing: Bool) throws {
        let (session, _) = try ShellProbe.session(format: .json, keepGoing: keepGoing)
        let result = session.execute(line: Array("pan begin; bogus; pan move 0,-50".utf8), file: "s.pg", lineNumber: 1)
        #expect(result.failed)
        #expect(session.state.simulator.gesture.translation == Point(x: 0, y: keepGoing ? -50 : 0))
    }

    /// The lines after a failed one in a sourced script, and the lines after the
    /// `source` in the script that sourced it.
    @Test(arguments: [false, true])
    func theRestOfASourcedScript(keepGoing: Bool) throws {
        let files = ScriptFiles(["inner.pg": "pan begin\nbogus\npan move 0,-50\n"])
        let run = try run("source inner.pg\npan move 0,-80", keepGoing: keepGoing, files: files)
        #expect(run.results.first?.failed == true)
        #expect(run.results.count == (keepGoing ? 2 : 1), "\(run.err)")
        #expect(run.session.state.simulator.gesture.translation == Point(x: 0, y: keepGoing ? -80 : 0))
    }
}

/// Scripts kept in memory, for `source`.
private final class ScriptFiles: SessionFiles {
    let scripts: [String: String]
    init(_ scripts: [String: String]) { self.scripts = scripts }
    func read(_ path: String) throws(FileError) -> [UInt8] {
        guard let text = scripts[path] else { throw FileError("cannot read \(path)") }
        return Array(text.utf8)
    }
    func startRecording(_ path: String, sync: Bool) throws(FileError) { throw FileError("cannot record") }
    func recordLine(_ line: String) throws(FileError) {}
    func stopRecording() {}
    func writeFile(_ contents: String, to path: String) throws(FileError) { throw FileError("cannot write") }
}
