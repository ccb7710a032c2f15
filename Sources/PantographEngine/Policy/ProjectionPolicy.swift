/// Where the flick would come to rest if it decelerated like a scroll view: finish iff
/// `p + project(v)/D > redirect`, `project(v) = (v/1000)·r/(1 − r)` with `r` the
/// deceleration rate per millisecond (docs/uikit.md, "Timing"; the rule of WWDC 2018
/// "Designing Fluid Interfaces" and of FloatingPanel). Signs kept: a flick back
/// projects backwards and can cancel a transition past the middle.
public struct ProjectionPolicy: ReleasePolicy, Hashable {
    public var redirect: Double
    public var deceleration: Deceleration

    public init(redirect: Double, deceleration: Deceleration) {
        self.redirect = redirect
        self.deceleration = deceleration
    }

    public var name: PolicyName { .projection }

    /// Points the flick travels before it stops.
    public func projection(ofVelocity v: Double) -> Double {
        let r = deceleration.rate
        return (v / 1000) * r / (1 - r)
    }

    public func decideOnEnd(_ input: ReleaseInput) -> Decision {
        guard input.distance > 0 else { return .cancel }
        return input.progress + projection(ofVelocity: input.velocity) / input.distance > redirect ? .finish : .cancel
    }
}

/// `UIScrollView.DecelerationRate`: the fraction of velocity kept per millisecond.
public enum Deceleration: String, Hashable, Sendable, CaseIterable, Codable {
    case normal, fast

    public var rate: Double {
        switch self {
        case .normal: 0.998
        case .fast: 0.99
        }
    }
}
