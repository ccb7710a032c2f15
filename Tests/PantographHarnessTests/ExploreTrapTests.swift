import Bugs
import PantographEngine
@testable import PantographHarness
@testable import PantographShell
import PantographUIKit
import Testing

/// docs/diagnostics.md, "A trap in the app's code": what a worker that a trap ended
/// left on standard error becomes its session's finding. (The runs of a harness that
/// traps are EndToEndTests' `AppExploreTests`: a trap would end this test process.)
@MainActor @Suite struct ExploreTrapTests {
    @Test func theMessageIsTheRuntimesLastFatalErrorLineWithoutWhatVaries() {
        let printed = """
            the app printed this
            /home/ci/build/Sources/App/Sheet.swift:42: Fatal error: no sheet for 0x00007ffd1234abcd, sorry
            explore: taken 0; running 1

            """
        #expect(AppDiagnostic.trapped(standardError: printed)
                    == AppDiagnostic(name: "appTrapped", message: "App/Sheet.swift:42: Fatal error: no sheet for 0x…, sorry"))
        #expect(AppDiagnostic.trapped(standardError: "app/main.swift:3: Fatal error: boom\n").message
                    == "app/main.swift:3: Fatal error: boom")
        #expect(AppDiagnostic.trapped(standardError: "").message == "the app's code ended the process without a message")
    }

    @Test func theMarkerSaysTheStepsTakenAndTheOneRunning() {
        #expect(Exploration.marker(taken: [0, 1, 3], running: 4) == "explore: taken 0 1 3; running 4\n")
        let left = "noise\n" + Exploration.marker(taken: [0], running: 1) + Exploration.marker(taken: [0, 2], running: 3)
        #expect(Exploration.marked(in: left) == ([0, 2], 3))
        #expect(Exploration.marked(in: Exploration.marker(taken: [], running: nil)) == ([], nil))
        #expect(Exploration.marked(in: "no marker\n") == ([], nil))
    }

    /// A candidate whose second step was refused and whose fourth trapped: the steps
    /// taken and the one that trapped, the finding after them all.
    @Test func theTrappedSessionIsItsStepsTakenAndTheOneThatTrapped() {
        let steps: [ExploreStep] = [.call("a"), .call("b"), .wait(frames: 2), .call("c"), .wait(frames: 5)]
        let job = ExploreJob(settings: Settings(), header: [], request: ExploreRequest(), first: 7, end: 8, steps: steps)
        let left = "x.swift:1: Fatal error: c\n" + Exploration.marker(taken: [0, 2], running: 3)
        let session = job.trapped(standardError: left, actions: []).sessions
        #expect(session == [Exploration.Session(index: 7, steps: [.call("a"), .wait(frames: 2), .call("c")], findings: [
            Exploration.Found(diagnostic: AppDiagnostic(name: "appTrapped", message: "x.swift:1: Fatal error: c"), after: 3),
        ])])
    }

    /// The shrinker runs its candidates where it is told (a worker, on a harness), and a
    /// candidate shows a trap only when it traps with the same message: here dropping
    /// `a` makes `b` trap otherwise, so both stay; where `b` alone traps the same way,
    /// it is the result.
    @Test(arguments: ["A", "B"])
    func aCandidateShowsATrapWhenItTrapsWithTheSameMessage(_ alone: String) throws {
        let host = AppHost(name: "StuckCancel", startPoint: nil, actions: [], root: { StuckCancelApp.root(fixed: false) })
        var exploration = Exploration(world: try AppWorld(driver: host, settings: Settings()), header: [],
                                      request: ExploreRequest())
        let (a, b): (ExploreStep, ExploreStep) = (.call("a"), .call("b"))
        let (shrunk, shown) = exploration.shrink([a, b], showing: "appTrapped", message: "A", elsewhere: { steps in
            let message = steps == [a, b] ? "A" : steps == [b] ? alone : nil
            return Exploration.Session(index: 0, steps: steps, findings: message.map {
                [Exploration.Found(diagnostic: AppDiagnostic(name: "appTrapped", message: $0), after: steps.count)]
            } ?? [])
        }, isInterrupted: { false })
        #expect(shrunk == (alone == "A" ? [b] : [a, b]))
        #expect(shown == AppDiagnostic(name: "appTrapped", message: "A"))
    }
}
