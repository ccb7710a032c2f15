import PantographEngine

/// UIKit's percent-driven interaction controller on its Core Animation path: the
/// animations the animator makes in `animateTransition` stand still on the
/// transition's timeline, `update` moves them to `percent × duration`, and `finish`
/// or `cancel` play the rest along `completionCurve` at `completionSpeed` — the
/// engine's `Transition.State` rules, which the scenes follow too.
@MainActor open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private var speed: CGFloat = 1
    /// A speed of 0 or less reads as 1, as UIKit's getter returns it.
    open var completionSpeed: CGFloat {
        get { Transition.State.effectiveCompletionSpeed(speed) }
        set { speed = newValue }
    }

    open var completionCurve = UIView.AnimationCurve.easeInOut
    /// UIKit's own interaction controllers complete along the `completion-curve`
    /// setting, any curve the engine knows; nil: `completionCurve`.
    var completionTimingCurve: TimingCurve?
    open var wantsInteractiveStart = true
    /// The curve of the completion on the interruptible path (nil: `completionCurve`).
    open var timingCurve: UITimingCurveProvider?
    /// The animator's `interruptibleAnimator(using:)`, when it implements one: then the
    /// interaction drives that animator instead of the animations of `animateTransition`.
    private var interruptible: UIViewImplicitlyAnimating?
    /// The animator's duration: 0 until a transition starts.
    public private(set) var duration: CGFloat = 0
    /// Unowned, cleared when the context goes (`contextWentAway`): a weak reference
    /// would give the context a side table.
    private unowned var context: TransitionContext?
    private var contextID: ObjectIdentifier?
    /// `finish()` or `cancel()` called before the transition started: applied when it
    /// starts, as UIKit does.
    private var pending: Pending?

    private enum Pending { case finish, cancel }

    public override init() { super.init() }

    /// The transition's percent, 0 when none runs.
    open var percentComplete: CGFloat { context?.isInFlight == true ? context!.percentComplete : 0 }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        duration = context.transitionDuration
        let animator = context.animator.interruptibleAnimator(using: context)
        if !(animator is NoInterruptibleAnimator) {
            context.host.record(.asked(.interruptibleAnimator))
            // UIKit's `_startInterruptibleTransition:`: the animator, paused (or started,
            // for a transition that does not start interactively); `animateTransition`
            // is not called.
            interruptible = animator
            context.drivesInterruptible(animator, interactor: self)
            context.initiallyInteractive ? animator.pauseAnimation() : animator.startAnimation()
        } else {
            context.runAnimator(tracked: true)
        }
        switch pending {
        case .finish?: context.finishInteractiveTransition()
        case .cancel?: context.cancelInteractiveTransition()
        case nil: break
        }
        pending = nil
    }

    open func update(_ percentComplete: CGFloat) {
        context?.updateInteractiveTransition(percentComplete)
    }

    open func finish() {
        guard let context, context.isInFlight else { return }
        if context.hasStarted { context.finishInteractiveTransition() } else { pending = .finish }
    }

    open func cancel() {
        guard let context, context.isInFlight else { return }
        if context.hasStarted { context.cancelInteractiveTransition() } else { pending = .cancel }
    }

    /// UIKit ties the interaction controller to its transition when `present` or
    /// `dismiss` asks for it, before the transition starts.
    func associate(with context: TransitionContext) {
        self.context = context
        contextID = ObjectIdentifier(context)
        pending = nil
    }

    /// The context `id` is going: if it is this interactor's, it has none now (a context
    /// going cannot be read, so it is known by its identifier).
    func contextWentAway(_ id: ObjectIdentifier) {
        guard contextID == id else { return }
        context = nil
        contextID = nil
        // The animator's blocks hold what the app's code captured, often the
        // controller that holds this interactor.
        interruptible = nil
    }

    open func pause() {
        context?.pauseInteractiveTransition()
    }
}
