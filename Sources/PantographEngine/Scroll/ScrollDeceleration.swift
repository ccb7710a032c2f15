#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A flick's slowing down: UIKit's `UIScrollView.DecelerationRate`, the fraction of
/// its speed a flick keeps each millisecond (`normal` 0.998, `fast` 0.99; Apple's
/// page *UIScrollView.DecelerationRate*, docs/uikit.md "Timing").
public struct ScrollDeceleration: Hashable, Sendable {
    public static let normal = 0.998
    public static let fast = 0.99
    /// Under this many points from where it is going, a motion is over: the half point
    /// super-ultra/ScrollMechanics ends a deceleration at (`ScrollExample/Sources/
    /// SimpleScrollView.swift` line 121, commit 587660a6). Not published by Apple.
    public static let restThreshold = 0.5

    /// Per millisecond, in (0, 1).
    public var rate: Double

    public init(rate: Double) { self.rate = rate }

    /// Points a flick at `velocity` points per second travels before it stops:
    /// `(v / 1000) · r / (1 − r)`, the sum of `v·rⁿ` over the milliseconds (WWDC 2018,
    /// *Designing Fluid Interfaces*). What UIKit hands `scrollViewWillEndDragging` as
    /// the target, before the edges, and what the `projection` policy projects.
    public func distance(velocity: Double) -> Double { (velocity / 1000) * rate / (1 - rate) }

    /// How much of the way to its destination the motion has come `t` seconds in:
    /// `1 − r^(1000 t)`, the exponential decay the rate describes (ScrollMechanics's
    /// `DecelerationTimingParameters.value(at:)`, lines 34–37, with the destination
    /// given rather than derived from the velocity, so that the motion ends exactly
    /// where the target says).
    public func fraction(at t: Double) -> Double { t <= 0 ? 0 : 1 - pow(rate, 1000 * t) }

    /// The seconds until a motion of `distance` points is within `threshold` of its end.
    public func duration(distance: Double, threshold: Double = restThreshold) -> Double {
        let d = abs(distance)
        guard d > threshold else { return 0 }
        return log(threshold / d) / (1000 * log(rate))
    }

    /// The seconds at which a motion of `distance` points has covered `part` of them
    /// (0 ≤ part/distance < 1); nil when it never does.
    public func time(toCover part: Double, of distance: Double) -> Double? {
        guard distance != 0 else { return nil }
        let f = part / distance
        guard f >= 0, f < 1 else { return nil }
        return log(1 - f) / (1000 * log(rate))
    }

    /// Points per second, `t` seconds into a motion of `distance` points.
    public func velocity(at t: Double, distance: Double) -> Double {
        distance * -1000 * log(rate) * pow(rate, 1000 * max(t, 0))
    }
}
