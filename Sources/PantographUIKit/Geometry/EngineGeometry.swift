import PantographEngine

// The engine's value types and Foundation's meet here only.
extension Rect {
    public init(_ r: CGRect) { self.init(Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
}

extension CGRect {
    public init(_ r: Rect) { self.init(x: r.x, y: r.y, width: r.width, height: r.height) }
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension Point {
    public init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension CGPoint {
    public init(_ p: Point) { self.init(x: p.x, y: p.y) }
}

extension Size {
    public init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}
