import PantographEngine

// The engine's value types and Foundation's meet here only.
extension Rect {
    init(_ r: CGRect) { self.init(Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: r.x, y: r.y, width: r.width, height: r.height) }
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension Point {
    init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
}

extension Size {
    init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}
