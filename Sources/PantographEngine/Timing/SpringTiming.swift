#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The spring of `UIView.animate(withDuration: D, delay:, usingSpringWithDamping: ζ,
/// initialSpringVelocity: v, …)`.
///
/// UIKit does not run a spring "for D seconds" directly: it picks the stiffness that
/// brings a unit-mass spring with damping ratio ζ close to rest at D, then animates that
/// spring (docs/uikit.md, "Timing"). We do the same, so the stiffness, the damping and the shape of
/// the motion match what an app would see, including the small snap at the end when
/// the spring has not quite settled.
///
/// Progress runs from 0 to 1; `initialVelocity` is in the same unit as UIKit's, the
/// whole distance per second (2 means "twice the distance in a second").
public struct SpringTiming: Hashable, Sendable {
    /// The duration actually used, clamped to `durationRange`.
    public let duration: Double
    /// The damping ratio ζ actually used, clamped to `dampingRatioRange`.
    public let dampingRatio: Double
    /// The initial velocity, in distances per second.
    public let initialVelocity: Double
    /// The undamped angular frequency ω₀ (rad/s) chosen so the spring settles by `duration`.
    public let omega0: Double
    /// k = ω₀² for the unit mass.
    public let stiffness: Double
    /// c = 2ζω₀ for the unit mass.
    public let damping: Double

    /// UIKit clamps the duration into this range before solving for the stiffness.
    public static let durationRange: ClosedRange<Double> = 0.01...10
    /// UIKit clamps ζ into this range; the lower end is `FLT_EPSILON`, since an
    /// undamped spring never comes to rest and there would be no stiffness to solve for.
    public static let dampingRatioRange: ClosedRange<Double> = Double(Float.ulpOfOne)...1

    /// How close to rest the spring must be at `duration` (docs/uikit.md, "Timing").
    static let restEpsilon = 0.001
    /// UIKit's Newton budget for ω₀ (docs/uikit.md, "Timing").
    static let newtonSteps = 12

    /// Solves for the stiffness the way UIKit does.
    ///
    /// `duration` and `dampingRatio` are clamped (infinities included) rather than
    /// rejected, as UIKit does; NaN inputs and a non-finite velocity are programmer
    /// errors, and the shell validates what users type before it gets here.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double) {
        precondition(!duration.isNaN && !dampingRatio.isNaN, "SpringTiming parameters must not be NaN")
        precondition(initialVelocity.isFinite, "SpringTiming initial velocity must be finite")
        let d = Self.clamped(duration, to: Self.durationRange)
        let zeta = Self.clamped(dampingRatio, to: Self.dampingRatioRange)
        let omega0 = Self.solveOmega0(duration: d, dampingRatio: zeta, velocity: initialVelocity)
        self.duration = d
        self.dampingRatio = zeta
        self.initialVelocity = initialVelocity
        self.omega0 = omega0
        self.stiffness = omega0 * omega0
        self.damping = 2 * zeta * omega0
    }

    /// Progress 0 → 1 at `t` seconds after the start.
    ///
    /// 0 until the start, and exactly 1 from `duration` on: an animation ends on its
    /// target even though the spring itself is only within about ε of it there, as
    /// UIKit's animations do.
    public func progress(atTime t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < duration else { return 1 }
        let v = initialVelocity
        if dampingRatio < 1 {
            let lambda = dampingRatio * omega0
            let omegaD = omega0 * (1 - dampingRatio * dampingRatio).squareRoot()
            let phase = omegaD * t
            return 1 - exp(-lambda * t) * (cos(phase) + (lambda - v) / omegaD * sin(phase))
        } else {
            return 1 - (1 + (omega0 - v) * t) * exp(-omega0 * t)
        }
    }

    /// `CASpringAnimation.settlingDuration`: how long a spring (from 0 to 1, starting at
    /// `initialVelocity`) takes to stay within ε = 0.001 of its target.
    ///
    /// Underdamped (c² < 4mk), Core Animation's formula
    /// `T = ln((1 + |(λ − v)/ω_d|)/ε)/λ` with λ = c/(2m), ω_d = √(k/m − λ²) (docs/uikit.md, "Timing").
    ///
    /// Critically damped and overdamped springs have no such formula in the spec, so we
    /// return the time after which a bound on the displacement stays below ε — never less
    /// than the real settling time:
    /// - critically damped, |x(t) − 1| ≤ (1 + |λ − v|·t)·e^(−λt), solved for t;
    /// - overdamped, x(t) − 1 = A·e^(r₁t) + B·e^(r₂t) with r₂ < r₁ < 0, and
    ///   T = ln((|A| + |B|)/ε)/(−r₁).
    ///
    /// Without damping (c ≤ 0) a spring never settles: `.infinity`. A non-positive mass
    /// or stiffness, or a non-finite input, describes no spring: `.nan`.
    public static func settlingDuration(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
    ) -> Double {
        let m = mass, k = stiffness, c = damping, v = initialVelocity
        guard m.isFinite, k.isFinite, c.isFinite, v.isFinite, m > 0, k > 0 else { return .nan }
        guard c > 0 else { return .infinity }
        let epsilon = restEpsilon
        let lambda = c / (2 * m)
        let omega0Squared = k / m
        let discriminant = omega0Squared - lambda * lambda

        if discriminant > 0 {
            let omegaD = discriminant.squareRoot()
            let t = log((1 + abs((lambda - v) / omegaD)) / epsilon) / lambda
            // Rounding can leave ω_d ≈ 0 at the critical boundary; the critical bound
            // below is the limit there.
            if t.isFinite { return t }
        }
        if discriminant < 0 {
            let root = (-discriminant).squareRoot()
            let r1 = -lambda + root  // the slow mode
            let r2 = -lambda - root
            if r1 < 0, r1 - r2 > 0 {
                let a = (v + r2) / (r1 - r2)
                let b = -1 - a
                let t = log((abs(a) + abs(b)) / epsilon) / -r1
                if t.isFinite { return max(t, 0) }
            }
        }
        return criticalSettlingBound(lambda: lambda, slope: abs(lambda - v), epsilon: epsilon)
    }

    /// The t at which (1 + slope·t)·e^(−λt) falls to ε. That envelope rises at most once
    /// and then decreases, starting at 1 > ε, so it crosses ε exactly once: bracket the
    /// crossing by doubling, then bisect.
    private static func criticalSettlingBound(lambda: Double, slope: Double, epsilon: Double) -> Double {
        func envelope(_ t: Double) -> Double { (1 + slope * t) * exp(-lambda * t) }
        var lo = 0.0
        var hi = log(1 / epsilon) / lambda  // the answer without the linear term
        while envelope(hi) > epsilon {
            lo = hi
            hi *= 2
        }
        for _ in 0..<100 where hi - lo > 1e-12 * hi {
            let mid = lo + (hi - lo) / 2
            if envelope(mid) > epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }

    // MARK: - Solving for ω₀

    /// Newton's method for ω₀ on "within ε of rest at D" (docs/uikit.md, "Timing"), from ω₀ = 5/D.
    ///
    /// The equation has no root when its left side never reaches ε: ζ below about ε
    /// without initial velocity, or a velocity so large against ζω₀ that the sine term
    /// stays small (D = 0.3, ζ = 0.5, v = 30). Newton then runs off to ω₀ ≤ 0 or to
    /// infinity. We stop at the last sensible iterate instead, so the spring stays finite
    /// and keeps the frequency it had reached (5/D in the first example, a stiff spring
    /// that lands almost at once in the second).
    static func solveOmega0(duration d: Double, dampingRatio zeta: Double, velocity v: Double) -> Double {
        let epsilon = restEpsilon
        var omega = 5 / d
        for _ in 0..<newtonSteps {
            let value: Double
            let derivative: Double
            if zeta < 1 {
                let s = (1 - zeta * zeta).squareRoot()
                let decay = exp(-zeta * omega * d)
                value = (zeta * omega - v) / (omega * s) * decay - epsilon
                derivative = decay / s * (v / (omega * omega) - zeta * d * (zeta - v / omega))
            } else {
                let decay = exp(-omega * d)
                value = (1 + (omega - v) * d) * decay - epsilon
                derivative = -d * d * (omega - v) * decay
            }
            guard derivative != 0, derivative.isFinite, value.isFinite else { break }
            let next = omega - value / derivative
            guard next.isFinite, next > 0 else { break }
            if next == omega { break }
            omega = next
        }
        return omega
    }

    /// The nearest value in `range` (infinities land on the ends).
    private static func clamped(_ value: Double, to range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }

    /// The displacement, from 0 towards 1, of a spring of mass `m`, stiffness `k` and
    /// damping `c` that starts at 0 with velocity `v` (distances per second), `t`
    /// seconds in: the textbook solution of m·x″ + c·x′ + k·(x − 1) = 0, overdamped
    /// included (CASpringAnimation's parameters; `progress(atTime:)` is UIKit's form).
    public static func displacement(atTime t: Double, mass m: Double, stiffness k: Double, damping c: Double,
                       velocity v: Double) -> Double {
        guard t > 0 else { return 0 }
        let lambda = c / (2 * m)
        let omega0Squared = k / m
        let discriminant = omega0Squared - lambda * lambda
        if discriminant > 0 {
            let omegaD = discriminant.squareRoot()
            let phase = omegaD * t
            return 1 - exp(-lambda * t) * (cos(phase) + (lambda - v) * (sin(phase) / omegaD))
        }
        if discriminant < 0 {
            // r₁·r₂ = k/m gives the slow root without cancelling λ against the root.
            let r2 = -lambda - (-discriminant).squareRoot()
            let r1 = omega0Squared / r2
            let a = (v + r2) / (r1 - r2)
            return 1 + a * exp(r1 * t) + (-1 - a) * exp(r2 * t)
        }
        return 1 - (1 + (lambda - v) * t) * exp(-lambda * t)
    }
}
