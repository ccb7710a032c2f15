import Foundation
import PantographTestSupport
import Testing

/// The Deeper example's harness (Examples/DeeperHarness: `pantograph` over the
/// example's own code) runs each `HarnessGolden/NAME.pg` in text and JSON mode; what it
/// prints must match `NAME.txt` (stdout, then stderr after a `--- stderr` line, then the
/// exit status) and `NAME.jsonl` byte for byte.
@Suite struct HarnessGoldenTests {
    static let path = "Tests/EndToEndTests/HarnessGolden"

    static let scripts: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.url(path).path)) ?? []
        return names.filter { $0.hasSuffix(".pg") }.map { String($0.dropLast(3)) }.sorted()
    }()

    @Test func thereAreGoldenScripts() {
        #expect(Self.scripts.count >= 4)
    }

    @Test(arguments: scripts)
    func golden(_ name: String) throws {
        let harness = try Binary.sibling("deeper-harness")
        for (flags, ext) in [([String](), "txt"), (["--json"], "jsonl")] {
            // Run where the script is, so that its name is what the messages give.
            let run = try runProcess(harness, flags + ["--keep-going", name + ".pg"], directory: Repository.url(Self.path))
            let actual = run.stdout + (run.stderr.isEmpty ? "" : "--- stderr\n" + run.stderr) + "--- status \(run.status)\n"
            try Snapshot.expect(actual, matches: "\(Self.path)/\(name).\(ext)", rerun: "HarnessGoldenTests")
            let again = try runProcess(harness, flags + ["--keep-going", name + ".pg"], directory: Repository.url(Self.path))
            #expect(again.stdout == run.stdout, "the same script prints the same bytes")
        }
    }
}
