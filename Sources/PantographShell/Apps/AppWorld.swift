import PantographEngine

/// An app's own code as the world a session drives, in place of a scene
/// (docs/architecture.md, "An app in the shell"). The session parses, keeps `undo`,
/// checks `expect` and writes records as it does for a scene; the world runs the
/// commands that act on the app (`Command.actsOnTheWorld`, AppEvaluation.swift)
/// through its `AppDriver`, watches what the app's handler does when a finger lifts
/// (`release`), gathers the transition's callbacks, and names the views for records.
///
/// An app is an object, not a value. So a world keeps a journal: the commands that
/// changed it, in a form that replays to the same app (a `settle` cut short by Ctrl-C
/// is kept as the `wait` it made). `AppState` makes the world a value for the shell:
/// a state that is not the world's latest gets the world made again — the app from its
/// root closure, the journal's first commands taken again — which is how `undo`, the
/// undo log's checkpoints and a failed command's rollback get their app.
@MainActor public final class AppWorld {
    let driver: any AppDriver
    /// The settings the app started on: a world made again starts there.
    let initialSettings: Settings
    /// The settings now (`set` changes them; the clock mode is the world's own).
    public private(set) var settings: Settings
    /// The commands taken since the app was made, replayable.
    private(set) var journal: [Command] = []
    /// A command failed after it had run the app's code.
    private(set) var isSpoiled = false
    /// Which world the driver's app is: one made again takes it over.
    private let lease: Lease

    /// The transition watched: its number, what the handler did at the release, and
    /// the callbacks since it began.
    private var transitionNumber: Int?
    private(set) var release: AppRelease?
    private(set) var transitionEvents: [LifecycleEvent] = []
    /// The views' names, in the order first seen: a view's id is its place here, so
    /// the record writer keeps what it made of each name.
    private var viewIDs = ViewIDs()
    var names: [String] { viewIDs.names }
    /// What replaying the journal could not do again, said once by the next command.
    var replayProblems: [String] = []
    /// The diagnostics the last command showed, also among its warnings (`explore`
    /// checks them after every step).
    private(set) var diagnostics: [AppDiagnostic] = []

    final class Lease {
        weak var holder: AppWorld?
    }

    /// Starts the app on `settings`.
    public init(driver: any AppDriver, settings: Settings) throws(EngineError) {
        self.driver = driver
        initialSettings = settings
        self.settings = settings
        lease = Lease()
        try restart()
    }

    private init(rebuilding world: AppWorld) {
        driver = world.driver
        initialSettings = world.initialSettings
        settings = world.initialSettings
        lease = world.lease
        viewIDs = world.viewIDs
        // The settings were good when the world first started on them.
        try? restart()
    }

    /// Makes the app again from its root closure on the current settings.
    func restart() throws(EngineError) {
        try driver.start(settings: settings)
        lease.holder = self
        _ = driver.takeEvents()
        _ = driver.takeConsole()
        _ = driver.takeDiagnostics()
        diagnostics = []
        transitionNumber = nil
        release = nil
        transitionEvents = []
    }

    /// Whether the driver's app is this world's, as its journal says.
    var holdsTheApp: Bool { lease.holder === self && !isSpoiled }

    /// A new world: the app made again, the first `count` commands of the journal
    /// taken again. A command the app does not do the same the second time (its code
    /// read the real clock, or the main queue) is skipped and said.
    func rebuilt(taking count: Int) -> AppWorld {
        let world = AppWorld(rebuilding: self)
        var state = ShellState(simulator: Simulator(scene: .overAnApp), output: .text)
        for command in journal.prefix(count) {
            do {
                _ = try world.evaluate(command, in: &state, isInterrupted: { false })
            } catch {
                world.journal.append(command)
                world.replayProblems.append("replaying the app's commands, '\(command)' failed the second time "
                                            + "(\(error.message)): the app does not do the same twice")
            }
        }
        return world
    }

    // MARK: - Journal

    /// A command that changed the app, kept for replaying.
    func keep(_ command: Command) { journal.append(command) }

    /// The app's code ran and then the command failed: made again before it is used.
    func spoil() { isSpoiled = true }

    // MARK: - Watching the app

    /// After each step: the callbacks UIKit made, gathered for the transition they
    /// belong to (a new transition starts a new list), and UIKit's console and the
    /// diagnostics as warnings.
    func takeCallbacks(into outcome: inout Outcome, notes: inout [String]) {
        let events = driver.takeEvents()
        let number = driver.transition?.number
        if number != transitionNumber {
            transitionNumber = number
            release = nil
            transitionEvents = []
        }
        if !events.isEmpty {
            // Onto nothing (nearly always), the same array, not a copy of it.
            if transitionEvents.isEmpty { transitionEvents = events } else { transitionEvents += events }
            if outcome.events.isEmpty { outcome.events = events } else { outcome.events += events }
        }
        notes += driver.takeConsole()
        diagnostics = driver.takeDiagnostics()
        notes += diagnostics.map(\.warning)
    }

    /// A finger lifts (or the system takes it): `lift` runs it, and what the app's
    /// handler did to the transition it drove is the release (docs/own-code.md).
    func release(bySystem: Bool, _ lift: () throws(EngineError) -> Void) throws(EngineError) {
        let before = driver.transition
        let wasDriving = driver.gesture.isTracking && before?.0.state.isInteractive == true
        try lift()
        guard wasDriving, let before, let after = driver.transition, after.number == before.number else { return }
        let decision: Decision = switch after.0.state {
        case .finishing, .completed, .animating: .finish
        case .cancelling, .cancelled: .cancel
        case .interactive, .paused: .stay
        }
        takeTransition(number: after.number)
        release = AppRelease(decision: decision, input: Self.releaseInput(driver.gesture, progress: before.0.state.percent,
                                                                         screen: driver.screen),
                             bySystem: bySystem)
    }

    /// The numbers a release policy judges, as the app's pan reports them: the progress
    /// the transition has, the pan's translation and its velocity along the finger's
    /// travel since the pan began (the direction that drove the progress; at no travel,
    /// the speed), and the distance that makes the translation that progress.
    static func releaseInput(_ gesture: PanGestureRecognizer, progress: Double, screen: Size) -> ReleaseInput {
        let translation = gesture.translation
        let length = (translation.x * translation.x + translation.y * translation.y).squareRoot()
        let velocity = gesture.velocity
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        let along = length > 0 ? (velocity.x * translation.x + velocity.y * translation.y) / length : speed
        let distance = progress > 0 ? length / progress : Double(screen.height)
        return ReleaseInput(progress: progress, translation: length, distance: distance, velocity: along)
    }

    /// While a finger drives an interactive transition: what a policy would judge if it
    /// lifted now.
    func liveReleaseInput() -> ReleaseInput? {
        guard driver.gesture.isTracking, let (t, _) = driver.transition, t.state.isInteractive else { return nil }
        return Self.releaseInput(driver.gesture, progress: t.state.percent, screen: driver.screen)
    }

    /// The release belongs to the transition `number`: a callback list started before
    /// the lift is kept.
    private func takeTransition(number: Int) {
        if transitionNumber != number {
            transitionNumber = number
            transitionEvents = []
        }
    }

    /// `pause()` took the decision back.
    func forgetRelease() { release = nil }

    // MARK: - What a record shows

    func stage() -> AppStage {
        let shown = driver.views()
        var views: [VisibleView] = []
        views.reserveCapacity(shown.count)
        for (place, view) in shown.enumerated() {
            views.append(VisibleView(appView: viewIDs.id(of: view.name, at: place), frame: view.frame, alpha: view.alpha,
                                     isHidden: view.isHidden, scale: view.scale, cornerRadius: view.cornerRadius,
                                     isPhantom: view.isPhantom))
        }
        let transition = driver.transition.map { seen in
            var t = seen.0
            t.release = seen.number == transitionNumber ? release : nil
            return t
        }
        // Asked once: the app names its controller for each answer.
        let presented = driver.presented
        return AppStage(clock: driver.clock, sceneName: driver.name, gesture: driver.gesture, transition: transition,
                        isPresented: presented != nil, presented: presented, viewNames: names,
                        views: views, screen: driver.screen, transitionEvents: transitionEvents,
                        viewHierarchy: driver.viewHierarchy)
    }

    /// The prompt: the app's name, and the transition's phase and percent while one is
    /// in flight, as a scene's prompt.
    var promptText: String {
        var text = driver.name
        if let (t, _) = driver.transition, t.state.isInFlight {
            text += " \(t.operation.rawValue) \(t.state.phase.rawValue) \(Numbers.fixed(t.state.percent * 100, 1))%"
        } else if let presented = driver.presented {
            text += " (\(presented))"
        }
        return text
    }

    func setSettings(_ new: Settings) { settings = new }
}

/// The app in the shell's state, as a value: the world and how much of its journal
/// this state has seen. A copy (a checkpoint of the undo log) holds the same world;
/// once the world has gone on, `current()` makes it again for the copy.
public struct AppState: @unchecked Sendable {
    // Sendable by hand: the world is main-actor isolated, and every use of it below
    // asks for the main actor (UIKit's classes are main-actor isolated, so a session
    // over an app runs on the main thread).
    public private(set) var world: AppWorld
    /// The journal's length this state stands for.
    var taken: Int

    init(_ world: AppWorld) {
        self.world = world
        taken = MainActor.assumeIsolated { world.journal.count }
    }

    /// Whether the world is what this state says: its app, at this state's command.
    var isIntact: Bool {
        let (world, taken) = (world, taken)
        return MainActor.assumeIsolated { world.holdsTheApp && world.journal.count == taken }
    }

    /// The world, made again first when it is not this state's.
    mutating func current() -> AppWorld {
        if !isIntact {
            let (old, taken) = (world, taken)
            world = MainActor.assumeIsolated { old.rebuilt(taking: taken) }
        }
        return world
    }

    /// What a record shows: only of a state whose world it is (the session's own).
    func stage() -> AppStage {
        precondition(isIntact, "an app's record read from a state its world has left")
        let world = world
        return MainActor.assumeIsolated { world.stage() }
    }

    /// The settings of the world (as this state's latest command left them).
    var settings: Settings {
        let world = world
        return MainActor.assumeIsolated { world.settings }
    }

    /// The settings the world started on (the harness's start), which a recording's
    /// `set`s are written against.
    var initialSettings: Settings {
        let world = world
        return MainActor.assumeIsolated { world.initialSettings }
    }

    /// The program's name (the harness's).
    var programName: String {
        let world = world
        return MainActor.assumeIsolated { world.driver.name }
    }

    /// The names `call` takes, for Tab.
    var actionNames: [String] {
        let world = world
        return MainActor.assumeIsolated { world.driver.actionNames }
    }

    /// The REPL's prompt, without its `> `.
    var promptText: String {
        let world = world
        return MainActor.assumeIsolated { world.promptText }
    }

    /// A command is about to run: what a trap in the app's code names.
    func willRun(_ text: String, file: String, line: Int, column: Int) {
        let world = world
        MainActor.assumeIsolated { world.driver.willRun(text, file: file, line: line, column: column) }
    }

    /// After the world evaluated a command: this state is its latest.
    mutating func tookCommands() {
        let world = world
        taken = MainActor.assumeIsolated { world.journal.count }
    }
}

extension ShellState {
    /// What a record shows: the app's stage, or the scene's simulator.
    public var stage: any Stage {
        if let app { return app.stage() }
        return simulator
    }

    /// A command that failed left nothing to take back: an app whose world did not
    /// change (a scene's state is always rebuilt, which costs little).
    var isIntactAfterFailure: Bool { app?.isIntact ?? false }
}

/// A value a session over an app hands to the main actor on the thread it runs on,
/// the main thread (`AppState`): never across threads.
public struct OnTheMainThread<T>: @unchecked Sendable {
    public let value: T
    public init(_ value: T) { self.value = value }
}
