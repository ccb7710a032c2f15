import PantographEngine

/// An app's own code as the world a session drives, in place of a scene: what
/// PantographHarness implements over a running app (the shell links no UIKit). The
/// session parses, keeps `undo`, checks `expect` and writes records as it does for a
/// scene; the world runs the commands that act on it (`Command.actsOnTheWorld`) and
/// says what a record shows (docs/architecture.md, "An app in the shell").
///
/// An app is an object, not a value, so a world keeps a journal: the commands that
/// changed it, in a form that replays to the same app (a `settle` cut short by Ctrl-C
/// is kept as the `wait` it made). `AppState` makes the world a value for the shell:
/// a state that is not the world's latest is the world made again from the root
/// closure with its journal's first commands taken again, which is how `undo`, a
/// checkpoint of the undo log and a failed command's rollback get their app.
public protocol AppWorld: AnyObject, Sendable {
    /// The commands the world has taken since its app was made.
    var journalCount: Int { get }
    /// A command failed after it had run the app's code: the app is no longer what
    /// its journal says, and must be made again before it is used.
    var isSpoiled: Bool { get }
    /// A new world: the app made again from its root closure, the first `count`
    /// commands of this one's journal taken again.
    func rebuilt(taking count: Int) -> any AppWorld
    /// Runs a command on the app, appending to the journal what it changed. May set
    /// the state's output format (`set output`).
    func evaluate(_ command: Command, in state: inout ShellState, isInterrupted: () -> Bool) throws(CommandError)
        -> Response
    /// What a record shows now.
    func stage() -> AppStage
    /// The settings it runs on (the screen, the frame rate, the clock …), as `set` shows them.
    var settings: Settings { get }
    /// The names `call` takes, in the order the app registered them.
    var actionNames: [String] { get }
    /// The REPL prompt's text before `> `.
    var promptText: String { get }
    /// A command is about to run, as typed, and where it was read: what a trap in the
    /// app's code names (docs/own-code.md, "When the app's code traps").
    func willRun(_ text: String, file: String, line: Int)
}

/// The app in the shell's state, as a value: the world and how many commands of its
/// journal this state has seen. A copy (a checkpoint of the undo log) holds the same
/// world; once the world has gone on, `current()` makes it again for the copy.
public struct AppState: Sendable {
    public private(set) var world: any AppWorld
    /// The journal's length this state stands for.
    var taken: Int

    init(_ world: any AppWorld) {
        self.world = world
        taken = world.journalCount
    }

    /// Whether the world is what this state says: neither gone on past it nor spoiled.
    var isIntact: Bool { world.journalCount == taken && !world.isSpoiled }

    /// The world, made again first when it is not this state's.
    mutating func current() -> any AppWorld {
        if !isIntact { world = world.rebuilt(taking: taken) }
        return world
    }

    /// What a record shows: only of a state whose world it is (the session's own).
    func stage() -> AppStage {
        precondition(isIntact, "an app's record read from a state its world has left")
        return world.stage()
    }

    /// After the world evaluated a command: this state is its latest.
    mutating func tookCommands() { taken = world.journalCount }
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

extension Command {
    /// Whether, in a session over an app, the app runs the command: every command but
    /// those that read no world (help, curves and springs, quit), which the shell
    /// answers as it does for a scene. Exhaustive, so a new command is placed here.
    public var actsOnTheWorld: Bool {
        switch self {
        case .help, .curve, .spring, .quit, .session:
            false
        case .scenario, .scene, .addScene, .reset, .set, .panBegin, .panMove, .panBy, .panEnd, .panCancel, .touchDown,
             .touchMove, .touchUp, .touchCancel, .tap, .call, .compare, .sweep, .replay, .judge, .drag, .present, .dismiss,
             .push, .pop, .update, .finish, .cancel, .pause, .wait, .viewTransition, .settle, .show, .timeline, .plot, .draw:
            true
        }
    }
}
