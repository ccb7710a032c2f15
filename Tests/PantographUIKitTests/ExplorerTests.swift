import PantographEngine
import Testing
@testable import PantographUIKit
@testable import Bugs

/// docs/diagnostics.md, "Exploring": random sessions find a planted bug from a seed,
/// the same on every run; the finding shrinks to the steps that show it; a fixed app
/// shows nothing over many sessions.
@MainActor @Suite struct ExplorerTests {
    private func explorer(fixed: Bool) -> Explorer {
        Explorer(root: { StuckCancelApp.root(fixed: fixed) },
                 actions: [("open photo", { StuckCancelApp.openPhoto(in: $0) })])
    }

    /// Seed 1 finds the stuck cancel; run again, the shrunk steps show it again; the
    /// same seed finds the same session.
    @Test func aSeedFindsThePlantedBugAndItsShrunkStepsShowItAgain() throws {
        let explorer = explorer(fixed: false)
        let finding = try #require(explorer.explore(seed: 1, sessions: 40, steps: 6))
        #expect(finding.diagnostics.map(\.kind).contains(.transitionNeverEnds))
        #expect(explorer.run(finding.steps).map(\.kind) == finding.diagnostics.map(\.kind))
        #expect(finding.steps.count <= finding.found.count && finding.steps.first == .action(0))
        expectMinimal(explorer, finding.steps)
        let again = try #require(explorer.explore(seed: 1, sessions: 40, steps: 6))
        #expect(again.session == finding.session && again.found == finding.found && again.steps == finding.steps)
    }

    /// A planted script with steps that play no part shrinks to its known minimum:
    /// open the photo, wait for the presentation to end (a touch during it is
    /// ignored), one short drag.
    @Test func shrinkingKeepsOnlyWhatShowsTheBug() {
        let explorer = explorer(fixed: false)
        let planted: [ExploreStep] = [
            .wait(frames: 5), .drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 40, y: 0), moves: 8, end: .lift),
            .action(0), .wait(frames: 30),
            .drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: 100), moves: 16, end: .holdThenLift),
            .wait(frames: 3),
        ]
        #expect(explorer.run(planted).map(\.kind) == [.transitionNeverEnds])
        let shrunk = explorer.shrink(planted, showing: .transitionNeverEnds)
        #expect(shrunk.count == 3 && shrunk.first == .action(0))
        expectMinimal(explorer, shrunk)
        guard case .wait(let frames)? = shrunk.dropFirst().first else {
            Issue.record("no wait: \(shrunk)")
            return
        }
        // The presentation lasts the `duration` setting, 0.5 s: thirty frames, no fewer.
        #expect(frames == 30)
        if case .drag(let from, let by, let moves, let end)? = shrunk.last {
            // Halved until the pan no longer begins: at least the 10-point slop, in
            // one or two moves.
            #expect(from == CGPoint(x: 200, y: 300) && by.x == 0 && by.y >= 10 && by.y < 25 && moves >= 1 && end == .holdThenLift)
        } else {
            Issue.record("the last step is not a drag: \(shrunk)")
        }
        #expect(explorer.run(shrunk).map(\.kind) == [.transitionNeverEnds])
    }

    /// No step can be taken out, and no wait be a frame shorter, without losing the
    /// finding: what "fewest, shortest" means here.
    private func expectMinimal(_ explorer: Explorer, _ steps: [ExploreStep],
                               sourceLocation: SourceLocation = #_sourceLocation) {
        let kind = explorer.run(steps).first?.kind
        #expect(kind != nil, sourceLocation: sourceLocation)
        for i in steps.indices {
            var fewer = steps
            fewer.remove(at: i)
            #expect(!explorer.run(fewer).contains { $0.kind == kind }, "step \(i) of \(steps)", sourceLocation: sourceLocation)
            if case .wait(let frames) = steps[i], frames > 1 {
                var shorter = steps
                shorter[i] = .wait(frames: frames - 1)
                #expect(!explorer.run(shorter).contains { $0.kind == kind }, "wait \(i)", sourceLocation: sourceLocation)
            }
        }
    }

    /// The fixed app: no finding in sixty sessions.
    @Test func theFixedAppShowsNothing() {
        #expect(explorer(fixed: true).explore(seed: 7, sessions: 60, steps: 6) == nil)
    }
}
