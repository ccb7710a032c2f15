/// An incremental Cassowary solver: linear equalities and inequalities over real
/// variables, required or at a priority, added and removed one at a time, with edit
/// variables re-solved by dual simplex.
///
/// The algorithm is Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", ACM Transactions on Computer-Human Interaction 8(4),
/// 2001: a simplex tableau kept in solved form, each constraint made an equation by its
/// own slack, error or dummy marker symbols; a new constraint is substituted into the
/// tableau and solved for a subject, or added through an artificial variable when none
/// will do (phase one); a removed one is pivoted out by its marker; a changed constant
/// moves the marker's column and the dual simplex restores feasibility without leaving
/// the optimum (the paper's re-solve for edit constants). The objective is
/// lexicographic over priorities (`Objective`). The organisation of rows, tags and
/// markers follows kiwi (nucleic/kiwi, kiwi/solverimpl.h), read for that and written
/// again here; docs/autolayout.md says what differs.
///
/// A value: copying a solver copies the system; a call that throws leaves it as it was.
/// Deterministic: every choice is by symbol id, and no dictionary is ever iterated.
public struct Solver: Equatable, Sendable {
    /// A constraint in the solver, as `add` returned it.
    public struct ConstraintID: Hashable, Comparable, Sendable {
        let rawValue: Int
        public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
    }

    /// Where a constraint lives in the tableau: its marker (the symbol that names its
    /// row, to remove it or move its constant) and the other error symbol if it has one.
    struct Tag: Equatable, Sendable {
        var constraint: Constraint
        var marker: Symbol
        var other: Symbol?
        /// The marker's coefficient in the constraint's row as first written
        /// (`expression + marker terms = 0`, before substitution or change of sign):
        /// a change δ of the constant is the marker moved by -δ / this.
        var markerCoefficient: Double
    }

    /// slot → row, and slot → the row's basic symbol.
    var rows: [Row] = []
    var basics: [Symbol] = []
    /// symbol id → slot of the row it is basic in, or -1.
    var slots: [Int32] = []
    /// symbol id → kind, nil while the id is free.
    var kinds: [Symbol.Kind?] = []
    /// symbol id → how often the id has been freed, so that old `Variable`s are refused.
    var generations: [UInt32] = []
    /// Free ids, reused last-freed first.
    var freeIDs: [Int32] = []
    var objective = Objective()
    var constraints: [ConstraintID: Tag] = [:]
    /// variable id → its edit constraint.
    var edits: [Int32: ConstraintID] = [:]
    /// variable id → how many constraints name it, so `removeVariable` can refuse.
    var uses: [Int32: Int] = [:]
    var nextConstraint = 0
    /// Pivots made since the solver was made: what a change cost, for tests and
    /// docs/autolayout.md's figures.
    public private(set) var pivots = 0

    public init() {}

    // MARK: Variables

    /// A new variable, 0 until a constraint says otherwise.
    public mutating func makeVariable() -> Variable {
        let symbol = makeSymbol(.external)
        return Variable(id: symbol.id, generation: generations[Int(symbol.id)])
    }

    /// Forgets a variable no constraint names; its handle is refused from then on.
    public mutating func removeVariable(_ variable: Variable) throws(SolverError) {
        let symbol = try self.symbol(of: variable)
        guard uses[variable.id, default: 0] == 0 else { throw .variableInUse(variable) }
        if slots[Int(symbol.id)] >= 0 { dropRow(at: Int(slots[Int(symbol.id)])) }
        freeSymbol(symbol)
    }

    /// The variable's value in the current solution. A variable that nothing pins down
    /// reads 0 (or what its last pivot left it): the solver's deterministic pick.
    public func value(of variable: Variable) throws(SolverError) -> Double {
        let symbol = try self.symbol(of: variable)
        return value(of: symbol)
    }

    func value(of symbol: Symbol) -> Double {
        let slot = Int(slots[Int(symbol.id)])
        return slot >= 0 ? rows[slot].constant : 0
    }

    func symbol(of variable: Variable) throws(SolverError) -> Symbol {
        let index = Int(variable.id)
        guard index >= 0, index < kinds.count, kinds[index] == .external, generations[index] == variable.generation
        else { throw .unknownVariable(variable) }
        return Symbol(id: variable.id, kind: .external)
    }

    // MARK: Symbols and rows

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let id = freeIDs.popLast() {
            kinds[Int(id)] = kind
            return Symbol(id: id, kind: kind)
        }
        let id = Int32(kinds.count)
        kinds.append(kind)
        slots.append(-1)
        generations.append(0)
        return Symbol(id: id, kind: kind)
    }

    /// Returns an id to the pool once its symbol is in no row, no objective level and
    /// is basic nowhere. Rounding may leave a coefficient just above `Row.epsilon`
    /// where exact arithmetic leaves none, so the column is cleared first.
    mutating func freeSymbol(_ symbol: Symbol) {
        let index = Int(symbol.id)
        if slots[index] >= 0 { dropRow(at: Int(slots[index])) }
        for slot in rows.indices { rows[slot].remove(symbol) }
        objective.remove(symbol)
        kinds[index] = nil
        generations[index] &+= 1
        freeIDs.append(symbol.id)
    }

    func slot(of symbol: Symbol) -> Int? {
        let slot = Int(slots[Int(symbol.id)])
        return slot >= 0 ? slot : nil
    }

    mutating func insertRow(_ row: Row, basic: Symbol) {
        slots[Int(basic.id)] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
    }

    /// Takes a row out of the tableau; the last row moves into its slot.
    @discardableResult
    mutating func dropRow(at slot: Int) -> Row {
        let row = rows[slot]
        slots[Int(basics[slot].id)] = -1
        let last = rows.count - 1
        if slot != last {
            rows[slot] = rows[last]
            basics[slot] = basics[last]
            slots[Int(basics[slot].id)] = Int32(slot)
        }
        rows.removeLast()
        basics.removeLast()
        return row
    }

    /// Replaces `symbol` everywhere in the tableau and the objective by `row`, its
    /// right-hand side.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for slot in rows.indices { rows[slot].substitute(symbol, with: row) }
        objective.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves.
    mutating func pivot(_ entering: Symbol, at slot: Int) {
        pivots += 1
        let leaving = basics[slot]
        var row = dropRow(at: slot)
        row.solve(for: entering, insteadOf: leaving)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }
}
