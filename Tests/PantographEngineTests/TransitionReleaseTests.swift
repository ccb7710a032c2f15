import Testing
@testable import PantographEngine

/// A release belongs to the transition its gesture drove: a transition that no
/// gesture decided has none, and `pause()` takes the decision back.
@Suite struct TransitionReleaseTests {
    static let up: [Input] = [.panBegin(at: nil), .panMove(to: Point(x: 0, y: -200), after: nil), .panEnd(velocity: nil)]
    static let down: [Input] = [.panBegin(at: nil), .panMove(to: Point(x: 0, y: 200), after: nil), .panEnd(velocity: nil)]

    static func manual(_ sim: Simulator, interruptible: Bool = false) -> Input {
        var settings = sim.settings
        settings.clock = .manual
        settings.interruptible = interruptible
        return .changeSettings(settings)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let scene: Scenario
        /// The inputs, given the simulator as it is before the first.
        let inputs: @Sendable (Simulator) -> [Input]
        let release: Decision?
        let phase: Transition.Phase
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "modal: a present after a dragged dismiss", scene: .modal,
             inputs: { [.present, .settle] + down + [manual($0), .present] }, release: nil, phase: .animating),
        Case(name: "modal: the dragged dismiss itself", scene: .modal,
             inputs: { _ in [.present, .settle] + down }, release: .finish, phase: .completed),
        Case(name: "deeper: a dismiss after a dragged present", scene: .deeper,
             inputs: { _ in up + [.dismiss] }, release: nil, phase: .completed),
        Case(name: "deeper: a started interactive present after a drag", scene: .deeper,
             inputs: { _ in up + [.dismiss, .startInteractive(.present)] }, release: nil, phase: .interactive),
        Case(name: "deeper: a pause takes the decision back", scene: .deeper,
             inputs: { [manual($0, interruptible: true)] + up + [.advance(seconds: 0.05), .pause] },
             release: nil, phase: .paused),
        Case(name: "deeper: a refused grab leaves the release that finishes it", scene: .deeper,
             inputs: { [manual($0)] + up + [.advance(seconds: 0.05), .panBegin(at: nil)] },
             release: .finish, phase: .finishing),
        Case(name: "deeper: a grab's own release replaces the first", scene: .deeper,
             inputs: { [manual($0, interruptible: true)] + up + [.advance(seconds: 0.05), .panBegin(at: nil),
                       .panMove(to: Point(x: 0, y: 400), after: nil), .panEnd(velocity: nil)] },
             release: .cancel, phase: .cancelled),
    ]

    @Test(arguments: cases)
    func theReleaseIsTheTransitions(_ c: Case) throws {
        var sim = Simulator(scenario: c.scene)
        for input in c.inputs(sim) { _ = try sim.apply(input) }
        #expect(sim.transition?.phase == c.phase)
        #expect(sim.release?.decision == c.release)
        #expect(sim.release == sim.transition?.release)
        #expect(sim.release == nil || sim.transition?.startedInteractively == true)
    }
}
