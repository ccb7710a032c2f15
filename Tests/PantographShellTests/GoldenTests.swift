import Foundation
import Testing
import PantographShell

/// Each `Golden/NAME.pg` script runs in text and JSON mode; what it prints must match
/// `NAME.txt` (stdout, then stderr after a `--- stderr` line) and `NAME.jsonl` byte for byte.
struct GoldenTests {
    static let scripts: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: goldenDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".pg") }.map { String($0.dropLast(3)) }.sorted()
    }()

    @Test func thereAreGoldenScripts() {
        #expect(Self.scripts.count >= 4)
    }

    @Test(arguments: scripts)
    func golden(_ name: String) throws {
        let script = try String(contentsOf: goldenDirectory.appendingPathComponent(name + ".pg"), encoding: .utf8)
        for (format, ext) in [(OutputFormat.text, "txt"), (.json, "jsonl")] {
            let result = try run(script, format: format, keepGoing: true, file: name + ".pg")
            let actual = result.out + (result.err.isEmpty ? "" : "--- stderr\n" + result.err)
            let url = goldenDirectory.appendingPathComponent("\(name).\(ext)")
            if recording {
                try actual.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: url, encoding: .utf8)
            #expect(actual == expected, "\(name).\(ext) differs at \(firstDifference(expected, actual)); rerun with PANTOGRAPH_RECORD=1 if the change is intended")
            // Determinism: a second run prints the same bytes.
            let again = try run(script, format: format, keepGoing: true, file: name + ".pg")
            #expect(again.out == result.out)
        }
    }
}
