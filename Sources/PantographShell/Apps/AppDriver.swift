import PantographEngine

/// An app's own code, as the shell drives it: the calls a harness makes on a running
/// app (PantographHarness implements it over PantographUIKit's `HeadlessApp`; the
/// shell links no UIKit). Only what an app must answer itself is here — touches, time,
/// its registered actions, its interaction controller, and what its screen shows;
/// every command, its wording, the journal, the release and the records are the
/// shell's (`AppWorld`, AppEvaluation.swift), so the words are the scenes' and the
/// harness stays a thin layer over UIKit.
///
/// Main-actor isolated, as UIKit's classes are.
@MainActor public protocol AppDriver: AnyObject {
    /// The record's `scene`: the app's name.
    var name: String { get }
    /// Where `pan begin` and `drag` begin when no location is given; nil: they need one.
    var startPoint: Point? { get }
    /// The names `call` takes, in the order the app registered them.
    var actionNames: [String] { get }

    /// Makes the app again from its root closure, on `settings`.
    func start(settings: Settings) throws(EngineError)

    // MARK: Touches, as the scenes' `pan` and `touch` events

    /// A pan that begins at once where the finger comes down, with no slop.
    func panBegin(at location: Point) throws(EngineError)
    /// The begun pan's cumulative translation, `interval` after the last step (a frame).
    func panMove(to translation: Point, after interval: Double?) throws(EngineError)
    /// The begun pan's translation now.
    var panTranslation: Point { get }
    /// Whether a pan begun by `panBegin` is being tracked.
    var isPanTracking: Bool { get }
    /// Whether a finger is down (either way).
    var isFingerDown: Bool { get }
    func touchDown(at location: Point) throws(EngineError)
    func touchMove(to location: Point, after interval: Double?) throws(EngineError)
    /// The finger moves with the move's commit held for the run loop's next pass: an
    /// input at the same instant (the lift of `touch flick`) comes before the commit,
    /// and before a transition the move presented starts.
    func touchMoveHoldingCommit(to location: Point, after interval: Double?) throws(EngineError)
    /// The finger lifts; `velocity`: the device's report, replacing the estimate.
    func touchUp(velocity: Point?) throws(EngineError)
    func touchCancel() throws(EngineError)

    // MARK: Time

    /// Advances the clock by `seconds`, a frame at a time.
    func advance(by seconds: Double)
    /// Whether time would change anything.
    var isAnimating: Bool { get }
    /// A `settle` ran out its time with something still animating: the app's check of
    /// a transition that runs for ever.
    func settleRanOut()

    // MARK: The app's code

    /// Runs the action registered as `name`; a message when the app's code refused it.
    func call(_ name: String) throws(AppActionError)
    /// Calls the interaction controller of the transition in flight, as app code
    /// would; false when there is no percent-driven one to call.
    func interact(_ call: InteractionCall) -> Bool

    // MARK: What the screen shows

    var clock: Double { get }
    /// The pan the last touch drove (the app's recognizer's), or the finger's.
    var gesture: PanGestureRecognizer { get }
    /// The transition in flight or the last, without its release (the shell's to
    /// observe), and how many transitions have begun: a new number, a new transition.
    var transition: (AppTransition, number: Int)? { get }
    /// The newest view transition (`UIView.transition`) in flight, nil when none is;
    /// how many began with none in flight (a new count, a new timeline of them); and
    /// how many of the events `takeEvents` would return came before the newest of those.
    var viewTransition: (newest: ViewTransitionSample?, opened: Int, eventsBefore: Int) { get }
    /// The controller presented on top whose presentation has completed.
    var presented: String? { get }
    /// Every view in the window, back to front, as the screen shows it now.
    func views() -> [AppView]
    /// UIKit's hierarchy once the app has made a view transition; nil before.
    var viewHierarchy: ViewHierarchy? { get }
    var screen: Size { get }
    /// The callbacks UIKit made since the last call, in order, with the records' names.
    func takeEvents() -> [LifecycleEvent]
    /// What UIKit wrote to the console (or raised) since the last call, in its words.
    func takeConsole() -> [String]
    /// The bugs the app's own code showed since the last call (docs/diagnostics.md), in
    /// the order found.
    func takeDiagnostics() -> [AppDiagnostic]

    /// A command is about to run on the app: what a trap in the app's code names.
    func willRun(_ text: String, file: String, line: Int, column: Int)

    // MARK: Fresh apps

    /// Another driver over the same app, not yet started: what a trial of `judge`
    /// runs on (`AppTrial`), leaving the session's app as it is.
    func fresh() -> any AppDriver
    /// Each trial on a fresh app, the outcomes in the trials' order: here one after the
    /// other (`AppTrial.runHere`), or on `workers` processes where the driver can start
    /// them, with the same outcomes. Nil once `isInterrupted` says yes.
    func run(_ trials: [AppTrial], workers: Int, isInterrupted: () -> Bool) -> [AppTrial.Outcome]?
    /// The same, the trials handed on by `read` as it makes them (`judge` reading its
    /// files): where the driver has workers, they run the first trials while `read`
    /// makes the rest. A trial runs here only once `read` has returned: when it throws
    /// (a file refused), its error is the result — no trial's outcome, and no trap in
    /// the app's code that a worker met first.
    func run(reading read: (_ hand: (ArraySlice<AppTrial>) -> Void) throws(CommandError) -> Void,
             workers: Int, isInterrupted: () -> Bool) throws(CommandError) -> [AppTrial.Outcome]?
    /// `explore`'s sessions, shared out as `trials` are (`ExploreJob.runHere` on one
    /// worker): the same outcomes on any number. Once `isInterrupted` says yes, the
    /// outcomes of the jobs done before the first that was not (what `explore` found
    /// before a Ctrl-C is kept); nil where a job's app cannot start.
    func run(_ jobs: [ExploreJob], workers: Int, isInterrupted: () -> Bool) -> [ExploreJob.Outcome]?
    /// From `keepWorkers(true)` to `keepWorkers(false)` the `run`s share one set of
    /// worker processes, started by the first that wants them (`explore`'s batches): a
    /// process's start costs more than many sessions.
    func keepWorkers(_ keep: Bool)
}

extension AppDriver {
    /// A driver that runs everything here has no workers to keep.
    public func keepWorkers(_ keep: Bool) {}

    /// A driver with no workers reads every trial first, then runs them.
    public func run(reading read: (_ hand: (ArraySlice<AppTrial>) -> Void) throws(CommandError) -> Void,
                    workers: Int, isInterrupted: () -> Bool) throws(CommandError) -> [AppTrial.Outcome]? {
        var trials: [AppTrial] = []
        try read { trials += $0 }
        return run(trials, workers: workers, isInterrupted: isInterrupted)
    }
}

/// A view of an app as a record shows it, with its name (docs/own-code.md, "Names"):
/// what a picture draws of any view, a snapshot (`snapshotView(afterScreenUpdates:)`)
/// being the scenes' phantom.
public typealias AppView = ScreenDrawing.Box

/// A bug the app's own code showed, as the shell reports it: the diagnostic's name
/// (its section in docs/diagnostics.md) and what it says.
public struct AppDiagnostic: Hashable, Sendable, Codable {
    public var name: String
    public var message: String

    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    /// The warning a command that showed it prints: `NAME: MESSAGE`.
    public var warning: String { "\(name): \(message)" }
}

/// A call on the interaction controller, as the `update`, `finish`, `cancel` and
/// `pause` commands make it.
public enum InteractionCall: Hashable, Sendable, Codable {
    case update(Double)
    case finish, cancel, pause
}

/// Why a registered action did not run: no such name, or the app's code threw.
public enum AppActionError: Error, Hashable, Sendable {
    case unknown(String)
    /// The action threw: its error, described.
    case failed(String)
}
