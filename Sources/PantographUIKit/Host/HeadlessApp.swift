import PantographEngine

/// One app's whole world, headless: its window, screen, virtual clock and main run
/// loop, the log of callbacks UIKit made on its objects, and its console. Nothing of
/// an app lives anywhere else (only `UIScreen.main` and the animation-block stack are
/// static, as UIKit's API makes them, and both read the app whose code is running), so
/// a harness can make a fresh app for every cell.
///
/// Every input is one turn of the main run loop: the app's code runs (a touch reaches
/// its recognizers, a frame reaches its display links and animation completions),
/// then the main queue is drained (`DispatchQueue.main.async`), then Core Animation
/// commits: views that need it are laid out and the blocks UIKit deferred to then run
/// (a `present`'s transition starts there). A turn that drained the main queue goes
/// round once more before it commits, as CFRunLoop does, so an input at the same
/// instant comes first (docs/own-code.md, "The main queue"). Time moves only through
/// `advance`.
@MainActor public final class HeadlessApp {
    /// The app whose code is running: UIKit's static API (`UIView.animate`,
    /// `UIScreen.main`) reads it.
    public static var current: HeadlessApp? { running.last }
    private static var running: [HeadlessApp] = []

    // The lists a turn reads are changed on a copy and written back: changed in place,
    // an array that grows or shrinks may free its old storage, which the compiler
    // counts as a call that could reach the list, and then checks every access to the
    // list at run time, every turn (docs/performance.md, "Exclusivity checks"). The
    // list is emptied before the copy changes, so the copy is the one owner and the
    // change happens in place as before.
    private static func enter(_ app: HeadlessApp) {
        var apps = running
        running = []
        apps.append(app)
        running = apps
    }

    private static func leave() {
        var apps = running
        running = []
        apps.removeLast()
        running = apps
    }

    public let window: UIWindow
    public let screen: UIScreen
    public let settings: Settings
    /// Where UIKit does not document its behaviour, what this app does.
    public var choices = UIKitChoices()
    /// The virtual clock.
    let clock = Timeline()
    /// Seconds since the app started.
    public var time: TimeInterval { clock.now }

    /// The callbacks UIKit made on the app's objects, in order.
    public private(set) var log: [AppEvent] = []
    /// What UIKit wrote to the console (or raised), in order.
    public private(set) var console: [ConsoleMessage] = []
    /// The bugs the app's own code showed, in the order found (docs/diagnostics.md).
    public var diagnostics: [Diagnostic] { found }
    /// What the diagnostics tolerate.
    public var diagnosticSettings: DiagnosticSettings {
        get { tolerances }
        set { tolerances = newValue }
    }
    // The storage of the two above, private: read every turn, and the compiler proves
    // that no two of their accesses overlap only where none is visible outside the
    // module and none spans a call (docs/performance.md, "Exclusivity checks").
    private var found: [Diagnostic] = []
    private var tolerances = DiagnosticSettings()
    /// The checks behind `diagnostics`.
    private(set) lazy var watch = DiagnosticWatch(host: self)
    /// What the turn being run is; the checks look at their own moments.
    var turnKind = TurnKind.app
    /// Animation completion blocks being run (nested).
    private(set) var runningCompletions = 0
    /// Blocks the main queue drains being run (nested): what they animate was made
    /// outside the call that drives a transition (the diagnostics' `animationNotDriven`).
    private(set) var runningDispatched = 0

    /// Timelines animation blocks are put on instead of the clock, innermost last: a
    /// percent-driven transition's while its animator sets up.
    var trackingTimelines: [Timeline] = []
    var animationTimeline: Timeline { trackingTimelines.last ?? clock }
    private var groups: [AnimationGroup] = []
    private var deferred: [() -> Void] = []
    /// The app's main dispatch queue (`DispatchQueue.main`), on the virtual clock.
    private var mainQueue = MainQueue()
    /// The run loop's last pass drained the main queue: this pass commits instead.
    private var drainedLastPass = false
    /// The last pass drained the main queue, so Core Animation's commit (and what
    /// UIKit deferred to it) waits for the next pass: an input at this instant is
    /// handled first, `idle()` or the next frame commits.
    public var commitPending: Bool { hasPendingCommit }
    /// Private, so that the compiler can prove its accesses never overlap and check none at run time.
    private var hasPendingCommit = false
    /// `holdingCommit`: the turns run now go round once more before they commit.
    private var holdsCommit = false
    private(set) var displayLinks: [CADisplayLink] = []

    /// `link` fires on the clock's frames from now, after those before it.
    func schedule(_ link: CADisplayLink) {
        var links = displayLinks
        displayLinks = []
        links.append(link)
        displayLinks = links
    }

    /// `link` fires no more.
    func unschedule(_ link: CADisplayLink) {
        let links = displayLinks
        displayLinks = links.filter { $0 !== link }
    }
    /// What runs frame by frame besides animations: transitions completing.
    private(set) var frameDriven: [FrameDriven] = []
    private(set) var isInTurn = false
    /// The finger on the screen, if one is.
    var activeTouch: ActiveTouch?
    /// What a harness reads (HeadlessApp+Stage.swift): the pan the last touch drove, the
    /// finger as a scene's recognizer sees it, a lift's reported velocity, the latest
    /// transition.
    var shownGesture = PanGestureRecognizer()
    var finger = PanGestureRecognizer()

    /// The finger's recognizer changed on a copy, written back, as
    /// `UIPanGestureRecognizer.changePan` does and for the same reason (`noteGesture`).
    func changeFinger<R>(_ change: (inout PanGestureRecognizer) -> R) -> R {
        var copy = finger
        finger = PanGestureRecognizer()
        defer { finger = copy }
        return change(&copy)
    }
    var liftVelocity: Point?
    var latestTransition: TransitionContext?
    /// The recognizers of a touch that ended, until the end of the turn resets them.
    var endingTouch: [UIGestureRecognizer] = []
    /// How many transitions have begun: a new count, a new transition.
    public private(set) var transitionsBegun = 0
    private var nextNumber: [String: Int] = [:]

    /// An app with the default settings (a 390×844 screen at 60 frames a second).
    public convenience init(root: () -> UIViewController) {
        do {
            try self.init(settings: Settings(), root: root)
        } catch {
            preconditionFailure("the default settings are valid: \(error)")
        }
    }

    /// An app on `settings` (the screen, safe area, frame rate, slop, edge width and
    /// UIKit's own animation duration, as a scene reads them); `root` is made while the
    /// app runs, so `UIScreen.main` is this app's screen.
    public init(settings: Settings, root: () -> UIViewController) throws(EngineError) {
        try settings.check()
        self.settings = settings
        screen = UIScreen(size: settings.screen, framesPerSecond: settings.fps.rawValue)
        window = UIWindow(frame: screen.bounds)
        window.host = self
        statusBarView.frame = CGRect(x: 0, y: 0, width: screen.bounds.width, height: settings.safeAreaTop)
        turn {
            window.rootViewController = root()
            window.makeKeyAndVisible()
            updateStatusBar()
        }
        idle()
    }

    /// Its window and display links hold it unowned (a weak reference would give the
    /// app a side table, and every retain of it the runtime's slow path): a window or
    /// link the app's code kept is on no app once it goes.
    isolated deinit {
        forgetTouch()
        for group in groups { group.abandon() }
        for client in frameDriven { client.appWentAway() }
        window.host = nil
        for link in displayLinks { link.appWentAway(ObjectIdentifier(self)) }
    }

    // MARK: - The status bar

    /// UIKit's status bar: drawn over the app's window (in a window of its own), so
    /// not one of `views`; as tall as the safe area's top.
    let statusBarView = UIView()

    /// The status bar as the screen shows it now, named `statusBar`: its alpha fades
    /// as the deciding controller's `prefersStatusBarHidden` changes.
    public var statusBar: ViewRecord {
        ViewRecord(name: "statusBar", frame: statusBarView.presentationFrameInWindow,
                   alpha: min(max(statusBarView.layer.presentationOpacity, 0), 1), isHidden: false,
                   transform: CATransform3DIdentity, cornerRadius: 0, isSnapshot: false)
    }

    /// The controller that decides the status bar's appearance: the root, or the
    /// topmost controller presented full screen (or capturing the appearance), or the
    /// child it names.
    var statusBarController: UIViewController? {
        var decider = window.rootViewController
        while let presented = decider?.presentedViewController,
              [.fullScreen, .overFullScreen].contains(presented.modalPresentationStyle)
                || presented.modalPresentationCapturesStatusBarAppearance {
            decider = presented
        }
        while let child = decider?.childForStatusBarHidden { decider = child }
        return decider
    }

    /// The status bar hides or shows as its controller prefers, in the animation block
    /// being run if any.
    func updateStatusBar() {
        guard let decider = statusBarController else { return }
        let alpha: CGFloat = decider.prefersStatusBarHidden ? 0 : 1
        switch decider.preferredStatusBarUpdateAnimation {
        case .none: UIView.performWithoutAnimation { statusBarView.alpha = alpha }
        case .fade, .slide: statusBarView.alpha = alpha
        }
    }

    /// The safe area's insets on this screen.
    var safeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(top: settings.safeAreaTop, left: 0, bottom: settings.safeAreaBottom, right: 0)
    }

    // MARK: - Turns and frames

    /// Runs `body` as the app's code in one turn of the run loop, then ends the turn.
    @discardableResult
    public func turn<T>(_ body: () throws -> T) rethrows -> T {
        Self.enter(self)
        defer { Self.leave() }
        let kind = turnKind
        turnKind = .app
        guard !isInTurn else { return try body() }
        isInTurn = true
        watch.turnBegins(kind)
        defer {
            endTurn()
            isInTurn = false
            watch.turnEnded(kind)
        }
        return try body()
    }

    /// The run loop ends its pass at this instant and waits: a commit left pending by a
    /// drain of the main queue happens, and what the commit or the drain queued for now
    /// runs, pass by pass, until nothing is due (at most 1000 passes: a block that
    /// queues itself again runs once a pass, and the rest waits for the next frame).
    public func idle() {
        guard !isInTurn else { return }
        var passes = 0
        while hasPendingCommit, passes < 1000 {
            turn {}
            passes += 1
        }
    }

    /// Runs `step` (a touch, a `turn`) with its commit held for the run loop's next
    /// pass, as on a device when the loop polls for more events after handling one
    /// instead of waiting (CFRunLoop skips the wait once a source fired): an input at
    /// the same instant comes before the commit, and before a transition the step
    /// presented starts. The race behind `interactionEndedBeforeStart`, injected.
    public func holdingCommit<T>(_ step: () throws -> T) rethrows -> T {
        holdsCommit = true
        defer { holdsCommit = false }
        return try step()
    }

    /// Advances the clock `frames` frames, one at a time.
    public func advance(frames: Int = 1) {
        for _ in 0..<max(frames, 0) { frame(settings.frameInterval) }
    }

    /// Advances the clock by `seconds`, a frame at a time (the last one shorter).
    public func advance(by seconds: TimeInterval) {
        var left = seconds
        while left > 1e-12 {
            let step = min(settings.frameInterval, left)
            frame(step)
            left -= step
        }
    }

    /// Frames until nothing animates and no transition runs on its own, up to `limit`
    /// seconds; returns whether it came to rest.
    @discardableResult
    public func settle(limit: TimeInterval = 60) -> Bool {
        idle()
        let end = time + limit
        while isAnimating, time < end { frame(settings.frameInterval) }
        watch.settled()
        if isAnimating { settleRanOut() }
        return !isAnimating
    }

    /// A settle of the harness's own, frame by frame, ran out its limit with time still
    /// changing something: a transition still in flight runs for ever
    /// (`transitionStillRunning`).
    public func settleRanOut() {
        watch.settleRanOut()
    }

    /// Whether time would change anything: an animation on the clock, a transition
    /// completing on its own, a display link, or work on the main queue.
    public var isAnimating: Bool {
        if hasAnimationInFlight || !mainQueue.isEmpty || hasPendingCommit { return true }
        for link in displayLinks where !link.isPaused { return true }
        return false
    }

    /// An animation on the clock, or something that time completes (a transition, a
    /// property animator). Asked after every turn: loops, not closures (a closure
    /// here checks that it runs on the main actor at every call); what time completes
    /// first, a short list, where a finishing transition answers before every
    /// animation group is looked at.
    var hasAnimationInFlight: Bool {
        for client in frameDriven where client.isFrameRunning { return true }
        let clock = clock
        for g in groups where !g.isDone && g.timeline === clock { return true }
        return false
    }

    /// A frame: the run loop waits (a pending commit happens), the clock moves, the
    /// frame's turn runs, and what it queued for now runs before the next input.
    private func frame(_ dt: Double) {
        idle()
        turnKind = .frame
        turn {
            clock.now += dt
            for client in frameDriven { client.advanceFrame(by: dt) }
            for link in displayLinks where !link.isPaused { link.fire(at: clock.now, duration: dt) }
            finishEndedGroups()
        }
        idle()
    }

    /// The end of a turn, as CFRunLoop ends a pass: when the main queue has work due
    /// and was not drained on the last pass, it is drained and the loop goes round
    /// again before it commits; else Core Animation commits, and work due now (queued
    /// by the commit, or while the queue drained) wakes the loop at once to be drained.
    private func endTurn() {
        if !drainedLastPass, holdsCommit || mainQueue.hasDue(at: time) { return drainMainQueue() }
        commit()
        if mainQueue.hasDue(at: time) { drainMainQueue() }
    }

    /// Runs the blocks due now on the main queue (if any), first due first; what they
    /// queue waits for the next drain. Each runs as its gesture's action did. The
    /// commit waits for the next pass.
    private func drainMainQueue() {
        runningDispatched += 1
        defer { runningDispatched -= 1 }
        var queue = mainQueue
        mainQueue = MainQueue()
        let due = queue.takeDue(at: time)
        mainQueue = queue
        for (block, gesture) in due { watch.runActions(of: gesture, block) }
        drainedLastPass = true
        hasPendingCommit = true
    }

    /// Queues `block` on the main queue, due at `due` on the clock.
    func enqueue(due: TimeInterval, _ block: @escaping () -> Void) {
        let gesture = watch.gestureSendingActions
        var queue = mainQueue
        mainQueue = MainQueue()
        queue.add(due: due, gesture: gesture, block)
        mainQueue = queue
    }

    /// Core Animation's commit: layout, then what UIKit deferred, until nothing is left.
    private func commit() {
        drainedLastPass = false
        hasPendingCommit = false
        var rounds = 0
        repeat {
            window.layoutIfNeeded()
            let blocks = deferred
            deferred = []
            for block in blocks { block() }
            finishInterruptedGroups()
            rounds += 1
        } while !deferred.isEmpty && rounds < 1000
        // What the deferred blocks added is laid out before anything reads the screen.
        window.layoutIfNeeded()
        // Removed only when one has finished: the closure costs a main-actor check a call.
        for client in frameDriven where client.isFinished {
            let clients = frameDriven
            frameDriven = clients.filter { !$0.isFinished }
            break
        }
    }

    /// Runs `block` at the end of this turn, after Core Animation's commit (UIKit's
    /// `_performBlockAfterCATransactionCommits`).
    func afterCommit(_ block: @escaping () -> Void) {
        var blocks = deferred
        deferred = []
        blocks.append(block)
        deferred = blocks
    }

    /// `client` runs on the clock's frames from now (`FrameDriven`), after those before it.
    func drive(_ client: FrameDriven) {
        var clients = frameDriven
        frameDriven = []
        clients.append(client)
        frameDriven = clients
    }

    // MARK: - Transitions

    /// `UIView.transition` runs in flight, oldest first.
    var viewTransitions: [ViewTransitionRun] = []

    /// How many view transitions began with none in flight: a new count, a new
    /// timeline of view transitions (docs/own-code.md, "Pictures").
    package private(set) var viewTransitionsOpened = 0
    /// How many of `log`'s events came before the newest of those began (0 once the
    /// log is cleared): its timeline starts after them, as a scene's starts from the
    /// state before it (a flip chained in another's completion has not that completion).
    package private(set) var loggedBeforeViewTransitionsOpened = 0

    /// A view transition begins with none in flight.
    func viewTransitionsOpen() {
        viewTransitionsOpened += 1
        loggedBeforeViewTransitionsOpened = log.count
    }

    /// How many view transitions the app has made (with or without animation): from
    /// the first, a record says UIKit's hierarchy (`viewHierarchy`).
    package internal(set) var viewTransitionsMade = 0

    /// The views a view transition may take out, watched from its start: when UIKit
    /// frees one (nothing else held it), `deallocatedViews` says so by the name it had.
    private var watched: [(name: String, id: ObjectIdentifier, view: Weak)] = []
    private var watchedIDs: Set<ObjectIdentifier> = []
    private var freed: [String] = []

    /// Watches `container` and every view it holds.
    func watch(_ container: UIView) {
        if watchedIDs.insert(ObjectIdentifier(container)).inserted {
            watched.append((name(of: container), ObjectIdentifier(container), Weak(container)))
        }
        for view in container.subviews { watch(view) }
    }

    /// The names of the watched views UIKit has freed, in the order they were found
    /// freed (those found at once in the order they were watched).
    package var deallocatedViews: [String] {
        for entry in watched where entry.view.object == nil {
            freed.append(entry.name)
            watchedIDs.remove(entry.id)
        }
        watched.removeAll { $0.view.object == nil }
        return freed
    }

    /// The window's views as UIKit's hierarchy has them, back to front, with the
    /// `isHidden` UIKit has set (not what the screen shows mid-flight, `views`): without
    /// the snapshots a view transition shows in place of views it removed, and with
    /// UIKit's own views left out (what they hold is under the nearest app's view, or
    /// the window). The scenes' `Simulator.hierarchy`, read off UIKit's objects.
    package var hierarchy: [HierarchyEntry] {
        let standIns = Set(viewTransitions.flatMap(\.standIns).map(ObjectIdentifier.init))
        var entries: [HierarchyEntry] = []
        func visit(_ view: UIView, superview: String?) {
            var holder = superview
            if !view.isUIKitInternal && !(view is UIWindow) {
                guard !standIns.contains(ObjectIdentifier(view)) else { return }
                let name = name(of: view)
                entries.append(HierarchyEntry(name: name, superview: superview, isHidden: view.isHidden))
                holder = name
            }
            for s in view.subviews { visit(s, superview: holder) }
        }
        visit(window, superview: nil)
        return entries
    }

    /// The newest view transition in flight, where its effect is; nil when none is.
    package var newestViewTransition: ViewTransitionSample? { viewTransitions.last?.sample }

    /// What the view transitions in flight show of `layer`, as a scene's views say it:
    /// the angle a flip turns it by, the share a curl has curled it.
    private func viewTransitionEffect(on layer: CALayer) -> ViewRecord.Effect {
        var effect = ViewRecord.Effect(curl: layer.presentationCurl)
        for run in viewTransitions {
            switch run.turn(of: layer) {
            case (.yaw, let degrees)?: effect.yaw = degrees
            case (.pitch, let degrees)?: effect.pitch = degrees
            default: break
            }
        }
        return effect
    }

    /// Presentations and dismissals in flight, oldest first.
    private var transitions: [TransitionContext] = []

    /// The transition in flight, if any: UIKit refuses to start another meanwhile.
    var transitionInFlight: TransitionContext? {
        transitions.removeAll { !$0.isInFlight }
        return transitions.first
    }

    /// A transition made by `present` or `dismiss`: it starts at the end of this turn.
    func begin(_ transition: TransitionContext) {
        transitions.append(transition)
        watch.made(transition)
        latestTransition = transition
        transitionsBegun += 1
        afterCommit { transition.start() }
    }

    // MARK: - Animations

    func register(_ group: AnimationGroup) {
        var all = groups
        groups = []
        all.append(group)
        groups = all
        watch.registered(group)
    }

    /// Runs animation completion blocks: what they animate is not a transition's
    /// tracked animation (the diagnostics' `animationNotDriven`).
    func runCompletions(_ completions: [() -> Void]) {
        runningCompletions += 1
        defer { runningCompletions -= 1 }
        for c in completions { c() }
    }

    /// Groups on the clock whose animations have all ended: taken off, completions
    /// called in the order the blocks ran.
    private func finishEndedGroups() {
        var completions: [() -> Void] = []
        for g in groups where !g.isDone && g.timeline === clock && g.hasEnded {
            if let c = g.finish() { completions.append(c) }
        }
        removeDoneGroups()
        runCompletions(completions)
    }

    /// Every group on `timeline` ends now, as UIKit ends a percent-driven transition's
    /// animations when its completion is over; `reversed` (a cancel) puts each model
    /// value back to where its animation started, as UIKit finishes them at the start.
    func finishGroups(on timeline: Timeline, reversed: Bool = false) {
        var completions: [() -> Void] = []
        for g in groups where !g.isDone && g.timeline === timeline {
            if reversed { g.revertModel() }
            if let c = g.finish() { completions.append(c) }
        }
        removeDoneGroups()
        runCompletions(completions)
    }

    /// Takes the groups that are done off the list. Most turns finish none: a loop
    /// asks first, where `removeAll(where:)` would call its closure (a check of the
    /// main actor each call) on every group after every commit and frame.
    private func removeDoneGroups() {
        var anyDone = false
        for g in groups where g.isDone {
            anyDone = true
            break
        }
        if anyDone {
            let all = groups
            groups = all.filter { !$0.isDone }
        }
    }

    /// Groups whose every animation was removed early hear `finished` false.
    private func finishInterruptedGroups() {
        var completions: [() -> Void] = []
        for g in groups where !g.isDone && g.isEmpty {
            if let c = g.finish() { completions.append(c) }
        }
        removeDoneGroups()
        runCompletions(completions)
    }

    // MARK: - Log and console

    func record(_ event: AppEvent) { log.append(event) }

    func say(_ message: ConsoleMessage) { console.append(message) }

    /// Empties the log (between the steps of a test).
    public func clearLog() {
        log.removeAll()
        loggedBeforeViewTransitionsOpened = 0
    }

    /// Empties the console.
    public func clearConsole() { console.removeAll() }

    func raise(_ diagnostic: Diagnostic) {
        var all = found
        found = []
        all.append(diagnostic)
        found = all
    }

    /// The diagnostics found since the last call, taken (a harness reports each once).
    public func takeDiagnostics() -> [Diagnostic] {
        let all = found
        found = []
        return all
    }

    // MARK: - Records

    /// Every view in the window, back to front, as the screen shows it now (UIKit's own
    /// views, a transition's container, are left out; what they hold is not).
    public var views: [ViewRecord] {
        var records: [ViewRecord] = []
        /// The placements from the window's child down to the view visited: each view's
        /// frame in the window computes from them (`presentationFrameInWindow`'s way,
        /// without reading every ancestor's again for every view).
        var path: [Placement] = []
        func visit(_ view: UIView, hidden: Bool) {
            let hidden = hidden || view.layer.presentationIsHidden || view.showsItsBack
            // A window's views are placed in that window.
            let outer: [Placement]? = view is UIWindow ? path : nil
            if outer != nil { path = [] } else { path.append(Placement(view.layer)) }
            defer { if let outer { path = outer } else { path.removeLast() } }
            if !view.isUIKitInternal && !(view is UIWindow) {
                // What the screen draws: alpha within 0…1 and no negative radius,
                // when a spring overshoots them.
                records.append(ViewRecord(name: name(of: view), frame: Placement.frameInWindow(path),
                                          alpha: min(max(view.layer.presentationOpacity, 0), 1), isHidden: hidden,
                                          transform: path[path.count - 1].transform,
                                          cornerRadius: max(view.layer.presentationCornerRadius, 0),
                                          isSnapshot: view.isSnapshot, effect: viewTransitionEffect(on: view.layer)))
            }
            for s in view.subviews { visit(s, hidden: hidden) }
        }
        visit(window, hidden: false)
        return records
    }

    /// The record of the view named `name`, if it is in the window.
    public func view(named name: String) -> ViewRecord? { views.first { $0.name == name } }

    // MARK: - Names

    /// A view's record name: its `accessibilityIdentifier`; else its controller's name
    /// for a controller's root view; else, for a snapshot, the name of the view it was
    /// taken of with `~`; else the property that holds it in the controller whose view
    /// holds it (`cellImage`, `cells[2]`), or, in a transition's container, in its
    /// presentation controller; else its type and a number (`UIView#3`) given in the
    /// order the app's views are first named (docs/own-code.md, "Names").
    public func name(of view: UIView) -> String {
        if let id = view.accessibilityIdentifier { return id }
        if let name = view.recordName { return name }
        let name: String
        if let controller = view.viewController {
            name = self.name(of: controller)
        } else if view.isSnapshot, let source = view.snapshotSource {
            name = self.name(of: source) + "~"
        } else if let property = Self.property(holding: view, in: owners(of: view)) {
            name = property
        } else {
            name = numbered(typeName(of: view))
        }
        view.recordName = name
        return name
    }

    /// Who may hold a view in a property: the controller whose view holds it; in a
    /// transition's container, the transition's presentation controller.
    private func owners(of view: UIView) -> [AnyObject] {
        var ancestor = view.superview
        while let a = ancestor {
            if let controller = a.viewController { return [controller] }
            ancestor = a.superview
        }
        guard let transition = latestTransition, view.isDescendant(of: transition.container) else { return [] }
        return transition.presentation.map { [$0] } ?? []
    }

    /// The name of the stored property of one of `owners` (its own or an inherited one)
    /// that holds `view`, or `name[i]` for an array of views that does.
    private static func property(holding view: UIView, in owners: [AnyObject]) -> String? {
        for owner in owners {
            var mirror: Mirror? = Mirror(reflecting: owner)
            while let m = mirror {
                for child in m.children {
                    guard let label = child.label.map(plainLabel) else { continue }
                    if let held = unwrapped(child.value) as? UIView, held === view { return label }
                    if let list = child.value as? [UIView], let i = list.firstIndex(where: { $0 === view }) {
                        return "\(label)[\(i)]"
                    }
                }
                mirror = m.superclassMirror
            }
        }
        return nil
    }

    /// A lazy property's storage is labelled `$__lazy_storage_$_NAME`.
    private static func plainLabel(_ label: String) -> String {
        let lazy = "$__lazy_storage_$_"
        return label.hasPrefix(lazy) ? String(label.dropFirst(lazy.count)) : label
    }

    /// An optional's value, or the value itself.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }

    /// A controller's record name: its `title` when it has one; else its type's name
    /// without `ViewController` (or `Controller`), the first letter lowered
    /// (`DetailViewController` is `detail`); a second of the same name gets `#2`.
    public func name(of controller: UIViewController) -> String {
        if let name = controller.recordName { return name }
        var base: String
        if let title = controller.title, !title.isEmpty {
            base = title
        } else {
            base = typeName(of: controller)
            for suffix in ["ViewController", "Controller"] where base.hasSuffix(suffix) && base.count > suffix.count {
                base.removeLast(suffix.count)
                break
            }
            if base.hasPrefix("UI") { base.removeFirst(2) }
            // Both halves Strings: String + Substring is the generic `append(contentsOf:)`,
            // whose first call cost 0.3 million instructions of a harness's start.
            base = base.prefix(1).lowercased() + String(base.dropFirst())
        }
        let count = (nextNumber[base] ?? 0) + 1
        nextNumber[base] = count
        let name = count == 1 ? base : "\(base)#\(count)"
        controller.recordName = name
        return name
    }

    private func numbered(_ base: String) -> String {
        let count = (nextNumber[base] ?? 0) + 1
        nextNumber[base] = count
        return "\(base)#\(count)"
    }
}

/// Something the app's frames move besides its animations (a transition completing).
@MainActor protocol FrameDriven: AnyObject {
    func advanceFrame(by seconds: Double)
    /// Whether time still moves it.
    var isFrameRunning: Bool { get }
    /// Done: the app lets go of it.
    var isFinished: Bool { get }
    /// The app is gone before it was done: it lets go of what the app's code gave it
    /// (blocks, completions) without calling any (docs/architecture.md, "An app's end").
    func appWentAway()
}

extension FrameDriven {
    func appWentAway() {}
}

extension UIView {
    /// Whether the view is turned to show its back, which it does not draw.
    var showsItsBack: Bool { !layer.isDoubleSided && layer.presentationTransform.m33 < 0 }
}

/// The name of `value`'s type as `String(describing:)` gives it (no module, no
/// enclosing type), without `describing`'s reflection: that costs 80 thousand
/// instructions a call, and a record names every new controller and view by type.
func typeName(of value: Any) -> String { _typeName(type(of: value), qualified: false) }
