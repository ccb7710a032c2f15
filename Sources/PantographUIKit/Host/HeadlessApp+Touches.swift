import PantographEngine

/// Touches: one finger, hit-tested to a view when it comes down; every recognizer on
/// that view and its superviews gets it, and the view itself gets `touchesBegan`… until
/// a recognizer that cancels touches recognizes. Each step is one turn of the run loop.
extension HeadlessApp {
    /// The finger touches the window at `point`.
    public func touchDown(at point: CGPoint) throws(EngineError) {
        guard activeTouch == nil else { throw .gesture(.fingerAlreadyDown) }
        try fingerDown(at: point, notesIgnored: false, step: { r, touch, event, settings in
            r.stepDown(touch, event: event, settings: settings)
        }, note: { try? $0.touchDown(at: Point(point), time: time) })
    }

    /// A finger down at `point`, in one turn: hit-tested, offered to the recognizers of
    /// the view and its superviews (each taking `step`) and to the view; `note` moves
    /// the finger the stage shows. Ignored while a transition animates on its own.
    func fingerDown(at point: CGPoint, notesIgnored: Bool,
                    step: (UIGestureRecognizer, UITouch, UIEvent, RecognizerSettings) -> RecognizerStep,
                    note: (inout PanGestureRecognizer) -> Void) throws(EngineError) {
        try checkOnScreen(point)
        turnKind = .touchDown
        turn {
            if let busy = transitionInFlight, busy.hasStarted, !busy.isInteractive {
                // UIKit ignores interaction events while a transition animates on its own.
                say(.touchesIgnoredDuringTransition)
                activeTouch = ActiveTouch(touch: UITouch(at: point), hitView: nil, recognizers: [], ignored: true)
                if notesIgnored { noteGesture { _ in } }
                return
            }
            let touch = UITouch(at: point)
            touch.touchTimestamp = time
            touch.window = window
            let hit = window.hitTest(point, with: nil)
            touch.view = hit
            var recognizers: [UIGestureRecognizer] = []
            var view = hit
            while let v = view {
                for r in v.recognizers where r.isEnabled && r.delegate?.gestureRecognizer(r, shouldReceive: touch) != false {
                    recognizers.append(r)
                }
                view = v.superview
            }
            activeTouch = ActiveTouch(touch: touch, hitView: hit, recognizers: recognizers, ignored: false)
            let event = self.event(for: touch)
            for r in recognizers {
                r.touch = touch
                r.state = .possible
                act(on: r, step(r, touch, event, recognizerSettings))
            }
            hit?.touchesBegan([touch], with: event)
            noteGesture(note)
        }
    }

    /// The finger moves to `point`, `interval` seconds after the last step (a frame
    /// when nil): time passes first, frame by frame, then the move arrives.
    public func touchMove(to point: CGPoint, after interval: TimeInterval? = nil) throws(EngineError) {
        guard activeTouch != nil else { throw .gesture(.noFingerDown) }
        try checkOnScreen(point)
        advance(by: interval ?? settings.frameInterval)
        turnKind = .touchMove
        turn {
            guard let active = activeTouch, !active.ignored else { return }
            let touch = active.touch
            touch.previousPoint = touch.point
            touch.point = point
            touch.touchPhase = .moved
            touch.touchTimestamp = time
            let event = self.event(for: touch)
            for r in active.recognizers where r.isTracking {
                act(on: r, r.stepMove(touch, event: event, settings: recognizerSettings))
            }
            if activeTouch?.viewGetsTouches == true { active.hitView?.touchesMoved([touch], with: event) }
            noteGesture { finger in
                if finger.isDrivenByTouch || !finger.isTracking {
                    _ = try? finger.touchMove(to: Point(point), time: time, slop: settings.slop)
                } else if let start = finger.pan?.start {
                    try? finger.move(to: Point(point) - start, time: time)
                }
            }
        }
    }

    /// The finger lifts; `velocity` (points per second) is the device's report, which
    /// replaces the pan's estimate, as the scenes' `touch up velocity` does.
    public func touchUp(velocity: CGPoint? = nil) throws(EngineError) {
        guard let active = activeTouch else { throw .gesture(.noFingerDown) }
        turnKind = .release
        liftVelocity = velocity.map(Point.init)
        defer { liftVelocity = nil }
        turn {
            defer { endTouch() }
            defer {
                noteGesture { finger in
                    if finger.isDrivenByTouch { try? finger.touchUp(velocity: liftVelocity) } else { try? finger.end(velocity: liftVelocity) }
                }
            }
            guard !active.ignored else { return }
            let touch = active.touch
            touch.touchPhase = .ended
            touch.touchTimestamp = time
            let event = self.event(for: touch)
            for r in active.recognizers where r.isTracking {
                act(on: r, r.stepUp(touch, event: event, settings: recognizerSettings))
            }
            if activeTouch?.viewGetsTouches == true { active.hitView?.touchesEnded([touch], with: event) }
        }
    }

    /// The system takes the touch away (a call comes in).
    public func touchCancel() throws(EngineError) {
        guard let active = activeTouch else { throw .gesture(.noFingerDown) }
        turnKind = .release
        turn {
            defer { endTouch() }
            defer {
                noteGesture { finger in
                    if finger.isDrivenByTouch { try? finger.touchCancel() } else { try? finger.cancel() }
                }
            }
            guard !active.ignored else { return }
            let touch = active.touch
            touch.touchPhase = .cancelled
            let event = self.event(for: touch)
            for r in active.recognizers where r.isTracking { act(on: r, r.stepCancel(touch, event: event)) }
            if activeTouch?.viewGetsTouches == true { active.hitView?.touchesCancelled([touch], with: event) }
        }
    }

    /// A tap: down and up at `point`, in two turns.
    public func tap(at point: CGPoint) throws(EngineError) {
        try touchDown(at: point)
        try touchUp()
    }

    // MARK: - Recognition

    var recognizerSettings: RecognizerSettings {
        RecognizerSettings(slop: settings.slop, edgeWidth: settings.edgeWidth,
                           screen: screen.bounds.size, time: time, liftVelocity: liftVelocity)
    }

    func event(for touch: UITouch) -> UIEvent {
        let event = UIEvent()
        event.eventTimestamp = time
        event.touch = touch
        return event
    }

    func checkOnScreen(_ point: CGPoint) throws(EngineError) {
        guard point.x.isFinite, point.y.isFinite else { throw .notFinite(Point(point)) }
        guard screen.bounds.contains(point) else { throw .locationOutsideScreen(Point(point), settings.screen) }
    }

    /// What a recognizer's step leads to: beginning (if the arbitration lets it), its
    /// actions, or failing (which may let a recognizer waiting on it go).
    func act(on r: UIGestureRecognizer, _ step: RecognizerStep) {
        switch step {
        case .none:
            break
        case .wantsToBegin:
            arbitrate(r) { .wantsToBegin($0, discrete: r.isDiscrete) }
        case .changed:
            guard r.state == .began || r.state == .changed else { return }
            r.state = .changed
            watch.sendActions(of: r)
        case .ended:
            guard r.state == .began || r.state == .changed else { return arbitrate(r) { .fails($0) } }
            r.state = .ended
            arbitrate(r) { .ends($0) }
            watch.gestureEnded(r, cancelled: false)
            watch.sendActions(of: r)
        case .cancelled:
            guard r.state == .began || r.state == .changed else { return arbitrate(r) { .fails($0) } }
            r.state = .cancelled
            arbitrate(r) { .cancels($0) }
            watch.gestureEnded(r, cancelled: true)
            watch.sendActions(of: r)
        case .failed:
            arbitrate(r) { .fails($0) }
        }
    }

    /// The engine's `GestureArbitration` decides (UIKit's documented rules, with the
    /// delegates' and the classes' answers asked as it asks them); each recognizer that
    /// fails or begins takes the state, and one that begins sends its actions, in the
    /// order they happened. The first to begin that cancels touches in the view
    /// cancels them there.
    private func arbitrate(_ r: UIGestureRecognizer, _ input: (Int) -> GestureArbitration.Input) {
        guard let active = activeTouch, let i = active.recognizers.firstIndex(where: { $0 === r }) else { return }
        let all = active.recognizers
        let questions = GestureArbitration.Questions(
            requiresFailure: { a, b in Self.requires(all[a], toFail: all[b]) },
            prevents: { a, b in all[a].prevents(all[b]) },
            mayBegin: { all[$0].mayBegin() })
        var arbitration = active.arbitration
        let events = arbitration.apply(input(i), asking: questions)
        // Written whole: changed in place, the touch's old arbitration would be freed
        // inside the change, which makes the compiler check every access to the touch.
        if var touch = activeTouch {
            touch.arbitration = arbitration
            activeTouch = touch
        }
        for event in events {
            switch event {
            case .failed(let j):
                all[j].state = .failed
            case .began(let j, let discrete):
                let b = all[j]
                b.state = discrete ? .ended : .began
                if b.cancelsTouchesInView, activeTouch?.viewGetsTouches == true {
                    activeTouch?.viewGetsTouches = false
                    active.hitView?.touchesCancelled([active.touch], with: self.event(for: active.touch))
                }
                watch.sendActions(of: b)
            }
        }
    }

    /// `require(toFail:)`, the classes' `shouldRequireFailure(of:)`/`shouldBeRequiredToFail(by:)`
    /// and the delegates' `shouldRequireFailureOf`/`shouldBeRequiredToFailBy`.
    private static func requires(_ r: UIGestureRecognizer, toFail o: UIGestureRecognizer) -> Bool {
        r.failureRequirements.contains { $0.object === o }
            || r.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: r)
            || r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: o) == true
            || o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: r) == true
    }

    /// The touch is over: at the end of the turn every recognizer is reset to
    /// `possible` for the next one.
    func endTouch() {
        guard let active = activeTouch else { return }
        activeTouch = nil
        endingTouch = active.recognizers
        afterCommit { [unowned self] in
            endingTouch = []
            for r in active.recognizers {
                r.state = .possible
                r.touch = nil
                r.reset()
            }
        }
    }

    /// The app is going: a touch still down, or one whose recognizers wait for the end
    /// of the turn to let it go, is let go without a word to the app's code. A touch
    /// holds its view and window, as UIKit's does, and a recognizer its touch, so until
    /// then the window held itself.
    func forgetTouch() {
        for r in activeTouch?.recognizers ?? [] { r.touch = nil }
        for r in endingTouch { r.touch = nil }
    }
}

/// The finger on the screen, and who gets its steps.
struct ActiveTouch {
    let touch: UITouch
    let hitView: UIView?
    let recognizers: [UIGestureRecognizer]
    /// A touch that came down while UIKit ignored touches: its steps go nowhere.
    let ignored: Bool
    /// Until a recognizer that cancels touches in the view recognizes.
    var viewGetsTouches = true
    /// Who may begin, who waits, who failed.
    var arbitration: GestureArbitration

    init(touch: UITouch, hitView: UIView?, recognizers: [UIGestureRecognizer], ignored: Bool) {
        self.touch = touch
        self.hitView = hitView
        self.recognizers = recognizers
        self.ignored = ignored
        arbitration = GestureArbitration(count: recognizers.count)
    }
}

extension UIGestureRecognizer {
    /// Still following the touch: possible (or waiting), or recognizing.
    var isTracking: Bool { state == .possible || state == .began || state == .changed }

    /// Whether this recognizer, recognizing, keeps `other` from recognizing: both
    /// classes allow it (`canPrevent`, `canBePrevented(by:)`) and neither delegate lets
    /// them recognize together.
    func prevents(_ other: UIGestureRecognizer) -> Bool {
        canPrevent(other) && other.canBePrevented(by: self) && !recognizesSimultaneously(with: other)
    }
}
