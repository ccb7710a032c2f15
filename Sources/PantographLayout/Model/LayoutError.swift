/// Why a layout refused a call. Every refusal leaves the layout exactly as it was; the
/// UIKit layer words it (or raises, where UIKit raises).
public enum LayoutError: Error, Hashable, Sendable {
    /// The item was never added, or was removed.
    case unknownItem(LayoutItem)
    /// The constraint was never added, or was removed (deactivated).
    case unknownConstraint(LayoutConstraint.ID)
    /// A pairing of attributes UIKit's initializer refuses.
    case attributes(LayoutConstraint.AttributeProblem)
    /// The constraint's items are in two hierarchies; UIKit raises ("no common
    /// ancestor").
    case noCommonAncestor
    /// An item made a child of itself or of one of its descendants.
    case hierarchyCycle
    /// A priority outside 1 … 1000.
    case invalidPriority(LayoutPriority)
    /// UIKit refuses to move an active constraint between required and not required.
    case requiredPriorityChange
    /// A constant, multiplier, frame, size or margin that is infinite or not a number.
    case notFinite
    /// A required constraint (or fixed frame, or required content size) that conflicts
    /// with the required constraints already active. UIKit would log "Unable to
    /// simultaneously satisfy constraints" and break one; the UIKit layer decides.
    case unsatisfiable
    /// The solver did not settle (rounding defeated it); nothing was changed.
    case didNotConverge

    /// The layout's own calls to its solver name only variables and constraints it
    /// made, so only these refusals can come back.
    init(_ error: SolverError) {
        switch error {
        case .unsatisfiable: self = .unsatisfiable
        case .invalidPriority(let priority): self = .invalidPriority(priority)
        case .notFinite: self = .notFinite
        case .didNotConverge: self = .didNotConverge
        case .unknownConstraint, .unknownVariable, .variableInUse, .duplicateEditVariable,
             .unknownEditVariable, .requiredEditVariable:
            preconditionFailure("the layout asked its solver about something it never made: \(error)")
        }
    }
}
