import PantographEngine

/// `present` and `dismiss`: the checks UIKit makes at the call, the delegate's
/// answers, and a transition that starts at the end of the run loop's turn (after
/// Core Animation's commit, as UIKit defers `runTransitionForCurrentState`).
extension UIViewController {
    /// What this controller, or the nearest controller above it, presents.
    public var presentedViewController: UIViewController? {
        var c: UIViewController? = self
        while let x = c {
            if let p = x.presentedStorage { return p }
            c = x.parent
        }
        return nil
    }

    /// The controller that presented this one (or the one above it that was presented).
    public var presentingViewController: UIViewController? {
        var c: UIViewController? = self
        while let x = c {
            if let p = x.presentingStorage { return p }
            c = x.parent
        }
        return nil
    }

    public var isBeingPresented: Bool { beingPresented }
    public var isBeingDismissed: Bool { beingDismissed }

    /// The presentation controller of its presentation (made at `present`; a sheet's
    /// earlier, when it is first read, to be configured).
    public var presentationController: UIPresentationController? {
        presentationControllerStorage ?? sheetPresentationController
    }

    /// The coordinator of the transition it takes part in, while one is in flight.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var c: UIViewController? = self
        while let x = c {
            if let t = x.activeTransition, t.isInFlight { return t }
            c = x.parent
        }
        return nil
    }

    func performPresent(_ controller: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        guard let host = viewIfLoaded?.window?.host else {
            if let app = HeadlessApp.current {
                app.say(.presenterNotInWindow(presented: app.name(of: controller), presenter: app.name(of: self)))
            }
            return
        }
        host.turn { present(controller, animated: flag, completion: completion, in: host) }
    }

    private func present(_ controller: UIViewController, animated flag: Bool, completion: (() -> Void)?,
                         in host: HeadlessApp) {
        let style = controller.modalPresentationStyle
        let ancestry = Array(sequence(first: self) { $0.parent })
        let context = PresentationRules.context(style.engineStyle, ancestry: ancestry,
                                                definesContext: \.definesPresentationContext)!
        if let busy = host.transitionInFlight {
            host.say(.presentWhileInFlight(presented: host.name(of: controller), presenter: host.name(of: busy.presenting)))
            return
        }
        if let by = controller.presentingStorage {
            host.say(.alreadyPresented(presented: host.name(of: controller), by: host.name(of: by)))
            return
        }
        if let current = context.presentedStorage {
            host.say(.alreadyPresenting(presented: host.name(of: controller), presenter: host.name(of: context),
                                        presentedNow: host.name(of: current)))
            return
        }
        if context.presentingStorage != nil, context.modalTransitionStyle == .partialCurl {
            host.say(.exception(.presentingFromPartialCurl(host.name(of: context))))
            return
        }
        if let refusal = PresentationRules.refusal(style.engineStyle, controller.modalTransitionStyle.engineStyle,
                                                   hasSourceView: false) {
            host.say(.exception(refusal))
            return
        }
        context.presentedStorage = controller
        controller.presentingStorage = context
        controller.beingPresented = true

        let delegate = controller.transitioningDelegate
        var presentation: UIPresentationController?
        if style == .custom, let delegate {
            host.record(.asked(.presentationController))
            presentation = delegate.presentationController(forPresented: controller, presenting: context, source: self)
        }
        let pc = presentation ?? controller.systemPresentationController(presenting: context)
        if presentation == nil { pc.style = style }
        controller.presentationControllerStorage = pc
        var animator: UIViewControllerAnimatedTransitioning?
        var interactor: UIViewControllerInteractiveTransitioning?
        if flag, let delegate {
            host.record(.asked(.animationControllerForPresented))
            animator = delegate.animationController(forPresented: controller, presenting: context, source: self)
            if let animator {
                host.record(.asked(.interactionControllerForPresentation))
                interactor = delegate.interactionControllerForPresentation(using: animator)
            }
        }
        let removes = PresentationRules.removesPresentersView(
            style.engineStyle, controller.modalTransitionStyle.engineStyle,
            shouldRemovePresentersView: pc.shouldRemovePresentersView)
        let container = TransitionContainerView(presentation: pc)
        let transition = TransitionContext(
            host: host, operation: .present, presented: controller, presenting: context, presentation: pc,
            animator: animator ?? SystemAnimator(style: style, transitionStyle: controller.modalTransitionStyle,
                                                 host: host),
            interactor: interactor, animated: flag, removesPresentersView: removes, container: container,
            completion: completion)
        controller.activeTransition = transition
        context.activeTransition = transition
        host.begin(transition)
    }

    /// Dismisses what this controller (or the one above it) presents, or, when it
    /// presents nothing, the controller itself.
    func performDismiss(animated flag: Bool, completion: (() -> Void)?) {
        let target = presentedViewController ?? (presentingStorage != nil ? self : nil)
            ?? (presentingViewController != nil ? self.presentedRoot : nil)
        guard let presented = target, let context = presented.presentingStorage,
              let host = presented.viewIfLoaded?.window?.host ?? context.viewIfLoaded?.window?.host
        else { return }
        host.turn { dismiss(presented, by: context, animated: flag, completion: completion, in: host) }
    }

    /// The presented controller at the top of this one's containment chain.
    private var presentedRoot: UIViewController? {
        var c: UIViewController? = self
        while let x = c {
            if x.presentingStorage != nil { return x }
            c = x.parent
        }
        return nil
    }

    private func dismiss(_ presented: UIViewController, by context: UIViewController, animated flag: Bool,
                         completion: (() -> Void)?, in host: HeadlessApp) {
        if host.transitionInFlight != nil {
            host.say(.dismissWhileInFlight(host.name(of: presented)))
            return
        }
        guard let pc = presented.presentationControllerStorage, let container = pc.containerView else { return }
        presented.beingDismissed = true
        let delegate = presented.transitioningDelegate
        var animator: UIViewControllerAnimatedTransitioning?
        var interactor: UIViewControllerInteractiveTransitioning?
        if flag, let delegate {
            host.record(.asked(.animationControllerForDismissed))
            animator = delegate.animationController(forDismissed: presented)
            if let animator {
                host.record(.asked(.interactionControllerForDismissal))
                interactor = delegate.interactionControllerForDismissal(using: animator)
            }
        }
        // A sheet's swipe drives UIKit's own dismissal.
        if flag, animator == nil, let swipe = (pc as? UISheetPresentationController)?.offeredInteraction {
            interactor = swipe
        }
        let style = presented.modalPresentationStyle
        let removes = PresentationRules.removesPresentersView(
            style.engineStyle, presented.modalTransitionStyle.engineStyle,
            shouldRemovePresentersView: pc.shouldRemovePresentersView)
        let transition = TransitionContext(
            host: host, operation: .dismiss, presented: presented, presenting: context, presentation: pc,
            animator: animator ?? SystemAnimator(style: style, transitionStyle: presented.modalTransitionStyle,
                                                 host: host),
            interactor: interactor, animated: flag, removesPresentersView: removes, container: container,
            completion: completion)
        presented.activeTransition = transition
        context.activeTransition = transition
        host.begin(transition)
    }
}

/// UIKit's `UITransitionView`: the container of a presentation's transition, which
/// stays in the window while the presentation is on screen. It tells the presentation
/// controller when it lays out.
final class TransitionContainerView: UIView {
    private weak var presentation: UIPresentationController?

    init(presentation: UIPresentationController) {
        self.presentation = presentation
        super.init(frame: .zero)
        isUIKitInternal = true
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// What lies under the container gets the touches it does not take, when the
    /// presentation lets them through.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && presentation?.passesTouchesThrough == true ? nil : hit
    }

    override func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentation?.containerViewDidLayoutSubviews()
    }
}
