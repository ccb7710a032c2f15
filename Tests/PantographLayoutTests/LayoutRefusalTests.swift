import Testing
import PantographEngine
@testable import PantographLayout

/// What UIKit refuses (it raises; the layout returns why) and the hierarchy's rules.
struct LayoutRefusalTests {
    @Test(arguments: [
        (LayoutAttribute.left, LayoutAttribute.left, true, 1.0, nil),
        (.width, .notAnAttribute, false, 1, nil),
        (.width, .height, true, 2, nil),
        (.centerX, .leading, true, 1, nil),
        (.leading, .trailingMargin, true, 1, nil),
        (.notAnAttribute, .left, true, 1, .firstIsNotAnAttribute),
        (.left, .notAnAttribute, true, 1, .secondItemWithoutAttribute),
        (.width, .width, false, 1, .secondAttributeWithoutItem),
        (.top, .notAnAttribute, false, 1, .locationWithoutSecondItem),
        (.left, .left, true, 0, .locationTimesZero),
        (.left, .top, true, 1, .differentAxes),
        (.centerY, .centerXWithinMargins, true, 1, .differentAxes),
        (.left, .width, true, 1, .locationAndSize),
        (.height, .bottom, true, 1, .locationAndSize),
        (.leading, .left, true, 1, .directionalAndAbsolute),
        (.rightMargin, .trailing, true, 1, .directionalAndAbsolute),
    ] as [(LayoutAttribute, LayoutAttribute, Bool, Double, LayoutConstraint.AttributeProblem?)])
    func attributePairings(first: LayoutAttribute, second: LayoutAttribute, hasSecondItem: Bool,
                           multiplier: Double, problem: LayoutConstraint.AttributeProblem?) throws {
        var (layout, window) = try windowLayout()
        let view = try layout.addItem(in: window)
        let constraint = LayoutConstraint(item: view, attribute: first, relatedBy: .equal,
                                          toItem: hasSecondItem ? window : nil, attribute: second,
                                          multiplier: multiplier, constant: 10)
        #expect(constraint.attributeProblem == problem)
        if let problem {
            let before = layout
            #expect(throws: LayoutError.attributes(problem)) { try layout.add(constraint) }
            #expect(layout == before)
        } else {
            _ = try layout.add(constraint)
        }
    }

    @Test func badNumbersAndUnknownHandlesAreRefused() throws {
        var (layout, window) = try windowLayout()
        let view = try layout.addItem(in: window)
        let id = try layout.pin(view, .width, to: nil, plus: 10, at: .defaultHigh)
        let before = layout
        #expect(throws: LayoutError.notFinite) { try layout.pin(view, .width, to: nil, plus: .infinity) }
        #expect(throws: LayoutError.notFinite) { try layout.pin(view, .width, to: window, times: .nan) }
        #expect(throws: LayoutError.notFinite) { try layout.setConstant(.nan, of: id) }
        #expect(throws: LayoutError.notFinite) { try layout.setIntrinsicContentSize(width: .infinity, height: nil, of: view) }
        #expect(throws: LayoutError.notFinite) { try layout.setFixedFrame(Rect(x: .nan, y: 0, width: 1, height: 1), of: view) }
        #expect(throws: LayoutError.notFinite) {
            try layout.setLayoutMargins(EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0), of: view)
        }
        for priority in [LayoutPriority(0), LayoutPriority(1001), LayoutPriority(.nan)] {
            // Compared by bits: a NaN priority is not equal to itself.
            func refused(_ error: LayoutError?) -> Bool {
                guard case .invalidPriority(let refused)? = error else { return false }
                return refused.rawValue.bitPattern == priority.rawValue.bitPattern
            }
            #expect(refused(#expect(throws: LayoutError.self) { try layout.pin(view, .width, to: nil, at: priority) }))
            #expect(refused(#expect(throws: LayoutError.self) { try layout.setPriority(priority, of: id) }))
            #expect(refused(#expect(throws: LayoutError.self) {
                try layout.setContentHuggingPriority(priority, for: .vertical, of: view)
            }))
        }
        #expect(throws: LayoutError.requiredPriorityChange) { try layout.setPriority(.required, of: id) }
        let stranger = LayoutItem(index: 99)
        #expect(throws: LayoutError.unknownItem(stranger)) { try layout.frame(of: stranger) }
        #expect(throws: LayoutError.unknownItem(stranger)) { try layout.addItem(in: stranger) }
        #expect(throws: LayoutError.unknownItem(stranger)) { try layout.pin(view, .width, to: stranger) }
        #expect(layout == before)
        try layout.setPriority(LayoutPriority(999), of: id)
        #expect(try layout.constraint(id).priority == LayoutPriority(999))
    }

    @Test func itemsInTwoHierarchiesCannotBeRelated() throws {
        var (layout, window) = try windowLayout()
        let view = try layout.addItem(in: window)
        let otherWindow = try layout.addItem()
        let elsewhere = try layout.addItem(in: otherWindow)
        #expect(throws: LayoutError.noCommonAncestor) { try layout.pin(view, .top, to: elsewhere) }
        #expect(throws: LayoutError.hierarchyCycle) { try layout.setParent(view, of: window) }
        #expect(throws: LayoutError.hierarchyCycle) { try layout.setParent(window, of: window) }
    }

    @Test func leavingASuperviewRemovesTheConstraintsThatCrossTheSubtree() throws {
        var (layout, window) = try windowLayout()
        let card = try layout.addItem(in: window)
        let title = try layout.addItem(in: card)
        let icon = try layout.addItem(in: window)
        let cardTop = try layout.pin(card, .top, to: window, plus: 20)
        let inside = try layout.pin(title, .top, to: card, plus: 8)
        let across = try layout.pin(icon, .centerY, to: title)
        let selfSize = try layout.pin(card, .height, to: card, .width)
        let unrelated = try layout.pin(icon, .leading, to: window)
        let removed = try layout.setParent(nil, of: card)
        #expect(removed == [cardTop, across])
        #expect(try layout.constraints(naming: card) == [inside, selfSize])
        #expect(try layout.constraints(naming: icon) == [unrelated])
        #expect(try layout.parent(of: card) == nil)
        #expect(try layout.children(of: window) == [icon])
        // Back under the window: its constraints stay removed, as in UIKit.
        #expect(try layout.setParent(window, of: card) == [])
        #expect(try layout.children(of: window) == [icon, card])
    }

    /// docs/flip.md: a view added back to its container has lost the constraints it had
    /// there, and Auto Layout gives a view nothing constrains a zero frame in its parent.
    @Test func aViewNothingConstrainsHasAZeroFrameInItsParent() throws {
        var (layout, window) = try windowLayout()
        let container = try layout.addItem(in: window)
        try layout.setFixedFrame(Rect(x: 20, y: 100, width: 350, height: 300), of: container)
        let green = try layout.addItem(in: container)
        #expect(try layout.frame(of: green) == Rect(x: 0, y: 0, width: 0, height: 0))
        try layout.pinEdges(green, to: container)
        #expect(try layout.frame(of: green) == Rect(x: 0, y: 0, width: 350, height: 300))
        _ = try layout.setParent(nil, of: green)
        _ = try layout.setParent(container, of: green)
        #expect(try layout.frame(of: green) == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(try layout.value(of: .left, of: green) == 20)
        #expect(try layout.hasAmbiguousLayout(green))
    }

    @Test func aRemovedItemTakesItsConstraintsAndItsHandleIsRefused() throws {
        var (layout, window) = try windowLayout()
        let card = try layout.addItem(in: window)
        let title = try layout.addItem(in: card)
        try layout.setFixedFrame(Rect(x: 0, y: 0, width: 100, height: 100), of: card)
        try layout.setIntrinsicContentSize(width: 40, height: 20, of: title)
        let a = try layout.pin(title, .top, to: card)
        let b = try layout.pin(card, .width, to: card, .height)
        let c = try layout.pin(title, .leading, to: window)
        let constraints = layout.solver.constraints.count
        #expect(try layout.removeItem(card) == [a, b, c])
        // Its fixed frame and the three constraints that named it.
        #expect(layout.solver.constraints.count == constraints - 4 - 3)
        #expect(throws: LayoutError.unknownItem(card)) { try layout.frame(of: card) }
        #expect(try layout.parent(of: title) == nil)
        #expect(try layout.frame(of: title).width == 40)
        #expect(try layout.children(of: window) == [])
        let next = try layout.addItem(in: window)
        #expect(next != card)
    }

    @Test func aFixedFrameFollowsItsItemToANewParent() throws {
        var (layout, window) = try windowLayout()
        let panel = try layout.addItem(in: window)
        try layout.setFixedFrame(Rect(x: 100, y: 200, width: 50, height: 50), of: panel)
        let view = try layout.addItem(in: window)
        try layout.setFixedFrame(Rect(x: 10, y: 10, width: 20, height: 20), of: view)
        _ = try layout.setParent(panel, of: view)
        #expect(try layout.frame(of: view) == Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(try layout.value(of: .left, of: view) == 110)
    }
}
