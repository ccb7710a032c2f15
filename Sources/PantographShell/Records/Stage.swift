import PantographEngine

/// What a record shows about the world a session drives after a command: a scene's
/// `Simulator`, or an app's own code (`AppStage`, which PantographHarness reads off a
/// running app). `RecordShape`, `RecordWriter`, `TextRenderer` and `draw` read the
/// world through this, so a record has one shape, one writer and one wording
/// whichever world it shows (docs/architecture.md, "An app in the shell").
public protocol Stage: Sendable {
    /// The virtual clock in seconds.
    var clock: Double { get }
    /// The record's `scene`: the scene's name, or the app's.
    var sceneName: String { get }
    var gesture: PanGestureRecognizer { get }
    /// The transition in flight or the last one, as a record shows it.
    var shownTransition: ShownTransition? { get }
    var isPresented: Bool { get }
    /// The text header's end: `presented: detail`, `stack: a › b`, `nothing presented`.
    var whatIsPresented: String { get }
    /// The names of the views, by `VisibleView.id`: the same array from record to
    /// record while it does not change (a writer keeps what it made of them).
    var viewNames: [String] { get }
    /// The window's views, back to front.
    func forEachVisibleView(_ body: (VisibleView) -> Void)
    /// The screen, which `draw` frames.
    var screen: Size { get }
    /// The events of the transition in flight (or the last), for `show events`.
    var transitionEvents: [LifecycleEvent] { get }
    /// Lines the text block adds under the transition's (a scene's direct drag).
    var gestureNote: String? { get }
    /// Lines the text block adds under the views (a scene's view transitions).
    var viewTransitionLines: String { get }
    /// UIKit's hierarchy, once a view transition has been made; nil before.
    var viewHierarchy: ViewHierarchy? { get }
}

extension Stage {
    /// The views with their names, back to front; built only when something prints.
    public var visibleViews: [ViewOnScreen] {
        var views: [ViewOnScreen] = []
        let names = viewNames
        forEachVisibleView { views.append(ViewOnScreen(name: names[$0.id], $0)) }
        return views
    }
}

/// The transition as a record shows it, with what the world around it says of it: the
/// live verdict, the release and the completion's speed and curve.
public struct ShownTransition: Sendable {
    public var operation: Transition.Operation
    public var state: Transition.State
    /// The animator's `transitionDuration`.
    public var duration: Double
    /// What the release policy would decide if the gesture ended now, and why; nil
    /// when none judges (an app's handler decides for itself).
    public var liveVerdict: (policy: PolicyName, decision: Decision, reason: ReleaseReason)?
    public var release: ShownRelease?
    /// `completionSpeed` as UIKit's getter returns it (1 for values ≤ 0).
    public var completionSpeed: Double
    public var completionCurve: TimingCurve

    public init(operation: Transition.Operation, state: Transition.State, duration: Double,
                liveVerdict: (policy: PolicyName, decision: Decision, reason: ReleaseReason)? = nil,
                release: ShownRelease?, completionSpeed: Double, completionCurve: TimingCurve) {
        self.operation = operation
        self.state = state
        self.duration = duration
        self.liveVerdict = liveVerdict
        self.release = release
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
    }

    public var phase: Transition.Phase { state.phase }
    public var percent: Double { state.percent }
    public var isInteractive: Bool { state.isInteractive }
    public var isInFlight: Bool { state.isInFlight }
    public var remaining: Double? { state.remaining }
    public var wasCancelled: Bool { state.wasCancelled }
}

/// How the gesture that drove a transition ended: judged by a scene's release policy,
/// or decided by an app's own handler.
public enum ShownRelease: Sendable, Hashable {
    case policy(Release)
    case app(AppRelease)

    /// The judged numbers: progress, translation and velocity along the gesture.
    public var input: ReleaseInput { common.input }
    public var decision: Decision { common.decision }
    public var bySystem: Bool { common.bySystem }

    /// What a release says whoever judged it.
    private var common: (input: ReleaseInput, decision: Decision, bySystem: Bool) {
        switch self {
        case .policy(let release): (release.input, release.decision, release.bySystem)
        case .app(let release): (release.input, release.decision, release.bySystem)
        }
    }

    /// The `policy` a record names: the release policy, or `app`.
    public var judge: String {
        switch self {
        case .policy(let release): release.policy.rawValue
        case .app: AppRelease.judgeName
        }
    }
}

/// What an app's own handler did when the finger lifted (or the system took the
/// touch): `finish()` or `cancel()` on its interaction controller, or neither (`stay`),
/// at the progress the transition had, with the pan's translation and the velocity
/// its recognizer reported, along the gesture's travel (docs/own-code.md).
public struct AppRelease: Hashable, Sendable {
    public var decision: Decision
    public var input: ReleaseInput
    public var bySystem: Bool

    /// The `policy` of an app's release in a record: its own handler judged it.
    public static let judgeName = "app"
}

extension Simulator: Stage {
    public var shownTransition: ShownTransition? {
        guard let transition else { return nil }
        // No closures: this runs for every record a script prints (BudgetTests).
        var shown = ShownTransition(operation: transition.operation, state: transition.state,
                                    duration: transition.duration, release: nil,
                                    completionSpeed: Transition.State.effectiveCompletionSpeed(settings.completionSpeed),
                                    completionCurve: settings.completionCurve)
        if let verdict = liveVerdict { shown.liveVerdict = (settings.policy, verdict.decision, verdict.reason) }
        if let release { shown.release = .policy(release) }
        return shown
    }

    public var whatIsPresented: String {
        if let presentation = topPresentation, !presentation.isPush { return "presented: \(presentation.presented)" }
        let stack = navigationStack
        return stack.isEmpty ? "nothing presented" : "stack: " + stack.joined(separator: " › ")
    }

    public var viewNames: [String] { model.names }
    public var screen: Size { settings.screen }
    public var gestureNote: String? { Phrasing.directDragLine(self) }
    public var viewTransitionLines: String { ViewTransitionText.lines(self) }
    public var viewHierarchy: ViewHierarchy? {
        viewTransitionsMade > 0 ? ViewHierarchy(views: hierarchy, deallocated: deallocatedViews) : nil
    }
}

/// An app's world as a record shows it after a command: the values PantographHarness
/// reads off the running app, named as docs/own-code.md says.
public struct AppStage: Stage, Equatable {
    public var clock: Double
    public var sceneName: String
    public var gesture: PanGestureRecognizer
    public var transition: AppTransition?
    public var isPresented: Bool
    /// The controller presented on top, if any.
    public var presented: String?
    public var viewNames: [String]
    public var views: [VisibleView]
    public var screen: Size
    public var transitionEvents: [LifecycleEvent]
    public var viewHierarchy: ViewHierarchy?

    public init(clock: Double, sceneName: String, gesture: PanGestureRecognizer, transition: AppTransition?,
                isPresented: Bool, presented: String?, viewNames: [String], views: [VisibleView], screen: Size,
                transitionEvents: [LifecycleEvent], viewHierarchy: ViewHierarchy? = nil) {
        self.clock = clock
        self.sceneName = sceneName
        self.gesture = gesture
        self.transition = transition
        self.isPresented = isPresented
        self.presented = presented
        self.viewNames = viewNames
        self.views = views
        self.screen = screen
        self.transitionEvents = transitionEvents
        self.viewHierarchy = viewHierarchy
    }

    public var shownTransition: ShownTransition? {
        transition.map {
            ShownTransition(operation: $0.operation, state: $0.state, duration: $0.duration,
                            release: $0.release.map(ShownRelease.app), completionSpeed: $0.completionSpeed,
                            completionCurve: $0.completionCurve)
        }
    }

    public var whatIsPresented: String { presented.map { "presented: \($0)" } ?? "nothing presented" }
    public func forEachVisibleView(_ body: (VisibleView) -> Void) { views.forEach(body) }
    public var gestureNote: String? { nil }
    public var viewTransitionLines: String { viewHierarchy.map(ViewTransitionText.lines) ?? "" }
}

/// An app's transition in flight (or its last), as its transition context has it.
public struct AppTransition: Hashable, Sendable {
    public var operation: Transition.Operation
    public var state: Transition.State
    public var duration: Double
    /// What the handler did at the release, once the finger has lifted.
    public var release: AppRelease?
    public var completionSpeed: Double
    public var completionCurve: TimingCurve

    public init(operation: Transition.Operation, state: Transition.State, duration: Double, release: AppRelease?,
                completionSpeed: Double, completionCurve: TimingCurve) {
        self.operation = operation
        self.state = state
        self.duration = duration
        self.release = release
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
    }
}
