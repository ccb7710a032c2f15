/// A column of the simplex tableau.
///
/// Cassowary (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", ACM TOCHI 8(4), 2001) keeps two kinds of variables apart:
/// the caller's, which may take any sign (`external`), and the ones it makes for each
/// constraint, which may not (`slack` and `error`, ≥ 0) or must stay at zero (`dummy`,
/// the marker of a required equality). The kind travels with the id so that a pivot
/// never looks it up.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: UInt8, Sendable {
        /// A caller's variable: unrestricted in sign.
        case external
        /// The slack of an inequality (≥ 0), or the artificial variable of phase one.
        case slack
        /// One side of a non-required constraint's violation (≥ 0), priced in the objective.
        case error
        /// The marker of a required equality: never enters the basis, so it stays 0.
        case dummy
    }

    /// Index into the solver's per-symbol arrays; ids of removed constraints are reused.
    var id: Int32
    var kind: Kind

    /// Slack and error symbols may not go negative; a row whose basic symbol is one of
    /// them is a row of the restricted part of the tableau.
    var isRestricted: Bool { kind == .slack || kind == .error }

    /// Ids order the symbols: rows keep their terms sorted by id, and the simplex breaks
    /// every tie by the lowest id (Bland's rule), which both ends every degenerate cycle
    /// and makes the result depend only on the calls made, never on hashing.
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
