internal import PantographLayout

/// `firstItem.firstAttribute (=, ≤, ≥) multiplier × secondItem.secondAttribute +
/// constant`, at a priority: UIKit's constraint. It is an object the app keeps (to
/// change its constant in an animation block); while active it stands for one
/// constraint of its view tree's `LayoutEngine`, solved incrementally. The rules — the
/// attributes as expressions, the refusals of a pairing, the priorities as levels —
/// are PantographLayout's; this class wires an app's objects to them.
///
/// What UIKit raises about (an invalid pairing, items with no common ancestor, a
/// required priority made optional on an active constraint) is written to the app's
/// console as an exception and the call does nothing, as for every exception
/// PantographUIKit reports; what UIKit logs (an unsatisfiable required constraint) is
/// logged, and the constraint is broken (`LayoutEngine`).
@MainActor open class NSLayoutConstraint: NSObject {
    /// The part of an item's frame a constraint relates, by UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal, greaterThanOrEqual
    }

    /// An axis of layout: content priorities are set per axis.
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    /// A view or a layout guide; UIKit holds it weakly.
    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// A name the console's messages show.
    open var identifier: String?
    // Accepted and carried: there are no archives.
    open var shouldBeArchived = false

    private var storedConstant: CGFloat
    private var storedPriority = UILayoutPriority.required

    /// Where the constraint stands in its engine.
    enum State: Equatable {
        case inactive
        case active(LayoutConstraint.ID)
        /// Active for the app (`isActive`, in its view's `constraints`) but not solved:
        /// broken to recover from an unsatisfiable required constraint.
        case broken
    }

    var state = State.inactive
    /// The engine of the view tree it is active in.
    weak var engine: LayoutEngine?
    /// The view whose `constraints` list it is in: the items' nearest common ancestor,
    /// or the view `addConstraint` was sent to.
    weak var holder: UIView?
    /// What UIKit's initializer would have raised about: such a constraint never
    /// activates.
    let refusal: LayoutMessage?

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// Each item is a `UIView` or a `UILayoutGuide`; `toItem` is nil (with
    /// `.notAnAttribute`) for a size equal to a constant.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    /// The designated initializer: the anchors' constraints come here too.
    init(first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?,
         _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        firstItem = first
        secondItem = second
        self.firstAttribute = firstAttribute
        self.secondAttribute = secondAttribute
        self.relation = relation
        self.multiplier = multiplier
        storedConstant = constant
        refusal = Self.problem(first: first, firstAttribute, second: second, secondAttribute, multiplier: multiplier,
                               constant: constant)
        super.init()
        if let refusal { LayoutConsole.say(refusal, near: LayoutEnd(first)?.hostView) }
    }

    /// What UIKit's initializer raises about, in its words (worded only then: a
    /// constraint made right costs no description).
    private static func problem(first: AnyObject, _ a: Attribute, second: AnyObject?, _ b: Attribute,
                                multiplier: CGFloat, constant: CGFloat) -> LayoutMessage? {
        let message: (String) -> LayoutMessage
        if LayoutEnd(first) == nil || second.map({ LayoutEnd($0) == nil }) == true {
            message = LayoutMessage.itemIsNotAViewOrGuide
        } else if !multiplier.isFinite || !constant.isFinite {
            message = LayoutMessage.notFinite
        } else {
            switch LayoutConstraint.attributeProblem(a.layout, b.layout, hasSecondItem: second != nil,
                                                     multiplier: Double(multiplier)) {
            case nil: return nil
            case .locationWithoutSecondItem?, .locationTimesZero?: message = LayoutMessage.locationEqualToConstant
            case .firstIsNotAnAttribute?, .secondItemWithoutAttribute?, .secondAttributeWithoutItem?, .differentAxes?,
                 .locationAndSize?, .directionalAndAbsolute?:
                message = LayoutMessage.invalidPairing
            }
        }
        return message(LayoutConsole.describe(first: first, a, second: second, b, multiplier: multiplier,
                                              constant: constant))
    }

    // MARK: - What the app changes

    /// A new constant on an active constraint re-solves its engine at once (dual
    /// simplex); the frames move at the next layout pass, so one set before
    /// `layoutIfNeeded()` in an animation block animates them.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                return LayoutConsole.say(.notFinite(LayoutConsole.describe(self, constant: newValue)), near: hostView)
            }
            storedConstant = newValue
            if case .active(let id) = state { engine?.constantDidChange(of: self, id) }
        }
    }

    /// 1 … 1000. An active constraint cannot move between required and not required:
    /// UIKit raises, and nothing changes.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue.layoutPriority.isValid else {
                return LayoutConsole.say(.invalidPriority(newValue.rawValue), near: hostView)
            }
            if state != .inactive, newValue.layoutPriority.isRequired != storedPriority.layoutPriority.isRequired {
                return LayoutConsole.say(.requiredPriorityChange(from: storedPriority.rawValue, to: newValue.rawValue),
                                         near: hostView)
            }
            storedPriority = newValue
            if case .active(let id) = state { engine?.priorityDidChange(of: self, id) }
        }
    }

    /// Setting it is `activate`/`deactivate` of this one constraint.
    open var isActive: Bool {
        get { state != .inactive }
        set {
            if newValue { activate(holder: nil) } else { deactivate() }
        }
    }

    /// The same as setting `isActive` on each, in order.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.activate(holder: nil) }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.deactivate() }
    }

    /// The anchors the constraint relates, as UIKit gives them back (untyped).
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem, attribute: firstAttribute) }

    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    // MARK: - Plumbing

    /// The constraint as the solver's model takes it, between the items' handles.
    func layoutConstraint(first: LayoutItem, second: LayoutItem?) -> LayoutConstraint {
        LayoutConstraint(item: first, attribute: firstAttribute.layout, relatedBy: relation.layout, toItem: second,
                         attribute: secondAttribute.layout, multiplier: Double(multiplier),
                         constant: Double(storedConstant), priority: storedPriority.layoutPriority)
    }

    /// The view a message about the constraint is written near (its app's console).
    var hostView: UIView? { LayoutEnd(firstItem)?.hostView }
}

extension NSLayoutConstraint.Attribute {
    var layout: LayoutAttribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        case .notAnAttribute: .notAnAttribute
        }
    }
}

extension NSLayoutConstraint.Relation {
    var layout: Constraint.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint.Axis {
    var layout: LayoutAttribute.Axis {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
    }
}
