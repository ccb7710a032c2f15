/// The pan recognizer feeding the scene's gesture handler: percent-driven (the
/// articles' `handlePanGesture`: `began` starts a transition, `changed` updates it,
/// `ended` asks the release policy) or direct manipulation (card's drag). `pan …`
/// begins at once; `touch …` goes through the recognizer's slop first.
extension Simulator {
    /// The operation a pan starts now: undoing the top presentation or push when
    /// there is one, else making the next.
    var panOperation: Transition.Operation {
        if let top = topPresentation { return top.backward }
        return nextPresentation?.forward ?? .present
    }

    /// The handler of the operation a pan would start now, or of the transition in
    /// flight, which a pan grabs.
    var panGesture: ResolvedGesture {
        if let t = transition, t.isInFlight {
            return model.presentations[t.presentation].operation(t.operation).gesture
        }
        switch panOperation {
        case .present, .push: return nextPresentation?.present.gesture ?? .none
        case .dismiss, .pop: return topPresentation?.dismiss.gesture ?? .none
        }
    }

    /// What a pan does here: the one being tracked, or one that began now. Output
    /// reads it to say what judges the gesture, or why nothing does.
    public var panHandling: PanHandling {
        let inFlight = transition?.isInFlight == true
        let operation = inFlight ? transition!.operation : panOperation
        switch panGesture {
        case .none: return .none(operation)
        case .percentDriven: return .percentDriven(operation)
        case .directManipulation(let drag):
            return .directDrag(view: model.names[drag.view], distance: drag.distance, operation: operation)
        case .tap(let tap): return .tap(view: model.names[tap.view], operation: operation)
        }
    }

    /// The operations of the scene that a pan drives as an interactive transition, so
    /// that a release policy judges it, in the order of the scene's presentations.
    public var policyJudgedOperations: [Transition.Operation] {
        var operations: [Transition.Operation] = []
        for presentation in model.presentations {
            for op in [presentation.forward, presentation.backward] where !operations.contains(op) {
                if case .percentDriven = presentation.operation(op).gesture { operations.append(op) }
            }
        }
        return operations
    }

    /// Where `pan begin` without a location touches: the scene's start for the
    /// gesture, else the middle of the screen.
    public var defaultPanLocation: Point {
        panGesture.start ?? Point(x: settings.screen.width / 2, y: settings.screen.height / 2)
    }

    func checkOnScreen(_ point: Point) throws(EngineError) {
        guard Self.isOn(point, settings.screen) else { throw .locationOutsideScreen(point, settings.screen) }
    }

    /// Static, over plain values: a method on the simulator copied it whole in a debug
    /// build, on every pan move.
    static func isOn(_ point: Point, _ screen: Size) -> Bool {
        point.x >= 0 && point.x < screen.width && point.y >= 0 && point.y < screen.height
    }

    /// A finger comes down on the screen (an error elsewhere: nothing is there to touch),
    /// but a move may carry it past an edge, as a drag of 5000 points does, or a trace
    /// recorded in a view's coordinates on a larger screen: the gesture follows it, and
    /// a warning says so as the finger leaves (once, not at every move out there).
    static func warnIfLeaving(_ screen: Size, from old: Point, to new: Point, into outcome: inout Outcome) {
        guard !isOn(new, screen), isOn(old, screen) else { return }
        outcome.warnings.append(.fingerOffScreen(new, screen: screen))
    }

    mutating func panBegin(at location: Point?) throws(EngineError) -> Outcome {
        let point = location ?? defaultPanLocation
        try checkOnScreen(point)
        // `began` throws only when UIKit refuses to start the transition, before it has
        // changed anything; the recognizer is all there is to put back (not a copy of
        // the whole state). `RefusedPanTests` holds it.
        let kept = gesture
        do { try gesture.begin(at: point, time: clock) } catch { throw .gesture(error) }
        do {
            return try began()
        } catch {
            gesture = kept
            throw error
        }
    }

    /// The recognizer has begun: the handler starts its operation, or grabs the
    /// transition in flight.
    mutating func began() throws(EngineError) -> Outcome {
        let handler = panGesture
        // The transition asked in place: a binding or a closure over it copied it.
        let inFlight = transition?.isInFlight == true
        let operation = inFlight ? transition!.operation : panOperation
        switch handler {
        case .none:
            drive = .nothing
            // The navigation controller's back swipe with only the root on the stack.
            if !inFlight, operation == .push, let next = nextPresentation {
                return .warning(.popGestureAtRoot(navigationController: next.navigationController ?? "", root: next.presenter))
            }
            return .warning(.noGesture(scene: scene.name, operation: operation))
        case .percentDriven(let mapping):
            // A screen-edge pan: the touch must come down within the edge region,
            // half-open as Flutter's drag area hit-tests (`Size.contains`: x < width;
            // a location off the screen is refused before this).
            if mapping.fromLeftEdge, let start = gesture.startLocation,
               !ScreenEdge.left.admits(start, screen: settings.screen, width: settings.edgeWidth) {
                drive = .nothing
                return .warning(.outsideEdgeRegion(x: start.x, edgeWidth: settings.edgeWidth))
            }
            guard inFlight else {
                if let refusal = try refusalToStart(operation) {
                    drive = .nothing
                    return .warning(refusal)
                }
                drive = .percentDriven(mapping, from: 0)
                return start(operation, interactive: true)
            }
            return grab(transition!, mapping)
        case .directManipulation(let drag):
            drive = .directManipulation(drag, handedOff: inFlight)
            return Outcome()
        case .tap(let tap):
            // A pan is not a tap: the finger moved, so a highlighted cell lets go.
            var outcome = unhighlight()
            drive = .nothing
            if !gesture.isDrivenByTouch {
                // What does start the operation: a tap on the view, in its middle.
                if let view = window[tap.view] {
                    let frame = window.visualFrame(of: view, model: model)
                    outcome += .warning(.panOnTappable(scene: scene.name, operation: operation,
                                                       view: model.names[tap.view],
                                                       middle: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)))
                } else {
                    outcome += .warning(.noGesture(scene: scene.name, operation: operation))
                }
            }
            return outcome
        }
    }

    /// The cell a finger highlighted goes back to its size.
    mutating func unhighlight() -> Outcome {
        guard case .tap(let tap)? = drive else { return Outcome() }
        let timing = tap.unhighlightTiming
        var outcome = startAnimation([TrackSpec(view: tap.view, property: .scale, from: nil, to: .number(1),
                                                begins: 0, ends: 1, timing: timing)], duration: tap.unhighlightDuration)
        outcome += runToEndIfAuto()
        return outcome
    }

    /// A pan that begins while a transition is in flight: an interactive or paused
    /// one continues from its percent; a finishing or cancelling one is paused where
    /// it is when the transition is interruptible, so the views do not jump.
    private mutating func grab(_ t: Transition, _ mapping: PanMapping) -> Outcome {
        switch t.state {
        case .interactive(let p), .paused(let p):
            // A release that stayed (`stay`) is taken back by the gesture that takes
            // the transition over, as `pause()` takes back a finish or cancel.
            transition!.release = nil
            drive = .percentDriven(mapping, from: p)
            return Outcome()
        case .finishing, .cancelling:
            guard settings.interruptible else {
                drive = .nothing
                return .warning(.grabNotInterruptible(t.phase))
            }
            let outcome = pause()
            drive = .percentDriven(mapping, from: transition?.percent ?? t.percent)
            return outcome
        case .animating:
            drive = .nothing
            // The articles' handler calls present again; UIKit refuses with a warning.
            return (try? refusalToStart(t.operation)).flatMap { $0.map(Outcome.warning) } ?? Outcome()
        case .completed, .cancelled:
            return Outcome()
        }
    }

    /// A sample `interval` seconds after the previous one, at a cumulative translation.
    mutating func panMove(to translation: Point, after interval: Double?) throws(EngineError) -> Outcome {
        // The phase matched in place: asking `isTracking` of the old recognizer copied
        // it whole for every move.
        let start: Point, before: Point
        switch gesture.phase {
        case .began(let pan), .changed(let pan):
            guard !pan.isDrivenByTouch else { throw .gesture(.fingerAlreadyDown) }
            (start, before) = (pan.start, pan.translation)
        case .idle, .waiting, .ended, .cancelled, .failed:
            throw .gesture(.notTracking(gesture.state))
        }
        // Copied once: in a debug build each read of `self.settings` copied it whole.
        let settings = self.settings
        let (frameInterval, screen) = (settings.frameInterval, settings.screen)
        var outcome = advance(by: interval ?? frameInterval)
        do { try gesture.move(to: translation, time: clock) } catch { throw .gesture(error) }
        // The translation the recognizer now has, passed on as it is: read back from
        // the recognizer just written, the load waited on that store.
        changed(translation: translation, into: &outcome)
        // Tested inline, in Doubles: a call and `Point`'s `+` on every move cost a debug
        // build's pan move 3 %.
        let x = start.x + translation.x, y = start.y + translation.y
        if x < 0 || y < 0 || x >= screen.width || y >= screen.height {
            Self.warnIfLeaving(screen, from: start + before, to: Point(x: x, y: y), into: &outcome)
        }
        return outcome
    }

    /// The handler's `changed`, at the recognizer's translation, adding what it did to
    /// `outcome`. Added in place: an outcome returned and then added cost a call to
    /// `+=` and the release of its two (empty) arrays on every move.
    mutating func changed(translation: Point, into outcome: inout Outcome) {
        switch drive {
        case .percentDriven(let mapping, let base)?:
            update(mapping.progress(translation: translation, from: base, cap: settings.cap), into: &outcome)
        case .directManipulation(let drag, handedOff: false)?:
            let p = drag.progress(translation: translation)
            if p < 1 {
                // The finger holds the view: nothing else animates it.
                animations.removeAll { $0.animation.tracks.contains { $0.spec.view == drag.view } }
                window.set(.scale, of: drag.view, to: .number(1 - drag.shrink * p))
                window.set(.cornerRadius, of: drag.view, to: .number(drag.radius * p))
                return
            }
            drive = .directManipulation(drag, handedOff: true)
            outcome += dismiss()
        case .nothing?:
            outcome += nothingDrivenWarning()
        case .directManipulation(_, handedOff: true)?, .tap?, nil:
            break
        }
    }

    /// A pan that began when nothing could take it still drives nothing; once a pan
    /// begun now would drive something (the scene presented meanwhile, say), each
    /// move says so, rather than doing nothing in silence.
    private func nothingDrivenWarning() -> Outcome {
        guard transition?.isInFlight != true else { return Outcome() }
        switch panHandling {
        case .percentDriven(let operation), .directDrag(_, _, let operation):
            return .warning(.panDrivesNothing(couldDrive: operation))
        case .tap, .none:
            return Outcome()
        }
    }

    mutating func panEnd(velocity: Point?) throws(EngineError) -> Outcome {
        guard !gesture.isDrivenByTouch || !gesture.isTracking else { throw .gesture(.fingerAlreadyDown) }
        do { try gesture.end(velocity: velocity) } catch { throw .gesture(error) }
        return released(bySystem: false)
    }

    /// The system cancelled the gesture (a call came in, say).
    mutating func panCancel() throws(EngineError) -> Outcome {
        guard !gesture.isDrivenByTouch || !gesture.isTracking else { throw .gesture(.fingerAlreadyDown) }
        do { try gesture.cancel() } catch { throw .gesture(error) }
        return released(bySystem: true)
    }

    /// What the policy would see if the gesture ended now.
    public var releaseInput: ReleaseInput? {
        guard case .percentDriven(let mapping, let base)? = drive else { return nil }
        return mapping.releaseInput(translation: gesture.translation, velocity: gesture.velocity, from: base,
                                    cap: settings.cap)
    }

    /// The handler's `ended`/`cancelled`.
    mutating func released(bySystem: Bool) -> Outcome {
        switch drive {
        case .percentDriven?:
            guard let input = releaseInput, transition?.isInteractive == true else { return Outcome() }
            let policy = settings.releasePolicy
            let decision = bySystem ? policy.decideOnCancel(input) : policy.decideOnEnd(input)
            transition!.release = Release(policy: policy.id, values: settings.policyValues, input: input,
                                          decision: decision, bySystem: bySystem)
            switch decision {
            case .finish: return complete(cancelling: false)
            case .cancel: return complete(cancelling: true)
            case .stay:
                // Neither call: the transition waits, interactive, at its percent; a
                // new pan grabs it there, and `finish`/`cancel` complete it.
                return .warning(.leftInteractive(policy: policy.id, percent: transition?.percent ?? input.progress,
                                                 bySystem: bySystem))
            }
        case .directManipulation(let drag, handedOff: false)?:
            let timing = drag.springBackTiming
            var outcome = startAnimation([
                TrackSpec(view: drag.view, property: .scale, from: nil, to: .number(1), begins: 0, ends: 1, timing: timing),
                TrackSpec(view: drag.view, property: .cornerRadius, from: nil, to: .number(0), begins: 0, ends: 1,
                          timing: timing),
            ], duration: drag.springBackDuration)
            outcome += runToEndIfAuto()
            return outcome
        case .tap?:
            return unhighlight()
        case .directManipulation(_, handedOff: true)?, .nothing?, nil:
            return Outcome()
        }
    }

    // MARK: - Touches

    mutating func touchDown(at location: Point) throws(EngineError) -> Outcome {
        try checkOnScreen(location)
        var next = self
        do { try next.gesture.touchDown(at: location, time: clock) } catch { throw .gesture(error) }
        next.drive = nil
        var outcome = Outcome()
        // A finger on a tappable view highlights it at once, before any pan.
        if transition?.isInFlight != true, case .tap(let tap) = next.panGesture, let view = next.window[tap.view],
           next.window.visualFrame(of: view, model: model).contains(location) {
            next.drive = .tap(tap)
            let timing = tap.highlightTiming
            outcome += next.startAnimation([TrackSpec(view: tap.view, property: .scale, from: nil,
                                                      to: .number(tap.highlightScale), begins: 0, ends: 1, timing: timing)],
                                           duration: tap.highlightDuration)
            outcome += next.runToEndIfAuto()
        }
        self = next
        return outcome
    }

    mutating func touchMove(to location: Point, after interval: Double?) throws(EngineError) -> Outcome {
        guard gesture.isFingerDown, let before = gesture.location else { throw .gesture(.noFingerDown) }
        var next = self
        var outcome = next.advance(by: interval ?? settings.frameInterval)
        let begins: Bool
        do { begins = try next.gesture.touchMove(to: location, time: next.clock, slop: settings.slop) } catch {
            throw .gesture(error)
        }
        if begins {
            outcome += try next.began()
            // The pan begins with the slop taken off, so it may already have moved: the
            // handler updates with that translation at once (docs/fidelity.md), and the
            // percent shown is the one the policy would judge.
            if next.gesture.translation != .zero { next.changed(translation: next.gesture.translation, into: &outcome) }
        } else if next.gesture.isTracking {
            next.changed(translation: next.gesture.translation, into: &outcome)
        }
        Self.warnIfLeaving(settings.screen, from: before, to: location, into: &outcome)
        self = next
        return outcome
    }

    /// The finger lifts; a `velocity` (the device's report) replaces the estimate.
    mutating func touchUp(velocity: Point? = nil) throws(EngineError) -> Outcome {
        let wasTracking = gesture.isTracking
        var next = self
        do { try next.gesture.touchUp(velocity: velocity) } catch { throw .gesture(error) }
        var outcome: Outcome
        if wasTracking {
            outcome = next.released(bySystem: false)
        } else if case .tap? = next.drive {
            // A finger that lifts before any pan is a tap: the cell lets go, then selects.
            outcome = next.unhighlight()
            next.drive = .nothing
            outcome += try next.present()
        } else {
            outcome = Outcome()
        }
        self = next
        return outcome
    }

    mutating func touchCancel() throws(EngineError) -> Outcome {
        let wasTracking = gesture.isTracking
        do { try gesture.touchCancel() } catch { throw .gesture(error) }
        if wasTracking { return released(bySystem: true) }
        let outcome = unhighlight()
        drive = .nothing
        return outcome
    }
}

/// What a pan does in a state (`Simulator.panHandling`).
public enum PanHandling: Hashable, Sendable {
    /// The articles' handler drives an interactive transition; a release policy
    /// decides how it ends.
    case percentDriven(Transition.Operation)
    /// The view follows the finger, with no transition; `distance` points along
    /// starts the operation, and a release before that springs the view back.
    case directDrag(view: String, distance: Double, operation: Transition.Operation)
    /// A tap on the view starts the operation; a pan does nothing.
    case tap(view: String, operation: Transition.Operation)
    /// No gesture starts the operation.
    case none(Transition.Operation)
}

/// A gesture's end as the release policy judged it.
public struct Release: Hashable, Sendable {
    public let policy: PolicyName
    /// The constants it judged with.
    public let values: [String: Double]
    public let input: ReleaseInput
    public let decision: Decision
    /// `pan cancel`: the system, not the finger, ended the gesture.
    public let bySystem: Bool

    /// Why, as data the shell words (asked when printed).
    public var reason: ReleaseReason {
        let judge = self.judge
        return bySystem ? judge.reasonOnCancel(input) : judge.reasonOnEnd(input)
    }

    /// The policy's progress boundary with the constants it judged with.
    public var progressBoundary: ProgressBoundary? { judge.progressBoundary }

    private var judge: any ReleasePolicy {
        policy.policy.init(PolicyValues(values))
    }
}
