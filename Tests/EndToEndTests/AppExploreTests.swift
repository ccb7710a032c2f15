import Foundation
import PantographTestSupport
import Testing

/// `explore` over an app's own code on every core: sessions shared out among worker
/// processes (`WorkerPool`) by their numbers and merged in their order print byte for
/// byte what one worker prints; a trap in the app's code ends the run naming the
/// sessions it was on.
@Suite struct AppExploreTests {
    @Test func workerProcessesPrintWhatOneWorkerPrints() throws {
        let harness = try Binary.sibling("snap-harness")
        for flags in [[String](), ["--json"]] {
            let args = flags + ["-e", "explore sessions 60 steps 8 seed 1"]
            let runs = try ["1", "2", "3"].map {
                try runProcess(harness, args, directory: Repository.root, environment: ["PANTOGRAPH_WORKERS": $0])
            }
            #expect(runs.allSatisfy { $0.status == 0 && $0.stderr.isEmpty }, "\(runs[1])")
            #expect(Set(runs.map(\.stdout)).count == 1, "\(runs[0].stdout.prefix(600)) against \(runs[1].stdout.prefix(600))")
            #expect(runs[0].stdout.contains("# explore: 60 sessions of up to 8 steps, seed 1: 1 finding (frameJump)")
                        || runs[0].stdout.contains("\"findings\":[{\"diagnostic\":\"frameJump\""), "\(runs[0].stdout)")
        }
    }

    /// trap-harness's handler force-unwraps nil when a pan ends well below where it
    /// began: some session's drag does, and the run ends naming the command and the
    /// sessions, on one worker or two.
    @Test(arguments: ["1", "2"])
    func aTrapInASessionEndsTheRunNamingIt(_ workers: String) throws {
        let harness = try Binary.sibling("trap-harness")
        let run = try runProcess(harness, ["-e", "explore sessions 40 steps 8 seed 1"], directory: Repository.root,
                                 environment: ["PANTOGRAPH_WORKERS": workers])
        #expect(run.status == 70, "\(run)")
        #expect(run.stderr.contains("the app's code trapped running 'explore sessions 40 steps 8 seed 1' on explore sessions "),
                "\(run)")
    }
}
