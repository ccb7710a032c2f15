/// A view or a layout guide in a `Layout`, as the layout named it when it was added.
///
/// Opaque: the UIKit layer keeps one in each `UIView` and `UILayoutGuide`. A layout
/// never reuses a handle, so one kept after `removeItem` is refused
/// (`LayoutError.unknownItem`), never taken for another item.
public struct LayoutItem: Hashable, Comparable, Sendable {
    let index: Int
    public static func < (a: LayoutItem, b: LayoutItem) -> Bool { a.index < b.index }
}

/// An item's four unknowns, in the one coordinate space every item of a layout shares.
struct ItemVariables: Equatable, Sendable {
    var left: Variable
    var top: Variable
    var width: Variable
    var height: Variable

    var all: [Variable] { [left, top, width, height] }
}
