import PantographEngine

/// A parsed command. The parser already tells the two kinds apart: every case but
/// `session` is evaluated on the scene (`Evaluator`), and `session` holds the commands
/// the session runs itself (`SessionCommand`). Each switch below is exhaustive, so a
/// new command does not compile until it says whether it changes the state and
/// whether it is a query.
public enum Command: Hashable, Sendable {
    /// Checked when evaluated: a loaded scene's settings have help too.
    case help(Word?)
    /// `scene list|show|load|save`.
    case scene(SceneRequest)
    /// What a `scene load` that read its file adds: the session makes it of the
    /// `load`, so that undo and a failed command replay no file.
    case addScene(Scene, SceneLibrary.Source)
    case reset
    /// `set`, `set KEY`, `set KEY VALUE`; the value is checked against the key's
    /// range when evaluated, and errors point at its column.
    case set(key: Word?, value: Word?)
    /// The column of the location, for errors about it.
    case panBegin(Point?, column: Int?)
    case panMove(Point, after: Double?)
    case panBy(Point, after: Double?)
    case panEnd(velocity: Point?)
    case panCancel
    /// `touch …`: a finger, through the recognizer's slop.
    case touchDown(Point, column: Int?)
    case touchMove(Point, after: Double?, column: Int?)
    /// `velocity`: the device's report, replacing the estimate.
    case touchUp(velocity: Point?)
    /// `touch flick X,Y`: the finger moves and lifts in one pass of an app's run loop,
    /// before the move's commit (on a scene, a move and a lift).
    case touchFlick(Point, after: Double?, column: Int?)
    case touchCancel
    /// `tap X,Y`: a finger down and up at once, at the location (its column for errors).
    case tap(Point, column: Int?)
    /// `call NAME`: an action an app registered with its harness (docs/own-code.md).
    case call(Word)
    /// Every policy's verdict on the current gesture or the last release.
    case compare
    case sweep(Sweep)
    /// `replay FILE [trace ID|N]`, `judge FILE…` and `tune FILE…`: recorded touches
    /// (TraceCommands.swift); the session reads the files into the request before
    /// evaluating it.
    case replay(ReplayRequest)
    case judge(JudgeRequest)
    case tune(TuneRequest)
    /// `explore [sessions N] [steps M] [seed S]`: random sessions against an app's own
    /// code (ExploreCommand.swift); a scene refuses it.
    case explore(ExploreRequest)
    /// `from`: where the pan begins (the scene's start point when nil), with its
    /// column for errors about it.
    case drag(Point, from: Point?, fromColumn: Int?, over: Double?, steps: Int?, velocity: Point?)
    case present, dismiss
    /// `push NAME [animated on|off]`, `pop [animated on|off]` (NavigationCommands.swift).
    case push(String, animated: Bool)
    case pop(animated: Bool)
    case update(Double)
    case finish, cancel, pause
    case wait(Double)
    /// `transition with …` / `transition from … to …` (ViewTransitionCommands.swift).
    case viewTransition(ViewTransitionRequest)
    case settle
    case show(ShowTopic)
    /// `show timeline [every DURATION]` and `plot`: the last transition over time
    /// (TimelineCommands.swift).
    case timeline(every: Double?)
    case plot(PlotRequest)
    /// `curve TIMING at X` and `spring …`: queries (CurveSpringCommands.swift). A
    /// curve's TIMING is a curve or a spring, as a scene's track writes it.
    case curve(TimingDecl, x: Double)
    case spring(SpringQuery)
    /// `draw [width COLUMNS] [CHARSET]`: a picture of the screen (DrawCommand.swift);
    /// nil takes the session's default.
    case draw(width: Int?, charset: DrawCharset?)
    /// `expect`, `undo`, `record` and `source`, which act on the session rather than
    /// on the scene: the session runs them itself (ShellSession+Script.swift).
    case session(SessionCommand)
    case quit
}

extension Command {
    /// Whether evaluating the command can change the state. Queries (they answer from
    /// the state and leave it alone; a test holds them to it) are not kept for `undo`.
    var changesState: Bool {
        switch self {
        case .help, .scene(.list), .scene(.show), .scene(.load), .scene(.save), .set(nil, _), .set(_?, nil), .compare,
             .sweep, .judge, .tune, .explore, .show, .timeline, .plot, .curve, .spring, .draw, .session, .quit:
            false
        case .scene(.switchTo), .addScene, .reset, .set(_?, _?), .panBegin, .panMove, .panBy, .panEnd, .panCancel,
             .touchDown, .touchMove, .touchUp, .touchFlick, .touchCancel, .tap, .call, .replay, .drag, .present, .dismiss, .push, .pop, .update,
             .finish, .cancel, .pause, .wait, .settle, .viewTransition:
            true
        }
    }
}

extension Command {
    /// Whether, in a session over an app (PantographHarness), the app's world runs the
    /// command (AppEvaluation.swift): every command that changes or reads the world.
    /// The rest — help, lists, settings read, curves, the session's own — answer as
    /// they do for a scene.
    var actsOnTheWorld: Bool {
        switch self {
        case .help, .scene(.list), .scene(.show(_?)), .set(nil, _), .set(_?, nil), .show(.settings), .curve, .spring,
             .session, .quit:
            false
        case .scene, .addScene, .reset, .set(_?, _?), .panBegin, .panMove, .panBy, .panEnd, .panCancel, .touchDown,
             .touchMove, .touchUp, .touchFlick, .touchCancel, .tap, .call, .compare, .sweep, .replay, .judge, .tune, .explore, .drag, .present,
             .dismiss, .push, .pop, .update, .finish, .cancel, .pause, .wait, .settle, .viewTransition, .show, .timeline,
             .plot, .draw:
            true
        }
    }
}

extension Command {
    /// Whether the command asks a question by name: its answer is what it is for, so it
    /// prints even under `--quiet` (docs/cli.md). A command that changes the state, a
    /// check, a file written, a recording and `quit` print nothing under `--quiet`.
    var isQuery: Bool {
        switch self {
        case .help, .set(nil, _), .set(_?, nil), .compare, .sweep, .judge, .tune, .explore, .show, .timeline,
             .curve, .spring, .draw, .scene(.list), .scene(.show):
            true
        case .plot, .session, .quit, .scene(.load), .scene(.save), .addScene,
             .scene(.switchTo), .reset, .set(_?, _?), .panBegin, .panMove, .panBy, .panEnd, .panCancel,
             .touchDown, .touchMove, .touchUp, .touchFlick, .touchCancel, .tap, .call, .replay, .drag, .present, .dismiss, .push, .pop, .update,
             .finish, .cancel, .pause, .wait, .settle, .viewTransition:
            false
        }
    }
}

/// `sweep [distance A..B step S] [velocity C..D step E] [policy NAME]`; a range not
/// given is the scene's (`Judging.defaultDistances`, `defaultVelocities`).
public struct Sweep: Hashable, Sendable {
    public var distances: [Double]?
    public var velocities: [Double]?
    public var policy: PolicyName?
    /// Processes to sweep an app on (the session's `workers`); a scene's is swept here.
    public internal(set) var workers = 1
}

/// What `show` prints again.
public enum ShowTopic: String, Hashable, Sendable, CaseIterable {
    case state, views, events, settings
}
