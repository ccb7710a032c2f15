extension Layout {
    /// Activates a constraint: checks it as UIKit's initializer and `isActive` do, then
    /// adds it to the solver. A required constraint that conflicts with the active
    /// required ones is refused (`.unsatisfiable`); a weaker one is violated as little
    /// as its priority allows.
    public mutating func add(_ constraint: LayoutConstraint) throws(LayoutError) -> LayoutConstraint.ID {
        if let problem = constraint.attributeProblem { throw .attributes(problem) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        guard constraint.multiplier.isFinite, constraint.constant.isFinite else { throw .notFinite }
        _ = try record(constraint.firstItem)
        if let second = constraint.secondItem { _ = try nearestCommonAncestor(constraint.firstItem, second) }
        let expression = try self.expression(of: constraint)
        let solverID = try solve { () throws(SolverError) in
            try solver.add(Constraint(expression, constraint.relation, priority: constraint.priority))
        }
        let id = LayoutConstraint.ID(rawValue: nextConstraint)
        nextConstraint += 1
        constraints[id] = ConstraintRecord(description: constraint, solverID: solverID)
        for item in Set([constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? [])) {
            items[item.index]?.constraints.append(id)
        }
        return id
    }

    /// Deactivates a constraint.
    public mutating func remove(_ id: LayoutConstraint.ID) throws(LayoutError) {
        let record = try self.constraintRecord(id)
        try solve { () throws(SolverError) in try solver.remove(record.solverID) }
        constraints[id] = nil
        for item in Set([record.description.firstItem] + (record.description.secondItem.map { [$0] } ?? [])) {
            items[item.index]?.constraints.removeAll { $0 == id }
        }
    }

    /// The constraint as it is now.
    public func constraint(_ id: LayoutConstraint.ID) throws(LayoutError) -> LayoutConstraint {
        try constraintRecord(id).description
    }

    public func isActive(_ id: LayoutConstraint.ID) -> Bool { constraints[id] != nil }

    /// Changes a constraint's constant, re-solved incrementally by dual simplex
    /// (`Solver.setConstant`): the call an animated constant makes before
    /// `layoutIfNeeded()` reads the new frames.
    public mutating func setConstant(_ constant: Double, of id: LayoutConstraint.ID) throws(LayoutError) {
        var record = try constraintRecord(id)
        guard constant.isFinite else { throw .notFinite }
        record.description.constant = constant
        let expression = try self.expression(of: record.description)
        try solve { () throws(SolverError) in try solver.setConstant(expression.constant, of: record.solverID) }
        constraints[id] = record
    }

    /// Changes a constraint's priority. UIKit refuses to move an active constraint
    /// between required and not required (`.requiredPriorityChange`).
    public mutating func setPriority(_ priority: LayoutPriority, of id: LayoutConstraint.ID) throws(LayoutError) {
        var record = try constraintRecord(id)
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard priority.isRequired == record.description.priority.isRequired else { throw .requiredPriorityChange }
        try solve { () throws(SolverError) in try solver.setPriority(priority, of: record.solverID) }
        record.description.priority = priority
        constraints[id] = record
    }

    /// The active constraints that name an item, ascending.
    public func constraints(naming item: LayoutItem) throws(LayoutError) -> [LayoutConstraint.ID] {
        try record(item).constraints
    }

    func constraintRecord(_ id: LayoutConstraint.ID) throws(LayoutError) -> ConstraintRecord {
        guard let record = constraints[id] else { throw .unknownConstraint(id) }
        return record
    }

    /// `first - multiplier × second - constant`, which the relation compares with 0,
    /// both attributes in the coordinates of the items' nearest common ancestor, where
    /// UIKit evaluates a constraint: with a multiplier other than 1 a location depends
    /// on the origin it is measured from (`leading = 0.5 × superview.trailing` puts the
    /// leading edge at the middle of the superview, wherever the superview is).
    func expression(of constraint: LayoutConstraint) throws(LayoutError) -> LinearExpression {
        let first = try record(constraint.firstItem)
        let zero = (x: LinearExpression(), y: LinearExpression())
        guard let item = constraint.secondItem else {
            // A size equal to a constant: no origin is read.
            return constraint.firstAttribute.expression(origin: zero, of: first.variables, margins: first.margins)
                - constraint.constant
        }
        let second = try record(item)
        let ancestor = try nearestCommonAncestor(constraint.firstItem, item)
        let a = constraint.firstAttribute.expression(origin: try origin(of: constraint.firstItem, in: ancestor),
                                                     of: first.variables, margins: first.margins)
        let b = constraint.secondAttribute.expression(origin: try origin(of: item, in: ancestor),
                                                      of: second.variables, margins: second.margins)
        return a - constraint.multiplier * b - constraint.constant
    }
}
