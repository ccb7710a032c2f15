/// A change to the window that an animator, a presentation controller or UIKit makes
/// at one instant, as a scene writes it.
public enum EditDecl: Hashable, Sendable, Codable {
    /// `addSubview`: the view and its subviews, as declared, with `frame`, `hidden` and
    /// `alpha` overriding the view's own declaration when given. A view already in the
    /// window moves, and starts again from its declaration.
    case insert(String, InsertPosition, frame: RectExpr? = nil, hidden: Bool? = nil, alpha: Double? = nil)
    /// `removeFromSuperview`, taking the view's subviews along.
    case remove(String)
    case setHidden(String, Bool)
    /// A property set without animation (`blur.alpha = 1`).
    case set(String, AnimatableProperty, ValueExpr)

}

/// Where an inserted view goes among the window's views, back to front.
public enum InsertPosition: Hashable, Sendable, Codable {
    case top
    /// `insertSubview(_:belowSubview:)`
    case below(String)
    /// `insertSubview(_:aboveSubview:)`, above the view and its subviews.
    case above(String)
}

extension EditDecl {
    /// The view the edit changes.
    public var view: String {
        switch self {
        case .insert(let view, _, _, _, _), .remove(let view), .setHidden(let view, _), .set(let view, _, _): view
        }
    }

    /// Where an insert puts the view; nil for another edit.
    public var position: InsertPosition? {
        if case .insert(_, let position, _, _, _) = self { position } else { nil }
    }

    /// The frame an insert gives the view, if it gives one.
    public var frame: RectExpr? {
        if case .insert(_, _, let frame, _, _) = self { frame } else { nil }
    }

    /// The alpha an insert gives the view, if it gives one.
    public var alpha: Double? {
        if case .insert(_, _, _, _, let alpha) = self { alpha } else { nil }
    }

    /// The value a `set` gives the property.
    public var value: ValueExpr? {
        if case .set(_, _, let value) = self { value } else { nil }
    }
}
