/// The objective as Cassowary's symbolic weights: one row per priority level, highest
/// first, each the sum of its constraints' error symbols expressed in the tableau's
/// parametric symbols.
///
/// A reduced cost is the vector of one symbol's coefficients down the levels, and it is
/// negative when its first non-zero entry is: that is the lexicographic order under
/// which a level dominates every level below it, however many constraints those hold
/// (Badros, Borning and Stuckey 2001, "symbolic weights"). Levels come and go with
/// the priorities in use, so a system with the usual 250, 750 and required priorities
/// prices every symbol with two numbers.
struct Objective: Equatable, Sendable {
    struct Level: Equatable, Sendable {
        /// `Float.infinity` for the artificial level of phase one, which sits above
        /// every priority while a required constraint is being added.
        var priority: Float
        var row = Row()
        /// How many constraints put error symbols here; the level goes at zero.
        var constraints = 0
    }

    /// Highest priority first.
    private(set) var levels: [Level] = []

    /// The index of the level for `priority`, made if there is none.
    mutating func level(for priority: Float) -> Int {
        if let index = levels.firstIndex(where: { $0.priority <= priority }) {
            if levels[index].priority == priority { return index }
            levels.insert(Level(priority: priority), at: index)
            return index
        }
        levels.append(Level(priority: priority))
        return levels.count - 1
    }

    func existingLevel(for priority: Float) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    mutating func add(_ coefficient: Double, _ symbol: Symbol, at level: Int) {
        levels[level].row.add(coefficient, symbol)
    }

    mutating func add(_ row: Row, times factor: Double, at level: Int) {
        levels[level].row.add(row, times: factor)
    }

    mutating func retain(_ level: Int) { levels[level].constraints += 1 }

    /// One constraint fewer at `level`; the level goes when none is left, its row then
    /// being zero but for rounding.
    mutating func release(_ level: Int) {
        levels[level].constraints -= 1
        if levels[level].constraints == 0 { levels.remove(at: level) }
    }

    mutating func removeLevel(_ level: Int) { levels.remove(at: level) }

    func constant(at level: Int) -> Double { levels[level].row.constant }

    mutating func shiftConstant(_ delta: Double, at level: Int) { levels[level].row.constant += delta }

    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in levels.indices { levels[index].row.substitute(symbol, with: row) }
    }

    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    /// The reduced cost of `symbol` at each level, highest first.
    func cost(of symbol: Symbol) -> [Double] {
        levels.map { $0.row.coefficient(for: symbol) }
    }

    /// Whether some level prices `symbol`: a restricted symbol priced at no level can
    /// move without changing the objective.
    func prices(_ symbol: Symbol) -> Bool {
        levels.contains { $0.row.contains(symbol) }
    }

    /// The symbol to enter the basis in primal simplex: of those whose reduced cost is
    /// lexicographically negative, the lowest id (Bland's rule); nil at the optimum.
    /// Dummies never enter, and neither does a symbol `excluded` says no to.
    func enteringSymbol(excluded: (Symbol) -> Bool) -> Symbol? {
        var best: Symbol?
        for index in levels.indices {
            for term in levels[index].row.terms where term.coefficient < 0 && term.symbol.kind != .dummy {
                if let found = best, found.id <= term.symbol.id { break }
                let higher = levels[..<index].contains { $0.row.contains(term.symbol) }
                if !higher && !excluded(term.symbol) {
                    best = term.symbol
                    break
                }
            }
        }
        return best
    }

    /// Whether `cost(s) / a` is lexicographically below `cost(t) / b` (a, b > 0): the
    /// ratio test of dual simplex, where ties go to the caller (lowest id).
    func ratio(of s: Symbol, over a: Double, isBelow t: Symbol, over b: Double) -> Bool? {
        for level in levels {
            let x = level.row.coefficient(for: s) / a
            let y = level.row.coefficient(for: t) / b
            if abs(x - y) > Row.epsilon * max(1, abs(x), abs(y)) { return x < y }
        }
        return nil
    }
}
