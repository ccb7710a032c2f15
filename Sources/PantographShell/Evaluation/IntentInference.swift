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
        gestures.indices.map { i in
            let g = gestures[i]
            guard g.way == .forward, let outcome = g.outcome else { return nil }
            let kept: Intent
            switch outcome {
            case .finish: kept = .finish
            case .cancel: kept = .cancel
            case .stay: return nil
            }
            if i + 1 < gestures.count {
                let next = gestures[i + 1]
                let gap = next.start - g.end
                if gap >= 0, gap <= within {
                    if outcome == .cancel, next.way == .forward { return Label(intent: .finish, source: .retried) }
                    if outcome == .finish, next.way == .back { return Label(intent: .cancel, source: .undone) }
                }
            }
            return Label(intent: kept, source: .kept)
        }
    }
}
