/// What the policy sees when the finger lifts, all along the scenario's gesture
/// direction (docs/deeper.md, "The gesture"): positive means towards completing.
public struct ReleaseInput: Hashable, Sendable {
    /// The gesture's progress, 0…1 (after the scenario's cap).
    public var progress: Double
    /// Translation in points.
    public var translation: Double
    /// Points that map to progress 1.
    public var distance: Double
    /// Points per second.
    public var velocity: Double

    public init(progress: Double, translation: Double, distance: Double, velocity: Double) {
        self.progress = progress
        self.translation = translation
        self.distance = distance
        self.velocity = velocity
    }
}

public enum Decision: String, Hashable, Sendable { case finish, cancel }

/// A rule that decides finish or cancel. Each is a value with its constants, so
/// that several can judge the same gesture side by side.
public protocol ReleasePolicy: Sendable {
    var name: PolicyName { get }
    /// The decision at `pan end`, and — with the current velocity — while the finger is down.
    func decideOnEnd(_ input: ReleaseInput) -> Decision
    /// The decision when the system cancels the gesture.
    func decideOnCancel(_ input: ReleaseInput) -> Decision
}

extension ReleasePolicy {
    public func decideOnCancel(_ input: ReleaseInput) -> Decision { .cancel }
}

/// The policies Pantograph ships; more join as cases (docs/deeper.md, "The gesture").
public enum PolicyName: String, Hashable, Sendable, CaseIterable, Codable {
    case threshold
    case projection
}
