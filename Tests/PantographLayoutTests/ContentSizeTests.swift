import Testing
import PantographEngine
@testable import PantographLayout

/// Intrinsic content size as UIKit's pair of inequalities per axis: hugging (at most
/// the size) and compression resistance (at least the size), each at its priority.
struct ContentSizeTests {
    /// Two labels in a row between the window's edges: `name` | 8 | `value`.
    func row(width: Double) throws -> (Layout, name: LayoutItem, value: LayoutItem) {
        var (layout, window) = try windowLayout(width: width)
        let name = try layout.addItem(in: window)
        let value = try layout.addItem(in: window)
        try layout.setIntrinsicContentSize(width: 120, height: 20, of: name)
        try layout.setIntrinsicContentSize(width: 80, height: 20, of: value)
        try layout.pin(name, .leading, to: window, plus: 16)
        try layout.pin(value, .leading, to: name, .trailing, plus: 8)
        try layout.pin(value, .trailing, to: window, plus: -16)
        for label in [name, value] { try layout.pin(label, .top, to: window, plus: 100) }
        return (layout, name, value)
    }

    @Test func theLabelThatHugsHarderKeepsItsSize() throws {
        var (layout, name, value) = try row(width: 390)
        // Room to spare (390 - 40 - 200 = 150): equal hugging would be ambiguous.
        #expect(try layout.hasAmbiguousLayout(name))
        try layout.setContentHuggingPriority(LayoutPriority(251), for: .horizontal, of: value)
        #expect(try layout.frame(of: value).width == 80)
        #expect(try layout.frame(of: name).width == 270)
        #expect(try layout.frame(of: name).height == 20)
        #expect(try !layout.hasAmbiguousLayout(name))
        #expect(try !layout.hasAmbiguousLayout(value))
        try layout.setContentHuggingPriority(LayoutPriority(252), for: .horizontal, of: name)
        #expect(try layout.frame(of: name).width == 120)
        #expect(try layout.frame(of: value).width == 230)
    }

    @Test func theLabelThatResistsLessIsCompressed() throws {
        var (layout, name, value) = try row(width: 200)
        // 200 - 40 = 160 for 200 points of text.
        try layout.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal, of: name)
        #expect(try layout.frame(of: value).width == 80)
        #expect(try layout.frame(of: name).width == 80)
        try layout.setContentCompressionResistancePriority(.required, for: .horizontal, of: name)
        #expect(try layout.frame(of: name).width == 120)
        #expect(try layout.frame(of: value).width == 40)
        // Both labels now refuse to shrink: the row cannot be made to fit.
        #expect(throws: LayoutError.unsatisfiable) {
            try layout.setContentCompressionResistancePriority(.required, for: .horizontal, of: value)
        }
        #expect(try layout.contentCompressionResistancePriority(for: .horizontal, of: value) == .defaultHigh)
    }

    @Test func aNewSizeMovesTheConstraintsAndNoneTakesThemAway() throws {
        var (layout, window) = try windowLayout()
        let label = try layout.addItem(in: window)
        try layout.pin(label, .leading, to: window, plus: 20)
        try layout.pin(label, .top, to: window, plus: 20)
        try layout.setIntrinsicContentSize(width: 100, height: 17, of: label)
        let rows = layout.solver.rows.count
        #expect(try layout.frame(of: label) == Rect(x: 20, y: 20, width: 100, height: 17))
        try layout.setIntrinsicContentSize(width: 140, height: 34, of: label)
        #expect(layout.solver.rows.count == rows)
        #expect(try layout.frame(of: label) == Rect(x: 20, y: 20, width: 140, height: 34))
        #expect(try layout.intrinsicContentSize(of: label) == (140, 34))
        try layout.setIntrinsicContentSize(width: nil, height: 34, of: label)
        #expect(layout.solver.rows.count == rows - 2)
        #expect(try layout.hasAmbiguousLayout(label))
        #expect(try layout.contentHuggingPriority(for: .vertical, of: label) == .defaultLow)
    }
}
