import Bugs
import PantographEngine
@testable import PantographHarness
@testable import PantographShell
import PantographUIKit
import Testing

/// docs/diagnostics.md, "Exploring": shrinking, on a planted bug whose minimal script
/// is known. StuckCancel's photo, pulled a little and let go, cancels, and the cancel
/// never completes.
@MainActor @Suite struct ExploreShrinkTests {
    private func exploration() throws -> Exploration {
        let host = AppHost(name: "StuckCancel", startPoint: nil,
                           actions: [HarnessAction("openPhoto") { StuckCancelApp.openPhoto(in: $0) }],
                           root: { StuckCancelApp.root(fixed: false) })
        let world = try AppWorld(driver: host, settings: Settings())
        return Exploration(world: world, header: ["set clock manual"], request: ExploreRequest())
    }

    /// Steps that play no part go, and the rest are as short as they can be: open the
    /// photo, wait for the presentation to end (a touch during it is ignored), one
    /// short pull let go.
    @Test func shrinkingKeepsOnlyWhatShowsTheBug() throws {
        var exploration = try exploration()
        let planted: [ExploreStep] = [
            .wait(frames: 5), .drag(from: Point(x: 100, y: 100), by: Point(x: 40, y: 0), moves: 8, end: .lift),
            .call("openPhoto"), .wait(frames: 40),
            .drag(from: Point(x: 200, y: 300), by: Point(x: 0, y: 100), moves: 16, end: .hold),
            .wait(frames: 3),
        ]
        #expect(exploration.run(planted).found.map(\.diagnostic.name) == ["transitionNeverEnds"])
        let (shrunk, shown) = exploration.shrink(planted, showing: "transitionNeverEnds", isInterrupted: { false })
        #expect(shown?.name == "transitionNeverEnds")
        // The presentation lasts 0.5 s: thirty frames, no fewer.
        guard shrunk.count == 3, shrunk[0] == .call("openPhoto"), shrunk[1] == .wait(frames: 30),
              case .drag(let from, let by, let moves, let end) = shrunk[2] else {
            Issue.record("not the known minimum: \(shrunk)")
            return
        }
        // Halved until the pan no longer begins: past the 10-point slop, and let go.
        #expect(from == Point(x: 200, y: 300) && by.x == 0 && by.y > 10 && by.y < 25 && moves >= 1 && end == .lift)
        expectMinimal(&exploration, shrunk)
    }

    /// A session is its seed's and its number's alone: the same steps and finding
    /// whatever ran before it.
    @Test func aSessionDependsOnlyOnTheSeedAndItsNumber() throws {
        var a = try exploration(), b = try exploration()
        let alone = a.session(7)
        for i in 0..<7 { _ = b.session(i) }
        #expect(b.session(7) == alone)
        #expect(a.session(8) != alone)
    }

    /// No step can go, and none be shorter, without losing the finding.
    private func expectMinimal(_ exploration: inout Exploration, _ steps: [ExploreStep],
                               sourceLocation: SourceLocation = #_sourceLocation) {
        func shows(_ candidate: [ExploreStep]) -> Bool {
            let (taken, found) = exploration.run(candidate)
            return taken.count == candidate.count && found.contains { $0.diagnostic.name == "transitionNeverEnds" }
        }
        #expect(shows(steps), sourceLocation: sourceLocation)
        for i in steps.indices {
            var fewer = steps
            fewer.remove(at: i)
            #expect(!shows(fewer), "step \(i) of \(steps)", sourceLocation: sourceLocation)
            for shorter in steps[i].shorter {
                var candidate = steps
                candidate[i] = shorter
                #expect(!shows(candidate), "\(shorter) for step \(i)", sourceLocation: sourceLocation)
            }
        }
    }
}
