import Testing
@testable import PantographLayout

/// The solver's own calls: edit variables, and every refusal typed and harmless.
struct SolverTests {
    @Test func anEditVariableFollowsItsSuggestionsWithinTheRequiredBounds() throws {
        var solver = Solver()
        let x = solver.makeVariable(), width = solver.makeVariable()
        _ = try solver.add(Constraint(LinearExpression(width) - 100, .equal))
        // 0 ≤ x and x + width ≤ 390: a view dragged along a 390-point track.
        _ = try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual))
        _ = try solver.add(Constraint(LinearExpression(x) + LinearExpression(width) - 390, .lessThanOrEqual))
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(try solver.value(of: x) == 0)
        var seen: [Double] = []
        for finger in [40.0, 200, 320, -30, 120] {
            try solver.suggestValue(finger, for: x)
            seen.append(try solver.value(of: x))
        }
        #expect(seen == [40, 200, 290, 0, 120])
        #expect(solver.invariantViolations() == [])
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(try solver.isAmbiguous(x))
    }

    /// A redundant required equality (its row all dummies, its dummy basic) holds once
    /// the equality it restated is removed: the removed marker leaves through the
    /// dummy's row, not the variable's (kiwi's `getMarkerLeavingRow` sends only an
    /// external basic to the last resort). Found by the UIKit layer: a view pinned by
    /// its frame and by a constraint saying the same, its frame then unpinned.
    @Test func aRedundantEqualityHoldsWhenTheOneItRestatedGoes() throws {
        var solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let frame = try solver.add(Constraint(LinearExpression(x) - 10, .equal))
        _ = try solver.add(Constraint(LinearExpression(y) - 5, .equal))
        _ = try solver.add(Constraint(LinearExpression(x) - LinearExpression(y) - 5, .equal))
        try solver.remove(frame)
        #expect(try solver.value(of: x) == 10)
        #expect(try !solver.isAmbiguous(x))
        #expect(solver.invariantViolations() == [])
    }

    @Test func everyRefusalIsTypedAndChangesNothing() throws {
        var solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let pinned = try solver.add(Constraint(LinearExpression(x) - 10, .equal))
        try solver.addEditVariable(y, priority: .defaultLow)
        let before = solver
        #expect(throws: SolverError.unsatisfiable) { try solver.add(Constraint(LinearExpression(x) - 20, .equal)) }
        #expect(throws: SolverError.notFinite) { try solver.add(Constraint(LinearExpression(x) - .infinity, .equal)) }
        #expect(throws: SolverError.notFinite) { try solver.setConstant(.nan, of: pinned) }
        #expect(throws: SolverError.notFinite) { try solver.suggestValue(.infinity, for: y) }
        #expect(throws: SolverError.invalidPriority(LayoutPriority(0.5))) {
            try solver.add(Constraint(LinearExpression(x), .equal, priority: LayoutPriority(0.5)))
        }
        #expect(throws: SolverError.duplicateEditVariable(y)) { try solver.addEditVariable(y, priority: .defaultLow) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.requiredEditVariable) { try solver.addEditVariable(x, priority: .required) }
        #expect(throws: SolverError.variableInUse(x)) { try solver.removeVariable(x) }
        #expect(throws: SolverError.variableInUse(y)) { try solver.removeVariable(y) }
        #expect(solver == before)

        try solver.remove(pinned)
        #expect(throws: SolverError.unknownConstraint(pinned)) { try solver.remove(pinned) }
        #expect(throws: SolverError.unknownConstraint(pinned)) { try solver.setConstant(1, of: pinned) }
        #expect(throws: SolverError.unknownConstraint(pinned)) { try solver.setPriority(.defaultLow, of: pinned) }
        try solver.removeVariable(x)
        // The slot is reused; the old handle is not taken for the new variable.
        let z = solver.makeVariable()
        #expect(z.id == x.id && z != x)
        #expect(throws: SolverError.unknownVariable(x)) { try solver.value(of: x) }
        #expect(throws: SolverError.unknownVariable(x)) { try solver.add(Constraint(LinearExpression(x), .equal)) }
        #expect(try solver.value(of: z) == 0)
    }

    @Test func aRedundantRequiredEqualityIsKeptAndItsConstantCanOnlyAgree() throws {
        var solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let first = try solver.add(Constraint(LinearExpression(x) - 10, .equal))
        _ = try solver.add(Constraint(LinearExpression(y) - LinearExpression(x), .equal))
        // Says again what the two above say: its row is all dummies, constant zero.
        let again = try solver.add(Constraint(LinearExpression(y) - 10, .equal))
        #expect(solver.invariantViolations() == [])
        let before = solver
        #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(-12, of: again) }
        // The redundant row names the first constraint's marker too.
        #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(-12, of: first) }
        #expect(solver == before)
        try solver.remove(again)
        #expect(try solver.value(of: y) == 10)
    }
}
