/// A frame in window points, as UIKit's `CGRect` with a standardized (non-negative) size.
public struct Rect: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

    public func contains(_ p: Point) -> Bool {
        p.x >= x && p.x < x + width && p.y >= y && p.y < y + height
    }

    /// The frame a view shows on screen when a scale transform is applied about its
    /// centre, which is what `UIView.frame` reports under a transform.
    public func scaled(by scale: Double) -> Rect {
        let c = center
        let w = width * scale, h = height * scale
        return Rect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x + dx, y + dy, width, height) }

    /// What a page curl (a view transition's) leaves of a view with this frame: a
    /// positive curl lifts it from the bottom edge and keeps the top (1 − curl) of its
    /// height, a negative one keeps the bottom (1 + curl). Scenes' views and an app's
    /// (PantographUIKit) are cut by it.
    package func curled(_ curl: Double) -> Rect {
        curl >= 0 ? Rect(x, y, width, height * (1 - curl)) : Rect(x, y - height * curl, width, height * (1 + curl))
    }

    /// What shows of `inner`, in the same coordinates, inside a view with this frame
    /// lifted by a positive curl: what lies below the curl's edge is cut off with it.
    package func showing(_ inner: Rect, curledBy curl: Double) -> Rect {
        let bottom = y + height * (1 - curl)
        let top = min(max(inner.y, y), bottom)
        return Rect(inner.x, top, inner.width, max(min(inner.y + inner.height, bottom) - top, 0))
    }

    /// Linear interpolation; `fraction` may leave 0…1 (a spring overshoots).
    public func interpolated(to other: Rect, fraction f: Double) -> Rect {
        Rect(x: lerp(x, other.x, f), y: lerp(y, other.y, f),
             width: lerp(width, other.width, f), height: lerp(height, other.height, f))
    }
}

/// `a + (b − a)·f`, returning `b` exactly at `f == 1` so that animations land on their target.
@inlinable
public func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double {
    f == 1 ? b : a + (b - a) * f
}
