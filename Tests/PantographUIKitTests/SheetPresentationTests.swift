import PantographEngine
import Testing
@testable import PantographUIKit

/// `UISheetPresentationController` (docs/uikit.md, "Sheets"): a page sheet rests
/// at a detent the engine's `SheetLayout` places, the finger drags it between its
/// detents, down and away, or against a refusal, and shares its drags with a scroll
/// view inside; the delegate hears what Apple's pages say it hears.
@MainActor @Suite struct SheetPresentationTests {
    @MainActor final class Listener: UISheetPresentationControllerDelegate {
        var heard: [String] = []
        var mayDismiss = true
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            heard.append("shouldDismiss")
            return mayDismiss
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            heard.append("willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            heard.append("didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            heard.append("didAttemptToDismiss")
        }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController) {
            heard.append("didChangeSelectedDetent(\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil"))")
        }
    }

    @MainActor struct Presented {
        let app: HeadlessApp
        let root: UIViewController
        let content: UIViewController
        let sheet: UISheetPresentationController
        let listener: Listener
        let layout: SheetLayout
        var medium: CGFloat { CGFloat(layout.mediumDetentValue) }
        var large: CGFloat { CGFloat(layout.maximumDetentValue) }
        /// The sheet's top on the screen.
        var top: CGFloat { content.view.frame.minY }
    }

    /// A root that presents a page sheet with medium and large detents, configured by
    /// `configure` before `present`, and lets it come to rest.
    private func present(_ configure: (UISheetPresentationController, UIViewController) -> Void = { _, _ in })
        throws -> Presented {
        let app = makeApp()
        let root = try #require(app.window.rootViewController)
        let content = UIViewController()
        let listener = Listener()
        let sheet = try #require(content.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.delegate = listener
        configure(sheet, content)
        app.turn { root.present(content, animated: true) }
        #expect(app.settle())
        let s = app.settings
        let layout = SheetLayout(screen: s.screen, safeAreaTop: s.safeAreaTop, safeAreaBottom: s.safeAreaBottom)
        return Presented(app: app, root: root, content: content, sheet: sheet, listener: listener, layout: layout)
    }

    /// A drag on the sheet by `dy` (down positive) over `moves` frames, from `below`
    /// points under its top; `hold` still frames before the lift leave no velocity.
    private func drag(_ p: Presented, by dy: CGFloat, below: CGFloat = 100, moves: Int = 10, hold: Int = 0,
                      lift: Bool = true) throws {
        let start = CGPoint(x: 200, y: p.top + below)
        try p.app.touchDown(at: start)
        for i in 1...moves { try p.app.touchMove(to: CGPoint(x: 200, y: start.y + dy * CGFloat(i) / CGFloat(moves))) }
        for _ in 0..<hold { try p.app.touchMove(to: CGPoint(x: 200, y: start.y + dy)) }
        if lift { try p.app.touchUp() }
    }

    /// Presented with no selection, it rests at its smallest detent, medium: half of
    /// `maximumDetentValue` above the safe area's bottom; large is the page sheet's
    /// frame. Dimmed at both, without an undimmed detent.
    @Test func itRestsAtTheSmallestDetent() throws {
        let p = try present()
        #expect(p.content.view.frame == CGRect(p.layout.frame(value: p.layout.mediumDetentValue)))
        #expect(p.sheet.selectedDetentIdentifier == nil && p.sheet.dimmingView.alpha == 1)
        #expect(CGRect(p.layout.frame(value: p.layout.maximumDetentValue))
                    == CGRect(x: 0, y: p.app.settings.safeAreaTop + 10, width: 390,
                              height: 844 - p.app.settings.safeAreaTop - 10))
        #expect(p.listener.heard.isEmpty)
    }

    /// Between detents the sheet follows the finger; released still it settles at the
    /// nearest, and the delegate hears the new selection when it gets there. Past the
    /// largest it rubber-bands (the engine's `RubberBand` over the screen's height).
    @Test func aDragSettlesAtTheNearestDetent() throws {
        let p = try present()
        try drag(p, by: -250, hold: 30, lift: false)
        // The first 10 points are the slop.
        #expect(close(p.content.view.frame.minY, p.layout.top(value: Double(p.medium) + 240), 1e-9))
        try p.app.touchUp()
        #expect(p.app.settle())
        #expect(p.sheet.selectedDetentIdentifier == .large && p.top == p.layout.top(value: Double(p.large)))
        #expect(p.listener.heard == ["didChangeSelectedDetent(com.apple.UIKit.large)"])
        try drag(p, by: -110, hold: 30, lift: false)
        let shown = RubberBand.offset(Double(p.large) + 100, range: Double(p.medium)...Double(p.large), dimension: 844)
        #expect(close(p.top, p.layout.top(value: shown), 1e-9))
        try p.app.touchUp()
        #expect(p.app.settle() && p.top == p.layout.top(value: Double(p.large)))
        #expect(p.listener.heard.count == 1)
    }

    /// A short quick flick up: the default rule projects it past the midpoint to large;
    /// the `nearest` choice leaves it at medium (docs/fidelity.md, "Sheets").
    @Test func theReleaseRuleIsAChoice() throws {
        for (rule, detent) in [(SheetReleaseRule.nearestAfterProjection, UISheetPresentationController.Detent.Identifier.large),
                               (.nearest, .medium)] {
            let p = try present()
            p.app.choices.sheetRelease = rule
            try drag(p, by: -70, moves: 3)
            #expect(p.app.settle())
            #expect(p.sheet.restingDetent?.identifier == detent, "\(rule)")
        }
    }

    /// Down from the smallest detent and let go past the middle: UIKit's own dismissal,
    /// driven by the finger; the delegate is asked, then told.
    @Test func aSwipeDownDismisses() throws {
        let p = try present()
        try drag(p, by: 300, below: 20, hold: 30)
        #expect(p.app.settle())
        #expect(p.root.presentedViewController == nil && p.content.view.window == nil)
        #expect(p.listener.heard == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    /// Short of the middle, the dismissal cancels: the sheet is back at its detent and
    /// the delegate was told only that it would dismiss.
    @Test func aShortSwipeComesBack() throws {
        let p = try present()
        try drag(p, by: 60, hold: 30)
        #expect(p.app.settle())
        #expect(p.root.presentedViewController === p.content && p.top == p.layout.top(value: Double(p.medium)))
        #expect(p.listener.heard == ["shouldDismiss", "willDismiss"])
    }

    /// Refused (`isModalInPresentation`, or the delegate says no): the sheet
    /// rubber-bands below its smallest detent and comes back; the delegate hears the
    /// attempt.
    @Test(arguments: [true, false])
    func aRefusedSwipeRubberBandsAndIsReported(modal: Bool) throws {
        let p = try present { _, content in content.isModalInPresentation = modal }
        p.listener.mayDismiss = modal
        try drag(p, by: 210, hold: 30, lift: false)
        let shown = RubberBand.offset(Double(p.medium) - 200, range: Double(p.medium)...Double(p.large), dimension: 844)
        #expect(close(p.top, p.layout.top(value: shown), 1e-9))
        try p.app.touchUp()
        #expect(p.app.settle())
        #expect(p.root.presentedViewController === p.content && p.top == p.layout.top(value: Double(p.medium)))
        #expect(p.listener.heard == (modal ? [] : ["shouldDismiss"]) + ["didAttemptToDismiss"])
    }

    /// `largestUndimmedDetentIdentifier`: nothing dims at medium and a tap beside the
    /// sheet reaches the presenter; at large it dims, and a tap there dismisses.
    @Test func theUndimmedDetentLetsTouchesThrough() throws {
        let p = try present { sheet, _ in sheet.largestUndimmedDetentIdentifier = .medium }
        let handler = GestureTests.Handler()
        p.root.view.addGestureRecognizer(UITapGestureRecognizer(target: handler, action: GestureTests.Handler.handleTap))
        #expect(p.sheet.dimmingView.alpha == 0)
        try p.app.tap(at: CGPoint(x: 200, y: 200))
        #expect(handler.taps == [.ended] && p.root.presentedViewController === p.content)
        p.app.turn { p.sheet.animateChanges { p.sheet.selectedDetentIdentifier = .large } }
        #expect(p.app.settle())
        #expect(p.sheet.dimmingView.alpha == 1 && p.listener.heard.isEmpty)
        try p.app.tap(at: CGPoint(x: 200, y: 30))
        #expect(p.app.settle())
        #expect(handler.taps == [.ended] && p.root.presentedViewController == nil)
        #expect(p.listener.heard == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    /// A scroll view filling the sheet: a drag up grows the sheet to large first and
    /// the content scrolls with the rest (`prefersScrollingExpandsWhenScrolledToEdge`);
    /// off, the content takes it all. Scrolled, a drag down scrolls the content back
    /// to its top before it moves the sheet (below its smallest detent, that begins the
    /// swipe's dismissal).
    @Test(arguments: [true, false])
    func aScrollViewInsideSharesTheDrag(expands: Bool) throws {
        var scroll: UIScrollView?
        let p = try present { sheet, content in
            sheet.prefersScrollingExpandsWhenScrolledToEdge = expands
            let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
            list.contentSize = CGSize(width: 390, height: 3000)
            list.contentInsetAdjustmentBehavior = .never
            content.view.addSubview(list)
            scroll = list
        }
        let list = try #require(scroll)
        let room = p.large - p.medium
        try drag(p, by: -(room + 110), moves: 20, hold: 30, lift: false)
        if expands {
            #expect(p.top == p.layout.top(value: Double(p.large)) && close(list.contentOffset.y, 100, 1e-9))
        } else {
            #expect(p.top == p.layout.top(value: Double(p.medium)) && close(list.contentOffset.y, room + 100, 1e-9))
        }
        try p.app.touchUp()
        #expect(p.app.settle())
        p.app.turn { list.contentOffset.y = 200 }
        try drag(p, by: 260, below: 20, moves: 20, hold: 30, lift: false)
        #expect(list.contentOffset.y == 0)
        if expands {
            #expect(close(p.top, p.layout.top(value: Double(p.large) - 50), 1e-9))
        } else {
            // Below the smallest detent: the swipe's dismissal has begun, on the screen.
            #expect(p.content.view.presentationFrameInWindow.minY > p.layout.top(value: Double(p.medium))
                        && p.content.isBeingDismissed)
        }
    }
}
