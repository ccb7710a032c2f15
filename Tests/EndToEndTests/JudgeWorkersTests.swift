import Foundation
import Testing
@testable import PantographCommandLine
import PantographTestSupport

/// `judge`'s threads: `PANTOGRAPH_WORKERS` from 1 to 256, else the cores online.
@Suite struct JudgeWorkersTests {
    @Test(arguments: [("1", 1), ("256", 256), ("0", 6), ("257", 6), ("-2", 6), ("two", 6), ("", 6), (nil, 6)] as [(String?, Int)])
    func theVariableSetsTheWorkers(_ text: String?, _ expected: Int) {
        #expect(Pantograph.workers(text, cores: 6) == expected)
    }

    @Test func withoutCoresThereIsStillOneWorker() {
        #expect(Pantograph.workers(nil, cores: 0) == 1)
        #expect(Pantograph.workers(nil, cores: -1) == 1)
    }

    /// The binary prints the same, text and JSON, on one worker and on several.
    @Test func theBinaryPrintsTheSameOnAnyNumberOfWorkers() throws {
        let root = Repository.root
        for flags in [[String](), ["--json"]] {
            let args = flags + ["-e", "judge show all docs/examples/traces/flicks.jsonl docs/examples/traces/drags.jsonl"]
            let runs = try ["1", "2", "5"].map { try pantograph(args, directory: root, environment: ["PANTOGRAPH_WORKERS": $0]) }
            #expect(runs.allSatisfy { $0.status == 0 }, "\(runs[0])")
            #expect(Set(runs.map(\.stdout)).count == 1)
            #expect(runs[0].stdout.contains("judged 300 of 300 traces") || runs[0].stdout.contains("\"traces\":["))
        }
    }
}
