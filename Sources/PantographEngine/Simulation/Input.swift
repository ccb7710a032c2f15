/// Everything the engine can be told, as one value: a session is a list of these, so
/// it can be recorded, replayed, compared and fuzzed.
public enum Input: Hashable, Sendable {
    /// The recognizer begins at a location (nil: the scene's start for the operation).
    case panBegin(at: Point?)
    /// A sample `after` seconds (nil: one frame) at a cumulative translation.
    case panMove(to: Point, after: Double?)
    /// The finger lifts; a velocity replaces the recognizer's estimate.
    case panEnd(velocity: Point?)
    /// The system cancels the gesture (a call comes in).
    case panCancel
    /// A finger: the recognizer begins only once it has moved `slop` points.
    case touchDown(at: Point)
    case touchMove(to: Point, after: Double?)
    case touchUp
    /// The finger lifts, and the velocity the device reported replaces the recognizer's
    /// estimate (`touch up velocity VX,VY`, a recorded trace's `vx`, `vy`).
    case touchUpReporting(velocity: Point)
    case touchCancel
    /// `present(_:animated:)` / `dismiss(animated:)` without interaction.
    case present
    case dismiss
    /// `pushViewController(_:animated:)` of the named controller, and
    /// `popViewController(animated:)`.
    case push(String, animated: Bool)
    case pop(animated: Bool)
    /// `present`/`dismiss` with an interaction controller that the app drives itself
    /// through `update`, `finish` and `cancel` (no gesture).
    case startInteractive(Transition.Operation)
    /// `UIPercentDrivenInteractiveTransition`'s calls.
    case update(Double)
    case finish
    case cancel
    case pause
    /// `UIView.transition(with:…)` or `UIView.transition(from:to:…)`. Out of line: two
    /// names and the options would make every input (a pan move's too) several times
    /// larger, and every copy of one dearer.
    indirect case viewTransition(ViewTransitionRequest)
    /// Time passes.
    case advance(seconds: Double)
    /// Frame by frame until nothing animates.
    case settle
    /// Out of line: the settings are large, and a history keeps many inputs.
    indirect case changeSettings(Settings)
    /// The scene as it loads, with the current settings.
    case reset
}

extension Simulator {
    /// `apply(_:)` without keeping the input in the transition's history.
    mutating func applyInput(_ input: Input, isInterrupted: () -> Bool) throws(EngineError) -> Outcome {
        switch input {
        case .panBegin(let location): return try panBegin(at: location)
        case .panMove(let translation, let interval): return try panMove(to: translation, after: interval)
        case .panEnd(let velocity): return try panEnd(velocity: velocity)
        case .panCancel: return try panCancel()
        case .touchDown(let location): return try touchDown(at: location)
        case .touchMove(let location, let interval): return try touchMove(to: location, after: interval)
        case .touchUp: return try touchUp()
        case .touchUpReporting(let velocity): return try touchUp(velocity: velocity)
        case .touchCancel: return try touchCancel()
        case .present: return try present()
        case .dismiss: return dismiss()
        case .push(let name, let animated): return try push(name, animated: animated)
        case .pop(let animated): return pop(animated: animated)
        case .startInteractive(let operation):
            if let warning = try refusalToStart(operation) { return .warning(warning) }
            return start(operation, interactive: true)
        case .update(let value): return update(value)
        case .finish: return complete(cancelling: false)
        case .cancel: return complete(cancelling: true)
        case .pause: return pause()
        case .viewTransition(let request): return try startViewTransition(request)
        case .advance(let seconds):
            var outcome = advance(by: seconds)
            if let stuck = stuckWarning { outcome.warnings.append(stuck) }
            return outcome
        case .settle:
            var outcome = settle(isInterrupted: isInterrupted)
            if let stuck = stuckWarning { outcome.warnings.append(stuck) }
            return outcome
        case .changeSettings(let new):
            return try changeSettings(new)
        case .reset:
            self = try Simulator(scene: scene, settings: settings)
            return Outcome()
        }
    }
}
