import Testing

@testable import PantographEngine

/// `PanGestureRecognizer.Phase`: every event from every phase, the phase it leads to
/// or the misuse it throws, and that a thrown misuse leaves the recognizer as it was.
@Suite struct PanPhaseTransitionTests {
    typealias Recognizer = PanGestureRecognizer

    /// The events, with fixed arguments: a touch comes down at (100, 400) and the
    /// slop is 10 points.
    enum Event: String, Sendable, CaseIterable {
        case begin, move, end, cancel, touchDown, touchInsideSlop, touchPastSlop, touchUp, touchCancel

        static let slop = 10.0
        static let down = Point(x: 100, y: 400)

        func apply(to g: inout Recognizer, time: Double) throws(Recognizer.Misuse) {
            switch self {
            case .begin: try g.begin(at: Point(x: 50, y: 600), time: time)
            case .move: try g.move(to: Point(x: 0, y: -time * 100), time: time)
            case .end: try g.end(velocity: Point(x: 1, y: -2))
            case .cancel: try g.cancel()
            case .touchDown: try g.touchDown(at: Self.down, time: time)
            case .touchInsideSlop: _ = try g.touchMove(to: Point(x: 103, y: 395), time: time, slop: Self.slop)
            case .touchPastSlop: _ = try g.touchMove(to: Point(x: 100, y: 380), time: time, slop: Self.slop)
            case .touchUp: try g.touchUp()
            case .touchCancel: try g.touchCancel()
            }
        }
    }

    /// A phase's case, without its data.
    enum Kind: String, Sendable {
        case idle, waiting, began, changed, ended, cancelled, failed

        init(_ phase: Recognizer.Phase) {
            switch phase {
            case .idle: self = .idle
            case .waiting: self = .waiting
            case .began: self = .began
            case .changed: self = .changed
            case .ended: self = .ended
            case .cancelled: self = .cancelled
            case .failed: self = .failed
            }
        }
    }

    /// The phases to start from, each as the events that lead to it.
    enum Start: String, Sendable, CaseIterable {
        case idle, waiting, panBegan, panChanged, touchBegan, touchChanged, ended, cancelled, failed

        var events: [Event] {
            switch self {
            case .idle: []
            case .waiting: [.touchDown]
            case .panBegan: [.begin]
            case .panChanged: [.begin, .move]
            case .touchBegan: [.touchDown, .touchPastSlop]
            case .touchChanged: [.touchDown, .touchPastSlop, .touchPastSlop]
            case .ended: [.begin, .move, .end]
            case .cancelled: [.touchDown, .touchPastSlop, .touchCancel]
            case .failed: [.touchDown, .touchUp]
            }
        }

        func recognizer() throws -> Recognizer {
            var g = Recognizer()
            for (i, event) in events.enumerated() { try event.apply(to: &g, time: Double(i + 1) / 8) }
            return g
        }
    }

    enum Result: Hashable, Sendable, CustomStringConvertible {
        case to(Kind)
        case misuse(Recognizer.Misuse)
        var description: String {
            switch self {
            case .to(let kind): "→ \(kind.rawValue)"
            case .misuse(let misuse): "throws \(misuse)"
            }
        }
    }

    /// From each phase, each event, in `Event`'s order.
    static let table: [Start: [Result]] = [
        //           begin                          move                                end                                 cancel                              touchDown                         inside slop                  past slop                    touchUp                     touchCancel
        .idle: [.to(.began), .misuse(.notTracking(.possible)), .misuse(.notTracking(.possible)), .misuse(.notTracking(.possible)), .to(.waiting), .misuse(.noFingerDown), .misuse(.noFingerDown), .misuse(.noFingerDown), .misuse(.noFingerDown)],
        .waiting: [.misuse(.fingerAlreadyDown), .misuse(.notTracking(.possible)), .misuse(.notTracking(.possible)), .misuse(.notTracking(.possible)), .misuse(.fingerAlreadyDown), .to(.waiting), .to(.began), .to(.failed), .to(.failed)],
        .panBegan: [.misuse(.alreadyTracking), .to(.changed), .to(.ended), .to(.cancelled), .misuse(.alreadyTracking), .misuse(.noFingerDown), .misuse(.noFingerDown), .misuse(.noFingerDown), .misuse(.noFingerDown)],
        .panChanged: [.misuse(.alreadyTracking), .to(.changed), .to(.ended), .to(.cancelled), .misuse(.alreadyTracking), .misuse(.noFingerDown), .misuse(.noFingerDown), .misuse(.noFingerDown), .misuse(.noFingerDown)],
        .touchBegan: [.misuse(.alreadyTracking), .to(.changed), .to(.ended), .to(.cancelled), .misuse(.fingerAlreadyDown), .to(.changed), .to(.changed), .to(.ended), .to(.cancelled)],
        .touchChanged: [.misuse(.alreadyTracking), .to(.changed), .to(.ended), .to(.cancelled), .misuse(.fingerAlreadyDown), .to(.changed), .to(.changed), .to(.ended), .to(.cancelled)],
        .ended: [.to(.began), .misuse(.notTracking(.ended)), .misuse(.notTracking(.ended)), .misuse(.notTracking(.ended)), .to(.waiting), .misuse(.noFingerDown), .misuse(.noFingerDown), .misuse(.noFingerDown), .misuse(.noFingerDown)],
        .cancelled: [.to(.began), .misuse(.notTracking(.cancelled)), .misuse(.notTracking(.cancelled)), .misuse(.notTracking(.cancelled)), .to(.waiting), .misuse(.noFingerDown), .misuse(.noFingerDown), .misuse(.noFingerDown), .misuse(.noFingerDown)],
        .failed: [.to(.began), .misuse(.notTracking(.failed)), .misuse(.notTracking(.failed)), .misuse(.notTracking(.failed)), .to(.waiting), .misuse(.noFingerDown), .misuse(.noFingerDown), .misuse(.noFingerDown), .misuse(.noFingerDown)],
    ]

    @Test func theTableCoversEveryPhaseAndEvent() {
        #expect(Set(Self.table.keys) == Set(Start.allCases))
        for (start, row) in Self.table { #expect(row.count == Event.allCases.count, "\(start)") }
    }

    @Test(arguments: Start.allCases, Event.allCases)
    func transition(from start: Start, event: Event) throws {
        let before = try start.recognizer()
        let expected = try #require(Self.table[start]?[Event.allCases.firstIndex(of: event)!])
        var g = before
        let result: Result
        do {
            try event.apply(to: &g, time: 5)
            result = .to(Kind(g.phase))
        } catch {
            result = .misuse(error)
            #expect(g == before, "a thrown misuse leaves the recognizer unchanged")
        }
        #expect(result == expected, "\(start.rawValue) + \(event.rawValue)")
    }

    /// What each phase reports to the UIKit-shaped reads.
    struct Reads: Hashable, Sendable {
        var state: Recognizer.State
        var location: Point?
        var translation: Point
        var velocity: Point
        var isTracking: Bool
        var isFingerDown: Bool
        var isDrivenByTouch: Bool
    }

    static let reads: [(Start, Reads)] = [
        (.idle, Reads(state: .possible, location: nil, translation: .zero, velocity: .zero,
                      isTracking: false, isFingerDown: false, isDrivenByTouch: false)),
        (.waiting, Reads(state: .possible, location: Point(x: 100, y: 400), translation: .zero, velocity: .zero,
                         isTracking: false, isFingerDown: true, isDrivenByTouch: true)),
        (.panBegan, Reads(state: .began, location: Point(x: 50, y: 600), translation: .zero, velocity: .zero,
                          isTracking: true, isFingerDown: false, isDrivenByTouch: false)),
        // Moved to (0, -25) 0.125 s after the begin: one sample, -200 points a second.
        (.panChanged, Reads(state: .changed, location: Point(x: 50, y: 575), translation: Point(x: 0, y: -25),
                            velocity: Point(x: 0, y: -200), isTracking: true, isFingerDown: false, isDrivenByTouch: false)),
        // 20 points up from the touch: the slop's 10 taken off.
        (.touchBegan, Reads(state: .began, location: Point(x: 100, y: 380), translation: Point(x: 0, y: -10),
                            velocity: .zero, isTracking: true, isFingerDown: true, isDrivenByTouch: true)),
        // The same place again: a sample of 0.
        (.touchChanged, Reads(state: .changed, location: Point(x: 100, y: 380), translation: Point(x: 0, y: -10),
                              velocity: .zero, isTracking: true, isFingerDown: true, isDrivenByTouch: true)),
        // The velocity given at the lift replaces the estimate.
        (.ended, Reads(state: .ended, location: Point(x: 50, y: 575), translation: Point(x: 0, y: -25),
                       velocity: Point(x: 1, y: -2), isTracking: false, isFingerDown: false, isDrivenByTouch: false)),
        (.cancelled, Reads(state: .cancelled, location: Point(x: 100, y: 380), translation: Point(x: 0, y: -10),
                           velocity: .zero, isTracking: false, isFingerDown: false, isDrivenByTouch: true)),
        // Where the finger lifted, with no translation.
        (.failed, Reads(state: .failed, location: Point(x: 100, y: 400), translation: .zero, velocity: .zero,
                        isTracking: false, isFingerDown: false, isDrivenByTouch: true)),
    ]

    @Test(arguments: reads)
    func whatAPhaseReports(start: Start, expected: Reads) throws {
        let g = try start.recognizer()
        let reads = Reads(state: g.state, location: g.location, translation: g.translation, velocity: g.velocity,
                          isTracking: g.isTracking, isFingerDown: g.isFingerDown, isDrivenByTouch: g.isDrivenByTouch)
        #expect(reads == expected)
    }
}
