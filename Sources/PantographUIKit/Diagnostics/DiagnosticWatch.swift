import PantographEngine

/// What kind of input a turn of the run loop is: each check looks at its own moments.
enum TurnKind {
    /// The app's own code (`HeadlessApp.turn`), or UIKit's start of the app.
    case app
    case touchDown
    case touchMove
    /// The finger lifts, or the system takes the touch.
    case release
    case frame
}

/// The checks behind `HeadlessApp.diagnostics` (docs/diagnostics.md). UIKit's
/// machinery tells it what happens — a transition made, started and completed, a
/// gesture's end, an animation made, an appearance callback, a back swipe — and at
/// the end of every turn it looks at what cannot be seen from one call: a
/// transition nothing will end, what a transition left behind, a view that jumped.
/// Deterministic: it reads only the app's state and its clock.
@MainActor final class DiagnosticWatch {
    unowned let host: HeadlessApp
    private var transitions: [TransitionWatch] = []
    /// The recognizer whose actions run now (its `serial`): a transition made meanwhile
    /// is its.
    private var sendingActions: Int?
    private var frames = FrameWatch()
    /// A cancelled transition ended in this turn.
    private var cancelEnded = false
    /// The controllers already named by `windowMismatch`.
    private var mismatched: Set<ObjectIdentifier> = []
    /// The hierarchy's count of changes when the window check last looked.
    private var lookedAtWindow: Int?
    /// The scroll views dragged by the touch on the screen, and their offsets when
    /// their drags began.
    private var drags: [(scrollView: UIScrollView, start: CGPoint)] = []
    /// The scroll views in a sheet that the touch began dragging below their tops.
    private var pulls: [SheetPull] = []

    init(host: HeadlessApp) {
        self.host = host
    }

    private func raise(_ diagnostic: Diagnostic) { host.raise(diagnostic) }

    private func watch(of context: TransitionContext) -> TransitionWatch? {
        transitions.first { $0.context === context }
    }

    // MARK: - Gestures

    /// `r` sends its actions; what they start is the gesture's.
    func sendActions(of r: UIGestureRecognizer) {
        if r.state == .began, let scrollView = (r as? ScrollViewPanGestureRecognizer)?.scrollView {
            // Changed on copies and written back: the compiler then checks no access to
            // either list at run time (docs/performance.md, "Exclusivity checks").
            let drag = (scrollView, scrollView.contentOffset), pull = SheetPull(scrollView)
            var allDrags = drags, allPulls = pulls
            (drags, pulls) = ([], [])
            allDrags.append(drag)
            if let pull { allPulls.append(pull) }
            (drags, pulls) = (allDrags, allPulls)
        }
        let outer = sendingActions
        sendingActions = r.serial
        r.sendActions()
        sendingActions = outer
    }

    /// The recognizer whose actions run now, if any.
    var gestureSendingActions: Int? { sendingActions }

    /// Runs `block`, which `gesture`'s actions put on the main queue, as those actions:
    /// what it starts is the gesture's.
    func runActions(of gesture: Int?, _ block: () -> Void) {
        let outer = sendingActions
        sendingActions = gesture
        block()
        sendingActions = outer
    }

    /// `r` ended or was cancelled: a transition it made that has not started yet
    /// starts after the end of its gesture.
    func gestureEnded(_ r: UIGestureRecognizer, cancelled: Bool) {
        for w in transitions where !w.context.hasStarted && w.gesture == r.serial && w.gestureEnd == nil {
            let view = r.view.map(host.name(of:)) ?? "nothing"
            w.gestureEnd = cancelled ? .cancelled(view: view) : .ended(view: view)
        }
        for w in transitions where w.gesture == r.serial && w.context.hasStarted && w.context.initiallyInteractive {
            // A sheet's own swipe, driven through its scroll view, scrolls it back to its
            // top by design: only another recognizer's transition counts.
            for drag in drags where drag.scrollView.panGestureRecognizer !== r
                && drag.scrollView.isDescendant(of: w.context.containerView) {
                let now = drag.scrollView.contentOffset
                let scrolled = max(abs(now.x - drag.start.x), abs(now.y - drag.start.y))
                guard scrolled > 1 else { continue }
                raise(.scrolledWithTransition(w.described(by: host), scrollView: host.name(of: drag.scrollView),
                                              scrolled: scrolled, at: host.time))
            }
        }
    }

    // MARK: - Transitions

    /// `present`, `dismiss`, a push or a pop made `context`; it starts at the end of
    /// the turn.
    func made(_ context: TransitionContext) {
        let watch = TransitionWatch(context: context, gesture: sendingActions)
        // Changed on a copy and written back: the compiler then checks no access to the
        // list at run time (docs/performance.md, "Exclusivity checks").
        var all = transitions
        transitions = []
        all.append(watch)
        transitions = all
        guard isTouching else { return }
        // What a scroll view scrolled before the transition began is no motion with it
        // (a drag that scrolls a list to its top, then hands over to the sheet).
        let before = drags
        drags = before.map { ($0.scrollView, $0.scrollView.contentOffset) }
    }

    /// The animator (or the interaction controller) is about to run: the window as it
    /// is now is what the transition started from. What earlier transitions left is
    /// judged first, before this one changes the window.
    func willAnimate(_ context: TransitionContext) {
        checkEnds(force: true)
        guard let w = watch(of: context), !w.hasBaseline else { return }
        w.takeBaseline(of: host.window)
    }

    /// UIKit called `startInteractiveTransition` after the gesture that made the
    /// transition had ended, and the interaction controller did not end it.
    func didStart(_ context: TransitionContext) {
        guard let w = watch(of: context), let end = w.gestureEnd, context.initiallyInteractive, context.isInteractive,
              context.isInFlight else { return }
        w.isDiagnosedStuck = true
        raise(.interactionEndedBeforeStart(w.described(by: host), gesture: end, at: host.time))
    }

    /// `completeTransition(didComplete)` is called: a second call, or `true` after
    /// a cancel.
    func willComplete(_ context: TransitionContext, _ didComplete: Bool) {
        guard context.hasStarted, let w = watch(of: context) else { return }
        if let first = context.completedWith {
            raise(.completedTwice(w.described(by: host), first: first, second: didComplete, at: host.time))
        } else if didComplete && context.transitionWasCancelled {
            raise(.completedAfterCancel(w.described(by: host), at: host.time))
        }
    }

    /// The transition ended: what it left is judged once its animations are over.
    func didComplete(_ context: TransitionContext, _ didComplete: Bool) {
        guard let w = watch(of: context), w.completed == nil else { return }
        w.completed = didComplete
        if !didComplete { cancelEnded = true }
    }

    // MARK: - Animations, appearance, the back swipe

    /// An animation block made `group`: on the clock, from a completion block or from
    /// outside the call that drives the transition (a block the main queue drains, a
    /// timer), while a percent-driven transition whose container holds the view is in
    /// flight, the percent cannot drive it.
    func registered(_ group: AnimationGroup) {
        guard group.timeline === host.clock, !transitions.isEmpty else { return }
        let origin: UndrivenOrigin
        if host.runningCompletions > 0 { origin = .completionBlock }
        else if host.runningDispatched > 0 || !host.isInTurn { origin = .outsideTheRunLoop }
        else { return }
        for w in transitions where w.context.hasStarted && w.context.isInFlight && w.context.initiallyInteractive
            && !w.context.isInterruptible && w.context.interactor is UIPercentDrivenInteractiveTransition {
            for animation in group.animations {
                guard let view = animation.layer?.view, view.isDescendant(of: w.context.containerView),
                      w.undriven.insert(ObjectIdentifier(view)).inserted else { continue }
                raise(.animationNotDriven(w.described(by: host), view: host.name(of: view), madeIn: origin, at: host.time))
            }
        }
    }

    /// An appearance callback is about to be made on `controller`, whose callbacks had
    /// got to `state`: a begin may follow an end or reverse a begin (a cancelled
    /// transition's), an end must follow its begin.
    func appearance(_ call: AppearanceCall, of controller: UIViewController, after state: AppearanceState) {
        let balanced = switch (call, state) {
        case (.willAppear, .disappeared), (.willAppear, .disappearing), (.didAppear, .appearing),
             (.willDisappear, .appeared), (.willDisappear, .appearing), (.didDisappear, .disappearing):
            true
        case (.willAppear, .appearing), (.willAppear, .appeared), (.didAppear, .disappeared), (.didAppear, .appeared),
             (.didAppear, .disappearing), (.willDisappear, .disappeared), (.willDisappear, .disappearing),
             (.didDisappear, .disappeared), (.didDisappear, .appearing), (.didDisappear, .appeared):
            false
        }
        guard !balanced else { return }
        raise(.unbalancedAppearance(controller: host.name(of: controller), call: call, after: state, at: host.time))
    }

    /// The back swipe began and drives nothing: `pop` is the pop it made, if any.
    func backSwipeFollowsNothing(_ navigation: UINavigationController, pop: TransitionContext?, replacedDelegate: Bool) {
        let cause: BackSwipeCause
        if let pop, pop.interactor == nil {
            cause = .animatorWithoutInteractionController(animator: typeName(of: pop.animator))
        } else if replacedDelegate, pop == nil {
            cause = navigation.viewControllers.count > 1 ? .replacedDelegateDuringTransition : .replacedDelegateAtRoot
        } else {
            return
        }
        raise(.backSwipeDoesNothing(navigation: host.name(of: navigation), cause: cause, at: host.time))
    }

    // MARK: - The turn

    /// A turn of `kind` begins: the screen before a release or a re-grab.
    func turnBegins(_ kind: TurnKind) {
        cancelEnded = false
        stopWatchingTheScreen()
        switch kind {
        case .release:
            watchTheScreen(for: .release)
        case .touchDown:
            drags = []
            pulls = []
            if host.hasAnimationInFlight || hasTransitionInFlight {
                watchTheScreen(for: .regrab)
            }
        case .touchMove:
            // A recognizer may begin in this move and take over what moves.
            var mayBegin = false
            for r in host.activeTouch?.recognizers ?? [] where r.state == .possible {
                mayBegin = true
                break
            }
            if mayBegin, host.hasAnimationInFlight || hasTransitionInFlight {
                watchTheScreen(for: .regrab)
            }
        case .app, .frame:
            break
        }
    }

    /// The turn beginning is checked for jumps at `moment`: its picture of the screen
    /// before is taken just before the first change to the screen (`ScreenChanges`),
    /// which is the screen as the turn began. The wait ends with the turn (`checkJumps`),
    /// while the app and its watch are alive: unowned, as a weak reference would give
    /// the watch a side table, which every retain of it would then go through.
    private func watchTheScreen(for moment: JumpMoment) {
        frames.moment = moment
        frames.waiting = ScreenChanges.wait { [unowned self] in
            frames.waiting = nil
            frames.before = ScreenShot(host.window)
        }
    }

    private func stopWatchingTheScreen() {
        if let token = frames.waiting { ScreenChanges.stopWaiting(token) }
        frames.waiting = nil
        frames.moment = nil
        frames.before = nil
    }

    // The checks run after every turn: their questions about the transitions are
    // loops, not closures (a closure here checks that it runs on the main actor at
    // every call).

    /// Whether a finger is on the screen, read from one field of the touch: a copy of
    /// the whole touch (its recognizers, its arbitration) retains each, every turn.
    private var isTouching: Bool { host.activeTouch?.ignored != nil }

    private var hasTransitionInFlight: Bool {
        for w in transitions where w.context.isInFlight { return true }
        return false
    }

    /// The turn is over (its deferred blocks run, its views laid out).
    func turnEnded(_ kind: TurnKind) {
        checkStuck(fingerLifted: !isTouching && (kind == .release || kind == .frame))
        checkEnds(force: false)
        checkWindow()
        checkJumps(kind)
        if kind == .touchDown { frames.downPoint = host.activeTouch?.touch.point }
        checkPulls(kind)
    }

    /// A drag down that took a sheet's scroll view past its top and pulled nothing:
    /// the sheet is where it was.
    private func checkPulls(_ kind: TurnKind) {
        guard kind == .touchMove || kind == .release else { return }
        if !pulls.isEmpty {
            var all = pulls
            pulls = []
            for i in all.indices { all[i].lowest = min(all[i].lowest, all[i].scrollView.contentOffset.y) }
            pulls = all
        }
        guard kind == .release else { return }
        defer { pulls = [] }
        for pull in pulls {
            let pulled = pull.top - pull.lowest
            guard pulled > host.diagnosticSettings.pullDistance,
                  pull.sheet.view.presentationFrameInWindow == pull.sheetFrame else { continue }
            raise(.sheetNotPulled(controller: host.name(of: pull.sheet), scrollView: host.name(of: pull.scrollView),
                                  pulled: pulled, at: host.time))
        }
    }

    /// The app came to rest (`settle`): nothing moves a transition still in flight.
    func settled() {
        checkStuck(fingerLifted: !isTouching)
        checkEnds(force: false)
    }

    /// A settle ran out its limit with something still animating: a transition still
    /// in flight, with no finger down, runs for ever.
    func settleRanOut() {
        guard !isTouching else { return }
        for w in transitions where !w.isDiagnosedStuck && w.context.hasStarted && w.context.isInFlight {
            w.isDiagnosedStuck = true
            raise(.transitionStillRunning(w.described(by: host), percent: w.context.percentComplete, at: host.time))
        }
    }

    /// A transition in flight that nothing will end: no animation runs, nothing
    /// completes it by time, and (for one still interactive) no finger is on the
    /// screen after a release or a frame.
    private func checkStuck(fingerLifted: Bool) {
        // The transitions that would be stuck if nothing animated, looked for first:
        // whether anything animates is a walk of the app's animations, asked only then.
        // Found again to raise (no list is made for the frames of every finish).
        var mayBeStuck = false
        for w in transitions where stuckPath(of: w, fingerLifted: fingerLifted) != nil {
            mayBeStuck = true
            break
        }
        guard mayBeStuck, !host.isAnimating else { return }
        for w in transitions {
            guard let path = stuckPath(of: w, fingerLifted: fingerLifted) else { continue }
            w.isDiagnosedStuck = true
            raise(.transitionNeverEnds(w.described(by: host), path: path, percent: w.context.percentComplete,
                                       at: host.time))
        }
    }

    /// How `w` would be stuck if nothing animated: nil when it is not in flight, is
    /// already diagnosed, or is interactive (or paused) with the finger down.
    private func stuckPath(of w: TransitionWatch, fingerLifted: Bool) -> StuckPath? {
        guard !w.isDiagnosedStuck, w.context.hasStarted, w.context.isInFlight else { return nil }
        switch w.context.state {
        case .interactive: return fingerLifted ? .interaction : nil
        case .paused: return fingerLifted ? .paused : nil
        case .finishing: return .finish
        case .cancelling: return .cancel
        case .animating: return .animation
        case .completed, .cancelled: return nil // not in flight
        }
    }

    /// With nothing in flight, the controller on top (the last presented, or the top of
    /// a navigation stack there) has its view in the window. What it finds depends only
    /// on the controllers' and the views' hierarchy, and a controller is named once: it
    /// looks again only when the hierarchy changed since it last looked
    /// (`HierarchyChanges`).
    private func checkWindow() {
        let changes = HierarchyChanges.count
        guard changes != lookedAtWindow, transitions.isEmpty, host.viewTransitions.isEmpty,
              host.transitionInFlight == nil else { return }
        lookedAtWindow = changes
        var top = host.window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        if let stack = top as? UINavigationController, let shown = stack.topViewController { top = shown }
        guard let controller = top, let view = controller.viewIfLoaded, view.window !== host.window,
              mismatched.insert(ObjectIdentifier(controller)).inserted else { return }
        raise(.windowMismatch(controller: host.name(of: controller), mismatch: .notShown, at: host.time))
    }

    /// What ended transitions left, once no animation is left to clean it up (or
    /// `force`: another transition is about to change the window).
    private func checkEnds(force: Bool) {
        // A transition's end is checked once, and taken off the list then: with none
        // ended and unchecked there is nothing to do, nor an animation to look for.
        var hasEnded = false
        for w in transitions where w.completed != nil && !w.isEndChecked {
            hasEnded = true
            break
        }
        guard hasEnded, force || !host.hasAnimationInFlight else { return }
        for w in transitions where w.completed != nil && !w.isEndChecked {
            for diagnostic in w.checkEnd(in: host) { raise(diagnostic) }
        }
        let all = transitions
        transitions = all.filter { !$0.isEndChecked }
    }

    /// A view that moved more than the finger (at a re-grab), or the motion of the
    /// frame before (at the end of a cancel), allow, plus `jumpDistance`.
    private func checkJumps(_ kind: TurnKind) {
        if let moment = frames.moment {
            let limit = host.diagnosticSettings.jumpDistance
            let before = frames.before
            stopWatchingTheScreen()
            var allowance: CGFloat = 0
            var check = true
            if kind == .touchMove {
                // Only a move in which a gesture began is a re-grab; the view may follow the finger.
                if let active = host.activeTouch, active.recognizers.contains(where: { $0.state == .began }),
                   let down = frames.downPoint {
                    allowance = hypot(active.touch.point.x - down.x, active.touch.point.y - down.y)
                } else {
                    check = false
                }
            }
            // A view that did not move is a jump only under a limit below zero; with no
            // picture before, nothing on the screen changed in the turn, and only such a
            // limit finds anything (every view, where it was).
            let includingStill = allowance + limit < 0
            if check, before != nil || includingStill {
                let now = ScreenShot(host.window)
                for (view, from, to) in ScreenShot.moves(from: before ?? now, to: now, includingStill: includingStill)
                where DiagnosticWording.jump(from, to) > allowance + limit {
                    raise(.frameJump(view: host.name(of: view), from: from, to: to, moment: moment, at: host.time))
                }
            }
        }
        if cancelEnded, let last = frames.lastFrame {
            let limit = host.diagnosticSettings.jumpDistance
            for (view, from, to) in ScreenShot.moves(from: last, to: ScreenShot(host.window), includingStill: limit < 0) {
                let motion = frames.frameBefore?.frame(of: view).map { DiagnosticWording.jump($0, from) } ?? 0
                if DiagnosticWording.jump(from, to) > motion + limit {
                    raise(.frameJump(view: host.name(of: view), from: from, to: to, moment: .cancelEnd, at: host.time))
                }
            }
        }
        var cancelPlays = false
        for w in transitions where w.context.hasStarted && w.context.isInFlight && w.context.transitionWasCancelled {
            cancelPlays = true
            break
        }
        if cancelPlays {
            // A turn that took no time (a touch the transition ignores) shows no new
            // frame: its screen stands in for the last one, the frame before stays.
            if frames.lastFrameTime != host.time { frames.frameBefore = frames.lastFrame }
            frames.lastFrame = ScreenShot(host.window)
            frames.lastFrameTime = host.time
        } else if frames.lastFrameTime != nil {
            // The three are set together (the frame before only with a last frame).
            frames.frameBefore = nil
            frames.lastFrame = nil
            frames.lastFrameTime = nil
        }
    }
}

/// A drag that began on a scroll view below its top, in a presented controller's view
/// with a pan of the app's own between the two (a sheet pulled down to dismiss): how
/// far past its top the content has gone, and where the sheet was.
@MainActor struct SheetPull {
    let scrollView: UIScrollView
    let sheet: UIViewController
    let sheetFrame: CGRect
    let top: CGFloat
    var lowest: CGFloat

    init?(_ scrollView: UIScrollView) {
        let top = -scrollView.adjustedContentInset.top
        guard scrollView.contentOffset.y > top + 0.5 else { return nil }
        var view = scrollView.superview
        var hasPan = false
        while let v = view {
            hasPan = hasPan || (v.gestureRecognizers ?? []).contains {
                $0.isEnabled && $0 is UIPanGestureRecognizer && !($0 is ScrollViewPanGestureRecognizer)
                    && !($0 is UIScreenEdgePanGestureRecognizer)
            }
            if let controller = v.viewController, controller.view === v, controller.presentingViewController != nil {
                guard hasPan else { return nil }
                self.scrollView = scrollView
                sheet = controller
                sheetFrame = v.presentationFrameInWindow
                self.top = top
                lowest = scrollView.contentOffset.y
                return
            }
            view = v.superview
        }
        return nil
    }
}
