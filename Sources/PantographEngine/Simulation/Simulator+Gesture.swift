/// The pan recognizer feeding the scene's gesture handler: percent-driven (the
/// articles' `handlePanGesture`: `began` starts a transition, `changed` updates it,
/// `ended` asks the release policy) or direct manipulation (card's drag).
extension Simulator {
    /// The operation a pan starts now: a dismiss when something is presented.
    var panOperation: Transition.Operation { depth > 0 ? .dismiss : .present }

    /// The handler of the operation a pan would start now.
    var panGesture: ResolvedGesture {
        switch panOperation {
        case .present: nextPresentation?.present.gesture ?? .none
        case .dismiss: topPresentation?.dismiss.gesture ?? .none
        }
    }

    /// Where `pan begin` without a location touches: the scene's start for the
    /// gesture, else the middle of the screen.
    public var defaultPanLocation: Point {
        panGesture.start ?? Point(x: settings.screen.width / 2, y: settings.screen.height / 2)
    }

    mutating func panBegin(at location: Point?) throws(EngineError) -> Outcome {
        let point = location ?? defaultPanLocation
        let screen = Rect(0, 0, settings.screen.width, settings.screen.height)
        guard screen.contains(point) else { throw .locationOutsideScreen(point, settings.screen) }
        let operation = panOperation
        let handler = panGesture
        var next = self
        do { try next.gesture.begin(at: point, time: clock) } catch { throw .gesture(error) }
        var outcome = Outcome()
        switch handler {
        case .none:
            next.drive = .nothing
            outcome = .warning(.noGesture(scenario: scenario.name, operation: operation))
        case .percentDriven(let mapping):
            // A refused start leaves the mapping in place: later moves reach the
            // transition in flight through `update`, as the articles' handler does.
            next.drive = .percentDriven(mapping)
            if let refusal = try next.refusalToStart(operation) {
                outcome = .warning(refusal)
            } else {
                outcome = next.start(operation, interactive: true)
            }
        case .directManipulation(let drag):
            next.drive = .directManipulation(drag, handedOff: next.transition?.isInFlight == true)
        }
        self = next
        return outcome
    }

    /// A sample `interval` seconds after the previous one, at a cumulative translation.
    mutating func panMove(to translation: Point, after interval: Double?) throws(EngineError) -> Outcome {
        guard gesture.isTracking else { throw .gesture(.notTracking(gesture.state)) }
        var outcome = advance(by: interval ?? settings.frameInterval)
        do { try gesture.move(to: translation, time: clock) } catch { throw .gesture(error) }
        switch drive {
        case .percentDriven(let mapping)?:
            outcome += update(mapping.progress(translation: translation, cap: settings.cap))
        case .directManipulation(let drag, handedOff: false)?:
            let p = drag.progress(translation: translation)
            if p < 1 {
                // The finger holds the view: nothing else animates it.
                animations.removeAll { $0.animation.tracks.contains { $0.spec.view == drag.view } }
                window.set(.scale, of: drag.view, to: .number(1 - drag.shrink * p))
                window.set(.cornerRadius, of: drag.view, to: .number(drag.radius * p))
            } else {
                drive = .directManipulation(drag, handedOff: true)
                outcome += dismiss()
            }
        case .directManipulation(_, handedOff: true)?, .nothing?, nil:
            break
        }
        return outcome
    }

    mutating func panEnd(velocity: Point?) throws(EngineError) -> Outcome {
        do { try gesture.end(velocity: velocity) } catch { throw .gesture(error) }
        return release { $0.decideOnEnd($1) }
    }

    /// The system cancelled the gesture (a call came in, say).
    mutating func panCancel() throws(EngineError) -> Outcome {
        do { try gesture.cancel() } catch { throw .gesture(error) }
        return release { $0.decideOnCancel($1) }
    }

    private mutating func release(_ decide: (any ReleasePolicy, ReleaseInput) -> Decision) -> Outcome {
        switch drive {
        case .percentDriven(let mapping)?:
            let input = mapping.releaseInput(translation: gesture.translation, velocity: gesture.velocity, cap: settings.cap)
            return decide(settings.releasePolicy, input) == .finish ? complete(cancelling: false) : complete(cancelling: true)
        case .directManipulation(let drag, handedOff: false)?:
            let timing = AnimationTiming.curve(drag.springBackCurve)
            var outcome = startAnimation([
                TrackSpec(view: drag.view, property: .scale, from: nil, to: .number(1), begins: 0, ends: 1, timing: timing),
                TrackSpec(view: drag.view, property: .cornerRadius, from: nil, to: .number(0), begins: 0, ends: 1,
                          timing: timing),
            ], duration: drag.springBackDuration)
            outcome += runToEndIfAuto()
            return outcome
        case .directManipulation(_, handedOff: true)?, .nothing?, nil:
            return Outcome()
        }
    }
}
