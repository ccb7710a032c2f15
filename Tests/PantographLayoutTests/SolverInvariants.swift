@testable import PantographLayout

/// What must hold of the tableau after every call, read from the inside: the test the
/// property tests run after each step, so a broken invariant is caught where it broke
/// rather than as a wrong value later.
extension Solver {
    func invariantViolations() -> [String] {
        var found: [String] = []
        if rows.count != basics.count { found.append("rows and basics differ in count") }
        if rows.count != constraints.count { found.append("\(rows.count) rows for \(constraints.count) constraints") }
        for (slot, row) in rows.enumerated() {
            let basic = basics[slot]
            if slots[Int(basic.id)] != Int32(slot) { found.append("slot of \(basic.id) is wrong") }
            if kinds[Int(basic.id)] != basic.kind { found.append("kind of \(basic.id) is wrong") }
            let ids = row.terms.map(\.symbol.id)
            if ids != ids.sorted() || Set(ids).count != ids.count { found.append("row \(basic.id) is not sorted") }
            for term in row.terms {
                if slots[Int(term.symbol.id)] >= 0 { found.append("row \(basic.id) names basic \(term.symbol.id)") }
                if kinds[Int(term.symbol.id)] != term.symbol.kind { found.append("row \(basic.id) names dead \(term.symbol.id)") }
                if basic.isRestricted && term.symbol.kind == .external {
                    found.append("restricted row \(basic.id) names external \(term.symbol.id)")
                }
            }
            if basic.isRestricted && row.constant < -1e-7 { found.append("row \(basic.id) is infeasible: \(row.constant)") }
            if basic.kind == .dummy && abs(row.constant) > 1e-7 { found.append("dummy row \(basic.id) is \(row.constant)") }
        }
        for level in objective.levels {
            for term in level.row.terms {
                if slots[Int(term.symbol.id)] >= 0 { found.append("objective names basic \(term.symbol.id)") }
                if term.symbol.kind == .external { found.append("objective names external \(term.symbol.id)") }
            }
        }
        if objective.enteringSymbol(excluded: { _ in false }) != nil { found.append("not optimal") }
        return found
    }
}
