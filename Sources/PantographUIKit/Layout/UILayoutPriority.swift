internal import PantographLayout

/// How much a constraint matters, from 1 to 1000: UIKit's `UILayoutPriority`. 1000 is
/// `required`, kept exactly or broken; every lower priority is a level of its own that
/// no number of constraints at a lower level outweighs (docs/autolayout.md). A priority
/// is a `Float`, as UIKit stores it, so two priorities the app thinks equal are one
/// level.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    /// The priority at which `systemLayoutSizeFitting(_:)` wants the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// `.defaultHigh + 1`: one level above, as apps write it.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The solver's priority; it refuses one outside 1 … 1000, as UIKit does.
    var layoutPriority: LayoutPriority { LayoutPriority(rawValue) }
}
