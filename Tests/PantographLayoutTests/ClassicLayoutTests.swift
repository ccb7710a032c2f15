import Testing
import PantographEngine
@testable import PantographLayout

/// The cases every Auto Layout user writes, with the frames worked out by hand.
struct ClassicLayoutTests {
    @Test func edgesPinnedWithInsets() throws {
        var (layout, window) = try windowLayout()
        let card = try layout.addItem(in: window)
        try layout.pin(card, .leading, to: window, plus: 16)
        try layout.pin(card, .trailing, to: window, plus: -16)
        try layout.pin(card, .top, to: window, plus: 20)
        try layout.pin(card, .bottom, to: window, plus: -20)
        let badge = try layout.addItem(in: card)
        try layout.pin(badge, .top, to: card, plus: 10)
        try layout.pin(badge, .trailing, to: card, plus: -10)
        try layout.pin(badge, .width, to: nil, plus: 24)
        try layout.pin(badge, .height, to: badge, .width)
        #expect(try layout.frame(of: card) == Rect(x: 16, y: 20, width: 358, height: 804))
        // In its parent's coordinates.
        #expect(try layout.frame(of: badge) == Rect(x: 324, y: 10, width: 24, height: 24))
        #expect(try layout.value(of: .right, of: badge) == 364)
        #expect(try !layout.hasAmbiguousLayout(card))
        #expect(try !layout.hasAmbiguousLayout(badge))
    }

    @Test func centredWithAWidthMultiplier() throws {
        var (layout, window) = try windowLayout()
        let view = try layout.addItem(in: window)
        try layout.pin(view, .centerX, to: window)
        try layout.pin(view, .centerY, to: window)
        try layout.pin(view, .width, to: window, times: 0.5)
        try layout.pin(view, .height, to: view, .width, times: 0.5)
        #expect(try layout.frame(of: view) == Rect(x: 97.5, y: 373.25, width: 195, height: 97.5))
        #expect(try !layout.hasAmbiguousLayout(view))
    }

    /// UIKit measures both sides of a constraint from the items' nearest common
    /// ancestor, which matters once a multiplier scales a location.
    @Test func aLocationTimesAMultiplierIsMeasuredFromTheCommonAncestor() throws {
        var (layout, window) = try windowLayout()
        let container = try layout.addItem(in: window)
        try layout.setFixedFrame(Rect(x: 100, y: 50, width: 200, height: 300), of: container)
        let half = try layout.addItem(in: container)
        // The container's own trailing edge, in its own coordinates, is 200.
        try layout.pin(half, .leading, to: container, .trailing, times: 0.5)
        try layout.pin(half, .top, to: container, .bottom, times: 0.5)
        try layout.pin(half, .width, to: nil, plus: 10)
        try layout.pin(half, .height, to: nil, plus: 10)
        #expect(try layout.frame(of: half) == Rect(x: 100, y: 150, width: 10, height: 10))
        // Siblings: both measured in the container.
        let double = try layout.addItem(in: container)
        try layout.pin(double, .leading, to: half, .leading, times: 1.5)
        try layout.pin(double, .top, to: half, .top)
        try layout.pin(double, .width, to: half, .width)
        try layout.pin(double, .height, to: half, .height)
        #expect(try layout.frame(of: double) == Rect(x: 150, y: 150, width: 10, height: 10))
        #expect(try layout.value(of: .left, of: double) == 250)
    }

    @Test func aHigherPriorityWinsOverAnyNumberOfLowerOnes() throws {
        var (layout, window) = try windowLayout()
        let view = try layout.addItem(in: window)
        try layout.pin(view, .leading, to: window)
        try layout.pin(view, .top, to: window)
        try layout.pin(view, .height, to: nil, plus: 50)
        try layout.pin(view, .width, to: nil, plus: 100, at: LayoutPriority(751))
        // Ten constraints one step lower: a weighted sum would let them win.
        for _ in 0..<10 { try layout.pin(view, .width, to: nil, plus: 300, at: .defaultHigh) }
        #expect(try layout.frame(of: view).width == 100)
        // A required cap beats both.
        let cap = try layout.pin(view, .width, .lessThanOrEqual, to: nil, plus: 80)
        #expect(try layout.frame(of: view).width == 80)
        try layout.remove(cap)
        #expect(try layout.frame(of: view).width == 100)
    }

    @Test func withinOnePriorityTheViolationsAreSummed() throws {
        var (layout, window) = try windowLayout()
        let view = try layout.addItem(in: window)
        try layout.pin(view, .leading, to: window)
        try layout.pin(view, .top, to: window)
        try layout.pin(view, .height, to: nil, plus: 50)
        // 100, 200, 200 at one priority: the width that violates them least in sum is
        // the median.
        for width in [100.0, 200, 200] { try layout.pin(view, .width, to: nil, plus: width, at: .defaultLow) }
        #expect(try layout.frame(of: view).width == 200)
        #expect(try !layout.hasAmbiguousLayout(view))
    }

    @Test func twoEqualPullsLeaveTheLayoutAmbiguous() throws {
        var (layout, window) = try windowLayout()
        let view = try layout.addItem(in: window)
        try layout.pin(view, .leading, to: window)
        try layout.pin(view, .top, to: window)
        try layout.pin(view, .height, to: nil, plus: 50)
        try layout.pin(view, .width, to: nil, plus: 100, at: .defaultLow)
        try layout.pin(view, .width, to: nil, plus: 200, at: .defaultLow)
        // Any width in 100…200 is as good: the solver picks one, deterministically.
        #expect((100...200).contains(try layout.frame(of: view).width))
        #expect(try layout.hasAmbiguousLayout(view))
    }

    @Test func aConstantChangedIsResolvedIncrementally() throws {
        var (layout, window) = try windowLayout()
        let sheet = try layout.addItem(in: window)
        try layout.pin(sheet, .leading, to: window)
        try layout.pin(sheet, .trailing, to: window)
        try layout.pin(sheet, .height, to: window, times: 0.5)
        let top = try layout.pin(sheet, .top, to: window, .bottom)
        let handle = try layout.addItem(in: sheet)
        try layout.pin(handle, .centerX, to: sheet)
        try layout.pin(handle, .top, to: sheet, plus: 8)
        try layout.pin(handle, .width, to: nil, plus: 36)
        try layout.pin(handle, .height, to: nil, plus: 5)
        #expect(try layout.frame(of: sheet) == Rect(x: 0, y: 844, width: 390, height: 422))

        // The constant an animation block changes before layoutIfNeeded().
        let solverID = layout.constraints[top]!.solverID
        let rows = layout.solver.rows.count
        let pivots = layout.solver.pivots
        try layout.setConstant(-422, of: top)
        #expect(try layout.frame(of: sheet) == Rect(x: 0, y: 422, width: 390, height: 422))
        #expect(try layout.frame(of: handle) == Rect(x: 177, y: 8, width: 36, height: 5))
        // Nothing was rebuilt: the same constraint, the same rows, no pivot needed.
        #expect(layout.constraints[top]!.solverID == solverID)
        #expect(layout.solver.rows.count == rows)
        #expect(layout.solver.pivots == pivots)
        #expect(try layout.constraint(top).constant == -422)
    }

    @Test func aConstantAgainstAnInequalityTakesADualPivot() throws {
        var (layout, window) = try windowLayout()
        let view = try layout.addItem(in: window)
        try layout.pin(view, .leading, to: window)
        try layout.pin(view, .top, to: window)
        try layout.pin(view, .height, to: nil, plus: 50)
        let wish = try layout.pin(view, .width, to: nil, plus: 100, at: .defaultHigh)
        try layout.pin(view, .width, .lessThanOrEqual, to: nil, plus: 250)
        let pivots = layout.solver.pivots
        try layout.setConstant(300, of: wish)
        #expect(try layout.frame(of: view).width == 250)
        #expect(layout.solver.pivots - pivots == 1)
        try layout.setConstant(120, of: wish)
        #expect(try layout.frame(of: view).width == 120)
    }

    @Test func removedThenAddedAgain() throws {
        var (layout, window) = try windowLayout()
        let view = try layout.addItem(in: window)
        let leading = try layout.pin(view, .leading, to: window, plus: 16)
        try layout.pin(view, .width, to: nil, plus: 100)
        try layout.pin(view, .top, to: window, plus: 40)
        try layout.pin(view, .height, to: nil, plus: 30)
        let before = try layout.frame(of: view)
        try layout.remove(leading)
        #expect(!layout.isActive(leading))
        #expect(try layout.hasAmbiguousLayout(view))
        #expect(throws: LayoutError.unknownConstraint(leading)) { try layout.remove(leading) }
        let again = try layout.pin(view, .leading, to: window, plus: 16)
        #expect(again != leading)
        #expect(try layout.frame(of: view) == before)
        #expect(try !layout.hasAmbiguousLayout(view))
    }

    @Test func anUnsatisfiableRequiredConstraintIsRefusedAndChangesNothing() throws {
        var (layout, window) = try windowLayout()
        let view = try layout.addItem(in: window)
        try layout.pin(view, .leading, to: window, plus: 16)
        try layout.pin(view, .trailing, to: window, plus: -16)
        try layout.pin(view, .top, to: window)
        try layout.pin(view, .height, to: nil, plus: 30)
        let width = try layout.pin(view, .width, .greaterThanOrEqual, to: nil, plus: 100)
        let before = layout
        #expect(throws: LayoutError.unsatisfiable) { try layout.pin(view, .width, to: nil, plus: 500) }
        #expect(layout == before)
        // A constant that would break a required constraint is refused the same way.
        #expect(throws: LayoutError.unsatisfiable) { try layout.setConstant(400, of: width) }
        #expect(layout == before)
        // Through phase one: a required inequality no subject can take.
        #expect(throws: LayoutError.unsatisfiable) {
            try layout.pin(view, .width, .lessThanOrEqual, to: window, plus: -40)
        }
        #expect(layout == before)
        // The same at a lower priority is accepted, and loses.
        try layout.pin(view, .width, to: nil, plus: 500, at: LayoutPriority(999))
        #expect(try layout.frame(of: view).width == 358)
    }

    @Test func baselinesAreBottomEdges() throws {
        var (layout, window) = try windowLayout()
        let label = try layout.addItem(in: window)
        let field = try layout.addItem(in: window)
        for view in [label, field] {
            try layout.pin(view, .height, to: nil, plus: 20)
            try layout.pin(view, .width, to: nil, plus: 80)
        }
        try layout.pin(label, .leading, to: window)
        try layout.pin(label, .top, to: window, plus: 100)
        try layout.pin(field, .leading, to: label, .trailing, plus: 8)
        try layout.pin(field, .firstBaseline, to: label, .lastBaseline, plus: 4)
        #expect(try layout.frame(of: field) == Rect(x: 88, y: 104, width: 80, height: 20))
    }
}
