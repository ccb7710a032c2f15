import Testing

@testable import PantographEngine
import PantographTestSupport

/// Streaming: a long gesture or many transitions must not grow any stored collection.
@Suite struct LongGestureBoundedStateTests {

    @Test("100,000 pan moves in one gesture keep the events and the scene bounded")
    func longGesture() throws {
        var sim = DeeperFixture.simulator()
        _ = try sim.apply(.panBegin(at: nil))
        let beginEvents = sim.transitionEvents
        #expect(beginEvents.count == 5)
        let viewCount = sim.window.views.count
        #expect(viewCount == 9)
        var maxEvents = 0
        var maxViews = 0
        var totalOutcomeEvents = 0
        var warnings: [Warning] = []
        for i in 0..<100_000 {
            // Up and down across the whole range, the wrong way included.
            let ty = -Double(i % 1000) + 100
            let outcome = try sim.apply(.panMove(to: Point(x: Double(i % 7), y: ty), after: nil))
            totalOutcomeEvents += outcome.events.count
            warnings += outcome.warnings
            maxEvents = max(maxEvents, sim.transitionEvents.count)
            maxViews = max(maxViews, sim.window.views.count)
        }
        #expect(totalOutcomeEvents == 0)
        // Each sweep up carries the finger past the top edge once (y < 0 from 406 up):
        // one warning as it leaves, none while it is out there.
        #expect(warnings.count == 100)
        #expect(warnings.allSatisfy { if case .fingerOffScreen(let p, _) = $0 { p.y < 0 && p.y >= -1 } else { false } })
        #expect(maxEvents == 5)
        #expect(maxViews == 9)
        #expect(sim.transitionEvents == beginEvents)
        #expect(isClose(sim.clock, 100_000.0 / 60, 1e-6))
        #expect(sim.transition?.phase == .interactive)
        let last = -Double(99_999 % 1000) + 100
        #expect(sim.gesture.translation == Point(x: Double(99_999 % 7), y: last))
        _ = try sim.apply(.panEnd(velocity: nil))
        #expect(sim.transition?.phase == .completed)  // 0.9 cap → finish
        #expect(sim.transitionEvents.count == 13)
        #expect(sim.window.views.count == 3)
    }

    @Test("2,000 begin/move/end cycles keep everything bounded", arguments: [Settings.ClockMode.auto, .manual])
    func manyCycles(clock: Settings.ClockMode) throws {
        var sim = DeeperFixture.simulator { $0.clock = clock }
        var maxEvents = 0
        var maxViews = 0
        var completedPresents = 0
        for i in 0..<2_000 {
            let op: Transition.Operation = sim.isPresented ? .dismiss : .present
            _ = try sim.apply(.panBegin(at: nil))
            #expect(sim.transition?.operation == op)
            // Every third cycle is released below the threshold and cancels.
            let p = i % 3 == 2 ? 0.05 : 0.5
            _ = try sim.apply(.panMove(to: DeeperFixture.translation(progress: p, op), after: nil))
            _ = try sim.apply(.panEnd(velocity: nil))
            _ = try sim.apply(.settle)
            if op == .present && p == 0.5 { completedPresents += 1 }
            maxEvents = max(maxEvents, sim.transitionEvents.count)
            maxViews = max(maxViews, sim.window.views.count)
            if sim.isPresented {
                if sim.window.views.count != 3 || DeeperFixture.view(sim, "detail") == nil { Issue.record("cycle \(i): \(DeeperFixture.names(sim))"); break }
            } else {
                if sim.window.views.count != 3 || DeeperFixture.view(sim, "grid") == nil { Issue.record("cycle \(i): \(DeeperFixture.names(sim))"); break }
            }
        }
        #expect(maxEvents == 14)  // a cancelled transition: 5 + 2 + 7
        #expect(maxViews == 3)
        #expect(completedPresents > 600)
    }
}
