/// What Auto Layout writes to the console, or raises, in UIKit's words where it has
/// them. A raise (`Exception:`) is the app's programming error: UIKit would crash, and
/// here the call does nothing.
public enum LayoutMessage: Hashable, Sendable, CustomStringConvertible {
    /// Activating a constraint whose items are in two view trees (or a guide in none).
    case noCommonAncestor(first: String, second: String)
    /// An item that is neither a view nor a layout guide.
    case itemIsNotAViewOrGuide(String)
    /// Two attributes UIKit does not relate (a location with a size, two axes, leading
    /// with left).
    case invalidPairing(String)
    /// A location equal to a constant (no second item, or a multiplier of 0).
    case locationEqualToConstant(String)
    /// A constant or multiplier that is infinite or not a number.
    case notFinite(String)
    /// A priority outside 1 … 1000.
    case invalidPriority(Float)
    /// An active constraint moved between required and not required.
    case requiredPriorityChange(from: Float, to: Float)
    /// A required constraint that cannot hold with the others (`conflicting`: those
    /// it conflicts with, each needed for the conflict); it is broken (logged).
    case unsatisfiable(conflicting: [String], broken: String)
    /// `addConstraint` on a view that is not an ancestor of the constraint's items
    /// (logged; the constraint stays inactive).
    case hierarchyNotPrepared(String)
    /// A frame, size or margin that is not finite, which the layout ignores (logged).
    case notFiniteGeometry(String)
    /// The solver did not settle (only rounding can do it); the change was not made.
    case didNotConverge

    public var description: String {
        switch self {
        case .noCommonAncestor(let first, let second):
            "Exception: Unable to activate constraint with anchors <\(first)> and <\(second)> because they have no "
                + "common ancestor. Does the constraint or its anchors reference items in different view hierarchies? "
                + "That's illegal."
        case .itemIsNotAViewOrGuide(let constraint):
            "Exception: Constraint items must each be a view or layout guide. \(constraint)"
        case .invalidPairing(let constraint):
            "Exception: Invalid pairing of layout attributes. \(constraint)"
        case .locationEqualToConstant(let constraint):
            "Exception: A multiplier of 0 or a nil second item together with a location for the first attribute "
                + "creates an illegal constraint of a location equal to a constant. Location attributes must be "
                + "specified in pairs. \(constraint)"
        case .notFinite(let constraint):
            "Exception: NSLayoutConstraint constant is not finite! That's illegal. \(constraint)"
        case .invalidPriority(let priority):
            "Exception: It's illegal to set priority \(LayoutConsole.number(Double(priority))). Priority must be "
                + "from 1 to 1000 (required)."
        case .requiredPriorityChange(let from, let to):
            "Exception: Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                + "supported. You passed priority \(LayoutConsole.number(Double(to))) and the existing priority was "
                + "\(LayoutConsole.number(Double(from)))."
        case .unsatisfiable(let conflicting, let broken):
            Self.unsatisfiable(conflicting + [broken], broken: broken)
        case .hierarchyNotPrepared(let constraint):
            "The view hierarchy is not prepared for the constraint: \(constraint). When added to a view, the "
                + "constraint's items must be descendants of that view (or the view itself)."
        case .notFiniteGeometry(let what):
            "\(what) is not finite: Auto Layout ignores it."
        case .didNotConverge:
            "Auto Layout's solver did not settle: the change was not made."
        }
    }

    /// UIKit's log, without the addresses and the debugger's advice: the list is the
    /// constraints in conflict, the one broken last.
    private static func unsatisfiable(_ list: [String], broken: String) -> String {
        var text = "Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want.\n"
            + "\tTry this:\n"
            + "\t\t(1) look at each constraint and try to figure out which you don't expect;\n"
            + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.\n"
        if list.contains(where: { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint") }) {
            text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to "
                + "the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\n"
        }
        text += "(\n" + list.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        return text + "Will attempt to recover by breaking constraint\n\(broken)"
    }
}
