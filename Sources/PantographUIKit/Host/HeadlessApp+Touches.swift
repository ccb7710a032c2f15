import PantographEngine

/// Touches: one finger, hit-tested to a view when it comes down; every recognizer on
/// that view and its superviews gets it, and the view itself gets `touchesBegan`… until
/// a recognizer that cancels touches recognizes. Each step is one turn of the run loop.
extension HeadlessApp {
    /// The finger touches the window at `point`.
    public func touchDown(at point: CGPoint) throws(EngineError) {
        guard activeTouch == nil else { throw .gesture(.fingerAlreadyDown) }
        try checkOnScreen(point)
        turn {
            if let busy = transitionInFlight, busy.hasStarted, !busy.isInteractive {
                // UIKit ignores interaction events while a transition animates on its own.
                say(.touchesIgnoredDuringTransition)
                activeTouch = ActiveTouch(touch: UITouch(at: point), hitView: nil, recognizers: [], ignored: true)
                return
            }
            let touch = UITouch(at: point)
            touch.timestamp = time
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
                act(on: r, r.stepDown(touch, event: event, settings: recognizerSettings))
            }
            hit?.touchesBegan([touch], with: event)
            noteGesture { try? $0.touchDown(at: Point(point), time: time) }
        }
    }

    /// The finger moves to `point`, `interval` seconds after the last step (a frame
    /// when nil): time passes first, frame by frame, then the move arrives.
    public func touchMove(to point: CGPoint, after interval: TimeInterval? = nil) throws(EngineError) {
        guard activeTouch != nil else { throw .gesture(.noFingerDown) }
        try checkOnScreen(point)
        advance(by: interval ?? settings.frameInterval)
        turn {
            guard let active = activeTouch, !active.ignored else { return }
            let touch = active.touch
            touch.previousPoint = touch.point
            touch.point = point
            touch.phase = .moved
            touch.timestamp = time
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
            touch.phase = .ended
            touch.timestamp = time
            let event = self.event(for: touch)
            for r in active.recognizers where r.isTracking {
                act(on: r, r.stepUp(touch, event: event, settings: recognizerSettings))
            }
            // A recognizer that waited for another to fail: the lift decided.
            for r in active.recognizers where r.waitsForFailure { retry(r) }
            if activeTouch?.viewGetsTouches == true { active.hitView?.touchesEnded([touch], with: event) }
        }
    }

    /// The system takes the touch away (a call comes in).
    public func touchCancel() throws(EngineError) {
        guard let active = activeTouch else { throw .gesture(.noFingerDown) }
        turn {
            defer { endTouch() }
            defer {
                noteGesture { finger in
                    if finger.isDrivenByTouch { try? finger.touchCancel() } else { try? finger.cancel() }
                }
            }
            guard !active.ignored else { return }
            let touch = active.touch
            touch.phase = .cancelled
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
        event.timestamp = time
        event.touches = [touch]
        return event
    }

    func checkOnScreen(_ point: CGPoint) throws(EngineError) {
        guard point.x.isFinite, point.y.isFinite else { throw .notFinite(Point(point)) }
        guard screen.bounds.contains(point) else { throw .locationOutsideScreen(Point(point), settings.screen) }
    }

    /// What a recognizer's step leads to: beginning (if nothing stops it), its actions,
    /// or failing (which may let a recognizer waiting on it go).
    func act(on r: UIGestureRecognizer, _ step: RecognizerStep) {
        switch step {
        case .none:
            break
        case .wantsToBegin:
            tryToBegin(r)
        case .changed:
            guard r.state == .began || r.state == .changed else { return }
            r.state = .changed
            r.sendActions()
        case .ended:
            guard r.state == .began || r.state == .changed else { return fail(r) }
            r.state = .ended
            r.sendActions()
        case .cancelled:
            guard r.state == .began || r.state == .changed else { return fail(r) }
            r.state = .cancelled
            r.sendActions()
        case .failed:
            fail(r)
        }
    }

    /// UIKit's conditions, in order: the view's and the delegate's permission, the
    /// recognizers it must wait to fail, and no other recognizing with it unless the
    /// delegates allow it. A recognizer that begins fails the others still possible.
    private func tryToBegin(_ r: UIGestureRecognizer) {
        guard let active = activeTouch else { return }
        guard r.mayBegin() else { return fail(r) }
        let required = requirements(of: r, among: active.recognizers)
        if required.contains(where: { [.began, .changed, .ended].contains($0.state) }) { return fail(r) }
        if required.contains(where: { $0.state == .possible }) {
            r.waitsForFailure = true
            return
        }
        r.waitsForFailure = false
        let others = active.recognizers.filter { $0 !== r }
        if others.contains(where: { [.began, .changed].contains($0.state) && !r.recognizesSimultaneously(with: $0) }) {
            return fail(r)
        }
        r.state = r.isDiscrete ? .ended : .began
        for o in others where o.state == .possible && !r.recognizesSimultaneously(with: o) { fail(o) }
        if r.cancelsTouchesInView, activeTouch?.viewGetsTouches == true {
            activeTouch?.viewGetsTouches = false
            active.hitView?.touchesCancelled([active.touch], with: event(for: active.touch))
        }
        r.sendActions()
    }

    private func fail(_ r: UIGestureRecognizer) {
        guard r.state == .possible else { return }
        r.state = .failed
        r.waitsForFailure = false
        for w in activeTouch?.recognizers ?? [] where w.waitsForFailure { retry(w) }
    }

    /// A waiting recognizer looks again at the ones it requires to fail.
    private func retry(_ r: UIGestureRecognizer) {
        guard r.waitsForFailure, let active = activeTouch else { return }
        let required = requirements(of: r, among: active.recognizers)
        if required.allSatisfy({ $0.state == .failed || $0.state == .cancelled }) { tryToBegin(r) }
        else if required.contains(where: { [.began, .changed, .ended].contains($0.state) }) {
            r.waitsForFailure = false
            fail(r)
        }
    }

    /// `require(toFail:)` and the delegates' `shouldRequireFailureOf`/`shouldBeRequiredToFailBy`.
    private func requirements(of r: UIGestureRecognizer, among all: [UIGestureRecognizer]) -> [UIGestureRecognizer] {
        all.filter { o in
            o !== r && (r.failureRequirements.contains { $0.object === o }
                        || r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: o) == true
                        || o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: r) == true)
        }
    }

    /// The touch is over: at the end of the turn every recognizer is reset to
    /// `possible` for the next one.
    func endTouch() {
        guard let active = activeTouch else { return }
        activeTouch = nil
        afterCommit {
            for r in active.recognizers {
                r.state = .possible
                r.waitsForFailure = false
                r.touch = nil
                r.reset()
            }
        }
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

    init(touch: UITouch, hitView: UIView?, recognizers: [UIGestureRecognizer], ignored: Bool) {
        self.touch = touch
        self.hitView = hitView
        self.recognizers = recognizers
        self.ignored = ignored
    }
}

extension UIGestureRecognizer {
    /// Still following the touch: possible (or waiting), or recognizing.
    var isTracking: Bool { state == .possible || state == .began || state == .changed }
}
