/// How a percent-driven handler turns a pan into progress for one operation:
/// progress grows along `direction` and reaches 1 after `distance` points.
public struct PanMapping: Hashable, Sendable {
    /// A unit vector pointing towards completing (up is `(0, −1)`).
    public let direction: Point
    public let distance: Double
    /// Whether the `cap` setting limits the progress.
    public let isCapped: Bool
    /// Where `pan begin` without a location touches.
    public let start: Point
    /// A `UIScreenEdgePanGestureRecognizer` on the left edge: it begins only when the
    /// touch comes down within `edge-width` points of the edge.
    public var fromLeftEdge = false

    /// UIKit's own back swipe, as the `navigation` scene declares it: a left-edge pan
    /// to the right whose whole `width` is the whole pop, not capped.
    package static func backSwipe(width: Double) -> PanMapping {
        PanMapping(direction: Point(x: 1, y: 0), distance: width, isCapped: false, start: Point(x: 1, y: 0),
                   fromLeftEdge: true)
    }

    /// A vector's component towards completing.
    public func along(_ v: Point) -> Double { v.x * direction.x + v.y * direction.y }

    /// `min(max(base + t·direction / distance, 0), cap)`: a fresh gesture starts from
    /// 0; one that grabs a transition in flight adds its signed progress to the
    /// percent it grabbed.
    public func progress(translation: Point, from base: Double = 0, cap: Double) -> Double {
        let p = min(max(base + along(translation) / distance, 0), 1)
        return isCapped ? min(p, cap) : p
    }

    public func releaseInput(translation: Point, velocity: Point, from base: Double = 0, cap: Double) -> ReleaseInput {
        // The travel includes what the grabbed percent stands for, so a rule that reads
        // points (react-navigation's) sees the whole way, not only the new gesture.
        ReleaseInput(progress: progress(translation: translation, from: base, cap: cap),
                     translation: base * distance + along(translation), distance: distance, velocity: along(velocity))
    }
}

/// A direct-manipulation drag, resolved (docs/card.md, "The drag").
public struct DirectDragSpec: Hashable, Sendable {
    let view: Int
    public let direction: Point
    public let distance: Double
    public let shrink: Double
    public let radius: Double
    public let springBackDuration: Double
    public let springBackTiming: AnimationTiming
    public let start: Point

    /// `max(t·direction, 0) / distance`, not capped: 1 or more hands over to the
    /// operation's animation.
    public func progress(translation: Point) -> Double {
        max(translation.x * direction.x + translation.y * direction.y, 0) / distance
    }
}
