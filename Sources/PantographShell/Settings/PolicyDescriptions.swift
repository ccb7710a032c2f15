import PantographEngine

/// The release policies' words for help and the reference, which the engine keeps
/// none of: each policy's rule in one line, and each constant's help line as `set`,
/// `help set` and docs/reference.md print it.
enum PolicyDescriptions {
    /// The rule in one line; docs/policies.md says it at length. Exhaustive: a new
    /// policy does not compile until it has its line.
    static func summary(_ policy: PolicyName) -> String {
        switch policy {
        case .threshold: "finish iff progress > threshold (strictly)"
        case .velocity: "a flick of min-velocity either way decides; otherwise progress > threshold"
        case .projection: "FloatingPanel's targetState: the projected point, trimmed to the segment, past redirect of the way from the end it leaves"
        case .flutter: "a fling ≥ min-fling progress/s decides by its sign; else progress ≥ 50 %"
        case .reactNavigation: "finish iff translation + impact × velocity > distance / 2"
        case .motionlayout: "in 32-bit floats: p + progress velocity / 3, exactly 0 or 1 stays, else ≥ 50 % finishes"
        }
    }

    /// Each constant's help line, by its key. Keys are strings the policies declare,
    /// so no switch can be exhaustive: `PolicyDescriptionsTests` holds this to
    /// exactly the keys of `ReleasePolicies.constants`.
    static let constantSummaries: [String: String] = [
        "threshold": "threshold and velocity policies: the progress a release must pass",
        "min-velocity": "velocity policy: a flick at least this fast decides",
        "redirect": "projection policy: the part of the way from the end it leaves the trimmed projection must pass",
        "deceleration": "projection policy: how fast a flick slows, per ms",
        "min-fling": "flutter policy: the fling speed, in progress per second",
        "impact": "react-navigation policy: GESTURE_VELOCITY_IMPACT, in seconds",
    ]

    static func summary(ofConstant key: String) -> String {
        guard let summary = constantSummaries[key] else {
            preconditionFailure("policy constant '\(key)' has no help line in PolicyDescriptions")
        }
        return summary
    }
}
