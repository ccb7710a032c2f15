/// The whole simulated world: one scene's window, the pan recognizer, the
/// transition in flight (or the last one), the animations on the clock and the
/// virtual clock. A value, compared whole: every input goes through
/// `apply(_:)`, which returns what happened, so a caller can try an input on a copy
/// and keep the copy only when it succeeds.
///
/// A new stored property goes into `fields` (Simulator+Fields.swift), which `==`,
/// `hash(into:)` and `differs(from:)` read; a test fails until it does.
public struct Simulator: Sendable {
    /// The scene and its resolution, behind one reference: they change only with the
    /// settings, and a copy of the simulator (a checkpoint, a sweep's cell) then
    /// retains one object instead of every array inside them.
    private(set) var resolved: ResolvedScene
    /// Lent, not copied (`_read`): a copy of these structs retains each of their arrays,
    /// and the engine reads the model for every view of every frame.
    public var scene: Scene { _read { yield resolved.scene } }
    /// The scene's name, without lending the scene.
    public var sceneName: String { resolved.scene.name }
    /// The scene resolved for `settings`.
    public var model: SceneModel { _read { yield resolved.model } }
    public private(set) var settings: Settings
    /// Seconds since the scene was loaded; moves only when an input says so.
    public internal(set) var clock: Double = 0
    public internal(set) var gesture = PanGestureRecognizer()
    /// The transition in flight, or the last one (completed or cancelled).
    public internal(set) var transition: Transition?
    /// How many of the scene's presentations are on screen (a stack).
    public internal(set) var depth = 0
    /// The window as last laid out. A gesture's move only owes the transition's layout
    /// (`owesTransitionLayout`): it is done when something reads or writes `window`,
    /// or `layOutWindow()` is called, so that a script run without output does not
    /// lay the window out for every move.
    var laidOut: Window
    var owesTransitionLayout = false
    /// What the screen shows. Reading it while a layout is owed lays a copy out;
    /// writing it lays out first, so every write lands on top of the transition's.
    public internal(set) var window: Window {
        get {
            guard owesTransitionLayout else { return laidOut }
            var window = laidOut
            Self.lay(transition, scrub: settings.scrub, on: &window)
            return window
        }
        _modify {
            layOutWindow()
            yield &laidOut
        }
    }
    /// Animations that are not the transition's, in the order they started.
    public internal(set) var animations: [RunningAnimation] = []
    /// `UIView.transition(with:…)` and `transition(from:to:…)` in flight, in the order
    /// they started (Simulator+ViewTransition.swift).
    public internal(set) var viewTransitions: [ViewTransition] = []
    /// Views UIKit has deallocated: removed from the hierarchy while only a weak
    /// outlet pointed at them. Naming one is an error (UIKit would crash).
    var deallocated: [Int] = []
    /// How many view transitions have started since the scene loaded: records report
    /// the hierarchy once there has been one.
    public internal(set) var viewTransitionsMade = 0
    /// The lifecycle events of the current (or last) transition, for `show events`.
    public internal(set) var transitionEvents: [LifecycleEvent] = []
    /// What the pan being tracked drives, chosen at `began`.
    public internal(set) var drive: Drive?

    /// How the gesture that drove the current (or last) transition ended, as its
    /// release policy judged it; nil while none has, and for a transition no gesture
    /// decided (a `present`, a `dismiss`).
    public var release: Release? { transition?.release }

    /// What the current (or last) transition's timeline is replayed from: the state
    /// before its gesture began and the inputs since (TransitionHistory.swift).
    public internal(set) var history: TransitionHistory?
    /// A gesture begun with no transition in flight: the history it opens if it
    /// starts one (card's drag, a tap).
    var gestureHistory: TransitionHistory?
    /// What the last view transitions' timeline is replayed from: the state before
    /// the first began and the inputs while any was in flight
    /// (Simulator+ViewTimeline.swift).
    public internal(set) var viewHistory: TransitionHistory?
    /// Whether the view transitions began after the view-controller transition:
    /// `show timeline` and `plot` picture the most recent.
    public internal(set) var viewHistoryIsNewer = false
    /// Only on a copy that a timeline replays: time passes frame by frame, each
    /// frame logged (Simulator+Timeline.swift). A reference, so that it costs a copy
    /// of the simulator one word.
    var replay: ReplayLog?

    /// What a tracked pan drives.
    public enum Drive: Hashable, Sendable {
        /// `from`: the percent the gesture grabbed (0 for one that started the transition).
        case percentDriven(PanMapping, from: Double)
        /// `handedOff`: the drag reached its end and started the operation; later
        /// moves do nothing until the finger lifts. Out of line, as `tap`: their
        /// timings would make every `Drive` larger, and a pan move copies the drive.
        indirect case directManipulation(DirectDragSpec, handedOff: Bool)
        /// A finger on a view that a tap starts the operation from.
        indirect case tap(TapSpec)
        /// The operation has no gesture, or UIKit refused to start it.
        case nothing
    }

    /// A scene at its defaults, which `Scene.init` has already resolved.
    public init(scene: Scene) {
        do {
            try self.init(scene: scene, settings: scene.defaults)
        } catch {
            preconditionFailure("a built scene resolves with its defaults: \(error)")
        }
    }

    public init(scene: Scene, settings: Settings) throws(EngineError) {
        try settings.check()
        self.settings = settings
        let model: SceneModel
        do { model = try SceneModel(scene, settings) } catch { throw .scene(error) }
        resolved = ResolvedScene(scene, model)
        laidOut = Window(model.initialWindow, model: model)
        // A scene that starts with controllers pushed (or presented) already: each
        // step replayed to its end, no transition left behind.
        if scene.initialDepth > 0 {
            depth = scene.initialDepth
            relayOutAtRest()
        }
    }

    /// Whether the first presentation is on screen.
    public var isPresented: Bool { depth > 0 }

    /// The presentation the next `present` would make, and the one `dismiss` would undo.
    public var nextPresentation: ResolvedPresentation? {
        model.presentations.indices.contains(depth) ? model.presentations[depth] : nil
    }
    public var topPresentation: ResolvedPresentation? { depth > 0 ? model.presentations[depth - 1] : nil }

    /// What the release policy would decide if the gesture ended now, while a
    /// tracked gesture drives an interactive transition.
    public var decision: Decision? { liveInput.map(settings.releasePolicy.decideOnEnd) }

    /// The decision and why, with the policy made once: a record prints both for every
    /// command while a finger is down.
    public var liveVerdict: (decision: Decision, reason: ReleaseReason)? {
        guard let input = liveInput else { return nil }
        let policy = settings.releasePolicy
        return (policy.decideOnEnd(input), policy.reasonOnEnd(input))
    }

    /// The release as it would be now, while a tracked gesture drives an interactive
    /// transition; nil otherwise.
    private var liveInput: ReleaseInput? {
        guard gesture.isTracking, transition?.isInteractive == true else { return nil }
        return releaseInput
    }

    /// Whether anything is running that time would move.
    public var isAnimating: Bool { transition?.run != nil || !animations.isEmpty || !viewTransitions.isEmpty }

    /// Seconds until everything running now has ended.
    public var remaining: Double? {
        // A loop, not arrays mapped and joined: every release asks.
        var longest = transition?.remaining
        for a in animations { longest = max(longest ?? a.remaining, a.remaining) }
        for v in viewTransitions { longest = max(longest ?? v.run.remaining, v.run.remaining) }
        return longest
    }

    /// The window's views for output, back to front, with names and what the screen
    /// shows. Built only when something prints.
    public var visibleViews: [ViewOnScreen] {
        var views: [ViewOnScreen] = []
        views.reserveCapacity(window.views.count)
        let names = model.names
        forEachVisibleView { views.append(ViewOnScreen(name: names[$0.id], $0)) }
        return views
    }

    /// The same, one view at a time and without its name, for a writer that needs no
    /// array of them (and has the names, which do not change while the scene is
    /// loaded): a name handed out per view retains and releases its string.
    public func forEachVisibleView(_ body: (VisibleView) -> Void) {
        let model = model
        let window = window
        for v in window.views {
            body(VisibleView(id: v.id, frame: window.visualFrame(of: v, model: model), alpha: v.alpha,
                             isHidden: window.isEffectivelyHidden(v, model: model), scale: v.scale,
                             cornerRadius: v.cornerRadius,
                             // A view UIKit has removed shows as its snapshot until the end.
                             isPhantom: model.isPhantom[v.id] || isDeparting(v.id)))
        }
    }

    /// Replaces settings and re-resolves the scene. Refused while anything animates
    /// (its frames were laid out for the old settings) when the screen changes, and
    /// for a scene's own options while something is presented (UIKit reads them at
    /// `present`). At rest a new screen re-lays the window out.
    mutating func changeSettings(_ new: Settings) throws(EngineError) -> Outcome {
        if new.options != settings.options {
            let changed = Set(new.options.keys).union(settings.options.keys).sorted()
                .filter { new.options[$0] != settings.options[$0] }
            // What the navigation delegate returns is asked at each push and pop, so it
            // changes between transitions, whatever is on the stack.
            let readAtPresent = changed.filter { key in
                guard case .animator? = scene.option(key)?.binding else { return true }
                return false
            }
            if let key = readAtPresent.first, depth > 0 || transition?.isInFlight == true {
                throw .optionWhilePresented(key)
            }
            if let key = changed.first, transition?.isInFlight == true { throw .optionInFlight(key) }
        }
        let layoutChanged = new.screen != settings.screen || new.safeAreaTop != settings.safeAreaTop
            || new.safeAreaBottom != settings.safeAreaBottom
        if layoutChanged && transition?.isInFlight == true { throw .screenChangeInFlight }
        if layoutChanged && (!animations.isEmpty || !viewTransitions.isEmpty) { throw .screenChangeWhileAnimating }
        // Laying out again replays the presentations from the scene's window, which
        // would bring back what view transitions removed (or deallocated).
        if layoutChanged && viewTransitionsMade > 0 { throw .screenChangeAfterViewTransition }
        let model: SceneModel
        do { model = try SceneModel(scene, new) } catch { throw .scene(error) }
        let old = settings
        var next = self
        next.settings = new
        next.resolved = ResolvedScene(scene, model)
        if layoutChanged { next.relayOutAtRest() }
        // `scrub` changes how the same percent maps to the views.
        if next.transition?.isInFlight == true { next.layOutTransition() }
        self = next
        let judged = new.policy != old.policy || new.threshold != old.threshold || new.cap != old.cap
        var outcome = judged ? finishImpossibleWarning() : Outcome()
        // Said when it is set, not only at the next completion that reads it.
        if new.completionSpeed != old.completionSpeed && new.completionSpeed <= 0 {
            outcome += .warning(.completionSpeedActsAsOne(new.completionSpeed))
        }
        return outcome
    }

    /// The threshold policy cannot finish when its threshold is at or above the most
    /// progress the scene's gestures can reach (the cap, for a capped gesture).
    func finishImpossibleWarning() -> Outcome {
        guard settings.policy == .threshold else { return Outcome() }
        var reach: Double?
        for presentation in model.presentations {
            for op in [presentation.forward, presentation.backward] {
                if case .percentDriven(let mapping) = presentation.operation(op).gesture {
                    reach = max(reach ?? 0, mapping.isCapped ? min(settings.cap, 1) : 1)
                }
            }
        }
        guard let reach, settings.threshold >= reach else { return Outcome() }
        return .warning(.finishImpossible(threshold: settings.threshold, reach: reach))
    }

    /// The window as the presentations on the stack leave it, for the current model:
    /// each one's present replayed to its end, its callbacks dropped.
    mutating func relayOutAtRest() {
        guard transition?.isInFlight != true else { return }
        // A replay logs the transition it replays, not this one.
        let log = replay
        replay = nil
        defer { replay = log }
        let keptDepth = depth
        window = Window(model.initialWindow, model: model)
        depth = 0
        let (kept, events, time) = (transition, transitionEvents, clock)
        for _ in 0..<keptDepth {
            _ = start(model.presentations[depth].forward, interactive: false)
            _ = advance(by: remaining ?? 0)
        }
        (transition, transitionEvents, clock) = (kept, events, time)
    }
}

/// One view as output shows it: what the screen shows, and its name.
@dynamicMemberLookup
public struct ViewOnScreen: Hashable, Sendable {
    public let name: String
    public let view: VisibleView

    public init(name: String, _ view: VisibleView) {
        self.name = name
        self.view = view
    }

    public subscript<T>(dynamicMember path: KeyPath<VisibleView, T>) -> T { view[keyPath: path] }
}

/// A view as output shows it, without its name (`SceneModel.names[id]`).
public struct VisibleView: Hashable, Sendable {
    /// The view's index in the scene (`SceneModel.names`), stable while it is loaded.
    public let id: Int
    /// What `UIView.frame` reports in window coordinates, transforms applied.
    public let frame: Rect
    public let alpha: Double
    /// Hidden itself, in a hidden view, or turned away.
    public let isHidden: Bool
    public let scale: Double
    public let cornerRadius: Double
    public let isPhantom: Bool
}

extension VisibleView {
    /// For a front end that shows an app's views the way it shows a scene's
    /// (PantographHarness): `id` indexes its own list of names. In an extension, so
    /// that the engine keeps the implicit memberwise initializer, which a debug build
    /// inlines for every view of every record (BudgetTests).
    public init(appView id: Int, frame: Rect, alpha: Double, isHidden: Bool, scale: Double, cornerRadius: Double,
                isPhantom: Bool) {
        self.init(id: id, frame: frame, alpha: alpha, isHidden: isHidden, scale: scale, cornerRadius: cornerRadius,
                  isPhantom: isPhantom)
    }
}

/// What an input did besides changing state: callbacks in order, and warnings for
/// calls UIKit would silently ignore.
public struct Outcome: Hashable, Sendable {
    public var events: [LifecycleEvent] = []
    public var warnings: [Warning] = []

    public init(events: [LifecycleEvent] = [], warnings: [Warning] = []) {
        self.events = events
        self.warnings = warnings
    }

    public static func += (lhs: inout Outcome, rhs: Outcome) {
        // Most outcomes are empty: appending nothing still checks and retains, and
        // appending to nothing copies element by element what could be shared.
        if !rhs.events.isEmpty { if lhs.events.isEmpty { lhs.events = rhs.events } else { lhs.events += rhs.events } }
        if !rhs.warnings.isEmpty { if lhs.warnings.isEmpty { lhs.warnings = rhs.warnings } else { lhs.warnings += rhs.warnings } }
    }

    static func warning(_ warning: Warning) -> Outcome { Outcome(warnings: [warning]) }
}

/// A scene with its resolution for one set of settings; immutable, shared by every
/// copy of the simulator until the settings change.
final class ResolvedScene: Hashable, Sendable {
    let scene: Scene
    let model: SceneModel

    init(_ scene: Scene, _ model: SceneModel) {
        self.scene = scene
        self.model = model
    }

    static func == (a: ResolvedScene, b: ResolvedScene) -> Bool {
        a === b || (a.scene == b.scene && a.model == b.model)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(scene.name)
        hasher.combine(model.names)
    }
}
