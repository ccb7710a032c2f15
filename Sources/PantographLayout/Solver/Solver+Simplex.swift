extension Solver {
    /// How many pivots one call may make before `.didNotConverge`: far more than any
    /// system needs (a pivot per row or two is usual), so reaching it means rounding
    /// has defeated Bland's rule.
    var pivotBudget: Int { 1_000 + 50 * (rows.count + kinds.count) }

    /// Primal simplex, phase two (kiwi's `optimize`): while some symbol's reduced cost is
    /// lexicographically negative, bring the lowest such symbol into the basis in the
    /// restricted row that limits it first. Only restricted rows limit an entering
    /// symbol: the caller's variables may take any value.
    mutating func optimize() throws(SolverError) {
        try optimize(excluded: { _ in false })
    }

    /// As `optimize()`, with some symbols barred from entering. Throws
    /// `.didNotConverge` past the budget and returns false if the objective is
    /// unbounded, which a sum of non-negative errors never is but a probe may be.
    @discardableResult
    mutating func optimize(excluded: (Symbol) -> Bool) throws(SolverError) -> Bool {
        var budget = pivotBudget
        while let entering = objective.enteringSymbol(excluded: excluded) {
            guard let slot = leavingSlot(for: entering) else { return false }
            budget -= 1
            guard budget > 0 else { throw .didNotConverge }
            pivot(entering, at: slot)
        }
        return true
    }

    /// The ratio test (kiwi's `getLeavingRow`): the restricted row that reaches zero
    /// first as `entering` grows; a tie goes to the lowest basic id (Bland's rule).
    func leavingSlot(for entering: Symbol) -> Int? {
        var best: (slot: Int, ratio: Double)?
        for slot in rows.indices where basics[slot].isRestricted {
            let c = rows[slot].coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -rows[slot].constant / c
            if let found = best {
                if ratio < found.ratio - Row.epsilon
                    || (abs(ratio - found.ratio) <= Row.epsilon && basics[slot].id < basics[found.slot].id) {
                    best = (slot, ratio)
                }
            } else {
                best = (slot, ratio)
            }
        }
        return best?.slot
    }

    /// Dual simplex (Cassowary's re-solve; kiwi's `dualOptimize`): the tableau is
    /// optimal but some restricted basic symbol went negative when a constant moved.
    /// Take the lowest such row out of the basis, for the symbol whose reduced cost
    /// over its coefficient is least, so that every reduced cost stays non-negative: the
    /// objective stays at its optimum for the changed system while the rows become
    /// feasible again. No candidate means no feasible point: a required constraint
    /// cannot hold.
    mutating func dualOptimize() throws(SolverError) {
        var budget = pivotBudget
        while let slot = infeasibleSlot() {
            budget -= 1
            guard budget > 0 else { throw .didNotConverge }
            guard let entering = dualEnteringSymbol(in: rows[slot]) else { throw .unsatisfiable }
            pivot(entering, at: slot)
        }
    }

    /// The restricted row with the lowest basic id whose value is below zero.
    func infeasibleSlot() -> Int? {
        var found: Int?
        for slot in rows.indices where basics[slot].isRestricted && rows[slot].constant < -Row.epsilon {
            if found.map({ basics[slot].id < basics[$0].id }) ?? true { found = slot }
        }
        return found
    }

    /// kiwi's `getDualEnteringSymbol`, with the ratio compared level by level and ties
    /// going to the lowest id.
    func dualEnteringSymbol(in row: Row) -> Symbol? {
        var best: (symbol: Symbol, coefficient: Double)?
        for term in row.terms where term.coefficient > 0 && term.symbol.kind != .dummy {
            guard let found = best else {
                best = (term.symbol, term.coefficient)
                continue
            }
            if objective.ratio(of: term.symbol, over: term.coefficient, isBelow: found.symbol, over: found.coefficient) == true {
                best = (term.symbol, term.coefficient)
            }
        }
        return best?.symbol
    }
}
