/// `firstItem.firstAttribute (=, ≤, ≥) multiplier × secondItem.secondAttribute +
/// constant @ priority`: what an `NSLayoutConstraint` says, by UIKit's names.
public struct LayoutConstraint: Hashable, Sendable {
    /// A constraint in a layout, as `Layout.add` returned it; never reused.
    public struct ID: Hashable, Comparable, Sendable {
        let rawValue: Int
        public static func < (a: ID, b: ID) -> Bool { a.rawValue < b.rawValue }
    }

    public var firstItem: LayoutItem
    public var firstAttribute: LayoutAttribute
    public var relation: Constraint.Relation
    /// nil for a constant size (`width == 100`), with `secondAttribute`
    /// `.notAnAttribute`; the multiplier is then unused, as in UIKit.
    public var secondItem: LayoutItem?
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: Constraint.Relation,
                toItem secondItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
                multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required) {
        self.firstItem = item
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// What UIKit's initializer refuses about the pair of attributes, or nil.
    public var attributeProblem: AttributeProblem? {
        Self.attributeProblem(firstAttribute, secondAttribute, hasSecondItem: secondItem != nil,
                              multiplier: multiplier)
    }

    /// The same check before any item exists: what the UIKit layer's initializer asks,
    /// as UIKit's raises there, before the constraint is ever activated.
    public static func attributeProblem(_ firstAttribute: LayoutAttribute, _ secondAttribute: LayoutAttribute,
                                        hasSecondItem: Bool, multiplier: Double) -> AttributeProblem? {
        guard firstAttribute != .notAnAttribute else { return .firstIsNotAnAttribute }
        guard hasSecondItem else {
            if secondAttribute != .notAnAttribute { return .secondAttributeWithoutItem }
            return firstAttribute.isSize ? nil : .locationWithoutSecondItem
        }
        guard secondAttribute != .notAnAttribute else { return .secondItemWithoutAttribute }
        if firstAttribute.isSize != secondAttribute.isSize { return .locationAndSize }
        if firstAttribute.isSize { return nil }
        if firstAttribute.axis != secondAttribute.axis { return .differentAxes }
        if Set([firstAttribute.direction, secondAttribute.direction]) == [.directional, .absolute] {
            return .directionalAndAbsolute
        }
        if multiplier == 0 { return .locationTimesZero }
        return nil
    }

    /// The pairings UIKit's `NSLayoutConstraint` initializer refuses (it raises; a
    /// library returns the reason).
    public enum AttributeProblem: Hashable, Sendable {
        /// The first attribute is `.notAnAttribute`.
        case firstIsNotAnAttribute
        /// A second item with `.notAnAttribute`.
        case secondItemWithoutAttribute
        /// A second attribute with no second item.
        case secondAttributeWithoutItem
        /// A location equal to a constant: "location attributes must be specified in pairs".
        case locationWithoutSecondItem
        /// A location times zero is a location equal to a constant too.
        case locationTimesZero
        /// A location on one axis related to a location on the other.
        case differentAxes
        /// A location related to a size.
        case locationAndSize
        /// Leading or trailing related to left or right.
        case directionalAndAbsolute
    }
}
