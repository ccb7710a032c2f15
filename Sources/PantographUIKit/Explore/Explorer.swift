import PantographEngine

/// `explore`'s first part, as a library: random sessions of drags, flicks, holds,
/// system cancels, waits and the app's named actions against a fresh app each time,
/// deterministic from the seed; a session whose app shows a diagnostic is a finding,
/// shrunk to the fewest, shortest steps that still show a diagnostic of the same kind
/// (docs/diagnostics.md, "Exploring").
@MainActor public struct Explorer {
    /// Makes the app's root controller, for each session.
    public let root: () -> UIViewController
    /// What the app can be asked to do besides touches, by name.
    public let actions: [(name: String, run: (UIViewController) -> Void)]

    public init(root: @escaping () -> UIViewController, actions: [(name: String, run: (UIViewController) -> Void)]) {
        self.root = root
        self.actions = actions
    }

    /// A session that showed a diagnostic: which session of the seed, its steps as
    /// found, the shrunk steps, and what they show.
    public struct Finding {
        public let session: Int
        public let found: [ExploreStep]
        public let steps: [ExploreStep]
        public let diagnostics: [Diagnostic]
    }

    /// Runs `steps` against a fresh app and lets it come to rest: what the diagnostics
    /// found. A step the app cannot take (a finger off the screen) is skipped.
    public func run(_ steps: [ExploreStep]) -> [Diagnostic] {
        let app = HeadlessApp(root: root)
        guard let controller = app.window.rootViewController else { return [] }
        for step in steps {
            switch step {
            case .action(let i):
                guard actions.indices.contains(i) else { continue }
                app.turn { actions[i].run(controller) }
            case .drag(let from, let by, let moves, let end):
                guard (try? app.touchDown(at: from)) != nil else { continue }
                let n = max(moves, 1)
                for k in 1...n {
                    let f = CGFloat(k) / CGFloat(n)
                    _ = try? app.touchMove(to: CGPoint(x: from.x + by.x * f, y: from.y + by.y * f))
                }
                switch end {
                case .lift: _ = try? app.touchUp()
                case .holdThenLift:
                    for _ in 0..<10 { _ = try? app.touchMove(to: CGPoint(x: from.x + by.x, y: from.y + by.y)) }
                    _ = try? app.touchUp()
                case .systemCancel: _ = try? app.touchCancel()
                }
            case .wait(let frames):
                app.advance(frames: frames)
            }
        }
        app.settle(limit: 10)
        return app.diagnostics
    }

    /// Up to `sessions` sessions of `steps` steps each from `seed`; the first that
    /// shows a diagnostic, shrunk, or nil.
    public func explore(seed: UInt64, sessions: Int, steps: Int) -> Finding? {
        var random = SplitMix(seed: seed)
        for session in 0..<sessions {
            let found = (0..<steps).map { _ in randomStep(&random) }
            let diagnostics = run(found)
            guard let first = diagnostics.first else { continue }
            let shrunk = shrink(found, showing: first.kind)
            return Finding(session: session, found: found, steps: shrunk, diagnostics: run(shrunk))
        }
        return nil
    }

    /// The fewest steps, each as short as it can be, that still show a diagnostic of
    /// `kind`: steps are taken out one at a time while the rest still show it, then
    /// each drag's travel and frames halved, and each wait halved or cut by a frame,
    /// while they do. No single step of the result can go, and no wait be a frame
    /// shorter.
    public func shrink(_ steps: [ExploreStep], showing kind: DiagnosticKind) -> [ExploreStep] {
        func shows(_ candidate: [ExploreStep]) -> Bool { run(candidate).contains { $0.kind == kind } }
        var steps = steps
        var i = 0
        while i < steps.count {
            var candidate = steps
            candidate.remove(at: i)
            if shows(candidate) { steps = candidate } else { i += 1 }
        }
        for i in steps.indices {
            while case .wait(let frames) = steps[i], frames > 1 {
                guard let better = [frames / 2, frames - 1].map({ ExploreStep.wait(frames: $0) })
                    .first(where: { shows(replacing(steps, at: i, with: $0)) }) else { break }
                steps[i] = better
            }
            while case .drag(let from, let by, let moves, let end) = steps[i] {
                let shorter: [ExploreStep] = [
                    .drag(from: from, by: CGPoint(x: (by.x / 2).rounded(), y: (by.y / 2).rounded()), moves: moves, end: end),
                    .drag(from: from, by: by, moves: max(moves / 2, 1), end: end),
                ]
                guard let better = shorter.first(where: { $0 != steps[i] && shows(replacing(steps, at: i, with: $0)) })
                else { break }
                steps[i] = better
            }
        }
        return steps
    }

    private func replacing(_ steps: [ExploreStep], at i: Int, with step: ExploreStep) -> [ExploreStep] {
        var steps = steps
        steps[i] = step
        return steps
    }

    /// A step: an action, a drag (of any length, in any direction, from anywhere on
    /// the screen, ending any way), or a wait.
    private func randomStep(_ random: inout SplitMix) -> ExploreStep {
        switch random.below(actions.isEmpty ? 2 : 4) {
        case 0:
            let ends: [DragEnd] = [.lift, .holdThenLift, .systemCancel]
            return .drag(from: CGPoint(x: 10 + Double(random.below(371)), y: 60 + Double(random.below(725))),
                         by: CGPoint(x: Double(random.below(301)) - 150, y: Double(random.below(601)) - 300),
                         moves: 2 + random.below(19), end: ends[random.below(3)])
        case 1:
            return .wait(frames: 1 + random.below(40))
        default:
            return .action(random.below(actions.count))
        }
    }
}

/// Steele, Lea and Flood's SplitMix64: the same numbers from the same seed on every
/// machine.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<n (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
}
