extension Solver {
    /// Changes a constraint's constant (`expression.constant`) and re-solves
    /// incrementally: no row is rebuilt, the change moves the constraint's marker
    /// column and dual simplex restores feasibility from the optimal basis, usually in
    /// a pivot or two. This is what makes animating a constraint's constant cheap.
    ///
    /// A required constraint whose new constant conflicts with the other required
    /// constraints is refused with `.unsatisfiable`, and nothing changes.
    public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
        guard let tag = constraints[id] else { throw .unknownConstraint(id) }
        guard constant.isFinite else { throw .notFinite }
        let delta = constant - tag.constraint.expression.constant
        guard delta != 0 else { return }
        try withRollback { (solver: inout Solver) throws(SolverError) in
            try solver.shiftConstant(of: tag, by: delta)
        }
        constraints[id]?.constraint.expression.constant = constant
    }

    /// Cassowary's edit constraint: `variable = value @ priority`, whose value
    /// `suggestValue` then moves. It starts at the variable's current value, so adding
    /// it moves nothing. The priority must be below required.
    public mutating func addEditVariable(_ variable: Variable, priority: LayoutPriority) throws(SolverError) {
        let symbol = try self.symbol(of: variable)
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable }
        let current = value(of: symbol)
        let id = try add(Constraint(LinearExpression(variable) - current, .equal, priority: priority))
        edits[variable.id] = id
    }

    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        _ = try symbol(of: variable)
        guard let id = edits[variable.id] else { throw .unknownEditVariable(variable) }
        try remove(id)
        edits[variable.id] = nil
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil && (try? symbol(of: variable)) != nil }

    /// Suggests a value for an edit variable and re-solves by dual simplex.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        _ = try symbol(of: variable)
        guard let id = edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .notFinite }
        try setConstant(-value, of: id)
    }

    /// The constant moves by `delta`. In the constraint's first row,
    /// `σ(expression + k) + a·marker + … = 0`, raising k by δ is the same as lowering the
    /// marker by δ/a₀ (a₀ its coefficient before the sign σ was chosen), so every row
    /// and objective level that holds the marker moves its constant by coefficient ×
    /// δ/a₀, and the marker's own row, if it is basic, by -δ/a₀ (kiwi's `suggestValue`,
    /// for any constraint rather than only an edit's). Rows whose restricted basic
    /// symbol went negative are then repaired by dual simplex. A redundant equality's
    /// row, all dummies, cannot be repaired: if its constant leaves zero the required
    /// constraints disagree.
    mutating func shiftConstant(of tag: Tag, by delta: Double) throws(SolverError) {
        let shift = delta / tag.markerCoefficient
        if let slot = slot(of: tag.marker) {
            rows[slot].constant -= shift
            if tag.marker.kind == .dummy, !Row.isZero(rows[slot].constant) { throw .unsatisfiable }
        } else {
            for slot in rows.indices {
                let c = rows[slot].coefficient(for: tag.marker)
                guard c != 0 else { continue }
                rows[slot].constant += c * shift
                if basics[slot].kind == .dummy, !Row.isZero(rows[slot].constant) { throw .unsatisfiable }
            }
            for level in objective.levels.indices {
                let c = objective.levels[level].row.coefficient(for: tag.marker)
                if c != 0 { objective.shiftConstant(c * shift, at: level) }
            }
        }
        try dualOptimize()
    }
}
