import PantographEngine

/// What the user meant a gesture to do (docs/recording.md, "Intent"): a trace file
/// may say so on a trace's `began` sample or its end, and `judge` and `tune` measure
/// each release policy against it.
public enum Intent: String, Hashable, Sendable, CaseIterable, Codable {
    case finish, cancel

    /// The decision that does what the user meant.
    var decision: Decision {
        switch self {
        case .finish: .finish
        case .cancel: .cancel
        }
    }

    /// Whether a policy's decision is what the user meant: `stay` never is.
    func agrees(with decision: Decision) -> Bool { decision == self.decision }
}
