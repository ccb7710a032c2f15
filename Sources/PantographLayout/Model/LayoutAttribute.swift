/// UIKit's `NSLayoutConstraint.Attribute`: a part of an item's frame that a constraint
/// relates, each a linear expression of the item's left, top, width and height.
///
/// Leading and trailing are left and right: the layout is left-to-right. The baselines
/// are the bottom edge: there is no text to have one. The margins variants are inset
/// by the item's layout margins.
public enum LayoutAttribute: Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing
    case width, height
    case centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Hashable, Sendable {
        case horizontal, vertical
    }

    /// The axis the attribute measures along; nil for `notAnAttribute`.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        case .notAnAttribute:
            nil
        }
    }

    /// Width and height are sizes; every other attribute but `notAnAttribute` is a
    /// location, which UIKit only relates to another location on the same axis.
    public var isSize: Bool { self == .width || self == .height }

    /// Leading and trailing may not be related to left and right (UIKit refuses it):
    /// one follows the writing direction, the other does not.
    enum Direction { case directional, absolute, neither }

    var direction: Direction {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: .directional
        case .left, .right, .leftMargin, .rightMargin: .absolute
        default: .neither
        }
    }

    /// The attribute as `Σ coefficient × variable + constant`, in the coordinates of an
    /// ancestor in which the item's origin is `origin` (sizes do not read it).
    func expression(origin: (x: LinearExpression, y: LinearExpression), of v: ItemVariables,
                    margins m: EdgeInsets) -> LinearExpression {
        let left = origin.x, top = origin.y
        let width = LinearExpression(v.width), height = LinearExpression(v.height)
        switch self {
        case .left, .leading: return left
        case .right, .trailing: return left + width
        case .top: return top
        case .bottom, .lastBaseline, .firstBaseline: return top + height
        case .width: return width
        case .height: return height
        case .centerX: return left + 0.5 * width
        case .centerY: return top + 0.5 * height
        case .leftMargin, .leadingMargin: return left + m.left
        case .rightMargin, .trailingMargin: return left + width - m.right
        case .topMargin: return top + m.top
        case .bottomMargin: return top + height - m.bottom
        case .centerXWithinMargins: return left + 0.5 * width + (m.left - m.right) / 2
        case .centerYWithinMargins: return top + 0.5 * height + (m.top - m.bottom) / 2
        case .notAnAttribute: return LinearExpression()
        }
    }

    /// Whether the attribute reads the item's margins, so that new margins move the
    /// constraints that use it.
    var usesMargins: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }
}
