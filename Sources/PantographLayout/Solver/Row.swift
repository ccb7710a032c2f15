/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, or, while a
/// constraint is being added and before a subject is chosen, `0 = constant + Σ …`.
///
/// Terms are kept sorted by symbol id, with no coefficient within `epsilon` of zero,
/// so lookups are binary searches, sums are merges, and iteration order is fixed.
struct Row: Equatable, Sendable {
    struct Term: Equatable, Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    /// A coefficient or value this close to zero is zero. Layout works in points, with
    /// values up to thousands and multipliers near 1, so 1e-8 is far below any
    /// difference a screen shows and far above the rounding of a few hundred pivots.
    static let epsilon = 1e-8

    var constant: Double
    private(set) var terms: [Term] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    static func isZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// Where `symbol` is, or where it would be inserted.
    private func search(_ symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0, high = terms.count
        while low < high {
            let mid = (low + high) / 2
            let id = terms[mid].symbol.id
            if id == symbol.id { return (true, mid) }
            if id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (false, low)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = search(symbol)
        return found ? terms[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { search(symbol).found }

    /// Adds `coefficient × symbol`, dropping the term if it cancels.
    mutating func add(_ coefficient: Double, _ symbol: Symbol) {
        let (found, index) = search(symbol)
        if found {
            let sum = terms[index].coefficient + coefficient
            if Row.isZero(sum) { terms.remove(at: index) } else { terms[index].coefficient = sum }
        } else if !Row.isZero(coefficient) {
            terms.insert(Term(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `factor × other`, constant included.
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        if other.terms.count <= 2 {
            for term in other.terms { add(term.coefficient * factor, term.symbol) }
            return
        }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        var i = 0, j = 0
        while i < terms.count || j < other.terms.count {
            if j == other.terms.count || (i < terms.count && terms[i].symbol.id < other.terms[j].symbol.id) {
                merged.append(terms[i])
                i += 1
            } else if i == terms.count || other.terms[j].symbol.id < terms[i].symbol.id {
                let c = other.terms[j].coefficient * factor
                if !Row.isZero(c) { merged.append(Term(symbol: other.terms[j].symbol, coefficient: c)) }
                j += 1
            } else {
                let c = terms[i].coefficient + other.terms[j].coefficient * factor
                if !Row.isZero(c) { merged.append(Term(symbol: terms[i].symbol, coefficient: c)) }
                i += 1
                j += 1
            }
        }
        terms = merged
    }

    /// Removes the term for `symbol`, returning its coefficient (0 if there was none).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (found, index) = search(symbol)
        guard found else { return 0 }
        return terms.remove(at: index).coefficient
    }

    mutating func negate() {
        constant = -constant
        for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    }

    mutating func scale(by factor: Double) {
        constant *= factor
        for index in terms.indices { terms[index].coefficient *= factor }
    }

    /// Turns `0 = constant + a × symbol + rest` into `symbol = -(constant + rest) / a`.
    /// The symbol is one of the row's terms: its caller picked it there.
    mutating func solve(for symbol: Symbol) {
        let a = remove(symbol)
        precondition(a != 0, "a row is solved for a symbol it does not hold")
        scale(by: -1 / a)
    }

    /// Turns `leaving = …` into `entering = …`, where `entering` is one of the terms.
    mutating func solve(for entering: Symbol, insteadOf leaving: Symbol) {
        add(-1, leaving)
        solve(for: entering)
    }

    /// Replaces `symbol` by the right-hand side of its row; says whether it was here.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let a = remove(symbol)
        guard a != 0 else { return false }
        add(row, times: a)
        return true
    }
}
