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
