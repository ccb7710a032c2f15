#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One axis of a scroll view after the finger lifts, as a value of time: it slows
/// towards its destination at the deceleration rate; if that lies past an edge of the
/// range the content may rest in, it crosses the edge and bounces back to it on
/// `ScrollBounce`'s spring (or, without `bounces`, stops there); released already past
/// an edge (pulled while dragging), it bounces back at once. The shape is
/// super-ultra/ScrollMechanics's `completeGesture(withVelocity:)` (decelerate to the
/// intersection with the bounds, then bounce with the velocity there;
/// `SimpleScrollView.swift` lines 118–175, commit 587660a6).
public struct ScrollAxisMotion: Hashable, Sendable {
    /// Where it starts and where the deceleration heads (the target, or past an edge).
    public let start: Double
    public let destination: Double
    public let range: ClosedRange<Double>
    public let deceleration: ScrollDeceleration
    /// When it reaches an edge and bounces (or stops), and the bounce from there.
    let edgeTime: Double?
    let edge: Double
    let bounce: ScrollBounce?
    /// Seconds until it rests at `rest`.
    public let duration: Double
    /// Where it comes to rest.
    public let rest: Double

    /// `start` and `destination` in points, `velocity` (points per second, the way the
    /// offset moves) only for a release past an edge, where the spring takes it.
    public init(start: Double, velocity: Double, destination: Double, range: ClosedRange<Double>, bounces: Bool,
                deceleration: ScrollDeceleration) {
        self.start = start
        self.destination = destination
        self.range = range
        self.deceleration = deceleration
        let clamped = min(max(start, range.lowerBound), range.upperBound)
        if clamped != start {
            // Released past an edge: back to it on the spring.
            edgeTime = 0
            edge = clamped
            bounce = ScrollBounce(displacement: start - clamped, velocity: velocity)
            duration = bounce!.duration()
            rest = clamped
            return
        }
        let target = min(max(destination, range.lowerBound), range.upperBound)
        let distance = destination - start
        if target != destination, let t = deceleration.time(toCover: target - start, of: distance) {
            edgeTime = t
            edge = target
            rest = target
            if bounces {
                bounce = ScrollBounce(displacement: 0, velocity: deceleration.velocity(at: t, distance: distance))
                duration = t + bounce!.duration()
            } else {
                bounce = nil
                duration = t
            }
            return
        }
        edgeTime = nil
        edge = target
        bounce = nil
        rest = destination
        duration = deceleration.duration(distance: distance)
    }

    /// No motion: already where it rests.
    public var isStill: Bool { duration == 0 && start == rest }

    /// The offset `t` seconds after the release; `rest` from `duration` on.
    public func offset(at t: Double) -> Double {
        if t >= duration { return rest }
        if let edgeTime, t >= edgeTime {
            guard let bounce else { return edge }
            return edge + bounce.offset(at: t - edgeTime)
        }
        return start + (destination - start) * deceleration.fraction(at: t)
    }

    /// Whether, `t` seconds in, it is past an edge (bouncing back).
    public func isBouncing(at t: Double) -> Bool {
        guard let edgeTime, bounce != nil else { return false }
        return t >= edgeTime && t < duration
    }
}

/// UIKit's directional lock: a drag that begins within 20° of an axis moves only along
/// it; any other moves freely. The angles are UIKit's
/// (`-[UIScrollViewPanGestureRecognizer _centroidMovedTo:atTime:affectingTranslation:]`,
/// 0.34906585 and 1.22173048 radians, in the decompiled UIKitCore of
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore, commit 6d54c26).
public enum DirectionalLock: Hashable, Sendable {
    case horizontal, vertical

    /// The lock for a drag that began with `translation`, if any.
    public static func lock(for translation: Point) -> DirectionalLock? {
        let dx = abs(translation.x), dy = abs(translation.y)
        if dy == 0 { return dx == 0 ? nil : .horizontal }
        if dx == 0 { return .vertical }
        let angle = atan(dy / dx)
        if angle <= 0.34906585 { return .horizontal }
        if angle >= 1.22173048 { return .vertical }
        return nil
    }
}
