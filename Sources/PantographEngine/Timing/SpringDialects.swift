#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped spring as physics writes it: m·x″ + c·x′ + k·(x − 1) = 0 from x = 0 with
/// x′ = `initialVelocity` (distances per second). Every dialect below is another way
/// to write these four numbers (docs/springs.md).
public struct PhysicalSpring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    public let initialVelocity: Double

    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// ω₀ = √(k/m), rad/s.
    public var omega0: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The period of the oscillation, 2π/ω_d; nil when the spring does not oscillate (ζ ≥ 1).
    public var period: Double? {
        let zeta = dampingRatio
        guard zeta < 1 else { return nil }
        return 2 * Double.pi / (omega0 * (1 - zeta * zeta).squareRoot())
    }

    /// `CASpringAnimation.settlingDuration` (`SpringTiming.settlingDuration`).
    public var settlingDuration: Double {
        SpringTiming.settlingDuration(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// x(t) (`SpringTiming.displacement`).
    public func displacement(atTime t: Double) -> Double {
        SpringTiming.displacement(atTime: t, mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity)
    }

    /// How far the motion goes past its target, as a fraction of the distance: the
    /// highest peak of x(t) − 1, or 0. The extremes are where x′ = 0: underdamped, at
    /// tan(ω_d·t) = −v/(λB + ω_d) with B = (λ − v)/ω_d, every π/ω_d, each lower than the
    /// one two before (so the first two decide); critically damped, at t = v/(λ(v − λ));
    /// overdamped, at t = ln(−B·r₂/(A·r₁))/(r₁ − r₂).
    public var overshoot: Double {
        let m = mass, k = stiffness, c = damping, v = initialVelocity
        let lambda = c / (2 * m)
        let discriminant = k / m - lambda * lambda
        var times: [Double] = []
        if discriminant > 0 {
            let omegaD = discriminant.squareRoot()
            let b = (lambda - v) / omegaD
            var t = atan2(-v, lambda * b + omegaD) / omegaD
            while t <= 0 { t += Double.pi / omegaD }
            times = [t, t + Double.pi / omegaD]
        } else if discriminant < 0 {
            let r2 = -lambda - (-discriminant).squareRoot()
            let r1 = (k / m) / r2
            let a = (v + r2) / (r1 - r2)
            let bb = -1 - a
            let ratio = -bb * r2 / (a * r1)
            if ratio > 1 { times = [log(ratio) / (r1 - r2)] }
        } else if v > lambda {
            times = [v / (lambda * (v - lambda))]
        }
        let peak = times.map { displacement(atTime: $0) - 1 }.max() ?? 0
        return max(peak, 0)
    }
}

/// The ways to write a spring that `spring` reads, each as its system names it. Every
/// one has mass 1 except where it says; `physical(velocity:)` turns it into the spring.
public enum SpringDialect: Hashable, Sendable, Codable {
    /// SwiftUI `.spring(response:dampingFraction:)`: k = (2π/R)², c = 4πζ/R.
    case swiftUIResponse(response: Double, dampingFraction: Double)
    /// SwiftUI `Spring(duration:bounce:)`: the response form with R = duration and
    /// ζ = 1 − bounce (0 ≤ bounce < 1). iOS 17's `UIView.animate(springDuration:bounce:…)`
    /// takes the same two numbers for the same spring (docs/fidelity.md).
    case swiftUIDuration(duration: Double, bounce: Double)
    /// Android `SpringForce().setStiffness(K).setDampingRatio(Z)`: k = K, c = 2Z√K.
    case android(stiffness: Double, dampingRatio: Double)
    /// React Native `Animated.spring({tension, friction})`, Origami's and Rebound's
    /// values: k = (T − 30)·3.62 + 194, c = (F − 8)·3 + 25.
    case tensionFriction(tension: Double, friction: Double)
    /// React Native `Animated.spring({bounciness, speed})`, Rebound's
    /// `SpringConfig.fromBouncinessAndSpeed`: `BouncyConversion`, then the tension and
    /// friction above.
    case bouncinessSpeed(bounciness: Double, speed: Double)

    public func physical(velocity: Double) -> PhysicalSpring {
        let (k, c): (Double, Double)
        switch self {
        case .swiftUIResponse(let r, let zeta):
            (k, c) = SpringConversions.swiftUI(response: r, dampingFraction: zeta)
        case .swiftUIDuration(let d, let bounce):
            (k, c) = SpringConversions.swiftUI(response: d, dampingFraction: 1 - bounce)
        case .android(let stiffness, let zeta):
            (k, c) = (stiffness, 2 * zeta * stiffness.squareRoot())
        case .tensionFriction(let t, let f):
            (k, c) = (SpringConversions.stiffness(origamiTension: t), SpringConversions.damping(origamiFriction: f))
        case .bouncinessSpeed(let b, let s):
            let (t, f) = SpringConversions.origami(bounciness: b, speed: s)
            (k, c) = (SpringConversions.stiffness(origamiTension: t), SpringConversions.damping(origamiFriction: f))
        }
        return PhysicalSpring(mass: 1, stiffness: k, damping: c, initialVelocity: velocity)
    }
}

/// The published conversions, each written as its source writes it (docs/fidelity.md).
public enum SpringConversions {
    /// SwiftUI: ω₀ = 2π/response, ζ = dampingFraction, mass 1.
    public static func swiftUI(response: Double, dampingFraction: Double) -> (stiffness: Double, damping: Double) {
        let omega = 2 * Double.pi / response
        return (omega * omega, 2 * dampingFraction * omega)
    }

    /// React Native `stiffnessFromOrigamiValue`, Rebound `tensionFromOrigamiValue`
    /// (without Rebound's 0 → 0).
    public static func stiffness(origamiTension t: Double) -> Double { (t - 30) * 3.62 + 194 }
    /// React Native `dampingFromOrigamiValue`, Rebound `frictionFromOrigamiValue`
    /// (without Rebound's 0 → 0).
    public static func damping(origamiFriction f: Double) -> Double { (f - 8) * 3 + 25 }
    /// Rebound `origamiValueFromTension`.
    public static func origamiTension(stiffness k: Double) -> Double { (k - 194) / 3.62 + 30 }
    /// Rebound `origamiValueFromFriction`.
    public static func origamiFriction(damping c: Double) -> Double { (c - 25) / 3 + 8 }

    /// Rebound's `BouncyConversion` (React Native's `fromBouncinessAndSpeed`): the
    /// Origami tension and friction of a bounciness and a speed.
    public static func origami(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
        let b = 0.8 * (bounciness / 1.7 / 20)
        let s = speed / 1.7 / 20
        let tension = 0.5 + s * (200 - 0.5)
        let q = 2 * b - b * b
        let friction = q * 0.01 + (1 - q) * noBounceFriction(tension: tension)
        return (tension, friction)
    }

    /// The inverse of `origami(bounciness:speed:)`: speed from the tension (linear),
    /// bounciness from the friction (the quadratic-out ease undone on its rising half,
    /// 0 ≤ b ≤ 1). nil where no bounciness on that half gives the friction.
    public static func bouncinessAndSpeed(origamiTension tension: Double, origamiFriction friction: Double)
        -> (bounciness: Double, speed: Double)? {
        let speed = (tension - 0.5) / (200 - 0.5) * 20 * 1.7
        let start = noBounceFriction(tension: tension)
        let q = (friction - start) / (0.01 - start)
        guard q.isFinite, q >= 0, q <= 1 else { return nil }
        let b = 1 - (1 - q).squareRoot()
        return (b / 0.8 * 20 * 1.7, speed)
    }

    /// `b3_nobounce`: the friction of a spring without bounce at an Origami tension.
    static func noBounceFriction(tension x: Double) -> Double {
        if x <= 18 { return 0.0007 * pow(x, 3) - 0.031 * pow(x, 2) + 0.64 * x + 1.28 }
        if x <= 44 { return 0.000044 * pow(x, 3) - 0.006 * pow(x, 2) + 0.36 * x + 2 }
        return 0.00000045 * pow(x, 3) - 0.000332 * pow(x, 2) + 0.1078 * x + 5.84
    }

    /// The duration D with which UIKit's rest rule (`SpringTiming`) picks this ω₀ for
    /// ζ ≤ 1 and velocity v: the rest term falls in D, so D is where it comes down to ε.
    /// nil where no D within `SpringTiming.durationRange` gives this spring back to
    /// within a part in 10⁹ (an overdamped spring, a term already below ε, a D out of range).
    public static func uikitDuration(omega0 w: Double, dampingRatio zeta: Double, velocity v: Double) -> Double? {
        guard zeta > 0, zeta <= 1, w.isFinite, w > 0 else { return nil }
        let range = SpringTiming.durationRange
        let epsilon = SpringTiming.restEpsilon
        func term(_ d: Double) -> Double {
            abs(SpringTiming.restTerm(omega0: w, duration: d, dampingRatio: zeta, velocity: v))
        }
        var lo = range.lowerBound, hi = range.upperBound
        guard term(lo) >= epsilon, term(hi) <= epsilon else { return nil }
        while true {
            let mid = lo + (hi - lo) / 2
            guard mid > lo, mid < hi else { break }
            if term(mid) >= epsilon { lo = mid } else { hi = mid }
        }
        guard let back = try? SpringTiming(duration: hi, dampingRatio: zeta, initialVelocity: v),
              abs(back.omega0 - w) <= 1e-9 * w else { return nil }
        return hi
    }
}

/// Android's `SpringForce` constants (androidx.dynamicanimation), as the `float`s they are.
public enum AndroidSpringPresets {
    public static let stiffness: [(name: String, value: Float)] = [
        ("STIFFNESS_HIGH", 10_000), ("STIFFNESS_MEDIUM", 1500), ("STIFFNESS_LOW", 200), ("STIFFNESS_VERY_LOW", 50),
    ]
    public static let dampingRatio: [(name: String, value: Float)] = [
        ("DAMPING_RATIO_HIGH_BOUNCY", 0.2), ("DAMPING_RATIO_MEDIUM_BOUNCY", 0.5),
        ("DAMPING_RATIO_LOW_BOUNCY", 0.75), ("DAMPING_RATIO_NO_BOUNCY", 1),
    ]

    /// The names of the constants that are this stiffness and this damping ratio as
    /// `float`s, stiffness first.
    public static func names(stiffness: Double, dampingRatio: Double) -> [String] {
        stiffness.isFinite && dampingRatio.isFinite
            ? self.stiffness.filter { $0.value == Float(stiffness) }.map(\.name)
                + self.dampingRatio.filter { $0.value == Float(dampingRatio) }.map(\.name)
            : []
    }
}
