import PantographEngine

/// Whether two numbers agree within `tolerance`.
public func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two numbers agree within `tolerance` relative to the larger of the two and
/// 1: for numbers computed by different but equivalent formulas.
public func isRelativelyClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
    abs(a - b) <= tolerance * max(abs(a), abs(b), 1)
}

/// Both nil, or both numbers and close.
public func isClose(_ a: Double?, _ b: Double?, _ tolerance: Double = 1e-9) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case let (a?, b?): isClose(a, b, tolerance)
    default: false
    }
}

/// Each side of the rectangles close.
public func isClose(_ a: Rect?, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance) && isClose(a.width, b.width, tolerance)
        && isClose(a.height, b.height, tolerance)
}

public func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

/// A cubic curve of points a test knows are finite.
public func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CubicBezier {
    do { return try CubicBezier(x1, y1, x2, y2) } catch { fatalError("\(error)") }
}
