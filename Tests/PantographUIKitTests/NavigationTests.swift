import PantographEngine
import Testing
@testable import PantographUIKit

/// `UINavigationController`'s documented behaviours, each from its Apple page; the
/// push, pop and back swipe themselves are held equal to the `navigation` scene
/// (NavigationDifferentialTests).
@MainActor @Suite struct NavigationTests {
    final class Screen: UIViewController {
        var moving: [String] = []
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if isMovingFromParent { moving.append("movingFrom") }
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if isMovingToParent { moving.append("movingTo") }
        }
    }

    final class Delegate: UINavigationControllerDelegate {
        var heard: [String] = []
        var animator: UIViewControllerAnimatedTransitioning?
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                  animated: Bool) {
            heard.append("willShow \(navigationController.view.window!.host!.name(of: viewController)) \(animated)")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                  animated: Bool) {
            heard.append("didShow \(navigationController.view.window!.host!.name(of: viewController)) \(animated)")
        }
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController)
            -> UIViewControllerAnimatedTransitioning? {
            heard.append("animator \(operation == .push ? "push" : "pop")")
            return animator
        }
    }

    /// A navigation controller on screen with `count` screens, and its delegate.
    private func setUp(_ count: Int) -> (HeadlessApp, UINavigationController, [Screen], Delegate) {
        let screens = (0..<count).map { _ in Screen() }
        let delegate = Delegate()
        var navigation: UINavigationController?
        let app = HeadlessApp {
            let n = UINavigationController(rootViewController: screens[0])
            n.viewControllers = screens
            n.delegate = delegate
            navigation = n
            return n
        }
        app.clearLog()
        return (app, navigation!, screens, delegate)
    }

    /// *navigationController(_:willShow:animated:)*: "Notifies the delegate just before
    /// the navigation controller displays a view controller's view"; *…didShow…*: "just
    /// after". The delegate is asked for an animator first (nil: UIKit's own).
    @Test func theDelegateHearsWillShowThenDidShow() {
        let (app, navigation, _, delegate) = setUp(1)
        app.turn { navigation.pushViewController(Screen(), animated: true) }
        #expect(delegate.heard == ["animator push", "willShow screen#2 true"])
        app.settle()
        #expect(delegate.heard == ["animator push", "willShow screen#2 true", "didShow screen#2 true"])
        #expect(app.log.compactMap(\.lifecycle) == [
            .viewWillDisappear("screen"), .viewWillAppear("screen#2"), .willShow("screen#2"), .animateTransition,
            .completeTransition(true), .viewDidDisappear("screen"), .viewDidAppear("screen#2"), .didShow("screen#2"),
            .animationEnded(true),
        ])
    }

    /// *viewControllers*: "The root view controller is at index 0 in the array, the
    /// back view controller is at index n-2, and the top controller is at index n-1";
    /// the stack changes when the push or pop is called.
    @Test func theStackChangesAtTheCall() {
        let (app, navigation, screens, _) = setUp(2)
        app.turn {
            #expect(navigation.popViewController(animated: true) === screens[1])
            #expect(navigation.viewControllers == [screens[0]] && navigation.topViewController === screens[0])
        }
        app.settle()
        #expect(screens[1].parent == nil && screens[1].navigationController == nil)
    }

    /// *popToRootViewController(animated:)* returns "An array of view controllers
    /// representing the items that were popped from the stack"; only the top one and
    /// the root hear about it: the ones between were never on screen.
    @Test func popToRootPopsEveryOneAbove() {
        let (app, navigation, screens, delegate) = setUp(3)
        var popped: [UIViewController]?
        app.turn { popped = navigation.popToRootViewController(animated: true) }
        app.settle()
        let (root, top) = (app.name(of: screens[0]), app.name(of: screens[2]))
        #expect(popped == [screens[1], screens[2]] && navigation.viewControllers == [screens[0]])
        #expect(app.log.compactMap(\.lifecycle).filter {
            if case .viewWillAppear = $0 { true } else if case .viewWillDisappear = $0 { true } else { false }
        } == [.viewWillDisappear(top), .viewWillAppear(root)])
        #expect(delegate.heard.last == "didShow \(root) true")
        #expect(app.views.map(\.name) == ["navigation", root])
    }

    /// *setViewControllers(_:animated:)*: a new top "not in the stack" is pushed; one in
    /// it "but not the topmost item" is popped to; the topmost item: "no transition".
    @Test func setViewControllersPushesOrPops() {
        let (app, navigation, screens, delegate) = setUp(2)
        let third = Screen()
        app.turn { navigation.setViewControllers([screens[0], third], animated: true) }
        #expect(delegate.heard == ["animator push", "willShow screen#3 true"])
        app.settle()
        #expect(navigation.viewControllers == [screens[0], third] && screens[1].parent == nil)
        delegate.heard = []
        app.turn { navigation.setViewControllers([screens[0]], animated: true) }
        #expect(delegate.heard == ["animator pop", "willShow \(app.name(of: screens[0])) true"])
        app.settle()
        delegate.heard = []
        app.turn { navigation.setViewControllers([third, screens[0]], animated: true) }
        #expect(delegate.heard.isEmpty && navigation.viewControllers == [third, screens[0]])
    }

    /// *pushViewController(_:animated:)*: "If the view controller is already on the
    /// navigation stack, this method throws an exception": said on the console, nothing
    /// changes.
    @Test func pushingAControllerOnTheStackRaises() {
        let (app, navigation, screens, delegate) = setUp(2)
        app.turn { navigation.pushViewController(screens[0], animated: true) }
        #expect(app.console == [.exception(.pushingControllerOnStack(app.name(of: screens[0])))])
        #expect(navigation.viewControllers == screens && delegate.heard.isEmpty && !app.isAnimating)
    }

    /// *isMovingToParent*, *isMovingFromParent*: true in the appearance callbacks of the
    /// controller being pushed or popped.
    @Test func movingToAndFromTheParent() {
        let (app, navigation, screens, _) = setUp(1)
        let pushed = Screen()
        app.turn { navigation.pushViewController(pushed, animated: true) }
        app.settle()
        app.turn { navigation.popViewController(animated: true) }
        app.settle()
        #expect(pushed.moving == ["movingTo", "movingFrom"] && screens[0].moving.isEmpty)
        #expect(!pushed.isMovingToParent && !pushed.isMovingFromParent)
    }

    /// *interactivePopGestureRecognizer*: "the gesture recognizer responsible for
    /// popping the top view controller off the navigation stack". With an animator from
    /// the delegate and no interaction controller, UIKit's back swipe pops on its own,
    /// without following the finger: the back swipe a custom delegate kills.
    @Test func aDelegatesAnimatorWithoutInteractorPopsOnItsOwn() throws {
        final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let from = transitionContext.view(forKey: .from)!
                UIView.animate(withDuration: 0.3, animations: { from.frame.origin.x = from.frame.width },
                               completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
            }
        }
        let (app, navigation, screens, delegate) = setUp(2)
        let slide = Slide()
        delegate.animator = slide
        try app.touchDown(at: CGPoint(x: 1, y: 400))
        try app.touchMove(to: CGPoint(x: 11, y: 400))
        #expect(app.log.compactMap(\.lifecycle).contains(.animateTransition))
        #expect(!app.log.compactMap(\.lifecycle).contains(.startInteractiveTransition))
        try app.touchMove(to: CGPoint(x: 20, y: 400))
        try app.touchUp()
        app.settle()
        #expect(navigation.viewControllers == [screens[0]])
    }

    /// The back swipe begins only from the left edge (`edge-width` points, the engine's
    /// `ScreenEdge`), and the transition's coordinator reports the interaction's end.
    @Test func theBackSwipeBeginsOnlyAtTheEdge() throws {
        let (app, navigation, screens, _) = setUp(2)
        try app.touchDown(at: CGPoint(x: 30, y: 400))
        try app.touchMove(to: CGPoint(x: 60, y: 400))
        try app.touchUp()
        #expect(app.log.isEmpty)
        var ends: [Bool] = []
        try app.touchDown(at: CGPoint(x: 5, y: 400))
        try app.touchMove(to: CGPoint(x: 15, y: 400))
        screens[1].transitionCoordinator?.notifyWhenInteractionChanges { ends.append($0.isCancelled) }
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        try app.touchMove(to: CGPoint(x: 25, y: 400), after: 0.5)
        try app.touchUp()
        app.settle()
        #expect(ends == [true] && navigation.viewControllers == screens)
    }

    /// With only the root on the stack the back swipe does not begin (its delegate,
    /// UIKit's, says no), so it does not take the touch from the screen's own pan.
    @Test func atTheRootTheScreensOwnPanGetsTheTouch() throws {
        @MainActor final class Target { var began = 0; func pan(_ r: UIPanGestureRecognizer) { if r.state == .began { began += 1 } } }
        let (app, navigation, screens, _) = setUp(1)
        let target = Target()
        app.turn { screens[0].view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: Target.pan)) }
        try app.touchDown(at: CGPoint(x: 1, y: 400))
        try app.touchMove(to: CGPoint(x: 30, y: 400))
        try app.touchUp()
        #expect(target.began == 1 && navigation.viewControllers == screens)
        app.turn { screens[0].view.gestureRecognizers = nil }
        try app.touchDown(at: CGPoint(x: 1, y: 400))
        try app.touchMove(to: CGPoint(x: 30, y: 400))
        #expect(navigation.interactivePopGestureRecognizer?.state == .failed)
        try app.touchUp()
    }

    /// *removeFromParent()*: "automatically calls the didMove(toParent:) method of the
    /// child view controller after it removes the child": a popped controller hears
    /// `willMove(toParent: nil)` at the pop and `didMove(toParent: nil)` at its end.
    @Test func aPoppedControllerLeavesItsParent() {
        final class Child: UIViewController {
            var moves: [String] = []
            override func willMove(toParent parent: UIViewController?) { moves.append("will \(parent == nil ? "nil" : "nav")") }
            override func didMove(toParent parent: UIViewController?) { moves.append("did \(parent == nil ? "nil" : "nav")") }
        }
        let (app, navigation, _, _) = setUp(1)
        let child = Child()
        app.turn { navigation.pushViewController(child, animated: true) }
        app.settle()
        app.turn { navigation.popViewController(animated: true) }
        #expect(child.moves == ["will nav", "did nav", "will nil"])
        app.settle()
        #expect(child.moves == ["will nav", "did nav", "will nil", "did nil"] && child.parent == nil)
    }
}
