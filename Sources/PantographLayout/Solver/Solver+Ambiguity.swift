extension Solver {
    /// Whether the variable could take another value in an equally good solution: the
    /// constraints and priorities leave it free along a line or segment,
    /// and the value read is only the solver's deterministic pick. UIKit's `hasAmbiguousLayout` asks
    /// this of a view's frame.
    ///
    /// Exact, and paid only when asked. In the optimal tableau a non-negative symbol that
    /// some objective level prices must stay at zero (its reduced cost is positive), so
    /// the optimal solutions are the feasible points with those symbols at zero. The
    /// variable is ambiguous when it depends on a caller's variable nothing pins (which
    /// can move freely), or when the largest and smallest values it takes over those
    /// points differ: two small simplex runs on a copy, barred from moving the priced
    /// symbols.
    public func isAmbiguous(_ variable: Variable) throws(SolverError) -> Bool {
        let symbol = try self.symbol(of: variable)
        // A caller's variable that is not basic is a free parameter: no restricted row
        // and no objective level names it (Cassowary's unrestricted part).
        guard let slot = slot(of: symbol) else { return true }
        let expression = rows[slot]
        if expression.terms.contains(where: { $0.symbol.kind == .external }) { return true }
        var priced = [Bool](repeating: false, count: kinds.count)
        for level in objective.levels {
            for term in level.row.terms { priced[Int(term.symbol.id)] = true }
        }
        // Every symbol it depends on held at zero: one value, no simplex needed.
        guard expression.terms.contains(where: { !priced[Int($0.symbol.id)] && $0.symbol.kind != .dummy }) else {
            return false
        }
        // Only the restricted rows bound the face: the caller's variables take any value.
        var probe = Solver()
        probe.kinds = kinds
        probe.slots = [Int32](repeating: -1, count: kinds.count)
        for slot in rows.indices where basics[slot].isRestricted { probe.insertRow(rows[slot], basic: basics[slot]) }
        guard let low = try probe.extremum(of: expression, scale: 1, fixed: priced),
              let high = try probe.extremum(of: expression, scale: -1, fixed: priced).map({ -$0 })
        else { return true }
        return high - low > 1e-7 * max(1, abs(high), abs(low))
    }

    /// The least value of `scale × expression` over the optimal face, or nil if it has
    /// none (the face is unbounded that way).
    private func extremum(of expression: Row, scale: Double, fixed: [Bool]) throws(SolverError) -> Double? {
        var probe = self
        let level = probe.objective.level(for: 1)
        probe.objective.add(expression, times: scale, at: level)
        let bounded = try probe.optimize(excluded: { Int($0.id) < fixed.count && fixed[Int($0.id)] })
        return bounded ? probe.objective.constant(at: level) : nil
    }
}
