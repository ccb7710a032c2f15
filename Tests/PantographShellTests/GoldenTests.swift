import Foundation
import Testing
import PantographShell
import PantographTestSupport

/// Each `Golden/NAME.pg` script runs in text and JSON mode; what it prints must match
/// `NAME.txt` (stdout, then stderr after a `--- stderr` line) and `NAME.jsonl` byte for byte.
struct GoldenTests {
    static let scripts = Repository.scripts(in: goldenPath)

    @Test func thereAreGoldenScripts() {
        #expect(Self.scripts.count >= 4)
    }

    @Test(arguments: scripts)
    func golden(_ name: String) throws {
        let script = try Repository.text("\(goldenPath)/\(name).pg")
        try Snapshot.expectBothModes(of: name, in: goldenPath, rerun: "GoldenTests") { json in
            let result = try run(script, format: json ? .json : .text, keepGoing: true, file: name + ".pg")
            return Snapshot.printed(stdout: result.out, stderr: result.err)
        }
    }
}
