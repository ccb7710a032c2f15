/// A value the solver finds: an unrestricted real number, such as a view's left edge.
///
/// A handle made by `Solver.makeVariable()`. It carries the generation of its slot, so
/// a handle kept after `removeVariable` is refused (`SolverError.unknownVariable`)
/// rather than read as whatever variable reused the slot.
public struct Variable: Hashable, Sendable {
    let id: Int32
    let generation: UInt32
}

/// `Σ coefficient × variable + constant`, the left side of a constraint.
public struct LinearExpression: Hashable, Sendable {
    public struct Term: Hashable, Sendable {
        public var variable: Variable
        public var coefficient: Double

        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }

    public static func * (a: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(a.terms.map { Term($0.variable, $0.coefficient * factor) }, constant: a.constant * factor)
    }

    public static func * (factor: Double, a: LinearExpression) -> LinearExpression { a * factor }
    public static prefix func - (a: LinearExpression) -> LinearExpression { a * -1 }
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + -b }
    public static func + (a: LinearExpression, b: Double) -> LinearExpression {
        LinearExpression(a.terms, constant: a.constant + b)
    }
    public static func - (a: LinearExpression, b: Double) -> LinearExpression { a + -b }
}
