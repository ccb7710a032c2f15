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

/// Each part of an edit by name, read and written: the scene language's attributes
/// land here, and the engine's problems point here (`\EditDecl.frame`). Writing a part
/// an edit of another kind does not have changes nothing.
extension EditDecl {
    /// The view the edit changes.
    public var view: String {
        get {
            switch self {
            case .insert(let view, _, _, _, _), .remove(let view), .setHidden(let view, _), .set(let view, _, _): view
            }
        }
        set {
            switch self {
            case .insert(_, let p, let f, let h, let a): self = .insert(newValue, p, frame: f, hidden: h, alpha: a)
            case .remove: self = .remove(newValue)
            case .setHidden(_, let hidden): self = .setHidden(newValue, hidden)
            case .set(_, let property, let value): self = .set(newValue, property, value)
            }
        }
    }

    /// Where an insert puts the view; nil for another edit.
    public var position: InsertPosition? {
        get { if case .insert(_, let position, _, _, _) = self { position } else { nil } }
        set {
            if case .insert(let v, _, let f, let h, let a) = self, let newValue { self = .insert(v, newValue, frame: f, hidden: h, alpha: a) }
        }
    }

    /// The frame an insert gives the view, if it gives one.
    public var frame: RectExpr? {
        get { if case .insert(_, _, let frame, _, _) = self { frame } else { nil } }
        set { if case .insert(let v, let p, _, let h, let a) = self { self = .insert(v, p, frame: newValue, hidden: h, alpha: a) } }
    }

    /// Whether an insert hides or shows the view, if it says.
    public var hidden: Bool? {
        get { if case .insert(_, _, _, let hidden, _) = self { hidden } else { nil } }
        set { if case .insert(let v, let p, let f, _, let a) = self { self = .insert(v, p, frame: f, hidden: newValue, alpha: a) } }
    }

    /// The alpha an insert gives the view, if it gives one.
    public var alpha: Double? {
        get { if case .insert(_, _, _, _, let alpha) = self { alpha } else { nil } }
        set { if case .insert(let v, let p, let f, let h, _) = self { self = .insert(v, p, frame: f, hidden: h, alpha: newValue) } }
    }

    /// The property a `set` changes.
    public var property: AnimatableProperty? {
        get { if case .set(_, let property, _) = self { property } else { nil } }
        set { if case .set(let v, _, let value) = self, let newValue { self = .set(v, newValue, value) } }
    }

    /// The value a `set` gives the property.
    public var value: ValueExpr? {
        get { if case .set(_, _, let value) = self { value } else { nil } }
        set { if case .set(let v, let property, _) = self, let newValue { self = .set(v, property, newValue) } }
    }
}
