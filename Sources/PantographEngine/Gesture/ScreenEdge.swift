/// `UIScreenEdgePanGestureRecognizer`'s region: a pan begins only when it starts
/// within `width` points of its edge (the `edge-width` setting, docs/navigation.md).
/// The point judged is where the pan's translation counts from, once the slop is
/// taken off.
public enum ScreenEdge: Hashable, Sendable, CaseIterable {
    case left, right, top, bottom

    public func admits(_ start: Point, screen: Size, width: Double) -> Bool {
        switch self {
        case .left: start.x <= width
        case .right: start.x >= screen.width - width
        case .top: start.y <= width
        case .bottom: start.y >= screen.height - width
        }
    }
}
