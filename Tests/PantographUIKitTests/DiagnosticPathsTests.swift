import Bugs
import PantographEngine
import Testing
@testable import PantographUIKit

/// docs/diagnostics.md: the ways into a diagnostic that no app of Examples/Bugs takes
/// (`DiagnosticsTests` drives those): a back swipe let begin by a replaced delegate, an
/// animation made after a dispatch, a jump at a re-grab and at the end of a cancel,
/// a cancel that leaves a view transparent or transformed, a gesture the system
/// cancelled before `startInteractiveTransition`, a view other than a snapshot left in
/// the container and a snapshot left in the window. Each is a small app here,
/// named with exactly its diagnostic and its cause, and its correct variant with none.
@MainActor @Suite struct DiagnosticPathsTests {
    /// A delegate of the back swipe that lets it begin whatever the stack holds: the
    /// usual "re-enable the swipe under a custom back button" code.
    final class AlwaysBegin: UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }

    /// A drag from `start` by `by` in ten frames, lifted, then frames until the app rests.
    private func drag(_ app: HeadlessApp, from start: CGPoint, by: CGPoint) throws {
        try app.touchDown(at: start)
        for i in 1...10 {
            let f = CGFloat(i) / 10
            try app.touchMove(to: CGPoint(x: start.x + by.x * f, y: start.y + by.y * f))
        }
        try app.touchUp()
        app.settle()
    }

    // MARK: - A back swipe that does nothing: the replaced delegate

    /// With only the root on the stack the replaced delegate lets the swipe begin:
    /// there is nothing to pop, and the swipe follows nothing. UIKit's own delegate
    /// refuses it there, and nothing is named.
    @Test(arguments: [false, true])
    func aReplacedDelegateLetsTheSwipeBeginAtTheRoot(replaced: Bool) throws {
        let delegate = AlwaysBegin()
        let app = HeadlessApp { UINavigationController(rootViewController: UIViewController()) }
        let navigation = try #require(app.window.rootViewController as? UINavigationController)
        if replaced { navigation.interactivePopGestureRecognizer?.delegate = delegate }
        try drag(app, from: CGPoint(x: 5, y: 400), by: CGPoint(x: 150, y: 0))
        let found = app.takeDiagnostics()
        guard replaced else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        #expect(found.map(\.kind) == [.backSwipeDoesNothing], "\(found.map(DiagnosticWording.text))")
        if case .backSwipeDoesNothing(_, let cause, _)? = found.first {
            #expect(cause == .replacedDelegateAtRoot)
        }
    }

    /// The finger comes down on the edge, the app pushes (a tap elsewhere, a
    /// notification), and the swipe begins while the push runs: UIKit refuses the
    /// nested pop, and the swipe follows nothing.
    @Test func aReplacedDelegateLetsTheSwipeBeginDuringAPush() throws {
        let delegate = AlwaysBegin()
        let app = HeadlessApp { UINavigationController(rootViewController: UIViewController()) }
        let navigation = try #require(app.window.rootViewController as? UINavigationController)
        navigation.interactivePopGestureRecognizer?.delegate = delegate
        try app.touchDown(at: CGPoint(x: 5, y: 400))
        app.turn { navigation.pushViewController(UIViewController(), animated: true) }
        for i in 1...10 { try app.touchMove(to: CGPoint(x: 5 + 15 * CGFloat(i), y: 400)) }
        try app.touchUp()
        app.settle()
        let found = app.takeDiagnostics()
        #expect(found.map(\.kind) == [.backSwipeDoesNothing], "\(found.map(DiagnosticWording.text))")
        if case .backSwipeDoesNothing(_, let cause, _)? = found.first {
            #expect(cause == .replacedDelegateDuringTransition)
        }
    }

    // MARK: - An animation the percent cannot drive: after a dispatch

    /// A dismissal whose animator fades the sheet in `animateTransition` and slides it
    /// away in a block it dispatches to the main queue: the slide is made on the clock,
    /// not on the transition's timeline.
    final class DispatchedSlide: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        let interactor = UIPercentDrivenInteractiveTransition()
        let dispatches: Bool

        init(dispatches: Bool) { self.dispatches = dispatches }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            self
        }

        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? {
            interactor
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let sheet = context.view(forKey: .from) else { return }
            UIView.animate(withDuration: 0.1, animations: { sheet.alpha = 0.5 })
            let slide = {
                UIView.animate(withDuration: 0.3, animations: { sheet.frame.origin.y = sheet.bounds.height },
                               completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
            }
            if dispatches { DispatchQueue.main.async { slide() } } else { slide() }
        }
    }

    /// Dispatched, the slide is named, made outside the run loop's turn that drives
    /// the transition (a block the main queue drains); made in `animateTransition`,
    /// nothing is.
    @Test(arguments: [true, false])
    func anAnimationMadeAfterADispatchIsNamed(dispatches: Bool) throws {
        try dispatchedSlide(dispatches: dispatches)
    }

    private func dispatchedSlide(dispatches: Bool) throws {
        let slide = DispatchedSlide(dispatches: dispatches)
        let app = HeadlessApp { UIViewController() }
        let root = try #require(app.window.rootViewController)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .overFullScreen
        sheet.transitioningDelegate = slide
        app.turn { root.present(sheet, animated: true) }
        app.settle()
        #expect(app.takeDiagnostics().isEmpty)
        app.turn { sheet.dismiss(animated: true) }
        app.turn { slide.interactor.update(0.2) }
        app.turn { slide.interactor.finish() }
        app.settle()
        #expect(root.presentedViewController == nil)
        let found = app.takeDiagnostics()
        guard dispatches else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        #expect(found.map(\.kind) == [.animationNotDriven], "\(found.map(DiagnosticWording.text))")
        if case .animationNotDriven(_, _, let origin, _)? = found.first {
            #expect(origin == .outsideTheRunLoop)
        }
    }
}

extension DiagnosticPathsTests {
    // MARK: - A frame jump at a re-grab

    /// A card sliding down on its own for four seconds; a pan anywhere on the screen
    /// stops it. The bug: the animations taken off where the model is (the slide's
    /// end), so the card jumps there as the finger grabs it; the fix first puts the
    /// model where the screen shows it.
    final class SlidingCard: UIViewController {
        let card = UIView(frame: CGRect(x: 45, y: 100, width: 300, height: 200))
        let fixed: Bool

        init(fixed: Bool) {
            self.fixed = fixed
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(card)
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SlidingCard.handlePan))
        }

        func slide() { UIView.animate(withDuration: 4) { self.card.frame.origin.y = 600 } }

        func handlePan(_ recognizer: UIPanGestureRecognizer) {
            guard recognizer.state == .began else { return }
            if fixed, let shown = card.layer.presentation()?.frame { card.frame = shown }
            card.layer.removeAllAnimations()
        }
    }

    @Test(arguments: [false, true])
    func aJumpAtARegrabIsNamed(fixed: Bool) throws {
        let app = HeadlessApp { SlidingCard(fixed: fixed) }
        let deck = try #require(app.window.rootViewController as? SlidingCard)
        app.turn { deck.slide() }
        app.advance(frames: 60)
        try drag(app, from: CGPoint(x: 200, y: 760), by: CGPoint(x: 0, y: 40))
        let found = app.takeDiagnostics()
        guard !fixed else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        #expect(found.map(\.kind) == [.frameJump], "\(found.map(DiagnosticWording.text))")
        if case .frameJump(_, let from, let to, let moment, _)? = found.first {
            #expect(moment == .regrab && from.minY < 300 && to.minY == 600, "\(found.map(DiagnosticWording.text))")
        }
    }

    // MARK: - A cancel that leaves something behind

    /// What a dismissal's animator leaves after a cancel, outside its animations.
    enum Leftover: CaseIterable, Sendable { case nothing, alpha, transform, frame }

    /// A dismissal driven by the app's percent-driven interaction controller: the sheet
    /// slides down. Outside its animation the animator dims or shrinks the screen under
    /// the sheet and restores it only when the dismissal finishes (`alpha`,
    /// `transform`), or on a cancel puts the sheet back where it starts a slide of its
    /// own, 300 points down (`frame`: the flicker at the end of a cancel).
    final class CancelSlide: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        let interactor = UIPercentDrivenInteractiveTransition()
        let leftover: Leftover

        init(_ leftover: Leftover) { self.leftover = leftover }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            self
        }

        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? {
            interactor
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let sheet = context.view(forKey: .from), let under = context.viewController(forKey: .to)?.view else {
                return
            }
            switch leftover {
            case .alpha: under.alpha = 0.5
            case .transform: under.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            case .nothing, .frame: break
            }
            UIView.animate(withDuration: 0.3, animations: { sheet.frame.origin.y = sheet.bounds.height }, completion: { _ in
                if context.transitionWasCancelled {
                    if self.leftover == .frame { sheet.frame.origin.y = 300 }
                } else {
                    under.alpha = 1
                    under.transform = .identity
                }
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }

    /// A fifth of the way down, cancelled: named with what it left, and nothing when it
    /// left nothing.
    @Test(arguments: Leftover.allCases)
    func whatACancelLeavesIsNamed(_ leftover: Leftover) throws {
        let slide = CancelSlide(leftover)
        let app = HeadlessApp { UIViewController() }
        let root = try #require(app.window.rootViewController)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .overFullScreen
        sheet.transitioningDelegate = slide
        app.turn { root.present(sheet, animated: true) }
        app.settle()
        #expect(app.takeDiagnostics().isEmpty)
        app.turn { sheet.dismiss(animated: true) }
        app.turn { slide.interactor.update(0.2) }
        app.turn { slide.interactor.cancel() }
        app.settle()
        #expect(root.presentedViewController === sheet)
        let found = app.takeDiagnostics()
        let said = found.map(DiagnosticWording.text)
        switch leftover {
        case .nothing:
            #expect(found.isEmpty, "\(said)")
        case .alpha:
            #expect(found.map(\.kind) == [.alteredAfterCancel], "\(said)")
            if case .alteredAfterCancel(_, _, let change, _)? = found.first {
                #expect(change == .alpha(before: 1, after: 0.5))
            }
        case .transform:
            #expect(found.map(\.kind) == [.alteredAfterCancel], "\(said)")
            guard case .alteredAfterCancel(_, _, .transform(let before, let after), _)? = found.first else {
                Issue.record("not a transform: \(said)")
                return
            }
            #expect(before.m11 == 1 && after.m11 == 0.9 && after.m22 == 0.9, "\(said)")
        case .frame:
            #expect(found.map(\.kind) == [.frameJump], "\(said)")
            if case .frameJump(_, let from, let to, let moment, _)? = found.first {
                #expect(moment == .cancelEnd && from.minY < 1 && to.minY == 300, "\(said)")
            }
        }
    }
}

extension DiagnosticPathsTests {
    // MARK: - The gesture cancelled before startInteractiveTransition

    /// EarlyFlick's pull, taken by the system on the run loop's pass before the commit
    /// that starts the transition: the app's interaction controller drops the cancel
    /// as it drops a finish, and the diagnostic says the gesture was cancelled.
    @Test func aSystemCancelBeforeTheStartIsNamedAsACancel() throws {
        let app = HeadlessApp { EarlyFlickApp.root() }
        try app.touchDown(at: CGPoint(x: 195, y: 780))
        try app.touchMove(to: CGPoint(x: 195, y: 740))
        #expect(app.commitPending)
        try app.touchCancel()
        app.settle()
        let found = app.takeDiagnostics()
        #expect(found.map(\.kind) == [.interactionEndedBeforeStart], "\(found.map(DiagnosticWording.text))")
        if case .interactionEndedBeforeStart(_, let gesture, _)? = found.first {
            #expect(gesture == .cancelled(view: "miniPlayer"))
        }
    }

    // MARK: - Left behind: a view in the container, a snapshot in the window

    /// A navigation delegate whose push fades the new screen in and leaves a view it
    /// added: a shadow in the container (which stays, the navigation controller's), or a
    /// snapshot of the screen put in the window; or nothing.
    final class Leaver: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
        enum Leftover: CaseIterable, Sendable { case nothing, shadowInContainer, snapshotInWindow }
        let leftover: Leftover

        init(_ leftover: Leftover) { self.leftover = leftover }

        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController)
            -> UIViewControllerAnimatedTransitioning? {
            self
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let to = context.view(forKey: .to), let controller = context.viewController(forKey: .to) else { return }
            let container = context.containerView
            switch leftover {
            case .shadowInContainer:
                container.addSubview(UIView(frame: container.bounds))
            case .snapshotInWindow:
                if let window = container.window, let shot = window.snapshotView(afterScreenUpdates: false) {
                    window.addSubview(shot)
                }
            case .nothing:
                break
            }
            to.frame = context.finalFrame(for: controller)
            to.alpha = 0
            container.addSubview(to)
            UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }, completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }

    @Test(arguments: Leaver.Leftover.allCases)
    func whatAPushLeavesIsNamedWhereItIs(_ leftover: Leaver.Leftover) throws {
        let leaver = Leaver(leftover)
        let app = HeadlessApp { UINavigationController(rootViewController: UIViewController()) }
        let navigation = try #require(app.window.rootViewController as? UINavigationController)
        navigation.delegate = leaver
        app.turn { navigation.pushViewController(UIViewController(), animated: true) }
        app.settle()
        let found = app.takeDiagnostics()
        let said = found.map(DiagnosticWording.text)
        guard leftover != .nothing else { return #expect(found.isEmpty, "\(said)") }
        #expect(found.map(\.kind) == [.leftBehind], "\(said)")
        if case .leftBehind(_, _, let place, let isSnapshot, _)? = found.first {
            #expect(leftover == .shadowInContainer ? place == .container && !isSnapshot : place == .window && isSnapshot,
                    "\(said)")
        }
    }
}
