import PantographEngine

/// Auto Layout's model: items (views and layout guides) in a hierarchy, each with its
/// frame in its parent as four variables, and the constraints between them, solved by
/// an incremental Cassowary `Solver` as they change.
///
/// UIKit's rules live here as values, so the UIKit layer only wires objects to them:
/// the attributes as expressions (`LayoutAttribute`), UIKit's refusals of a pairing
/// (`LayoutConstraint.AttributeProblem`), intrinsic content size as the hugging and
/// compression-resistance inequalities at their priorities,
/// `translatesAutoresizingMaskIntoConstraints` as a required fixed frame, and the
/// removal of the constraints that cross a subtree when it leaves its superview. A
/// call that throws changes nothing. Deterministic: the same calls give the same
/// frames, bit for bit.
public struct Layout: Equatable, Sendable {
    var solver = Solver()
    /// item index → its record; nil once removed.
    var items: [ItemRecord?] = []
    var constraints: [LayoutConstraint.ID: ConstraintRecord] = [:]
    var nextConstraint = 0

    struct ItemRecord: Equatable, Sendable {
        var parent: LayoutItem?
        var children: [LayoutItem] = []
        var variables: ItemVariables
        var margins = EdgeInsets.defaultLayoutMargins
        /// The constraints that name the item, ascending.
        var constraints: [LayoutConstraint.ID] = []
        var content = ContentSize()
        var fixedFrame: FixedFrame?
    }

    struct ConstraintRecord: Equatable, Sendable {
        var description: LayoutConstraint
        var solverID: Solver.ConstraintID
    }

    public init() {}

    // MARK: Reading

    /// The item's frame in its parent's coordinates (a guide's `layoutFrame` in its
    /// owning view's), or in the layout's space for an item without a parent: what a
    /// layout pass assigns. Bounds origins and transforms are the UIKit layer's: Auto
    /// Layout sets a view's untransformed frame.
    public func frame(of item: LayoutItem) throws(LayoutError) -> Rect {
        let v = try record(item).variables
        return Rect(x: value(v.x), y: value(v.y), width: value(v.width), height: value(v.height))
    }

    /// An attribute's value in the layout's space (the roots' coordinates).
    public func value(of attribute: LayoutAttribute, of item: LayoutItem) throws(LayoutError) -> Double {
        let record = try self.record(item)
        let e = attribute.expression(origin: try origin(of: item, in: nil), of: record.variables, margins: record.margins)
        return e.terms.reduce(e.constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// UIKit's `hasAmbiguousLayout`: whether the item's frame could be another in an
    /// equally good solution (`Solver.isAmbiguous` on its four variables). The frame
    /// read is then the solver's deterministic pick.
    public func hasAmbiguousLayout(_ item: LayoutItem) throws(LayoutError) -> Bool {
        let record = try self.record(item)
        for variable in record.variables.all {
            if try solve({ () throws(SolverError) in try solver.isAmbiguous(variable) }) { return true }
        }
        return false
    }

    // MARK: Plumbing

    func record(_ item: LayoutItem) throws(LayoutError) -> ItemRecord {
        guard item.index >= 0, item.index < items.count, let record = items[item.index] else {
            throw .unknownItem(item)
        }
        return record
    }

    /// A live item's variable, which this layout's solver made.
    func value(_ variable: Variable) -> Double {
        solver.value(of: Symbol(id: variable.id, kind: .external))
    }

    /// A solver call whose refusal becomes the layout's.
    func solve<T>(_ call: () throws(SolverError) -> T) throws(LayoutError) -> T {
        do { return try call() } catch { throw LayoutError(error) }
    }

    /// Runs `change` on a copy and keeps it only if it succeeds: a call of several
    /// solver steps changes nothing when a later step is refused.
    mutating func withRollback<T>(_ change: (inout Layout) throws(LayoutError) -> T) throws(LayoutError) -> T {
        var copy = self
        let result = try change(&copy)
        self = copy
        return result
    }
}
