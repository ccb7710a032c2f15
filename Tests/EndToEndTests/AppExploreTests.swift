import Foundation
import PantographTestSupport
import Testing

/// `explore` over an app's own code on every core: sessions shared out among worker
/// processes (`WorkerPool`) by their numbers and merged in their order print byte for
/// byte what one worker prints; a trap in the app's code in the
/// session it was on is a finding, shrunk in workers.
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
    /// began: some sessions' drags do. Each is run in a worker process (a pool of one on
    /// one worker), so the trap ends a worker, not the run: it is a finding, the runtime's
    /// message its words, shrunk (each candidate in a worker too) to one drag, the same
    /// on one worker or two, the `Fatal error` printed by no one.
    @Test(arguments: ["1", "2"])
    func aTrapInASessionIsAFindingShrunkInWorkers(_ workers: String) throws {
        let harness = try Binary.sibling("trap-harness")
        let run = try runProcess(harness, ["-e", "explore sessions 40 steps 8 seed 1"], directory: Repository.root,
                                 environment: ["PANTOGRAPH_WORKERS": workers])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(run.stdout == Self.trapFinding, "\(run)")
        let json = try runProcess(harness, ["--json", "-e", "explore sessions 40 steps 8 seed 1"],
                                  directory: Repository.root, environment: ["PANTOGRAPH_WORKERS": workers])
        #expect(json.stdout.contains("\"findings\":[{\"diagnostic\":\"appTrapped\",\"message\":\"" + Self.fatalError
                                     + "\",\"session\":5,\"sessions\":18,\"found\":1,\"steps\":1,"), "\(json)")
    }

    /// The finding's script, run again, traps as any script that reaches the trap does
    /// (docs/own-code.md): the runtime's message, the command, status 70.
    @Test func aTrapFindingsScriptTrapsAgain() throws {
        let harness = try Binary.sibling("trap-harness")
        let script = Self.trapFinding.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("# appTrapped: ") }.joined(separator: "\n")
        let run = try runProcess(harness, ["-"], stdin: Data(script.utf8), directory: Repository.root)
        #expect(run.status == 70, "\(run)")
        #expect(run.stderr == Self.fatalError + "\ntrap-harness: <stdin>:7:1: the app's code trapped running 'touch up'; "
                    + "the run ends (status 70)\n", "\(run)")
    }

    static let fatalError = "trap_harness/main.swift:17: Fatal error: Unexpectedly found nil while unwrapping an Optional value"

    static let trapFinding = """
        # explore: 40 sessions of up to 8 steps, seed 1: 1 finding (appTrapped)

        # appTrapped in 18 of 40 sessions, first in session 5
        # appTrapped: \(fatalError)
        # seed 1, session 5: 1 step shrunk to 1
        reset
        set clock manual
        touch down 279,714
        touch move 318,843
        touch up
        settle


        """
}
