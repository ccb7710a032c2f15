/// Distances in from each edge, in UIKit's order (`UIEdgeInsets`): an item's layout
/// margins.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// `UIView.layoutMargins` of a view UIKit made: 8 points on every side.
    public static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
