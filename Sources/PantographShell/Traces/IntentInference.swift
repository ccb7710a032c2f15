import PantographEngine

/// `infer intent`: what users meant, read from what they did next, for logs nobody
/// labelled (docs/recording.md, "Intent without labels"). The policy in force stands
/// for what the app did with each release; then, for a trace that went the scene's
/// gesture's way:
///
/// - it cancelled, and the next trace began within `within` seconds of its end and
///   went the same way: the user tried again, so it meant to finish (`retried`);
/// - it finished, and the next trace began within `within` and went the other way:
///   the user undid it at once, so it meant to cancel (`undone`);
/// - otherwise it meant what it did (`kept`): nobody corrected it. Without this, only
///   the app's mistakes would carry a label, and every rule that agrees with the app
///   would score nothing.
///
/// A trace that went the other way, or nowhere (a tap), or that no policy judged, or
/// that the policy left interactive (`stay`), gets no label; it still counts as the
/// next gesture of the one before it.
enum IntentInference {
    /// Which way a trace went along the scene's gesture, judged at the sample farthest
    /// from where the finger came down: a tap that never left the slop went nowhere.
    enum Way: Int8, Sendable {
        case forward = 1, back = -1, nowhere = 0

        static func of(_ trace: Trace, along direction: Point, slop: Double) -> Way {
            let origin = trace.samples[0].location
            var farthest = 0.0
            for s in trace.samples {
                let along = (s.location.x - origin.x) * direction.x + (s.location.y - origin.y) * direction.y
                if abs(along) > abs(farthest) { farthest = along }
            }
            guard abs(farthest) >= slop, farthest != 0 else { return .nowhere }
            return farthest > 0 ? .forward : .back
        }
    }

    /// Where a trace's intent came from.
    enum Source: String, Sendable, CaseIterable {
        /// The trace file says it.
        case file
        case retried, undone, kept
    }

    struct Label: Hashable, Sendable {
        var intent: Intent
        var source: Source
    }

    /// A trace as the rules see it: when the finger came down and lifted (the device's
    /// clock), which way it went, and what the policy in force did (nil: not judged).
    struct Gesture: Hashable, Sendable {
        var start: Double
        var end: Double
        var way: Way
        var outcome: Decision?
    }

    /// How soon the next gesture must begin, by default: long enough for a card that
    /// springs back (about 0.5 s) and a second try, short enough that a new visit to
    /// the screen is not taken for one.
    static let defaultWithin = 2.0

    /// Each gesture's label, in order, by the rules above.
    static func infer(_ gestures: [Gesture], within: Double) -> [Label?] {
        gestures.indices.map { i in label(gestures[i], next: i + 1 < gestures.count ? gestures[i + 1] : nil, within: within) }
    }

    /// One gesture's label: it reads nothing but the gesture and the one after it.
    static func label(_ g: Gesture, next: Gesture?, within: Double) -> Label? {
        guard g.way == .forward, let outcome = g.outcome else { return nil }
        let kept: Intent
        switch outcome {
        case .finish: kept = .finish
        case .cancel: kept = .cancel
        case .stay: return nil
        }
        if let next {
            let gap = next.start - g.end
            if gap >= 0, gap <= within {
                if outcome == .cancel, next.way == .forward { return Label(intent: .finish, source: .retried) }
                if outcome == .finish, next.way == .back { return Label(intent: .cancel, source: .undone) }
            }
        }
        return Label(intent: kept, source: .kept)
    }

    /// Labels a run of a file's traces in order, as a thread judges them (`judge`'s
    /// `Verdicts`, `tune`'s `Cases`): what the file says at once, and with `infer
    /// intent` each trace once the next has come, since the rules read no further. So
    /// a run holds one trace waiting for its label, and the first trace's gesture for
    /// the run before, whose last trace waits for it (`settle`): a few numbers, not a
    /// list that grows with the file.
    struct Labeller<Row: Sendable>: Sendable {
        /// How soon the next gesture must begin; nil: the files' labels only.
        let within: Double?
        /// The run's first trace: the next gesture of the run before's last.
        private(set) var first: Gesture?
        /// The last trace taken, waiting for the next; its label from its file, if any.
        private var waiting: (row: Row, said: Intent?, gesture: Gesture)?

        init(within: Double?) { self.within = within }

        /// A trace taken, in order: the trace now labelled, if any — this one without
        /// `infer intent`, else the one before it.
        mutating func feed(_ row: Row, said: Intent?, gesture: Gesture) -> (Row, Label?)? {
            guard let within else { return (row, said.map { Label(intent: $0, source: .file) }) }
            if first == nil { first = gesture }
            defer { waiting = (row, said, gesture) }
            guard let waiting else { return nil }
            return (waiting.row, Self.label(waiting, next: gesture, within: within))
        }

        /// The run has ended: the trace still waiting, labelled with `next`, the first
        /// gesture of the file's next run (nil at the file's end).
        mutating func settle(next: Gesture?) -> (Row, Label?)? {
            guard let within, let waiting else { return nil }
            self.waiting = nil
            return (waiting.row, Self.label(waiting, next: next, within: within))
        }

        private static func label(_ waiting: (row: Row, said: Intent?, gesture: Gesture), next: Gesture?,
                                  within: Double) -> Label? {
            if let said = waiting.said { return Label(intent: said, source: .file) }
            return IntentInference.label(waiting.gesture, next: next, within: within)
        }
    }
}
