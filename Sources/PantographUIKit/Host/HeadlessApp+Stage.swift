import PantographEngine

/// What a harness reads off an app and drives it with, beside touches: the pan the
/// last touch drove, the transition in flight (or the last), what is presented, and
/// the scenes' `pan` events — a pan that begins at once where the finger comes down,
/// with no slop — so that a script drives an app as it drives a scene.
extension HeadlessApp {
    /// The pan gesture the last touch drove, as the engine's recognizer: the app's own
    /// pan recognizer's (what its handler reads) when one recognized, else the finger
    /// as a scene's recognizer sees it (waiting in the slop, or failed). It keeps the
    /// pan's last state after the touch ends, as a scene's does.
    public var gesture: PanGestureRecognizer { shownGesture }

    /// Feeds the finger's model a step and reads the gesture shown: called at the end
    /// of each step of a touch, before the turn resets the recognizers.
    func noteGesture(_ step: (inout PanGestureRecognizer) -> Void) {
        changeFinger(step)
        shownGesture = leadingPan?.pan ?? finger
    }

    /// The first of the touch's pan recognizers that has recognized. A loop with a
    /// switch: it runs on every move, where the filtered array, the closure (a check of
    /// the main actor at every call) and the array of states cost 2,000 instructions.
    private var leadingPan: UIPanGestureRecognizer? {
        guard let recognizers = activeTouch?.recognizers else { return nil }
        for r in recognizers {
            guard let pan = r as? UIPanGestureRecognizer else { continue }
            switch pan.state {
            case .began, .changed, .ended, .cancelled: return pan
            case .possible, .failed: continue
            }
        }
        return nil
    }

    // MARK: - Pans that begin at once

    /// The finger comes down at `point` and every pan recognizer that gets it begins at
    /// once, with no slop (the scenes' `pan begin`); any other recognizer takes it as a
    /// finger coming down.
    public func panBegin(at point: CGPoint) throws(EngineError) {
        guard activeTouch == nil else { throw .gesture(finger.isTracking ? .alreadyTracking : .fingerAlreadyDown) }
        try fingerDown(at: point, notesIgnored: true, step: { r, touch, event, settings in
            r.stepPanBegin(touch, event: event, settings: settings)
        }, note: { finger in
            finger = PanGestureRecognizer()
            try? finger.begin(at: Point(point), time: time)
        })
    }

    /// The pan's cumulative translation becomes `translation`, `interval` seconds after
    /// the last step (a frame when nil): the finger moves to where the pan began plus
    /// `translation` (the scenes' `pan move`).
    public func panMove(to translation: CGPoint, after interval: TimeInterval? = nil) throws(EngineError) {
        guard let start = finger.pan?.start, finger.isTracking, !finger.isDrivenByTouch else {
            throw .gesture(.notTracking(finger.state))
        }
        try touchMove(to: CGPoint(x: start.x + translation.x, y: start.y + translation.y), after: interval)
    }

    /// The translation the pan has now: what `pan by` adds to.
    public var panTranslation: CGPoint { CGPoint(finger.translation) }

    /// Whether a pan begun at once is being tracked (the scenes' `pan` events apply).
    public var isPanTracking: Bool { finger.isTracking && !finger.isDrivenByTouch }

    /// Whether a finger is down, begun by `touchDown` or `panBegin`.
    public var isFingerDown: Bool { activeTouch != nil }

    // MARK: - The transition

    /// A transition as the record shows it: its operation, its state (the engine's
    /// `Transition.State`, as its context holds it), its duration and the interaction
    /// controller's completion speed and curve.
    public struct TransitionRecord: Hashable, Sendable {
        public let operation: Transition.Operation
        public let state: Transition.State
        public let duration: Double
        /// `completionSpeed` as UIKit's getter returns it (1 for none).
        public let completionSpeed: Double
        public let completionCurve: TimingCurve
    }

    /// The transition in flight, or the last one, until the next begins: nil before the
    /// first, and while the first waits for the end of the turn that made it.
    public var transition: TransitionRecord? {
        guard let t = latestTransition, t.hasStarted else { return nil }
        return TransitionRecord(operation: t.operation, state: t.state, duration: t.transitionDuration,
                                completionSpeed: Transition.State.effectiveCompletionSpeed(t.completionVelocity),
                                completionCurve: t.completionCurve.timingCurve)
    }

    /// The interaction controller of the transition in flight, when it is a percent-driven
    /// one: what app code calls `update`, `finish`, `cancel` and `pause` on.
    public var interactionController: UIPercentDrivenInteractiveTransition? {
        guard let t = latestTransition, t.isInFlight else { return nil }
        return t.interactor as? UIPercentDrivenInteractiveTransition
    }

    // MARK: - What is presented

    /// The controller presented on top whose presentation has completed: a present in
    /// flight, or one cancelled, is not on screen yet (the scenes' `presented`).
    public var presentedController: UIViewController? {
        var top: UIViewController?
        var next = window.rootViewController?.presentedViewController
        while let controller = next, !controller.isBeingPresented {
            top = controller
            next = controller.presentedViewController
        }
        return top
    }
}
