/// `UIScreenEdgePanGestureRecognizer`'s region: a pan begins only when it starts
/// less than `width` points from its edge (the `edge-width` setting, docs/navigation.md):
/// the region is half-open, as Flutter's drag area hit-tests (`Size.contains`), so a
/// touch exactly `width` points in is outside (docs/fidelity.md).
/// The point judged is where the pan's translation counts from, once the slop is
/// taken off.
public enum ScreenEdge: Hashable, Sendable, CaseIterable {
    case left, right, top, bottom

    public func admits(_ start: Point, screen: Size, width: Double) -> Bool {
        switch self {
        case .left: start.x < width
        case .right: start.x > screen.width - width
        case .top: start.y < width
        case .bottom: start.y > screen.height - width
        }
    }
}
