/// How much a constraint matters: UIKit's `UILayoutPriority`, 1 … 1000.
///
/// 1000 is `required`: the solver keeps such a constraint exactly or refuses it. Every
/// lower priority is its own level of a lexicographic objective (the symbolic weights
/// of Cassowary, Badros, Borning and Stuckey 2001): the solver first makes the
/// violations at the highest level as small as it can, then, without giving any of that
/// back, those at the next level, and so on. So a constraint at 751 wins over any number
/// of constraints at 750, as Auto Layout behaves, which one scalar weight per level
/// (kiwi's 1e6 : 1e3 : 1) cannot promise. Within a level every constraint counts the
/// same: the solver minimises the sum of their violations, in points.
public struct LayoutPriority: Hashable, Comparable, Sendable {
    /// UIKit stores a priority as a `Float`; so do we, so that two priorities the app
    /// thinks equal are one level here.
    public let rawValue: Float

    /// A priority outside 1 … 1000 (or not a number) is refused by the call that takes
    /// it (`SolverError.invalidPriority`), as UIKit refuses it.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)

    public var isRequired: Bool { rawValue == 1000 }
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
}
