import PantographEngine

/// One thing a user, the system or the app's code does in an exploring session, as the
/// command lines that do it: what a session runs is what its script says, so a script
/// run again takes exactly the same steps.
enum ExploreStep: Hashable, Sendable, Codable {
    /// `call NAME`: an action the app registered.
    case call(String)
    /// `tap X,Y`.
    case tap(Point)
    /// A finger down at `from`, moved by `by` in `moves` frames, then `end`.
    case drag(from: Point, by: Point, moves: Int, end: DragEnd)
    /// Frames pass with no finger on the screen.
    case wait(frames: Int)
    /// The app's code calls its interaction controller (`update`, `finish`, `cancel`,
    /// `pause`) between two steps: at odd moments, a race (an `update` after `finish`).
    case interact(InteractionCall)
    /// A drag as `drag` is, with `call NAME` after its last move, before its end: the
    /// app's code runs while a finger drives the transition the drag started (a present
    /// or a push while a transition runs, which UIKit refuses).
    case callWhileDragging(String, from: Point, by: Point, moves: Int, end: DragEnd)
    /// `call FIRST`, `frames` frames, then `call SECOND`: with no frame between, the
    /// second runs on the next turn of the run loop at the same instant, while the
    /// transition the first made has not moved a frame (a pop during a push). UIKit
    /// counts a transition in flight from the call that makes it, so the turn after is
    /// refused as the same turn would be.
    case callAfterCall(String, String, frames: Int)

    /// The command lines, on a screen of `screen` at `fps` frames a second.
    func lines(fps: Int) -> [String] {
        switch self {
        case .call(let name):
            return ["call \(name)"]
        case .tap(let at):
            return ["tap \(Self.show(at))"]
        case .drag(let from, let by, let moves, let end):
            var lines = ["touch down \(Self.show(from))"]
            let n = max(moves, 1)
            for k in 1...n {
                let f = Double(k) / Double(n)
                let to = Self.show(Point(x: (from.x + by.x * f).rounded(), y: (from.y + by.y * f).rounded()))
                // The last move and the lift in one pass of the run loop: the race.
                lines.append(k == n && end == .liftBeforeCommit ? "touch flick \(to)" : "touch move \(to)")
            }
            switch end {
            case .lift: lines.append("touch up")
            case .liftBeforeCommit: break
            case .hold:
                lines.append("touch move \(Self.show(Point(x: from.x + by.x, y: from.y + by.y))) +\(DragEnd.holdMilliseconds)ms")
                lines.append("touch up")
            case .systemCancel: lines.append("touch cancel")
            }
            return lines
        case .wait(let frames):
            // Whole frames, as the screen shows them: the seconds written so that they
            // read back as the same number, and the frames said.
            return ["wait \(Values.show(Double(frames) / Double(max(fps, 1)))) # \(frames) frame\(frames == 1 ? "" : "s")"]
        case .interact(let call):
            switch call {
            case .update(let p): return ["update \(Values.show(p))"]
            case .finish: return ["finish"]
            case .cancel: return ["cancel"]
            case .pause: return ["pause"]
            }
        case .callWhileDragging(let name, let from, let by, let moves, let end):
            var lines = ExploreStep.drag(from: from, by: by, moves: moves, end: end).lines(fps: fps)
            // After the finger down and its moves (a flick's last move is its lift).
            lines.insert("call \(name)", at: min(1 + max(moves, 1) - (end == .liftBeforeCommit ? 1 : 0), lines.count))
            return lines
        case .callAfterCall(let first, let second, let frames):
            return ["call \(first)"] + (frames > 0 ? ExploreStep.wait(frames: frames).lines(fps: fps) : [])
                + ["call \(second)"]
        }
    }

    private static func show(_ p: Point) -> String { "\(Values.show(p.x)),\(Values.show(p.y))" }

    /// Shorter versions of the step, best first, for shrinking: half the drag's travel,
    /// half its frames, a lift for a hold; half the wait, a frame less.
    var shorter: [ExploreStep] {
        switch self {
        case .drag(let from, let by, let moves, let end):
            var candidates: [ExploreStep] = [
                .drag(from: from, by: Point(x: (by.x / 2).rounded(.towardZero), y: (by.y / 2).rounded(.towardZero)),
                      moves: moves, end: end),
                .drag(from: from, by: by, moves: max(moves / 2, 1), end: end),
                .drag(from: from, by: by, moves: moves - 1, end: end),
            ]
            // A lift for a hold, and a lift after the commit for one before it.
            if end == .hold || end == .liftBeforeCommit { candidates.append(.drag(from: from, by: by, moves: moves, end: .lift)) }
            // A drag that matters only for the time it takes is a wait.
            candidates.insert(.wait(frames: moves + (end == .hold ? DragEnd.holdFrames : 0)), at: 0)
            return candidates.filter { $0 != self && $0.isValid }
        case .wait(let frames):
            return [ExploreStep.wait(frames: frames / 2), .wait(frames: frames - 1)].filter { $0 != self && $0.isValid }
        case .callWhileDragging(let name, let from, let by, let moves, let end):
            // The call alone, the drag alone, then the drag shorter with the call kept.
            let drag = ExploreStep.drag(from: from, by: by, moves: moves, end: end)
            return [.call(name), drag] + drag.shorter.compactMap {
                guard case .drag(let from, let by, let moves, let end) = $0 else { return nil }
                return .callWhileDragging(name, from: from, by: by, moves: moves, end: end)
            }
        case .callAfterCall(let first, let second, let frames):
            // One call alone, then fewer frames between.
            let candidates = [ExploreStep.call(second), .call(first), .callAfterCall(first, second, frames: frames / 2),
                              .callAfterCall(first, second, frames: frames - 1)]
            return candidates.enumerated().filter { k, step in
                step != self && step.isValid && !candidates.prefix(k).contains(step)
            }.map(\.element)
        case .call, .tap, .interact:
            return []
        }
    }

    private var isValid: Bool {
        switch self {
        case .drag(_, _, let moves, _), .callWhileDragging(_, _, _, let moves, _): moves >= 1
        case .wait(let frames): frames >= 1
        case .callAfterCall(_, _, let frames): frames >= 0
        case .call, .tap, .interact: true
        }
    }
}

/// How a drag ends.
enum DragEnd: Hashable, Sendable, Codable, CaseIterable {
    /// The finger lifts at once: a flick keeps its speed.
    case lift
    /// The last move and the lift come in one pass of the run loop (`touch flick`), so
    /// the lift comes before the move's commit: before a transition the move presented
    /// starts (a quick flick on a device; the race behind `interactionEndedBeforeStart`).
    case liftBeforeCommit
    /// The finger holds still, then lifts: no speed left.
    case hold
    /// The system takes the touch (a call comes in).
    case systemCancel

    /// How long a hold is: long enough for the pan's velocity to be still.
    static let holdMilliseconds = 150
    /// A hold in frames at 60 a second, as a wait that stands for it counts it.
    static let holdFrames = 9
}

/// The steps of session `index` of `seed`: drawn from those two numbers alone, so a
/// session is the same on any worker and in any order.
struct ExploreDraw {
    var random: SeededRandom
    /// The races' own numbers: whether a drawn call is a race, and the race's drag or
    /// second call. The steps `random` draws are the same with races as without.
    var races: SeededRandom
    let screen: Size
    let actions: [String]

    init(seed: UInt64, session index: Int, screen: Size, actions: [String]) {
        random = SeededRandom(seed: SeededRandom.mix(seed &+ SeededRandom.mix(UInt64(index) &+ 0x5EED)))
        races = SeededRandom(seed: SeededRandom.mix(seed &+ SeededRandom.mix(UInt64(index) &+ 0xACE5)))
        self.screen = screen
        self.actions = actions
    }

    /// A whole number in `range`, from the races' numbers when `race`.
    private mutating func draw(_ range: ClosedRange<Int>, race: Bool = false) -> Int {
        range.lowerBound + Int((race ? races.next() : random.next()) % UInt64(range.count))
    }

    /// A point on the screen, whole points, `margin` from its edges.
    private mutating func onScreen(x: ClosedRange<Int>? = nil, margin: Int = 10, race: Bool = false) -> Point {
        let w = max(Int(screen.width) - 1 - margin, margin), h = max(Int(screen.height) - 1 - margin, margin)
        return Point(x: Double(draw(x ?? margin...w, race: race)), y: Double(draw(margin...h, race: race)))
    }

    /// A drag's start and travel: from the left edge (a back swipe) one time in four,
    /// else from anywhere.
    private mutating func dragTravel(race: Bool = false) -> (from: Point, by: Point) {
        let edge = draw(0...3, race: race) == 0
        let from = edge ? onScreen(x: 1...12, margin: 60, race: race) : onScreen(margin: 20, race: race)
        let by = edge ? Point(x: Double(draw(40...300, race: race)), y: Double(draw(-30...30, race: race)))
            : Point(x: Double(draw(-150...150, race: race)), y: Double(draw(-400...400, race: race)))
        return (from, clamped(from: from, by: by))
    }

    /// Keeps the finger on the screen: the travel that ends at most at its edge.
    private func clamped(from: Point, by: Point) -> Point {
        let x = min(max(from.x + by.x, 0), screen.width - 1), y = min(max(from.y + by.y, 0), screen.height - 1)
        return Point(x: x - from.x, y: y - from.y)
    }

    mutating func step() -> ExploreStep {
        let kinds = actions.isEmpty ? 15 : 20
        switch draw(0...(kinds - 1)) {
        case 0..<7:
            let (from, by) = dragTravel()
            let ends: [DragEnd] = [.lift, .lift, .hold, .systemCancel, .liftBeforeCommit]
            let end = ends[draw(0...(ends.count - 1))]
            // The race needs the pan to begin on the move the finger lifts with: one move.
            return .drag(from: from, by: by, moves: end == .liftBeforeCommit ? 1 : draw(2...16), end: end)
        case 7..<10:
            return .wait(frames: draw(1...40))
        case 10..<12:
            return .tap(onScreen(margin: 20))
        case 12..<15:
            switch draw(0...3) {
            case 0: return .interact(.update(Double(draw(1...9)) / 10))
            case 1: return .interact(.finish)
            case 2: return .interact(.cancel)
            default: return .interact(.pause)
            }
        default:
            return race(calling: actions[draw(0...(actions.count - 1))])
        }
    }

    /// A drawn call, or one time in three a race around it, from the races' numbers:
    /// made while a finger drags (a present or push while an interactive transition
    /// runs), or followed at once or a frame or two later by another call (a pop during
    /// a push).
    private mutating func race(calling name: String) -> ExploreStep {
        switch draw(0...5, race: true) {
        case 0:
            let (from, by) = dragTravel(race: true)
            let ends: [DragEnd] = [.lift, .hold, .systemCancel]
            return .callWhileDragging(name, from: from, by: by, moves: draw(2...16, race: true),
                                      end: ends[draw(0...(ends.count - 1), race: true)])
        case 1:
            return .callAfterCall(name, actions[draw(0...(actions.count - 1), race: true)], frames: draw(0...2, race: true))
        default:
            return .call(name)
        }
    }

    mutating func steps(_ count: Int) -> [ExploreStep] { (0..<count).map { _ in step() } }
}
