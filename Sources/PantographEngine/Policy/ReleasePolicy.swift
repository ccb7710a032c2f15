/// What the policy sees when the finger lifts, all along the scene's gesture
/// direction: positive means towards completing.
public struct ReleaseInput: Hashable, Sendable, Codable {
    /// The transition's progress, 0…1 (after the scene's cap).
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

    /// Velocity in progress per second.
    public var progressVelocity: Double { distance > 0 ? velocity / distance : 0 }
}

/// What a release does to the transition: `finish()`, `cancel()`, or neither — `stay`
/// leaves it interactive at its percent, as MotionLayout does when its projection lands
/// exactly on an end or the touch is cancelled. A UIKit transition left so never
/// completes until something calls `finish()` or `cancel()`.
public enum Decision: String, Hashable, Sendable, Codable, CaseIterable { case finish, cancel, stay }

/// A rule that decides finish or cancel (docs/policies.md). Each is a value built
/// from its constants, so several can judge the same gesture side by side. A new
/// policy is one type conforming to this and one case of `PolicyName`: its
/// constants become settings, its name a choice of `set policy`. The words are the
/// shell's: its one-line summary and its constants' help lines go in
/// `PolicyDescriptions`, its reasons' sentences in `ReasonPhrasing`.
public protocol ReleasePolicy: Sendable {
    /// Its case of `PolicyName`, whose `policy` is this type.
    static var id: PolicyName { get }
    /// The numbers the rule reads, with their defaults; shared keys mean the same
    /// number (`threshold`).
    static var constants: [PolicyConstant] { get }
    init(_ values: PolicyValues)
    /// The decision at `pan end`, and — with the current velocity — while the finger is down.
    func decideOnEnd(_ input: ReleaseInput) -> Decision
    /// The decision when the system cancels the gesture (by default, `cancel`).
    func decideOnCancel(_ input: ReleaseInput) -> Decision
    /// Why, with the numbers, as data the shell puts into words (`ReleaseReason`): a
    /// new policy returns the case whose sentence says what its rule did, or adds a
    /// case of its own there and the words for it in the shell's phrasing, whose
    /// exhaustive switch will not compile without them. Asked only when something
    /// prints it, for every record while a finger is down: a few numbers, nothing
    /// allocated.
    func reasonOnEnd(_ input: ReleaseInput) -> ReleaseReason
    /// Why, when the system cancelled the gesture (by default, `systemCancelled`).
    func reasonOnCancel(_ input: ReleaseInput) -> ReleaseReason
    /// Where the rule is a line on the progress itself (threshold's threshold,
    /// flutter's middle); nil where it weighs something else (a projection, the
    /// translation plus a velocity term), which no progress value stands for.
    var progressBoundary: ProgressBoundary? { get }
}

/// A policy's rule as a line on the progress: a release on one side finishes, on the
/// other cancels, unless a flick decides first.
public struct ProgressBoundary: Hashable, Sendable {
    /// The policy's name.
    public let policy: PolicyName
    /// The progress, 0…1.
    public let progress: Double
    /// A release exactly at `progress` finishes (flutter's `p ≥ 0.5`) rather than
    /// cancels (threshold's `p > threshold`).
    public let finishesAtIt: Bool
    /// A flick fast enough decides before the progress does (velocity, flutter).
    public let flickDecidesFirst: Bool
}

extension ReleasePolicy {
    /// `id` as settings spell it.
    public static var name: String { id.rawValue }
    public var id: PolicyName { Self.id }
    public var name: String { Self.name }
    public func decideOnCancel(_ input: ReleaseInput) -> Decision { .cancel }
    public func reasonOnCancel(_ input: ReleaseInput) -> ReleaseReason { .systemCancelled(Self.id) }
}

/// A number a policy reads, as a setting. Its help line is the shell's
/// (`PolicyDescriptions`), keyed by `key`.
public struct PolicyConstant: Sendable {
    public let key: String
    public let range: ClosedRange<Double>
    public let defaultValue: Double
    /// Shown after values (` pt/s`).
    public let unit: String
    /// Words that stand for values (`normal` 0.998, `fast` 0.99); empty: a number.
    public let names: [(name: String, value: Double)]

    public init(_ key: String, _ range: ClosedRange<Double>, default defaultValue: Double,
                unit: String = "", names: [(name: String, value: Double)] = []) {
        self.key = key
        self.range = range
        self.defaultValue = defaultValue
        self.unit = unit
        self.names = names
    }
}

/// The constants' current values, by key.
public struct PolicyValues: Sendable {
    let values: [String: Double]
    public init(_ values: [String: Double]) { self.values = values }
    /// A constant the policy declared; a missing one is a programming error in the policy.
    public subscript(key: String) -> Double {
        guard let value = values[key] else { preconditionFailure("policy constant '\(key)' is not declared") }
        return value
    }
}

/// The policies Pantograph ships, in the order `compare` lists them.
public enum ReleasePolicies {
    public static let all: [any ReleasePolicy.Type] = PolicyName.allCases.map(\.policy)

    public static var names: [String] { all.map { $0.name } }

    public static func named(_ name: String) -> (any ReleasePolicy.Type)? {
        PolicyName(rawValue: name)?.policy
    }

    /// Every constant once, in the order the policies declare them.
    public static let constants: [PolicyConstant] = {
        var seen: [PolicyConstant] = []
        for policy in all {
            for constant in policy.constants where !seen.contains(where: { $0.key == constant.key }) {
                seen.append(constant)
            }
        }
        return seen
    }()
}
