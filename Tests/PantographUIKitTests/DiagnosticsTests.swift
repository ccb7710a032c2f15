import Foundation
import PantographEngine
import PantographTestSupport
import Testing
@testable import PantographUIKit
@testable import Bugs
import Navigation

/// docs/diagnostics.md: every app in Examples/Bugs, driven the way its users drive it,
/// is caught by exactly its diagnostic, and its fixed version by none. (The correct
/// examples find none either: the differential tests check `diagnostics` is empty
/// after every step.)
@MainActor @Suite struct DiagnosticsTests {
    /// An app with `root`, brought on screen.
    private func launch(_ root: @escaping () -> UIViewController) -> (HeadlessApp, UIViewController) {
        let app = HeadlessApp(root: root)
        return (app, app.window.rootViewController!)
    }

    /// A drag from `start` by `by` in ten frames, held still for `hold` frames, lifted,
    /// then frames until the app rests.
    private func drag(_ app: HeadlessApp, from start: CGPoint, by: CGPoint, hold: Int = 0) throws {
        try app.touchDown(at: start)
        for i in 1...10 {
            let f = CGFloat(i) / 10
            try app.touchMove(to: CGPoint(x: start.x + by.x * f, y: start.y + by.y * f))
        }
        for _ in 0..<hold { try app.touchMove(to: CGPoint(x: start.x + by.x, y: start.y + by.y)) }
        try app.touchUp()
        app.settle()
    }

    /// An app of comments (ScrollingSheet's, or TopOnlySheet's) brought on screen and
    /// the comments opened, their list scrolled `offset` points down; what that showed
    /// taken.
    private func openComments(_ root: @escaping () -> UIViewController,
                              scrolledTo offset: CGFloat) -> (HeadlessApp, UIViewController) {
        let (app, root) = launch(root)
        app.turn { ScrollingSheetApp.openComments(in: root, scrolledTo: offset) }
        app.settle()
        _ = app.takeDiagnostics()
        return (app, root)
    }

    // MARK: - A transition that never ends

    /// A short pull of the photo cancels, and the animator's completion returns
    /// without `completeTransition(false)`: stuck on the cancel path, named with its
    /// animator and interaction controller.
    @Test(arguments: [false, true])
    func aCancelThatNeverCompletesIsStuck(fixed: Bool) throws {
        let (app, root) = launch { StuckCancelApp.root(fixed: fixed) }
        app.turn { StuckCancelApp.openPhoto(in: root) }
        app.settle()
        #expect(app.takeDiagnostics().isEmpty)
        try drag(app, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: 100))
        let found = app.takeDiagnostics()
        guard !fixed else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        #expect(found.map(\.kind) == [.transitionNeverEnds])
        if case .transitionNeverEnds(let t, let path, _, _)? = found.first {
            #expect(t == DiagnosedTransition(operation: .dismiss, controller: "photo",
                                             animator: "DropAnimator", interactor: "UIPercentDrivenInteractiveTransition"),
                    "\(t)")
            #expect(path == .cancel)
        }
    }

    // MARK: - The gesture ended before startInteractiveTransition

    /// A quick flick up the mini player: the pan begins and the finger lifts at the
    /// same instant. `.began` presents from the main queue, so the run loop goes round
    /// once more before the commit that starts the transition, and the lift comes on
    /// that pass. The app's own interaction controller has no context yet and drops
    /// the finish: named, with the gesture's end. UIKit then leaves the transition
    /// interactive: the player stays below the screen, and the presentation never
    /// completes. Fixed (the end remembered and applied at the start), the player
    /// rises and nothing is named.
    @Test(arguments: [false, true])
    func aFlickThatEndsBeforeTheStartIsNamed(fixed: Bool) throws {
        let (app, root) = launch { EarlyFlickApp.root(fixed: fixed) }
        try app.touchDown(at: CGPoint(x: 195, y: 780))
        try app.touchMove(to: CGPoint(x: 195, y: 740))
        #expect(app.commitPending && root.presentedViewController != nil && !app.names.contains("startInteractiveTransition"))
        try app.touchUp(velocity: CGPoint(x: 0, y: -1500))
        app.settle()
        let found = app.takeDiagnostics()
        let player = try #require(root.presentedViewController)
        guard !fixed else {
            #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))")
            #expect(app.names.contains("presentCompletion") && !player.isBeingPresented)
            #expect(app.view(named: "player")?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            return
        }
        #expect(found == [.interactionEndedBeforeStart(
            DiagnosedTransition(operation: .present, controller: "player", animator: "PlayerRiseAnimator",
                                interactor: "PullUpInteraction"),
            gesture: .ended(view: "miniPlayer"), at: 1.0 / 60)])
        #expect(player.isBeingPresented && !app.names.contains("presentCompletion"))
        #expect(app.view(named: "player")?.frame == CGRect(x: 0, y: 844, width: 390, height: 844))
        #expect(app.takeDiagnostics().isEmpty) // named once, not again as a transition that never ends
    }

    /// The same pull lifted a frame later: the transition started on the frame in
    /// between, the interaction controller hears the finish, nothing is named.
    @Test func aPullLiftedAFrameLaterIsNotNamed() throws {
        let (app, root) = launch { EarlyFlickApp.root() }
        try app.touchDown(at: CGPoint(x: 195, y: 780))
        try app.touchMove(to: CGPoint(x: 195, y: 740))
        try app.touchMove(to: CGPoint(x: 195, y: 700))
        #expect(!app.commitPending && app.names.contains("startInteractiveTransition"))
        try app.touchUp(velocity: CGPoint(x: 0, y: -1500))
        app.settle()
        #expect(app.takeDiagnostics().isEmpty)
        #expect(root.presentedViewController?.isBeingPresented == false && app.names.contains("presentCompletion"))
    }

    /// The same flick presenting at once in `.began`: the commit comes at the end of
    /// the move's turn and the lift is heard. With the commit held for a pass (a device
    /// polling for events after the move), the lift comes first again: named. A
    /// percent-driven interactor in the same race remembers the end (the photo's
    /// cancelled pull ends, nothing is named).
    @Test func aHeldCommitLetsTheLiftComeFirst() throws {
        for held in [false, true] {
            let (app, _) = launch { EarlyFlickApp.root(presentsFromMainQueue: false) }
            try app.touchDown(at: CGPoint(x: 195, y: 780))
            if held {
                try app.holdingCommit { try app.touchMove(to: CGPoint(x: 195, y: 740)) }
            } else {
                try app.touchMove(to: CGPoint(x: 195, y: 740))
            }
            #expect(app.commitPending == held)
            try app.touchUp(velocity: CGPoint(x: 0, y: -1500))
            app.settle()
            #expect(app.takeDiagnostics().map(\.kind) == (held ? [.interactionEndedBeforeStart] : []), "held: \(held)")
        }
        let (app, root) = launch { StuckCancelApp.root(fixed: true) }
        app.turn { StuckCancelApp.openPhoto(in: root) }
        app.settle()
        try app.touchDown(at: CGPoint(x: 200, y: 300))
        try app.holdingCommit { try app.touchMove(to: CGPoint(x: 200, y: 330)) }
        #expect(app.commitPending && !app.names.contains("startInteractiveTransition"))
        try app.touchUp()
        app.settle()
        #expect(app.takeDiagnostics().isEmpty)
        #expect(app.names.contains("completeTransition(false)") && root.presentedViewController != nil)
    }

    // MARK: - completeTransition twice, or true after a cancel

    /// Presenting, both animation blocks complete the transition: the second call is
    /// named, with both arguments.
    @Test(arguments: [false, true])
    func twoCompletionsAreNamed(fixed: Bool) throws {
        let (app, root) = launch { CompleteTwiceApp.root(fixed: fixed) }
        app.turn { CompleteTwiceApp.openMessage(in: root) }
        app.settle()
        let found = app.takeDiagnostics()
        guard !fixed else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        #expect(found.map(\.kind) == [.completedTwice])
        if case .completedTwice(let t, let first, let second, _)? = found.first {
            #expect(t.operation == .present && t.animator == "RiseAnimator" && first && second)
        }
    }

    /// A short pull cancels, and the animator passes `finished` (true) on: the
    /// cancelled dismissal is completed.
    @Test(arguments: [false, true])
    func completingACancelledTransitionIsNamed(fixed: Bool) throws {
        let (app, root) = launch { CompleteTwiceApp.root(fixed: fixed) }
        app.turn { CompleteTwiceApp.openMessage(in: root) }
        app.settle()
        _ = app.takeDiagnostics()
        try drag(app, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: 100))
        let found = app.takeDiagnostics()
        guard !fixed else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        #expect(found.map(\.kind) == [.completedAfterCancel])
        if case .completedAfterCancel(let t, _)? = found.first {
            #expect(t.operation == .dismiss && t.animator == "SinkAnimator")
        }
    }

    // MARK: - Leftovers

    /// The zoom's snapshot stays in the container after the presentation.
    @Test(arguments: [false, true])
    func aSnapshotLeftInTheContainerIsNamed(fixed: Bool) throws {
        let (app, root) = launch { LeftSnapshotApp.root(fixed: fixed) }
        app.turn { LeftSnapshotApp.openPhoto(in: root) }
        app.settle()
        let found = app.takeDiagnostics()
        guard !fixed else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        #expect(found.map(\.kind) == [.leftBehind])
        if case .leftBehind(let t, _, let place, let isSnapshot, _)? = found.first {
            #expect(t.animator == "ZoomAnimator" && place == .container && isSnapshot)
        }
    }

    /// A cancelled pull leaves the home screen hidden.
    @Test(arguments: [false, true])
    func aViewLeftHiddenAfterACancelIsNamed(fixed: Bool) throws {
        let (app, root) = launch { HiddenAfterCancelApp.root(fixed: fixed) }
        app.turn { HiddenAfterCancelApp.openCover(in: root) }
        app.settle()
        _ = app.takeDiagnostics()
        try drag(app, from: CGPoint(x: 200, y: 600), by: CGPoint(x: 0, y: -100))
        let found = app.takeDiagnostics()
        guard !fixed else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        #expect(found.map(\.kind) == [.alteredAfterCancel])
        if case .alteredAfterCancel(let t, let view, let change, _)? = found.first {
            #expect(t.animator == "LiftAnimator" && view == app.name(of: root.view) && change == .hidden)
        }
    }

    // MARK: - Animations the percent cannot drive

    /// The slide made in the fade's completion block runs on the clock, not with the
    /// finger: named with the view and where it was made.
    @Test(arguments: [false, true])
    func anAnimationMadeInACompletionBlockIsNamed(fixed: Bool) throws {
        let (app, root) = launch { ChainedAnimationApp.root(fixed: fixed) }
        app.turn { ChainedAnimationApp.openArticle(in: root) }
        app.settle()
        _ = app.takeDiagnostics()
        try drag(app, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: 500))
        let found = app.takeDiagnostics()
        #expect(root.presentedViewController == nil)
        guard !fixed else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        #expect(found.map(\.kind) == [.animationNotDriven])
        if case .animationNotDriven(let t, _, let origin, _)? = found.first {
            #expect(t.animator == "ChainedCloseAnimator" && origin == .completionBlock)
        }
    }

    // MARK: - Appearance

    /// The tab container begins the new tab's appearance twice.
    @Test(arguments: [false, true])
    func anUnbalancedAppearanceCallIsNamed(fixed: Bool) throws {
        let (app, root) = launch { UnbalancedAppearanceApp.root(fixed: fixed) }
        #expect(app.takeDiagnostics().isEmpty)
        app.turn { UnbalancedAppearanceApp.selectSecondTab(in: root) }
        let found = app.takeDiagnostics()
        guard !fixed else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        #expect(found.map(\.kind) == [.unbalancedAppearance])
        if case .unbalancedAppearance(_, let call, let state, _)? = found.first {
            #expect(call == .willAppear && state == .appearing)
        }
        #expect(DiagnosticWording.text(found[0]).hasPrefix("Unbalanced calls to begin/end appearance transitions"))
    }

    // MARK: - The back swipe

    /// The delegate's fade for pops, with no interaction controller: the swipe pops on
    /// its own.
    @Test(arguments: [false, true])
    func aBackSwipeThatFollowsNothingIsNamed(fixed: Bool) throws {
        let (app, root) = launch { DeadBackSwipeApp.root(fixed: fixed) }
        app.turn { DeadBackSwipeApp.pushDetail(in: root) }
        app.settle()
        #expect(app.takeDiagnostics().isEmpty)
        try drag(app, from: CGPoint(x: 5, y: 400), by: CGPoint(x: 150, y: 0))
        let found = app.takeDiagnostics()
        guard !fixed else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        #expect(found.map(\.kind) == [.backSwipeDoesNothing])
        if case .backSwipeDoesNothing(_, let cause, _)? = found.first {
            #expect(cause == .animatorWithoutInteractionController(animator: "FadeAnimator"))
        }
    }

    // MARK: - A scroll view moving with the transition

    /// On a scrolled list, a pull both scrolls the list and drags the comments away:
    /// named with the list and how far it scrolled while the dismissal ran (140 points
    /// of drag, 5 of them in the move where both pans begin, before the dismissal is
    /// made). Fixed, the same pull only scrolls the list (the list is not at its top),
    /// and a pull with the list at its top only dismisses.
    @Test(arguments: [false, true])
    func aScrollViewMovingWithTheTransitionIsNamed(fixed: Bool) throws {
        let (app, root) = openComments({ ScrollingSheetApp.root(fixed: fixed) }, scrolledTo: 300)
        try drag(app, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: 150), hold: 30)
        let found = app.takeDiagnostics()
        guard !fixed else {
            #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))")
            let comments = try #require(root.presentedViewController as? CommentsViewController)
            #expect(comments.list.contentOffset.y == 160)
            app.turn { comments.list.contentOffset.y = 0 }
            try drag(app, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: 400), hold: 30)
            #expect(app.takeDiagnostics().isEmpty && root.presentedViewController == nil)
            return
        }
        #expect(found.map(\.kind) == [.scrolledWithTransition])
        if case .scrolledWithTransition(let t, _, let scrolled, _)? = found.first {
            #expect(t.operation == .dismiss && t.animator == "SlideDownAnimator" && scrolled == 135, "\(found)")
        }
    }

    // MARK: - A sheet that cannot be pulled while its list is not at the top

    /// A long pull down on a list scrolled 300 points: with the usual first fix the
    /// list scrolls to its top and on past it, and the comments stay (named, with how
    /// far past its top the list went). Fixed, the drag is handed over at the top: the
    /// comments follow the finger from there and are dismissed, and nothing is named
    /// (nor the scrolling before the hand-over as moving with the transition).
    @Test(arguments: [false, true])
    func aSheetThatCannotBePulledIsNamed(fixed: Bool) throws {
        let (app, root) = openComments({ TopOnlySheetApp.root(fixed: fixed) }, scrolledTo: 300)
        try drag(app, from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 700), hold: 30)
        let found = app.takeDiagnostics()
        guard !fixed else {
            #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))")
            #expect(root.presentedViewController == nil)
            return
        }
        #expect(found.map(\.kind) == [.sheetNotPulled] && root.presentedViewController != nil)
        if case .sheetNotPulled(let controller, let scrollView, let pulled, _)? = found.first {
            #expect(controller == "comments" && scrollView == "list" && pulled > 100, "\(found)")
        }
    }

    /// A pull that takes the list past its top while the card moves with it is the
    /// other bug, not this one: the card was pulled.
    @Test func aSheetPulledWithItsListIsPulled() throws {
        let (app, _) = openComments({ ScrollingSheetApp.root() }, scrolledTo: 300)
        try drag(app, from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 700), hold: 30)
        #expect(app.takeDiagnostics().map(\.kind) == [.scrolledWithTransition])
    }

    /// A pull that stops short of the top, or one no further past it than
    /// `pullDistance`, is no failed pull.
    @Test func aPullThatStopsAtTheTopIsNotNamed() throws {
        let (app, _) = openComments({ TopOnlySheetApp.root() }, scrolledTo: 300)
        try drag(app, from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 250), hold: 30)
        #expect(app.takeDiagnostics().isEmpty)
        app.diagnosticSettings.pullDistance = 1000
        try drag(app, from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 700), hold: 30)
        #expect(app.takeDiagnostics().isEmpty)
    }

    // MARK: - Frame jumps

    /// Let go, the card is put back in one step: a jump at the release, with the view
    /// and both frames.
    @Test(arguments: [false, true])
    func aJumpAtTheReleaseIsNamed(fixed: Bool) throws {
        let (app, _) = launch { SnapOnReleaseApp.root(fixed: fixed) }
        try drag(app, from: CGPoint(x: 195, y: 422), by: CGPoint(x: 0, y: 150))
        let found = app.takeDiagnostics()
        guard !fixed else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        #expect(found.map(\.kind) == [.frameJump])
        if case .frameJump(_, let from, let to, let moment, _)? = found.first {
            #expect(moment == .release && from.minY - to.minY == 140 && to.minY == 272)
        }
    }

    /// A touch that comes down while a short back swipe's cancel plays is ignored
    /// (UIKit ignores touches while a transition animates on its own): its turn takes
    /// no time and is no frame of the cancel, so the cancel's last step, as long as the
    /// one before it, is no jump at the end of the cancel (the sliding pop of
    /// Examples/Navigation, found by `explore`).
    @Test func aTouchDuringACancelIsNoFrameOfIt() throws {
        let (app, _) = launch { NavigationApp.root(slidingPop: true) }
        try app.touchDown(at: CGPoint(x: 5, y: 660))
        try app.touchMove(to: CGPoint(x: 26, y: 659))
        try app.touchMove(to: CGPoint(x: 46, y: 657))
        try app.touchUp()
        app.advance()
        let x = app.view(named: "detail")!.frame.minX
        try app.touchDown(at: CGPoint(x: 108, y: 56))
        try app.touchMove(to: CGPoint(x: 108, y: 56))
        // The cancel's last frame: the detail back at 0, a step as long as the one before.
        #expect(x > 10 && app.view(named: "detail")!.frame.minX == 0)
        try app.touchUp()
        app.settle()
        #expect(app.takeDiagnostics().isEmpty, "\(app.diagnostics.map(DiagnosticWording.text))")
    }

    /// The threshold is a setting: a jump no larger than it is not one.
    @Test func theJumpDistanceIsASetting() throws {
        let (app, _) = launch { SnapOnReleaseApp.root() }
        app.diagnosticSettings.jumpDistance = 140
        try drag(app, from: CGPoint(x: 195, y: 422), by: CGPoint(x: 0, y: 150))
        #expect(app.takeDiagnostics().isEmpty)
    }

    /// A limit below zero makes every visible view a jump at the release, those that
    /// did not move too: the picture leaves a still view out only when the limit
    /// cannot name it.
    @Test func aJumpDistanceBelowZeroNamesStillViews() throws {
        let (app, _) = launch { SnapOnReleaseApp.root(fixed: true) }
        app.diagnosticSettings.jumpDistance = -1
        try drag(app, from: CGPoint(x: 195, y: 422), by: CGPoint(x: 0, y: 150))
        let jumps = app.takeDiagnostics().compactMap { d -> (CGRect, CGRect)? in
            guard case .frameJump(_, let from, let to, .release, _) = d else { return nil }
            return (from, to)
        }
        #expect(jumps.contains { $0.0 == $0.1 }, "\(jumps)")
    }

    // MARK: - The docs

    /// Every diagnostic has its section in docs/diagnostics.md, with its name, what
    /// UIKit does, how to fix it and its example, an app of Examples/Bugs that exists;
    /// and the page names no diagnostic that does not exist.
    @Test func everyDiagnosticHasItsSection() throws {
        let page = try Repository.text("docs/diagnostics.md")
        let headings = page.split(separator: "\n").filter { $0.hasPrefix("## `") }
            .map { $0.dropFirst(4).prefix { $0 != "`" } }.map(String.init)
        #expect(headings == DiagnosticKind.allCases.map(\.rawValue))
        for kind in DiagnosticKind.allCases {
            let section = page.components(separatedBy: "## `\(kind.rawValue)`").dropFirst().first?
                .components(separatedBy: "\n## ").first ?? ""
            #expect(section.contains("**What UIKit does.**") && section.contains("**How to fix it.**") && section.contains("**The example.**"), "\(kind)")
            let example = section.components(separatedBy: "**The example.** `Examples/Bugs/").dropFirst().first?
                .prefix { $0 != "`" } ?? ""
            #expect(!example.isEmpty && FileManager.default.fileExists(atPath: Repository.url("Examples/Bugs/\(example)").path),
                    "\(kind): \(example)")
        }
    }
}
