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
        for (format, ext) in [(OutputFormat.text, "txt"), (.json, "jsonl")] {
            let result = try run(script, format: format, keepGoing: true, file: name + ".pg")
            let actual = result.out + (result.err.isEmpty ? "" : "--- stderr\n" + result.err)
            try Snapshot.expect(actual, matches: "\(goldenPath)/\(name).\(ext)", rerun: "GoldenTests")
            // Determinism: a second run prints the same bytes.
            let again = try run(script, format: format, keepGoing: true, file: name + ".pg")
            #expect(again.out == result.out)
        }
    }
}
