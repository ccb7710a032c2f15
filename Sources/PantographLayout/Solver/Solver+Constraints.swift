extension Solver {
    /// Adds a constraint and re-solves.
    ///
    /// A required constraint that conflicts with the required ones already here is
    /// refused with `.unsatisfiable`; a weaker one is always accepted and violated as
    /// little as its priority allows.
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        let symbols = try check(constraint)
        let id = ConstraintID(rawValue: nextConstraint)
        var tag: Tag?
        try withRollback { (solver: inout Solver) throws(SolverError) in
            tag = try solver.insert(constraint, symbols: symbols)
            try solver.optimize()
        }
        // The bookkeeping cannot fail, so it stays out of the copy.
        constraints[id] = tag
        nextConstraint += 1
        for symbol in symbols { uses[symbol.id, default: 0] += 1 }
        return id
    }

    /// Removes a constraint and re-solves.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard let tag = constraints[id] else { throw .unknownConstraint(id) }
        try withRollback { (solver: inout Solver) throws(SolverError) in
            solver.extract(tag)
            try solver.optimize()
        }
        constraints[id] = nil
        for term in tag.constraint.expression.terms { uses[term.variable.id, default: 1] -= 1 }
    }

    public func contains(_ id: ConstraintID) -> Bool { constraints[id] != nil }

    /// The constraint as it is now (its constant and priority as last set).
    public func constraint(_ id: ConstraintID) throws(SolverError) -> Constraint {
        guard let tag = constraints[id] else { throw .unknownConstraint(id) }
        return tag.constraint
    }

    /// Moves a constraint to another priority.
    ///
    /// Between two non-required priorities only the objective changes: the error
    /// symbols move from one level's row to the other's and primal simplex re-optimises
    /// from the current basis, which stays feasible. To or from required, the
    /// constraint's form changes (a dummy marker against a pair of error symbols), so it
    /// is taken out and put back, which can be refused like any required add.
    public mutating func setPriority(_ priority: LayoutPriority, of id: ConstraintID) throws(SolverError) {
        guard var tag = constraints[id] else { throw .unknownConstraint(id) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard priority != tag.constraint.priority else { return }
        let reform = tag.constraint.priority.isRequired || priority.isRequired
        try withRollback { (solver: inout Solver) throws(SolverError) in
            if reform {
                solver.extract(tag)
                try solver.optimize()
                tag.constraint.priority = priority
                let symbols = tag.constraint.expression.terms.map { Symbol(id: $0.variable.id, kind: .external) }
                tag = try solver.insert(tag.constraint, symbols: symbols)
            } else {
                solver.removeErrors(of: tag)
                tag.constraint.priority = priority
                solver.insertErrors(of: tag)
            }
            try solver.optimize()
        }
        constraints[id] = tag
    }

    // MARK: The steps

    /// The constraint's variables as symbols, once it is known to be well formed.
    func check(_ constraint: Constraint) throws(SolverError) -> [Symbol] {
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        guard constraint.expression.isFinite else { throw .notFinite }
        var symbols: [Symbol] = []
        for term in constraint.expression.terms { symbols.append(try symbol(of: term.variable)) }
        return symbols
    }

    /// Cassowary's incremental add (kiwi's `addConstraint`): the constraint's row, in terms of
    /// the parametric symbols, solved for a subject, or added through phase one.
    mutating func insert(_ constraint: Constraint, symbols: [Symbol]) throws(SolverError) -> Tag {
        var (row, tag) = makeRow(for: constraint, symbols: symbols)
        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        } else if row.terms.allSatisfy({ $0.symbol.kind == .dummy }) {
            // Every symbol left is a dummy: the constraint restates required equalities.
            // Redundant if its constant vanishes, and then its own marker is basic in a
            // row that stays zero; in conflict otherwise.
            guard Row.isZero(row.constant) else { throw .unsatisfiable }
            row.solve(for: tag.marker)
            insertRow(row, basic: tag.marker)
        } else {
            try addThroughPhaseOne(row)
        }
        return tag
    }

    /// The row `expression + markers = 0` (kiwi's `createRow`): each variable replaced by
    /// its row if it is basic, then the markers: an inequality's slack, and for a
    /// non-required constraint the error symbol(s) priced at its level. The row is
    /// turned so that its constant is not negative, as phase one needs.
    mutating func makeRow(for constraint: Constraint, symbols: [Symbol]) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for (term, symbol) in zip(constraint.expression.terms, symbols) where !Row.isZero(term.coefficient) {
            if let slot = slot(of: symbol) {
                row.add(rows[slot], times: term.coefficient)
            } else {
                row.add(term.coefficient, symbol)
            }
        }
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // ≤: expression + slack = 0; ≥: expression - slack = 0; slack ≥ 0.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.add(sign, slack)
            var other: Symbol?
            if !constraint.priority.isRequired {
                let error = makeSymbol(.error)
                row.add(-sign, error)
                other = error
            }
            tag = Tag(constraint: constraint, marker: slack, other: other, markerCoefficient: sign)
        case .equal:
            if constraint.priority.isRequired {
                let dummy = makeSymbol(.dummy)
                row.add(1, dummy)
                tag = Tag(constraint: constraint, marker: dummy, other: nil, markerCoefficient: 1)
            } else {
                // expression = plus - minus, both ≥ 0 and priced.
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.add(-1, plus)
                row.add(1, minus)
                tag = Tag(constraint: constraint, marker: plus, other: minus, markerCoefficient: -1)
            }
        }
        insertErrors(of: tag)
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// kiwi's `chooseSubject`: the lowest external symbol, so the caller's variables are
    /// basic wherever they can be (Cassowary's unrestricted part of the tableau);
    /// otherwise the constraint's own slack or error symbol if it has a negative
    /// coefficient, which keeps the new row's constant, ≥ 0, feasible.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.terms.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        if tag.marker.isRestricted && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isRestricted, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one (Cassowary's artificial variable; kiwi's `addWithArtificialVariable`): the row enters
    /// basic in a new artificial symbol whose value, priced on a level above every
    /// priority, the simplex drives to zero. It cannot reach zero exactly when the
    /// required constraints conflict.
    mutating func addThroughPhaseOne(_ row: Row) throws(SolverError) {
        let artificial = makeSymbol(.slack)
        insertRow(row, basic: artificial)
        let level = objective.level(for: .infinity)
        objective.add(row, times: 1, at: level)
        try optimize()
        guard Row.isZero(objective.constant(at: 0)) else { throw .unsatisfiable }
        objective.removeLevel(0)
        if let slot = slot(of: artificial) {
            // Basic at zero: trade it for any other symbol of its row, or, if the row is
            // all dummies, the constraint restated others and its first dummy keeps the
            // row, as `insert` does for a redundant equality.
            var left = dropRow(at: slot)
            if let entering = left.terms.first(where: { $0.symbol.isRestricted }) ?? left.terms.first {
                left.solve(for: entering.symbol, insteadOf: artificial)
                substitute(entering.symbol, with: left)
                insertRow(left, basic: entering.symbol)
            }
        }
        freeSymbol(artificial)
    }

    /// Takes a constraint's row out of the tableau (Cassowary's incremental
    /// removal; kiwi's `removeConstraint`): its errors leave the objective first, then its marker is
    /// made basic, if it is not, in the row that keeps the rest feasible, and that row
    /// goes. Its symbols are then in no row (the other rows are combinations of the
    /// other constraints, which never name them) and are freed.
    mutating func extract(_ tag: Tag) {
        removeErrors(of: tag)
        if let slot = slot(of: tag.marker) {
            dropRow(at: slot)
        } else if let slot = markerLeavingSlot(tag.marker) {
            pivot(tag.marker, at: slot)
            dropRow(at: Int(slots[Int(tag.marker.id)]))
        }
        freeSymbol(tag.marker)
        if let other = tag.other { freeSymbol(other) }
    }

    /// kiwi's `getMarkerLeavingRow`: a row whose basic symbol is not a caller's
    /// variable where the marker has a negative coefficient, the smallest ratio first,
    /// then one where it is positive, then a variable's row. Ties go to the lowest basic
    /// id. A dummy's row competes with the restricted ones, as in kiwi: a redundant
    /// required equality keeps its dummy basic, and when the equality it restates is
    /// removed the dummy must take the marker's place, not the variable, or the
    /// variable would be left free and the redundant equality unenforced.
    func markerLeavingSlot(_ marker: Symbol) -> Int? {
        var first: (slot: Int, ratio: Double)?
        var second: (slot: Int, ratio: Double)?
        var third: Int?
        for slot in rows.indices {
            let c = rows[slot].coefficient(for: marker)
            guard c != 0 else { continue }
            let basic = basics[slot]
            if basic.kind == .external {
                if third.map({ basic.id < basics[$0].id }) ?? true { third = slot }
            } else if c < 0 {
                let r = -rows[slot].constant / c
                if first.map({ r < $0.ratio || (r == $0.ratio && basic.id < basics[$0.slot].id) }) ?? true {
                    first = (slot, r)
                }
            } else {
                let r = rows[slot].constant / c
                if second.map({ r < $0.ratio || (r == $0.ratio && basic.id < basics[$0.slot].id) }) ?? true {
                    second = (slot, r)
                }
            }
        }
        return first?.slot ?? second?.slot ?? third
    }

    /// Prices the constraint's error symbols at its level.
    mutating func insertErrors(of tag: Tag) {
        guard !tag.constraint.priority.isRequired else { return }
        let level = objective.level(for: tag.constraint.priority.rawValue)
        objective.retain(level)
        for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
            addToObjective(error, times: 1, at: level)
        }
    }

    /// Takes the constraint's error symbols out of the objective, in terms of the
    /// parametric symbols if they are basic (kiwi's `removeMarkerEffects`).
    mutating func removeErrors(of tag: Tag) {
        guard !tag.constraint.priority.isRequired,
              let level = objective.existingLevel(for: tag.constraint.priority.rawValue) else { return }
        for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
            addToObjective(error, times: -1, at: level)
        }
        objective.release(level)
    }

    mutating func addToObjective(_ symbol: Symbol, times factor: Double, at level: Int) {
        if let slot = slot(of: symbol) {
            objective.add(rows[slot], times: factor, at: level)
        } else {
            objective.add(factor, symbol, at: level)
        }
    }

    /// Runs `change` on a copy and keeps the copy only if `change` succeeds, so a call
    /// that throws leaves the solver as it was. The copy shares every array until
    /// `change` writes one; what a call pays is one copy of each array it writes (for
    /// the rows, a reference per row, not the rows' terms).
    mutating func withRollback(_ change: (inout Solver) throws(SolverError) -> Void) throws(SolverError) {
        var copy = self
        try change(&copy)
        self = copy
    }
}
