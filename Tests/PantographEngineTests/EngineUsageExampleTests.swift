import Testing
import PantographEngine

/// The snippet of docs/architecture.md, "Using the engine from another package", and of
/// the DocC article DrivingTheEngine.md, verbatim (`DocTests` checks that every Swift
/// block of both is here), with what its comment claims.
struct EngineUsageExampleTests {
    @Test func theDocumentedSnippetDoesWhatItSays() throws {
        var sim = Simulator(scene: .deeper)
        let swipeUp: [Input] = [
            .panBegin(at: nil),
            .panMove(to: Point(x: 0, y: -200), after: nil),
            .panEnd(velocity: nil),
        ]
        var events: [LifecycleEvent] = []
        for input in swipeUp { events += try sim.apply(input).events }
        // sim.transition?.phase == .completed, sim.isPresented == true, sim.clock ≈ 0.398
        #expect(sim.transition?.phase == .completed)
        #expect(sim.isPresented == true)
        #expect(abs(sim.clock - 0.398) < 0.0005)
        #expect(events.first == .presentationTransitionWillBegin)
        #expect(events.last == .animationEnded(true))
    }
}
