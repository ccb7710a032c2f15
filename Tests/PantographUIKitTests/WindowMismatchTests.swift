import Bugs
@testable import PantographUIKit
import Testing

/// docs/diagnostics.md, "windowMismatch": with nothing in flight, the controller on top
/// has its view in the window. A planted bug: a fade-in animator that animates the
/// presented view's alpha but never adds it to the container (the blank screen after a
/// custom present); fixed, it adds it first. The same for a push.
@MainActor @Suite struct WindowMismatchTests {
    /// An app and a full-screen card, not yet presented, whose transitions `delegate`
    /// makes.
    private func cardApp(delegate: UIViewControllerTransitioningDelegate) -> (HeadlessApp, UIViewController, UIViewController) {
        let app = HeadlessApp { UIViewController() }
        let card = UIViewController()
        card.title = "card"
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = delegate
        return (app, app.window.rootViewController!, card)
    }

    /// An app whose root is a navigation controller with `delegate`, which it holds.
    private func navigationApp(delegate: UINavigationControllerDelegate) -> (HeadlessApp, UINavigationController) {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.delegate = delegate
        return (HeadlessApp { navigation }, navigation)
    }

    final class FadeIn: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate,
        UINavigationControllerDelegate {
        let addsTheView: Bool
        init(addsTheView: Bool) { self.addsTheView = addsTheView }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let to = context.view(forKey: .to), let controller = context.viewController(forKey: .to) else { return }
            to.frame = context.finalFrame(for: controller)
            to.alpha = 0
            if addsTheView { context.containerView.addSubview(to) }
            UIView.animate(withDuration: 0.25, animations: { to.alpha = 1 },
                           completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            operation == .push ? self : nil
        }
    }

    @Test(arguments: [false, true])
    func aPresentedViewLeftOutOfTheWindowIsNamed(fixed: Bool) {
        let fade = FadeIn(addsTheView: fixed)
        let app = HeadlessApp { UIViewController() }
        let root = app.window.rootViewController!
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .fullScreen
        sheet.transitioningDelegate = fade
        app.turn { root.present(sheet, animated: true) }
        app.advance(frames: 3)
        #expect(app.takeDiagnostics().isEmpty) // in flight: not yet
        app.settle()
        let found = app.takeDiagnostics()
        #expect(found.map(\.kind) == (fixed ? [] : [.windowMismatch]), "\(found.map(DiagnosticWording.text))")
        app.advance(frames: 2)
        #expect(app.takeDiagnostics().isEmpty) // named once
    }

    @Test(arguments: [false, true])
    func aPushedViewLeftOutOfTheWindowIsNamed(fixed: Bool) {
        let fade = FadeIn(addsTheView: fixed)
        let (app, navigation) = navigationApp(delegate: fade)
        app.turn { navigation.pushViewController(UIViewController(), animated: true) }
        app.settle()
        let found = app.takeDiagnostics()
        #expect(found.map(\.kind) == (fixed ? [] : [.windowMismatch]), "\(found.map(DiagnosticWording.text))")
    }

    /// Examples/Bugs/BlankPush, driven as its users do (a tap on a recipe): the push
    /// completes with the recipe on top and its view nowhere, named once the slide is
    /// over; fixed, the recipe is on screen and nothing is named.
    @Test(arguments: [false, true])
    func aRecipePushedOntoABlankScreenIsNamed(fixed: Bool) throws {
        let app = HeadlessApp { BlankPushApp.root(fixed: fixed) }
        let navigation = try #require(app.window.rootViewController as? UINavigationController)
        app.turn { BlankPushApp.openRecipe(in: navigation) }
        app.settle()
        let found = app.takeDiagnostics()
        let recipe = try #require(navigation.topViewController)
        #expect(navigation.viewControllers.count == 2 && (recipe.view.window != nil) == fixed)
        guard !fixed else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        #expect(found == [.windowMismatch(controller: "recipe", mismatch: .notShown, at: 0.35)],
                "\(found.map(DiagnosticWording.text))")
    }

    /// The check looks again only when a view or a controller changed place
    /// (`HierarchyChanges`): the top controller's view taken out of the window by the
    /// app's own code on an idle turn, after turns that found it there, is named on that
    /// turn; so is a view above it taken out, which leaves it where it was.
    @Test(arguments: [false, true])
    func aViewTakenOutOnAnIdleTurnIsNamed(throughItsSuperview: Bool) {
        let app = HeadlessApp { UIViewController() }
        let root = app.window.rootViewController!
        let holder = UIView()
        app.turn {
            app.window.addSubview(holder)
            holder.addSubview(root.view)
        }
        app.advance(frames: 2)
        #expect(app.takeDiagnostics().isEmpty && root.view.window === app.window)
        app.turn { (throughItsSuperview ? holder : root.view).removeFromSuperview() }
        let found = app.takeDiagnostics()
        #expect(found.map(\.kind) == [.windowMismatch], "\(found.map(DiagnosticWording.text))")
        app.advance(frames: 2)
        #expect(app.takeDiagnostics().isEmpty) // named once
    }

    /// Takes the from-view back to a thumbnail's place, flying it over everything: moved
    /// into the window, out of the container (the bug), or kept in the container.
    final class FlyBack: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate,
        UINavigationControllerDelegate {
        let staysInTheContainer: Bool
        init(staysInTheContainer: Bool) { self.staysInTheContainer = staysInTheContainer }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let card = context.view(forKey: .from) else { return }
            if let to = context.view(forKey: .to) { context.containerView.insertSubview(to, at: 0) }
            if !staysInTheContainer { context.containerView.window?.addSubview(card) }
            UIView.animate(withDuration: 0.25, animations: { card.frame = CGRect(x: 20, y: 120, width: 100, height: 100) },
                           completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            self
        }

        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            operation == .pop ? self : nil
        }
    }

    /// A dismissal whose animator moved the presented view out of the container: UIKit
    /// removes the container when the dismiss completes, and the view stays in the
    /// window, over the screen it was dismissed from. Named with the dismiss.
    @Test(arguments: [false, true])
    func aDismissedViewStillInTheWindowIsNamed(fixed: Bool) {
        let fly = FlyBack(staysInTheContainer: fixed)
        let (app, root, card) = cardApp(delegate: fly)
        app.turn { root.present(card, animated: false) }
        app.settle()
        app.turn { card.dismiss(animated: true) }
        app.advance(frames: 3)
        #expect(app.takeDiagnostics().isEmpty) // in flight: not yet
        app.settle()
        let found = app.takeDiagnostics()
        #expect(root.presentedViewController == nil && (card.view.window != nil) == !fixed)
        let dismiss = DiagnosedTransition(operation: .dismiss, controller: "card", animator: "FlyBack", interactor: nil)
        guard !fixed else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        guard found.count == 1, case .windowMismatch(let controller, let mismatch, let time) = found[0] else {
            Issue.record("\(found.map(DiagnosticWording.text))")
            return
        }
        #expect(controller == "card" && mismatch == .stillShown(after: dismiss) && abs(time - 0.25) < 1e-9,
                "\(found[0])")
    }

    /// A pop's animator moving the popped view out of the container shows nothing: the
    /// navigation controller takes the popped controller's view out of its superview,
    /// wherever the animator put it.
    @Test func aPoppedViewLeavesTheWindowWhereverItWas() {
        let fly = FlyBack(staysInTheContainer: false)
        let (app, navigation) = navigationApp(delegate: fly)
        let detail = UIViewController()
        app.turn { navigation.pushViewController(detail, animated: false) }
        app.settle()
        app.turn { navigation.popViewController(animated: true) }
        app.advance(frames: 3)
        #expect(detail.view.superview === app.window) // moved out of the container
        app.settle()
        #expect(detail.view.window == nil && navigation.viewControllers.count == 1)
        #expect(app.takeDiagnostics().isEmpty)
    }

    /// Brings the to-view out of a thumbnail's place as a finger pulls, over
    /// everything: put in the window or in the presenting view, out of the container
    /// (the bug), or kept in the container.
    final class FlyIn: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate,
        UINavigationControllerDelegate {
        enum Place: CaseIterable { case window, fromView, container }
        let place: Place
        let interactor = UIPercentDrivenInteractiveTransition()
        init(_ place: Place) { self.place = place }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let to = context.view(forKey: .to), let controller = context.viewController(forKey: .to) else { return }
            let final = context.finalFrame(for: controller)
            to.frame = CGRect(x: 20, y: 120, width: 100, height: 100)
            switch place {
            case .window: context.containerView.window?.addSubview(to)
            case .fromView: context.viewController(forKey: .from)?.view.addSubview(to)
            case .container: context.containerView.addSubview(to)
            }
            UIView.animate(withDuration: 0.25, animations: { to.frame = final },
                           completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { interactor }

        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            operation == .push ? self : nil
        }

        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { interactor }
    }

    /// The mirror of a dismissal's: a present cancelled halfway whose animator moved the
    /// presented view out of the container. UIKit removes the container when the
    /// cancel completes, the presenter is on top, and the view stays in the window,
    /// over it, although nothing presents it. Named when the cancel ends.
    @Test(arguments: FlyIn.Place.allCases)
    func aCancelledPresentsViewStillInTheWindowIsNamed(_ place: FlyIn.Place) {
        let fly = FlyIn(place)
        let (app, root, card) = cardApp(delegate: fly)
        app.turn { root.present(card, animated: true) }
        app.turn { fly.interactor.update(0.4) }
        app.turn { fly.interactor.cancel() }
        app.advance(frames: 1)
        #expect(app.takeDiagnostics().isEmpty) // playing back: not yet
        while card.presentingViewController != nil { app.advance(frames: 1) }
        let ended = app.time
        app.settle()
        let found = app.takeDiagnostics()
        #expect(root.presentedViewController == nil && (card.view.window != nil) == (place != .container))
        guard place != .container else { return #expect(found.isEmpty, "\(found.map(DiagnosticWording.text))") }
        let present = DiagnosedTransition(operation: .present, controller: "card", animator: "FlyIn",
                                          interactor: "UIPercentDrivenInteractiveTransition")
        #expect(found == [.windowMismatch(controller: "card", mismatch: .stillShown(after: present), at: ended)],
                "\(found.map(DiagnosticWording.text))")
        #expect(found.map(DiagnosticWording.text).first?.hasPrefix("card is not presented or pushed after the cancelled "
            + "present of card (by FlyIn, driven by UIPercentDrivenInteractiveTransition), but its view is still in "
            + "the window: the screen shows what is not there;") == true)
    }

    /// A push cancelled the same way shows nothing, wherever the animator put the
    /// pushed view: the navigation controller takes the controller that is not on the
    /// stack out of its superview, as it does the popped one.
    @Test(arguments: FlyIn.Place.allCases)
    func aCancelledPushLeavesNothingWhereverTheViewWas(_ place: FlyIn.Place) {
        let fly = FlyIn(place)
        let (app, navigation) = navigationApp(delegate: fly)
        let detail = UIViewController()
        app.turn { navigation.pushViewController(detail, animated: true) }
        app.turn { fly.interactor.update(0.4) }
        #expect((detail.view.superview === navigation.view.superview) == (place == .window))
        app.turn { fly.interactor.cancel() }
        app.settle()
        #expect(detail.view.window == nil && navigation.viewControllers.count == 1)
        #expect(app.takeDiagnostics().isEmpty)
    }
}
