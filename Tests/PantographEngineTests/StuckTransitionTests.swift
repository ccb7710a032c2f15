import Testing
@testable import PantographEngine

/// A transition that time cannot move (docs/cli.md, "Errors and warnings"): paused by
/// `pause()`, or interactive with no finger on the screen. Time passing over it says
/// so, as a typed warning with what would move it; any state that time does move, or
/// that a finger down can, says nothing.
@Suite struct StuckTransitionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let scene: Scene
        let interruptible: Bool
        let steps: [Input]
        /// What `advance` and `settle` each warn: nil, nothing.
        let stuck: Warning?
        var testDescription: String { name }
    }

    static let all: [Warning.Remedy] = [.finish, .cancel, .update, .pan]

    static let cases: [Case] = [
        // The newcomer's: a finishing present paused 50 ms after the release.
        Case(name: "paused after a drag", scene: .deeper, interruptible: true,
             steps: [.panBegin(at: nil), .panMove(to: Point(x: 0, y: -200), after: 0.3), .panEnd(velocity: nil),
                     .advance(seconds: 0.05), .pause],
             stuck: .stuck(.present, .paused, percent: 0.26, remedies: all)),
        Case(name: "left interactive by update", scene: .deeper, interruptible: false,
             steps: [.startInteractive(.present), .update(0.3)],
             stuck: .stuck(.present, .interactive, percent: 0.3, remedies: all)),
        // card's present is a tap, not a pan: no pan grabs it.
        Case(name: "card driven by hand", scene: .card, interruptible: false,
             steps: [.startInteractive(.present), .update(0.4)],
             stuck: .stuck(.present, .interactive, percent: 0.4, remedies: [.finish, .cancel, .update])),
        Case(name: "a finger holds it", scene: .deeper, interruptible: false,
             steps: [.panBegin(at: nil), .panMove(to: Point(x: 0, y: -100), after: nil)], stuck: nil),
        Case(name: "a finger down before the slop", scene: .deeper, interruptible: true,
             steps: [.startInteractive(.present), .update(0.3), .touchDown(at: Point(x: 100, y: 400))], stuck: nil),
        Case(name: "finishing", scene: .deeper, interruptible: false,
             steps: [.startInteractive(.present), .update(0.3), .finish], stuck: nil),
        Case(name: "completed", scene: .deeper, interruptible: false, steps: [.present], stuck: nil),
        Case(name: "no transition", scene: .deeper, interruptible: false, steps: [], stuck: nil),
    ]

    /// Each case's state, with the clock manual so that nothing completes on its own.
    static func state(_ c: Case) throws -> Simulator {
        var settings = c.scene.defaults
        settings.clock = .manual
        settings.interruptible = c.interruptible
        var sim = try Simulator(scene: c.scene, settings: settings)
        for input in c.steps { _ = try sim.apply(input) }
        return sim
    }

    @Test(arguments: cases)
    func timePassingSaysWhetherNothingWillEndIt(_ c: Case) throws {
        for input in [Input.advance(seconds: 5), .settle] {
            var sim = try Self.state(c)
            let before = sim.transition
            let warnings = try sim.apply(input).warnings
            let stuck = warnings.filter { if case .stuck = $0 { true } else { false } }
            switch (c.stuck, stuck.first) {
            case (nil, _):
                #expect(stuck.isEmpty, "\(input): \(stuck)")
            case (.stuck(let operation, let phase, let percent, let remedies)?, .stuck(let o, let p, let at, let r)?):
                #expect(stuck.count == 1)
                #expect(o == operation && p == phase && r == remedies, "\(input): \(stuck)")
                #expect(abs(at - percent) < 0.005, "\(input): at \(at)")
                #expect(sim.transition == before, "time moved nothing")
            case (let expected?, let found):
                Issue.record("\(input): expected \(expected), got \(String(describing: found))")
            }
        }
    }

    /// Each remedy does move it: `finish` and `cancel` complete it, `update` changes
    /// its percent, a new pan grabs it (and then time is no longer alone with it).
    @Test func eachRemedyMovesIt() throws {
        let paused = try Self.state(Self.cases[0])
        for (input, phase) in [(Input.finish, Transition.Phase.completed), (.cancel, .cancelled)] {
            var sim = paused
            _ = try sim.apply(input)
            _ = try sim.apply(.settle)
            #expect(sim.transition?.phase == phase)
        }
        var updated = paused
        _ = try updated.apply(.update(0.5))
        #expect(updated.transition?.percent == 0.5)
        var grabbed = paused
        _ = try grabbed.apply(.panBegin(at: nil))
        #expect(try grabbed.apply(.advance(seconds: 1)).warnings.isEmpty)
    }
}
