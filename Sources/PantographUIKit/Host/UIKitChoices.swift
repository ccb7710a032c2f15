import PantographEngine

/// What Pantograph decides where UIKit's behaviour is not documented, for one app:
/// each a published observation by default, each settable (by a test or a harness)
/// to see whether an app depends on it. docs/fidelity.md names each.
public struct UIKitChoices: Hashable, Sendable {
    /// How a sheet released by the finger picks its detent.
    public var sheetRelease = SheetReleaseRule.nearestAfterProjection
    /// The rubber band's coefficient, past a scroll view's or a sheet's edge.
    public var rubberBand = RubberBand.coefficient

    public init() {}
}
