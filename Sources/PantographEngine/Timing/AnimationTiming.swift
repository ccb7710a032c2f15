/// How an animation's progress follows time: a timing curve
/// (`UIView.animate(withDuration:delay:options:…)`) or a spring
/// (`…usingSpringWithDamping:initialSpringVelocity:…`, whose curve options UIKit ignores).
public enum AnimationTiming: Hashable, Sendable {
    case curve(TimingCurve)
    case spring(SpringTiming)
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: the spring in
    /// real seconds, whatever the animation's duration.
    case physicalSpring(PhysicalSpring)

    /// Progress 0 → 1 after the fraction `f` of the animation (clamped to 0…1, NaN as 0),
    /// exactly 0 and 1 at the ends.
    ///
    /// A spring is sampled at `f` times its own clamped duration, not `duration`: the
    /// spring was solved for that duration, so it is what keeps its shape. In practice
    /// the two are the same, because the spring is built from the transition's duration;
    /// they differ only when that lies outside 0.01…10 s, where UIKit clamps it too.
    /// A curve needs no duration: it is a function of the fraction alone. A physical
    /// spring is sampled at `f · duration` seconds, the time into its window: its motion
    /// does not depend on the window, which only ends it (exactly 1 at `f` = 1, settled
    /// or not, as the spring above is at its D).
    public func progress(atFraction f: Double, duration: Double) -> Double {
        guard f > 0 else { return 0 }
        guard f < 1 else { return 1 }
        switch self {
        case .curve(let curve):
            return curve.progress(at: f)
        case .spring(let spring):
            return spring.progress(atTime: f * spring.duration)
        case .physicalSpring(let spring):
            return spring.displacement(atTime: f * duration)
        }
    }

    /// The curve's name, `spring(D,ζ,v)` with the spring's (clamped) parameters, or
    /// `spring(mass=M,stiffness=K,damping=C,velocity=V)`.
    public var name: String {
        switch self {
        case .curve(let curve):
            curve.name
        case .spring(let spring):
            "spring(\([spring.duration, spring.dampingRatio, spring.initialVelocity].map(TimingCurve.canonicalText).joined(separator: ",")))"
        case .physicalSpring(let s):
            "spring(mass=\(TimingCurve.canonicalText(s.mass)),stiffness=\(TimingCurve.canonicalText(s.stiffness)),"
                + "damping=\(TimingCurve.canonicalText(s.damping)),velocity=\(TimingCurve.canonicalText(s.initialVelocity)))"
        }
    }
}
