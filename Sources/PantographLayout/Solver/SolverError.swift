/// Why the solver refused a call. Every refusal leaves the solver exactly as it was.
public enum SolverError: Error, Hashable, Sendable {
    /// A required constraint, or a required constraint's new constant, conflicts with the
    /// required constraints already there.
    case unsatisfiable
    /// The constraint was never added, or was removed.
    case unknownConstraint(Solver.ConstraintID)
    /// The variable was never made by this solver, or was removed.
    case unknownVariable(Variable)
    /// `removeVariable` on a variable a constraint still uses.
    case variableInUse(Variable)
    /// `addEditVariable` on a variable that is already being edited.
    case duplicateEditVariable(Variable)
    /// `suggestValue` or `removeEditVariable` on a variable that is not being edited.
    case unknownEditVariable(Variable)
    /// An edit variable must be weaker than required, or a suggestion could be refused.
    case requiredEditVariable
    /// A priority outside 1 … 1000.
    case invalidPriority(LayoutPriority)
    /// A coefficient, constant or suggested value that is infinite or not a number.
    case notFinite
    /// The simplex did not settle in its iteration budget (only rounding could cause
    /// it: Bland's rule ends every cycle in exact arithmetic). Nothing was changed.
    case didNotConverge
}
