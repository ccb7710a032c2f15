/// `UIView.transition(with:…)` and `UIView.transition(from:to:…)`: what UIKit changes
/// at once, what the screen shows while the snapshot animates, and the completion
/// (docs/flip.md; docs/uikit.md, "View transitions").
extension Simulator {
    mutating func startViewTransition(_ request: ViewTransitionRequest) throws(EngineError) -> Outcome {
        // On a copy: ending a transition in flight comes before the checks that read
        // the hierarchy it leaves, and a refusal must change nothing.
        var next = self
        var outcome = Outcome()
        // A second transition on the same view replaces the first's animation: the
        // first ends at once, its completion told `finished: false`.
        let container: Int? = switch request {
        case .with(let name, _): model.names.firstIndex(of: name)
        case .from(let name, _, _): model.names.firstIndex(of: name).flatMap { model.superview[$0] }
        }
        if let container, let i = next.viewTransitions.firstIndex(where: { $0.container == container }) {
            outcome += next.endViewTransition(at: i, finished: false)
        }
        outcome += try next.beginViewTransition(request)
        self = next
        return outcome
    }

    private mutating func beginViewTransition(_ request: ViewTransitionRequest) throws(EngineError) -> Outcome {
        let model = self.model
        let options: ViewTransitionOptions
        let form: ViewTransition.Form
        let container: Int
        var outgoing: [Int] = [], incoming: [Int] = []
        var setup: [Edit] = [], whenDone: [Edit] = []
        var departing: [Int] = [], hiding: [Int] = [], freed: [Int] = []
        switch request {
        case .with(let name, let given):
            options = given
            let view = try liveView(name)
            guard isInHierarchy(view) else { throw .viewNotInHierarchy(name) }
            if given.showHideTransitionViews { throw .showHideNeedsFromTo }
            form = .with(view: view)
            container = view
            // The block: every subview of the view toggles `isHidden`.
            for v in window.views where model.superview[v.id] == view && isInHierarchy(v.id) {
                if v.isHidden { incoming.append(v.id) } else { outgoing.append(v.id) }
            }
            setup = incoming.map { .setHidden($0, false) }
            hiding = outgoing
            whenDone = outgoing.map { .setHidden($0, true) }
        case .from(let fromName, let toName, let given):
            options = given
            let from = try liveView(fromName), to = try liveView(toName)
            guard from != to else { throw .viewTransitionToItself(fromName) }
            guard isInHierarchy(from) else { throw .viewNotInHierarchy(fromName) }
            guard let superview = model.superview[from] else { throw .noSuperview(fromName) }
            guard model.superview[to] == superview else {
                throw .notASibling(toName, of: fromName, superview: model.names[superview])
            }
            form = .from(from, to: to)
            container = superview
            outgoing = [from]
            incoming = [to]
            if given.showHideTransitionViews {
                // Only `isHidden` changes: nothing leaves, so nothing is freed.
                guard isInHierarchy(to) else { throw .showHideNeedsViewInHierarchy(toName) }
                setup = [.setHidden(to, false)]
                hiding = [from]
                whenDone = [.setHidden(from, true)]
            } else {
                // `addSubview(to)`: a view still in the superview keeps its frame and
                // comes to the front; one added back lost its constraints when it
                // left, and Auto Layout gives a view nothing constrains zero bounds.
                setup = [isInHierarchy(to) ? .bringToFront(to)
                         : .insert(to, .above(superview), frame: Rect(0, 0, 0, 0), hidden: nil, alpha: nil)]
                departing = [from]
                whenDone = [.remove(from)]
                // `removeFromSuperview()` releases the view; with a weak outlet the
                // superview was its only owner.
                if outletIsWeak(from) { freed = [from] }
            }
        }
        window.apply(setup, model: model)
        let (tracks, restore) = Self.effectTracks(options, outgoing: outgoing, incoming: incoming, window: window)
        let (animation, _) = Animation.starting(tracks, duration: settings.duration, window: window)
        animation.apply(at: 0, linear: false, to: &window)
        viewTransitions.append(ViewTransition(form: form, container: container, options: options,
                                              run: RunningAnimation(animation: animation),
                                              departing: departing, hiding: hiding, whenDone: whenDone + restore))
        deallocated += freed
        viewTransitionsMade += 1
        // UIKit makes a transition of duration 0 without animation; the `duration`
        // setting is at least `Settings.durations.lowerBound`, so none is instant here.
        return runToEndIfAuto()
    }

    /// The effect (`ViewTransitionOptions.effect`) as tracks on the outgoing and
    /// incoming views, and the edits that put them back at the end.
    static func effectTracks(_ options: ViewTransitionOptions, outgoing: [Int], incoming: [Int],
                             window: Window) -> (tracks: [TrackSpec], restore: [Edit]) {
        var tracks: [TrackSpec] = [], restore: [Edit] = []
        for (views, isIncoming) in [(outgoing, false), (incoming, true)] {
            for v in views {
                let alpha = window[v]?.alpha ?? 1
                guard let effect = options.effect(incoming: isIncoming, alpha: alpha) else { continue }
                tracks.append(TrackSpec(view: v, property: effect.property, from: .number(effect.from),
                                        to: .number(effect.to), begins: 0, ends: 1, timing: .curve(options.curve)))
                restore.append(.set(v, effect.property, .number(effect.property == .alpha ? alpha : 0)))
            }
        }
        return (tracks, restore)
    }

    /// The completion of the view transition at `i`: UIKit's removals and hides show,
    /// the effect's properties are put back, and the completion block runs.
    mutating func endViewTransition(at i: Int, finished: Bool) -> Outcome {
        let ended = viewTransitions.remove(at: i)
        window.apply(ended.whenDone, model: model)
        let events: [LifecycleEvent] = [.transitionCompletion(finished: finished)]
        // A replay logs it here: a completion cut short comes with an input, not as
        // time passes (`advanceFrameByFrame` logs those, on a copy without the log).
        replay?.log(events, at: clock)
        return Outcome(events: events)
    }

    /// Moves every view transition on by `seconds`; those that reach their end complete,
    /// in the order they started.
    mutating func advanceViewTransitions(by seconds: Double) -> Outcome {
        var outcome = Outcome()
        var i = 0
        while i < viewTransitions.count {
            viewTransitions[i].run.elapsed += seconds
            let run = viewTransitions[i].run
            if run.animation.duration - run.elapsed < 1e-9 { viewTransitions[i].run.elapsed = run.animation.duration }
            viewTransitions[i].run.animation.apply(at: viewTransitions[i].run.fraction, linear: false, to: &window)
            if viewTransitions[i].run.isDone {
                outcome += endViewTransition(at: i, finished: true)
            } else {
                i += 1
            }
        }
        return outcome
    }

    /// A view the scene declares that still exists; a deallocated one is UIKit's crash.
    func liveView(_ name: String) throws(EngineError) -> Int {
        guard let id = model.names.firstIndex(of: name) else { throw .unknownView(name) }
        if deallocated.contains(id) {
            throw .deallocatedView(name, removedFrom: model.superview[id].map { model.names[$0] })
        }
        return id
    }

    /// Removed by a view transition in flight: the screen shows its snapshot.
    func isDeparting(_ id: Int) -> Bool { viewTransitions.contains { $0.departing.contains(id) } }

    /// In the window and not a view UIKit has already removed (a snapshot on screen).
    func isInHierarchy(_ id: Int) -> Bool {
        window.contains(id) && !isDeparting(id)
    }

    /// Whether the controller's outlet to the view is weak: a scene option bound to
    /// `outlets` of a controller whose view holds it says so. The controller's own
    /// view is held by the controller, whatever the outlets.
    func outletIsWeak(_ id: Int) -> Bool {
        let scene = self.scene
        for option in scene.options {
            guard case .outlets(let controllerName) = option.binding,
                  let controller = scene.controller(named: controllerName),
                  let root = model.names.firstIndex(of: controller.view), root != id,
                  model.subtree[root].contains(id) else { continue }
            return (settings.options[option.key] ?? option.defaultValue) == "weak"
        }
        return false
    }

    /// The views in the window as UIKit's hierarchy has them, back to front: without
    /// the snapshots of views already removed, with the `isHidden` UIKit has set.
    public var hierarchy: [HierarchyEntry] {
        let model = self.model
        var entries: [HierarchyEntry] = []
        for v in window.views where isInHierarchy(v.id) {
            let hidden = v.isHidden || viewTransitions.contains { $0.hiding.contains(v.id) }
            entries.append(HierarchyEntry(name: model.names[v.id], superview: model.superview[v.id].map { model.names[$0] },
                                          isHidden: hidden))
        }
        return entries
    }

    /// The names of the views deallocated so far, in order.
    public var deallocatedViews: [String] { deallocated.map { model.names[$0] } }
}
