#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scroll view coming back to its edge after it was pulled or flung past it: a
/// critically damped spring of stiffness 100 and mass 1, `x(t) = e^(−βt)·(x₀ + (v₀ +
/// βx₀)·t)` with β = √100 = 10. Apple does not publish UIKit's bounce; this is the
/// spring super-ultra/ScrollMechanics bounces with (`SimpleScrollView.swift` lines
/// 146–162, `SpringTimingParameters.swift` lines 139–177, commit 587660a6), which
/// its author matched to UIScrollView by eye.
public struct ScrollBounce: Hashable, Sendable {
    public static let stiffness = 100.0
    /// β = c / 2m for a critically damped spring of mass 1.
    static var beta: Double { stiffness.squareRoot() }

    /// Where it starts, from where it rests (points).
    public var displacement: Double
    /// Points per second, away from the rest position when positive.
    public var velocity: Double

    public init(displacement: Double, velocity: Double) {
        self.displacement = displacement
        self.velocity = velocity
    }

    /// Its distance from the rest position `t` seconds in.
    public func offset(at t: Double) -> Double {
        guard t > 0 else { return displacement }
        let b = Self.beta
        return exp(-b * t) * (displacement + (velocity + b * displacement) * t)
    }

    /// The seconds until it stays within `threshold` of rest: ScrollMechanics's bound on
    /// the two terms (`CriticallyDampedSpringTimingParameters.duration`).
    public func duration(threshold: Double = ScrollDeceleration.restThreshold) -> Double {
        let b = Self.beta
        let c1 = abs(displacement), c2 = abs(velocity + b * displacement)
        let t1 = c1 > 0 ? log(2 * c1 / threshold) / b : 0
        let t2 = c2 > 0 ? 2 / b * log(4 * c2 / (exp(1.0) * b * threshold)) : 0
        return max(t1, t2, 0)
    }
}
