/// The whole simulated world: one scenario's window, the pan recognizer, the
/// transition in flight (or the last one) and the virtual clock. A value: every
/// input is a `mutating func` that returns what happened, so a caller can try a
/// command on a copy and keep the copy only when it succeeds.
public struct Simulator: Sendable {
    public let scenario: Scenario
    public internal(set) var settings: Settings
    /// Seconds since the scenario was loaded; moves only when an input says so.
    public internal(set) var clock: Double = 0
    public internal(set) var gesture = PanGestureRecognizer()
    /// The transition in flight, or the last one (completed or cancelled).
    public internal(set) var transition: Transition?
    /// Whether the presented controller is on screen.
    public internal(set) var isPresented = false
    public internal(set) var scene: Scene
    /// The lifecycle events of the current (or last) transition, for `show events`.
    public internal(set) var transitionEvents: [LifecycleEvent] = []
    /// The mapping of the gesture being tracked, chosen by the handler at `began`.
    public internal(set) var gestureMapping: GestureMapping?

    public init(scenario: Scenario, settings: Settings? = nil) {
        self.scenario = scenario
        self.settings = settings ?? scenario.defaults
        self.scene = scenario.restingScene(presented: false, settings: self.settings)
    }

    /// Reloads the scenario, keeping the current settings.
    public mutating func reset() {
        self = Simulator(scenario: scenario, settings: settings)
    }

    /// Replaces the settings. The screen cannot change under a running transition
    /// (its frames were laid out for the old one); at rest the scene is re-laid out.
    public mutating func changeSettings(_ new: Settings) throws(SimulationError) {
        if new.screen != settings.screen {
            if transition?.isInFlight == true {
                throw SimulationError("the screen cannot change while a transition is in flight")
            }
            scene = scenario.restingScene(presented: isPresented, settings: new)
        }
        settings = new
        // `scrub` changes how the same percent maps to the views.
        if transition?.isInFlight == true { layOutViews() }
    }

    /// What the release policy would decide if the gesture ended now, while a
    /// tracked gesture drives an interactive transition.
    public var decision: Decision? {
        guard gesture.isTracking, let mapping = gestureMapping,
              transition?.phase == .interactive else { return nil }
        return settings.releasePolicy.decideOnEnd(
            mapping.releaseInput(translation: gesture.translation, velocity: gesture.velocity, cap: settings.cap))
    }

    /// Whether an animation is running that time would move.
    public var isAnimating: Bool { transition?.isInFlight == true && transition?.run != nil }
}

/// What an input did besides changing state: callbacks in order, and warnings for
/// calls UIKit would silently ignore.
public struct Outcome: Hashable, Sendable {
    public var events: [LifecycleEvent] = []
    public var warnings: [String] = []

    public init(events: [LifecycleEvent] = [], warnings: [String] = []) {
        self.events = events
        self.warnings = warnings
    }

    public static func += (lhs: inout Outcome, rhs: Outcome) {
        lhs.events += rhs.events
        lhs.warnings += rhs.warnings
    }

    static func warning(_ message: String) -> Outcome { Outcome(warnings: [message]) }
}

/// An input refused: the state is left as it was.
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
