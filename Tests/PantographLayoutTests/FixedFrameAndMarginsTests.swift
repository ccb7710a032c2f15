import Testing
import PantographEngine
@testable import PantographLayout

/// `translatesAutoresizingMaskIntoConstraints` as a required fixed frame, and the
/// margins attributes.
struct FixedFrameAndMarginsTests {
    @Test func aFixedFrameIsPinnedInItsParentAndMovesWhenSet() throws {
        var (layout, window) = try windowLayout()
        let container = try layout.addItem(in: window)
        try layout.setFixedFrame(Rect(x: 10, y: 50, width: 300, height: 200), of: container)
        let child = try layout.addItem(in: container)
        try layout.pin(child, .leading, to: container, plus: 5)
        try layout.pin(child, .trailing, to: container, plus: -5)
        try layout.pin(child, .top, to: container)
        try layout.pin(child, .height, to: container, times: 0.5)
        #expect(try layout.frame(of: container) == Rect(x: 10, y: 50, width: 300, height: 200))
        #expect(try layout.frame(of: child) == Rect(x: 5, y: 0, width: 290, height: 100))
        let pivots = layout.solver.pivots
        try layout.setFixedFrame(Rect(x: 0, y: 0, width: 200, height: 100), of: container)
        #expect(layout.solver.pivots == pivots)
        #expect(try layout.frame(of: child) == Rect(x: 5, y: 0, width: 190, height: 50))
        #expect(try layout.value(of: .left, of: child) == 5)
        #expect(try layout.fixedFrame(of: container) == Rect(x: 0, y: 0, width: 200, height: 100))
        // A fixed frame that a required constraint contradicts is refused.
        try layout.pin(child, .width, .greaterThanOrEqual, to: nil, plus: 150)
        let before = layout
        #expect(throws: LayoutError.unsatisfiable) {
            try layout.setFixedFrame(Rect(x: 0, y: 0, width: 100, height: 100), of: container)
        }
        #expect(layout == before)
        try layout.setFixedFrame(nil, of: container)
        #expect(try layout.fixedFrame(of: container) == nil)
        #expect(try layout.hasAmbiguousLayout(container))
    }

    @Test func marginsAttributesAreInsetAndFollowNewMargins() throws {
        var (layout, window) = try windowLayout()
        let view = try layout.addItem(in: window)
        try layout.pin(view, .leading, to: window, .leadingMargin)
        try layout.pin(view, .trailing, to: window, .trailingMargin)
        try layout.pin(view, .top, to: window, .topMargin)
        try layout.pin(view, .bottom, to: window, .bottomMargin)
        // UIView's default margins: 8 on each side.
        #expect(try layout.frame(of: view) == Rect(x: 8, y: 8, width: 374, height: 828))
        try layout.setLayoutMargins(EdgeInsets(top: 59, left: 16, bottom: 34, right: 20), of: window)
        #expect(try layout.frame(of: view) == Rect(x: 16, y: 59, width: 354, height: 751))
        #expect(try layout.layoutMargins(of: window) == EdgeInsets(top: 59, left: 16, bottom: 34, right: 20))
        let dot = try layout.addItem(in: window)
        try layout.pin(dot, .centerX, to: window, .centerXWithinMargins)
        try layout.pin(dot, .centerY, to: window, .centerYWithinMargins)
        try layout.pin(dot, .width, to: nil, plus: 10)
        try layout.pin(dot, .height, to: nil, plus: 10)
        #expect(try layout.frame(of: dot) == Rect(x: 188, y: 429.5, width: 10, height: 10))
        #expect(try layout.value(of: .leftMargin, of: view) == 16 + 8)
        #expect(try layout.value(of: .rightMargin, of: view) == 370 - 8)
    }
}
