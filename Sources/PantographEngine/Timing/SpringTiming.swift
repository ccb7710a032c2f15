#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The spring of `UIView.animate(withDuration: D, delay:, usingSpringWithDamping: ζ,
/// initialSpringVelocity: v, …)`.
///
/// UIKit does not run a spring "for D seconds" directly: it picks the stiffness of a
/// unit-mass spring with damping ratio ζ by its rest rule (`restTerm`), then animates
/// that spring (docs/uikit.md, "Timing"). We do the same, so the stiffness, the damping
/// and the shape of the motion match what an app would see, including the small snap
/// at the end when the spring has not quite settled.
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
    /// The undamped angular frequency ω₀ (rad/s): the stiffest root of the rest rule.
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

    /// The value the rest term must come down to at `duration` (docs/uikit.md, "Timing").
    public static let restEpsilon = 0.001

    /// Solves for the stiffness by UIKit's rest rule.
    ///
    /// ω₀ is the least stiff spring whose rest term (`restTerm`) is within
    /// `restEpsilon` of 0 at D, for it and every stiffer spring: the largest root of
    /// |term| = ε (`solveOmega0`). Without velocity and with ζ below about ε no
    /// stiffness meets that, and this throws `SpringSolveError` instead of inventing one.
    ///
    /// `duration` and `dampingRatio` are clamped (infinities included) rather than
    /// rejected, as UIKit does; a NaN among them or a velocity that is not finite is
    /// thrown as unsolvable too (`SpringSolveError.isNotANumber`), with the inputs as
    /// given.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double) throws(SpringSolveError) {
        guard !duration.isNaN, !dampingRatio.isNaN, initialVelocity.isFinite else {
            throw SpringSolveError(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity, peak: .nan)
        }
        let d = Self.clamped(duration, to: Self.durationRange)
        let zeta = Self.clamped(dampingRatio, to: Self.dampingRatioRange)
        let omega0 = try Self.solveOmega0(duration: d, dampingRatio: zeta, velocity: initialVelocity)
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

    /// UIKit's rest term at D for the unit-mass spring of natural frequency `omega0`
    /// (docs/uikit.md, "Timing"), signed: for ζ < 1 the sine part of the motion's
    /// distance from rest at D, `((ζω₀ − v) / ω_d) · e^(−ζω₀D)` with ω_d = ω₀√(1 − ζ²);
    /// for ζ = 1 the whole distance, `(1 + (ω₀ − v) · D) · e^(−ω₀D)`. Negative while
    /// the initial velocity outruns the decay.
    public static func restTerm(omega0 w: Double, duration d: Double, dampingRatio zeta: Double,
                                velocity v: Double) -> Double {
        if zeta < 1 {
            let s = (1 - zeta * zeta).squareRoot()
            return (zeta * w - v) / (w * s) * exp(-zeta * w * d)
        }
        return (1 + (w - v) * d) * exp(-w * d)
    }

    /// The shape of the rest term over ω₀ > 0: where it peaks and its value there, and,
    /// with a velocity toward the target (v > 0), where it crosses 0 on its way up.
    ///
    /// The term rises once and then falls towards 0: for ζ < 1 its ω₀-dependence is
    /// (1 − v/(ζω₀))·e^(−ζω₀D), for ζ = 1 its derivative is −D²(ω₀ − v)·e^(−ω₀D). With
    /// v > 0 it climbs from −∞ through 0 (at v/ζ, or v − 1/D for ζ = 1) to the peak;
    /// with v ≤ 0 it falls from the start, so the peak is at 0, with the term's limit
    /// there (∞ for v < 0).
    static func restShape(duration d: Double, dampingRatio zeta: Double, velocity v: Double)
        -> (peak: Double, value: Double, zero: Double?) {
        if zeta < 1 {
            guard v > 0 else { return (0, v < 0 ? .infinity : zeta / (1 - zeta * zeta).squareRoot(), nil) }
            // u = ζω₀ where d/du[(1 − v/u)·e^(−uD)] = 0: D·u² − D·v·u − v = 0.
            let u = (d * v + (d * v * d * v + 4 * d * v).squareRoot()) / (2 * d)
            let w = u / zeta
            return (w, restTerm(omega0: w, duration: d, dampingRatio: zeta, velocity: v), v / zeta)
        }
        guard v > 0 else { return (0, 1 - v * d, nil) }
        return (v, exp(-v * d), v - 1 / d > 0 ? v - 1 / d : nil)
    }

    /// ω₀ by UIKit's rest rule: the least stiff spring whose rest term is within ε of 0
    /// at D, for it and every stiffer spring: the largest root of |term| = ε.
    ///
    /// Past the peak the term falls through ε at most once, and below its zero it rises
    /// through −ε exactly once, so the root is found by bisection on a bracket: past
    /// the peak when the peak reaches ε, else (an initial velocity that the decay never
    /// catches at D) below the zero. Bisection runs until the bracket is two
    /// neighbouring doubles, so the root is as exact as the term can be computed, for
    /// any D, ζ and v.
    ///
    /// UIKit's converter (and Framer's, which is open: 11 Newton steps from 5/D) lands
    /// on the same root whenever its Newton converges to the stiffer root; elsewhere it
    /// runs off to a huge stiffness or gives up (docs/fidelity.md). Without velocity
    /// and with ζ below about ε, the term never reaches ε: no stiffness brings such a
    /// spring to rest, and this throws.
    static func solveOmega0(duration d: Double, dampingRatio zeta: Double, velocity v: Double)
        throws(SpringSolveError) -> Double {
        let epsilon = restEpsilon
        func term(_ w: Double) -> Double { restTerm(omega0: w, duration: d, dampingRatio: zeta, velocity: v) }
        let shape = restShape(duration: d, dampingRatio: zeta, velocity: v)
        let unsolvable = SpringSolveError(duration: d, dampingRatio: zeta, initialVelocity: v, peak: shape.value)
        // The bracket lo < root ≤ hi, with `beyond(lo)` false and `beyond(hi)` true.
        var lo: Double, hi: Double
        let beyond: (Double) -> Bool
        // A peak at 0 is a limit the term never takes: it must be above ε, not at it.
        if shape.peak > 0 ? shape.value >= epsilon : shape.value > epsilon {
            // Falling past the peak: the root is where the term drops below ε.
            beyond = { term($0) < epsilon }
            lo = shape.peak
            if lo == 0 {
                // The peak is the limit at 0: an ω₀ small enough to be above ε.
                lo = 5 / d
                while beyond(lo) {
                    guard lo > Double.leastNormalMagnitude else { throw unsolvable }
                    lo /= 2
                }
            }
            hi = max(lo, 5 / d)
            while !beyond(hi) {
                lo = hi
                hi *= 2
            }
        } else if let zero = shape.zero {
            // Rising below the zero: the root is where the term climbs above −ε.
            beyond = { term($0) > -epsilon }
            hi = zero
            lo = zero
            while beyond(lo) {
                hi = lo
                lo /= 2
            }
        } else {
            throw unsolvable
        }
        while true {
            let mid = lo + (hi - lo) / 2
            guard mid > lo, mid < hi else { break }
            if beyond(mid) { hi = mid } else { lo = mid }
        }
        // The two neighbours straddle ±ε: the one whose term is nearer to it.
        return abs(abs(term(lo)) - epsilon) < abs(abs(term(hi)) - epsilon) ? lo : hi
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

/// No stiffness meets UIKit's rest rule for these inputs (as clamped): the rest term
/// (`SpringTiming.restTerm`) never comes up to `SpringTiming.restEpsilon`, so there is
/// no least stiff spring to pick. It happens only without velocity and with ζ below
/// about ε, a spring that hardly loses energy.
public struct SpringSolveError: Error, Hashable, Sendable {
    public let duration: Double
    public let dampingRatio: Double
    public let initialVelocity: Double
    /// The rest term's least upper bound over every stiffness, at most ε; NaN when
    /// the inputs were not numbers.
    public let peak: Double

    /// The inputs held a NaN, or a velocity that is not finite: no spring at all.
    public var isNotANumber: Bool { duration.isNaN || dampingRatio.isNaN || !initialVelocity.isFinite }
}
