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
        let scene: Scene
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
        var sim = Simulator(scene: c.scene)
        for input in c.inputs(sim) { _ = try sim.apply(input) }
        #expect(sim.transition?.phase == c.phase)
        #expect(sim.release?.decision == c.release)
        #expect(sim.release == sim.transition?.release)
        #expect(sim.release == nil || sim.transition?.startedInteractively == true)
    }
}

/// What a pan does in each scene and state, which output reads to say what judges a
/// gesture; and a pan that began when nothing could take it warns at each move once
/// a new pan would drive something.
@Suite struct PanHandlingTests {
    @Test(arguments: [
        ("deeper", false, PanHandling.percentDriven(.present)),
        ("deeper", true, .percentDriven(.dismiss)),
        ("hero", false, .none(.present)),
        ("hero", true, .percentDriven(.dismiss)),
        ("card", false, .tap(view: "card", operation: .present)),
        ("card", true, .directDrag(view: "cardDetail", distance: 100, operation: .dismiss)),
    ])
    func whatAPanDoes(_ name: String, _ presented: Bool, _ handling: PanHandling) throws {
        var sim = Simulator(scene: try #require(BuiltInScenes.named(name)))
        if presented { _ = try sim.apply(.present) }
        #expect(sim.panHandling == handling)
    }

    @Test(arguments: [("deeper", [Transition.Operation.present, .dismiss]), ("hero", [.dismiss]), ("card", []),
                      ("sheet", [.present, .dismiss])])
    func whichOperationsAPolicyJudges(_ name: String, _ operations: [Transition.Operation]) throws {
        #expect(Simulator(scene: try #require(BuiltInScenes.named(name))).policyJudgedOperations == operations)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let scene: String
        let inputs: [Input]
        let warns: Transition.Operation?
        var testDescription: String { name }
    }

    static let move = Input.panMove(to: Point(x: 0, y: 50), after: nil)

    @Test(arguments: [
        Case(name: "card: a pan begun before the present", scene: "card", inputs: [.panBegin(at: nil), .present, move],
             warns: .dismiss),
        Case(name: "card: a second move warns again", scene: "card", inputs: [.panBegin(at: nil), .present, move, move],
             warns: .dismiss),
        Case(name: "card: before the present, a pan could drive nothing either", scene: "card",
             inputs: [.panBegin(at: nil), move], warns: nil),
        Case(name: "hero: no interactive present, still", scene: "hero", inputs: [.panBegin(at: nil), move], warns: nil),
        Case(name: "hero: a pan begun before the present", scene: "hero", inputs: [.panBegin(at: nil), .present, move],
             warns: .dismiss),
        Case(name: "card: the drag it drives", scene: "card", inputs: [.present, .panBegin(at: nil), move], warns: nil),
        Case(name: "deeper: the drag it drives", scene: "deeper", inputs: [.panBegin(at: nil), move], warns: nil),
    ])
    func aPanThatDrivesNothingWarns(_ c: Case) throws {
        var sim = Simulator(scene: try #require(BuiltInScenes.named(c.scene)))
        var last = Outcome()
        for input in c.inputs { last = try sim.apply(input) }
        #expect(last.warnings == (c.warns.map { [.panDrivesNothing(couldDrive: $0)] } ?? []))
    }

    /// A grab that the transition in flight refused is already explained at `pan
    /// begin`; its moves do not warn again.
    @Test func aRefusedGrabDoesNotWarnAtEachMove() throws {
        var sim = DeeperFixture.simulator { $0.clock = .manual }
        for input: Input in [.panBegin(at: nil), .panMove(to: Point(x: 0, y: -300), after: nil), .panEnd(velocity: nil)] {
            _ = try sim.apply(input)
        }
        let begin = try sim.apply(.panBegin(at: nil))
        #expect(begin.warnings == [.grabNotInterruptible(.finishing)])
        #expect(try sim.apply(.panMove(to: Point(x: 0, y: -10), after: nil)).warnings.isEmpty)
    }
}

/// A pan on a screen whose operation starts with a tap says where to tap.
@Suite struct PanOnTappableTests {
    @Test func aPanOnCardsCellSaysWhereToTap() throws {
        var sim = Simulator(scene: .card)
        let outcome = try sim.apply(.panBegin(at: nil))
        // card: (20, 150, 350, 410), so its middle is (195, 355).
        #expect(outcome.warnings == [.panOnTappable(scene: "card", operation: .present, view: "card",
                                                    middle: Point(x: 195, y: 355))])
        // And the tap there presents.
        var tapped = Simulator(scene: .card)
        _ = try tapped.apply(.touchDown(at: Point(x: 195, y: 355)))
        _ = try tapped.apply(.touchUp)
        #expect(tapped.isPresented)
    }
}
