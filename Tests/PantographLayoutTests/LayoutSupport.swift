import PantographEngine
import PantographLayout

/// A window-sized root with a fixed frame, as UIKit's window and root view stand.
func windowLayout(width: Double = 390, height: Double = 844) throws -> (Layout, LayoutItem) {
    var layout = Layout()
    let window = try layout.addItem()
    try layout.setFixedFrame(Rect(x: 0, y: 0, width: width, height: height), of: window)
    return (layout, window)
}

extension Layout {
    /// `a.attribute (relation) multiplier × b.attribute + constant @ priority`, b's
    /// attribute the same as a's unless given.
    @discardableResult
    mutating func pin(_ a: LayoutItem, _ attribute: LayoutAttribute, _ relation: Constraint.Relation = .equal,
                      to b: LayoutItem?, _ other: LayoutAttribute? = nil, times multiplier: Double = 1,
                      plus constant: Double = 0, at priority: LayoutPriority = .required) throws -> LayoutConstraint.ID {
        try add(LayoutConstraint(item: a, attribute: attribute, relatedBy: relation, toItem: b,
                                 attribute: b == nil ? .notAnAttribute : other ?? attribute,
                                 multiplier: multiplier, constant: constant, priority: priority))
    }
}

extension Layout {
    /// Pins the four edges of `a` to those of `b`.
    mutating func pinEdges(_ a: LayoutItem, to b: LayoutItem) throws {
        for edge in [LayoutAttribute.leading, .trailing, .top, .bottom] { try pin(a, edge, to: b) }
    }
}
