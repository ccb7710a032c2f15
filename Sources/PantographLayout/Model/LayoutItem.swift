/// A view or a layout guide in a `Layout`, as the layout named it when it was added.
///
/// Opaque: the UIKit layer keeps one in each `UIView` and `UILayoutGuide`. A layout
/// never reuses a handle, so one kept after `removeItem` is refused
/// (`LayoutError.unknownItem`), never taken for another item.
public struct LayoutItem: Hashable, Comparable, Sendable {
    let index: Int
    public static func < (a: LayoutItem, b: LayoutItem) -> Bool { a.index < b.index }
}

/// An item's four unknowns: its frame in its parent's coordinates (a root's in the
/// layout's), as UIKit's engine keeps a view's frame in its superview's. An item that
/// nothing constrains thus reads UIKit's zero frame in its parent, and a subtree that
/// moves keeps the expressions of the constraints inside it.
struct ItemVariables: Equatable, Sendable {
    var x: Variable
    var y: Variable
    var width: Variable
    var height: Variable

    var all: [Variable] { [x, y, width, height] }
}
