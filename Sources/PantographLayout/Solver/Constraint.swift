/// `expression (≤, =, ≥) 0 @ priority`: a linear constraint as the solver takes it.
public struct Constraint: Hashable, Sendable {
    /// UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Hashable, Sendable {
        case lessThanOrEqual
        case equal
        case greaterThanOrEqual
    }

    public var expression: LinearExpression
    public var relation: Relation
    public var priority: LayoutPriority

    public init(_ expression: LinearExpression, _ relation: Relation, priority: LayoutPriority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// `lhs (relation) rhs`, as `lhs - rhs (relation) 0`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                priority: LayoutPriority = .required) {
        self.init(lhs - rhs, relation, priority: priority)
    }
}
