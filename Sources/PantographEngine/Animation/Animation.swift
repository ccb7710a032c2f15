/// A value an animated property takes.
public enum Value: Hashable, Sendable {
    case rect(Rect)
    case number(Double)

    func interpolated(to other: Value, _ f: Double) -> Value {
        switch (self, other) {
        case (.rect(let a), .rect(let b)): .rect(a.interpolated(to: b, fraction: f))
        case (.number(let a), .number(let b)): .number(lerp(a, b, f))
        // A track's values are of its property's kind (`DeclResolver`).
        case (.rect, .number), (.number, .rect): preconditionFailure("cannot interpolate \(self) to \(other)")
        }
    }
}

/// A track resolved for the current settings: a view id, numbers, and its window as
/// fractions of the whole animation.
package struct TrackSpec: Hashable, Sendable {
    package let view: Int
    package let property: AnimatableProperty
    package let from: Value?
    package let to: Value
    /// Where the track starts and ends, as fractions of the animation's duration.
    package let begins: Double
    package let ends: Double
    package let timing: AnimationTiming

    /// The same track from `value`.
    func starting(from value: Value) -> TrackSpec {
        TrackSpec(view: view, property: property, from: value, to: to, begins: begins, ends: ends, timing: timing)
    }
}

/// An animation that is playing: its tracks with their `from` values fixed when it
/// started. The same value serves the transition (its percent is the fraction of time)
/// and a standalone animation (its clock is).
public struct Animation: Hashable, Sendable {
    struct Track: Hashable, Sendable {
        let spec: TrackSpec
        let from: Value
        /// The next keyframe of the same view and property starts here (∞: none).
        let nextBegins: Double
        let isFirst: Bool
        /// A newer animation of its property took over and this one adds to it what
        /// it has still to play (UIKit's additive animations, `blends(_:)`).
        var isResidual = false
    }

    var tracks: [Track]
    /// Seconds; the fractions of the tracks are of this.
    public let duration: Double

    /// Fixes each track's start value: its own `from`, else the value the keyframe
    /// before it ends on, else what the window shows now. Tracks whose view is not in
    /// the window are returned, so the caller can warn.
    static func starting(_ specs: [TrackSpec], duration: Double, window: Window) -> (Animation, missing: [Int]) {
        var tracks: [Track] = []
        // One allocation, not one per doubling: a transition starts one of these.
        tracks.reserveCapacity(specs.count)
        var missing: [Int] = []
        for (i, spec) in specs.enumerated() {
            let earlier = specs[..<i].lastIndex { $0.view == spec.view && $0.property == spec.property }
            let later = specs[(i + 1)...].first { $0.view == spec.view && $0.property == spec.property }
            let from: Value
            if let given = spec.from {
                from = given
            } else if let earlier {
                from = specs[earlier].to
            } else if let current = window.value(of: spec.property, view: spec.view) {
                from = current
            } else {
                missing.append(spec.view)
                continue
            }
            tracks.append(Track(spec: spec, from: from, nextBegins: later?.begins ?? .infinity, isFirst: earlier == nil))
        }
        return (Animation(tracks: tracks, duration: duration), missing)
    }

    private init(tracks: [Track], duration: Double) {
        self.tracks = tracks
        self.duration = duration
    }

    /// Every track's property at the fraction `f` of the animation's time. With
    /// `linear`, each track moves linearly within its window (`scrubsLinearly`).
    /// `residual`: only the tracks a newer animation took over, each adding what it
    /// has still to play to the window's value; else only the others.
    func apply(at f: Double, linear: Bool, residual: Bool = false, to window: inout Window) {
        for track in tracks where track.isResidual == residual {
            let spec = track.spec
            guard let local = Keyframe.fraction(at: f, begins: spec.begins, ends: spec.ends,
                                                nextBegins: track.nextBegins, isFirst: track.isFirst) else { continue }
            let span = spec.ends - spec.begins
            let progress: Double
            if linear {
                progress = local
            } else {
                progress = spec.timing.progress(atFraction: local, duration: span * duration)
            }
            let value = track.from.interpolated(to: spec.to, progress)
            guard residual else {
                window.set(spec.property, of: spec.view, to: value)
                continue
            }
            guard let base = window.value(of: spec.property, view: spec.view) else { continue }
            window.set(spec.property, of: spec.view, to: base.adding(value, beyond: spec.to, for: spec.property))
        }
    }

    /// The target of its last track of `key`, if it animates it.
    func target(of key: TrackKey) -> Value? {
        tracks.last { !$0.isResidual && $0.spec.view == key.view && $0.spec.property == key.property }?.spec.to
    }
}

extension AnimatableProperty {
    /// Whether a second animation of the property adds to one in flight rather than
    /// replacing it: UIKit's block animations of geometry and transforms have since
    /// iOS 8 (WWDC 2014, session 236); opacity, corner radius and a curl replace.
    package var isAdditive: Bool {
        switch self {
        case .frame, .scale, .yaw, .pitch: true
        case .alpha, .cornerRadius, .curl: false
        }
    }

    /// Whether an animation of the property on its way to `target` can go on under a
    /// newer one: additive, and for a scale a target with an inverse (a transform
    /// onto a scale of 0 has no change to add; it is replaced).
    func blends(toward target: Value) -> Bool {
        guard isAdditive else { return false }
        if self == .scale, case .number(let s) = target { return s != 0 }
        return true
    }
}

extension Value {
    /// `self` with what an animation at `value`, on its way to `target`, has still to
    /// play added: a frame's edges add, a scale multiplies (transforms concatenate),
    /// a turn's angle adds.
    func adding(_ value: Value, beyond target: Value, for property: AnimatableProperty) -> Value {
        switch (self, value, target) {
        case (.rect(let a), .rect(let v), .rect(let t)):
            return .rect(Rect(x: a.x + v.x - t.x, y: a.y + v.y - t.y,
                              width: a.width + v.width - t.width, height: a.height + v.height - t.height))
        case (.number(let a), .number(let v), .number(let t)):
            return .number(property == .scale ? a * (v / t) : a + v - t)
        default:
            // A track's values are of its property's kind (`DeclResolver`).
            preconditionFailure("cannot add \(value) to \(self)")
        }
    }
}

/// The rule of keyframes, several tracks on one property (a scene's tracks, and
/// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` in
/// PantographUIKit): each moves over its own window of the animation, from where the
/// one before it ends. The first shows its start before its window (UIKit's
/// animations fill backwards), each keeps its end until the next begins, and the next
/// takes over from its begin on, even before the one before it has ended.
package enum Keyframe {
    /// How far through its window the keyframe is at the fraction `f` of the whole
    /// animation, 0…1; nil when it does not show at `f` (the one before it or the one
    /// after it does). A window of no length jumps at its begin.
    @inline(__always)
    package static func fraction(at f: Double, begins: Double, ends: Double, nextBegins: Double,
                                 isFirst: Bool) -> Double? {
        guard (isFirst || f >= begins) && f < nextBegins else { return nil }
        let span = ends - begins
        return span > 0 ? min(max((f - begins) / span, 0), 1) : (f >= begins ? 1 : 0)
    }
}

/// An animation that is not the transition's, running on the clock.
public struct RunningAnimation: Hashable, Sendable {
    public internal(set) var animation: Animation
    public internal(set) var elapsed: Double = 0

    public var remaining: Double { max(animation.duration - elapsed, 0) }
    public var isDone: Bool { elapsed >= animation.duration }
    var fraction: Double { animation.duration > 0 ? min(elapsed / animation.duration, 1) : 1 }
}
