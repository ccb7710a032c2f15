/// The pan recognizer feeding the scenario's gesture handler (the article's
/// `handlePanGesture`): `began` starts a transition, `changed` updates it, `ended`
/// asks the release policy, `cancelled` asks it too.
extension Simulator {
    public mutating func panBegin(at location: Point? = nil) throws(SimulationError) -> Outcome {
        let point = location ?? scenario.defaultPanLocation(settings)
        let screen = Rect(0, 0, settings.screen.width, settings.screen.height)
        guard screen.contains(point) else {
            throw SimulationError("location \(formatted(point.x)),\(formatted(point.y)) is outside the screen (x 0…<\(formatted(screen.width)), y 0…<\(formatted(screen.height)))")
        }
        do { try gesture.begin(at: point, time: clock) } catch { throw SimulationError(error.description) }
        let operation: Transition.Operation = isPresented ? .dismiss : .present
        gestureMapping = scenario.gesture(operation, settings)
        guard gestureMapping != nil else {
            return .warning("pan begin: \(scenario.name) has no interactive \(operation.rawValue)")
        }
        if let refusal = refusalToStart(operation) { return .warning(refusal) }
        return start(operation, interactive: true)
    }

    /// A sample `interval` seconds after the previous one, at a cumulative translation.
    public mutating func panMove(to translation: Point, after interval: Double? = nil) throws(SimulationError) -> Outcome {
        guard gesture.isTracking else {
            throw SimulationError(PanGestureRecognizer.Misuse.notTracking(gesture.state).description)
        }
        var outcome = advance(by: interval ?? settings.frameInterval)
        do { try gesture.move(to: translation, time: clock) } catch { throw SimulationError(error.description) }
        if let mapping = gestureMapping {
            outcome += update(mapping.progress(translation: translation, cap: settings.cap))
        }
        return outcome
    }

    public mutating func panEnd(velocity: Point? = nil) throws(SimulationError) -> Outcome {
        do { try gesture.end(velocity: velocity) } catch { throw SimulationError(error.description) }
        guard let input = releaseInput else { return Outcome() }
        let decision = settings.releasePolicy.decideOnEnd(input)
        return decision == .finish ? finish() : cancel()
    }

    /// The system cancelled the gesture (a call came in, say).
    public mutating func panCancel() throws(SimulationError) -> Outcome {
        do { try gesture.cancel() } catch { throw SimulationError(error.description) }
        guard let input = releaseInput else { return Outcome() }
        let decision = settings.releasePolicy.decideOnCancel(input)
        return decision == .finish ? finish() : cancel()
    }

    private var releaseInput: ReleaseInput? {
        gestureMapping?.releaseInput(translation: gesture.translation, velocity: gesture.velocity, cap: settings.cap)
    }
}
