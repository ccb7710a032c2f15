import PantographEngine

/// One `UIView.transition` in flight. UIKit makes the change at once — a view leaves
/// its superview and another is added, or `isHidden` flips — and animates the
/// container's look from before to after. Here, as in the scenes (docs/flip.md), the
/// views themselves show the effect: the engine's `ViewTransitionOptions.effect` moves
/// each outgoing and incoming view by Core Animation's own kind of animation, which
/// changes what the screen shows and not the model; a view UIKit has already hidden
/// stays on screen until the end, and a view it has already removed is shown by its
/// snapshot (a phantom in records) until then.
@MainActor final class ViewTransitionRun {
    /// The view whose look is animated: `with`'s view, or `from`'s superview.
    private(set) weak var container: UIView?
    private let group: AnimationGroup
    private unowned let host: HeadlessApp

    /// The engine's options, the start and the duration: what a timeline of the app's
    /// view transitions reads of it (`sample`).
    private let options: ViewTransitionOptions
    private let begin: Double
    private let duration: Double

    private init(container: UIView, group: AnimationGroup, host: HeadlessApp, options: ViewTransitionOptions,
                 duration: Double) {
        self.container = container
        self.group = group
        self.host = host
        self.options = options
        begin = host.clock.now
        self.duration = duration
    }

    /// Where it is now, as a timeline's frame says (the engine's curve gives the
    /// progress, as it gives the animations' values).
    var sample: ViewTransitionSample {
        ViewTransitionSample(options, fraction: min(max((host.clock.now - begin) / duration, 0), 1))
    }

    /// The layers it turns (a flip), each with the angles in degrees it turns from and
    /// to: the transform shows the turn, these say it as the scenes' `yaw` and `pitch`.
    private var turns: [(layer: Weak, property: AnimatableProperty, from: Double, to: Double)] = []

    /// The angle `layer` is turned by now about its vertical (`yaw`) or horizontal
    /// (`pitch`) axis; nil when this transition does not turn it.
    func turn(of layer: CALayer) -> (property: AnimatableProperty, degrees: Double)? {
        guard let turn = turns.first(where: { $0.layer.object === layer }) else { return nil }
        return (turn.property, lerp(turn.from, turn.to, sample.progress))
    }

    /// What a transition changed: the views turned away (a snapshot for one already
    /// removed) and the ones turned in.
    struct Change {
        /// Each with the `isHidden` it had before the change, which the screen shows
        /// until the end.
        var outgoing: [(view: UIView, wasHidden: Bool)] = []
        var incoming: [UIView] = []
        /// Snapshots standing for removed views, taken out of the container at the end.
        var snapshots: [UIView] = []
    }

    /// Starts a transition of `container`'s look: ends the one in flight on it
    /// (completed with `finished` false, as a replaced animation is), makes the change
    /// `change` returns, and animates its effect for `duration` on the options' curve.
    static func start(container: UIView, duration: Double, options: UIView.AnimationOptions,
                      completion: ((Bool) -> Void)?, change: () -> Change) {
        guard let host = HeadlessApp.current ?? container.window?.host else {
            // No app keeps time: the change stands and the transition has finished.
            _ = change()
            completion?(true)
            return
        }
        host.turn {
            // One with none in flight opens a timeline (a second that cuts one short
            // joins it, as in a scene's: docs/pictures.md).
            let opens = host.viewTransitions.isEmpty
            host.viewTransitionsMade += 1
            host.watch(container)
            if let running = host.viewTransitions.first(where: { $0.container === container }) { running.end(early: true) }
            let effect = viewTransitionOptions(options)
            let made = change()
            guard duration > 0 else {
                // UIKit transitions without animation; the completion waits for the
                // next turn of the run loop, as an animation block's does.
                for snapshot in made.snapshots { snapshot.removeFromSuperview() }
                host.afterCommit {
                    host.record(.lifecycle(.transitionCompletion(finished: true)))
                    completion?(true)
                }
                return
            }
            var run: ViewTransitionRun?
            let group = AnimationGroup(timeline: host.clock, completion: { finished in run?.ended(finished, completion) },
                                       allowsUserInteraction: effect.allowUserInteraction)
            let transition = ViewTransitionRun(container: container, group: group, host: host, options: effect,
                                               duration: duration)
            if opens { host.viewTransitionsOpen() }
            run = transition
            transition.snapshots = made.snapshots
            let timing = AnimationTiming.curve(effect.curve)
            @MainActor func animate(_ layer: CALayer, _ key: LayerKey, from: LayerValue, to: LayerValue) {
                let animation = LayerAnimation(key: key, from: from, to: to, isAdditive: false, timing: timing,
                                               duration: duration, begin: host.clock.now, timeline: host.clock,
                                               group: group, layer: layer)
                layer.add(animation)
                group.add(animation)
            }
            // The container keeps its look for the whole duration, so the transition
            // lasts that long whatever it turns (and its touches are off meanwhile,
            // unless `allowUserInteraction`).
            let hidden = LayerValue.scalar(container.isHidden ? 1 : 0)
            animate(container.layer, .hidden, from: hidden, to: hidden)
            let outgoing = made.outgoing.map { ($0.view, false, $0.wasHidden) }
            for (view, incoming, wasHidden) in outgoing + made.incoming.map({ ($0, true, false) }) {
                let layer = view.layer
                // Hidden by the change, still as it was on screen until the end.
                if !incoming {
                    let before = LayerValue.scalar(wasHidden ? 1 : 0)
                    animate(layer, .hidden, from: before, to: before)
                }
                guard let (property, from, to) = effect.effect(incoming: incoming, alpha: layer.opacityValue)
                else { continue }
                switch property {
                case .yaw, .pitch:
                    // A turn about the view's own vertical (yaw) or horizontal (pitch)
                    // axis, without perspective; its back is not drawn meanwhile.
                    let model = layer.transform
                    let (x, y): (CGFloat, CGFloat) = property == .yaw ? (0, 1) : (1, 0)
                    @MainActor func turned(_ degrees: Double) -> LayerValue {
                        .transform(CATransform3DConcat(CATransform3DMakeRotation(degrees * .pi / 180, x, y, 0), model))
                    }
                    if layer.isDoubleSided {
                        layer.isDoubleSided = false
                        transition.doubleSided.append(Weak(layer))
                    }
                    animate(layer, .transform, from: turned(from), to: turned(to))
                    transition.turns.append((Weak(layer), property, from, to))
                case .curl:
                    animate(layer, .curl, from: .scalar(from), to: .scalar(to))
                case .alpha:
                    animate(layer, .opacity, from: .scalar(from), to: .scalar(to))
                case .frame, .scale, .cornerRadius:
                    break // a view transition's effect turns, curls or fades
                }
            }
            host.register(group)
            host.viewTransitions.append(transition)
        }
    }

    private var snapshots: [UIView] = []
    /// The snapshots standing for views it removed: not in UIKit's hierarchy as the
    /// record says it (`HeadlessApp.hierarchy`).
    var standIns: [UIView] { snapshots }
    /// Layers whose back the effect hid, drawn again at the end.
    private var doubleSided: [Weak] = []

    /// Ended before its time by a new transition of the same container.
    private func end(early: Bool) {
        group.finish(early: early)?()
    }

    /// The end: the snapshots leave, what the effect changed is as before, and the
    /// completion block runs (logged as UIKit calls it, with or without a block).
    private func ended(_ finished: Bool, _ completion: ((Bool) -> Void)?) {
        host.viewTransitions.removeAll { $0 === self }
        for snapshot in snapshots { snapshot.removeFromSuperview() }
        for layer in doubleSided { (layer.object as? CALayer)?.isDoubleSided = true }
        host.record(.lifecycle(.transitionCompletion(finished: finished)))
        completion?(finished)
    }

    /// The engine's options from UIKit's bits: the effect (bits 20–22), the curve
    /// (16–17) and the two flags. A three-bit field holds one effect, so the engine's
    /// refusal of two never arises.
    static func viewTransitionOptions(_ options: UIView.AnimationOptions) -> ViewTransitionOptions {
        var names: [ViewTransitionOption] = []
        switch (options.rawValue >> 20) & 7 {
        case 1: names.append(.transitionFlipFromLeft)
        case 2: names.append(.transitionFlipFromRight)
        case 3: names.append(.transitionCurlUp)
        case 4: names.append(.transitionCurlDown)
        case 5: names.append(.transitionCrossDissolve)
        case 6: names.append(.transitionFlipFromTop)
        case 7: names.append(.transitionFlipFromBottom)
        default: break
        }
        switch options.curve {
        case .easeInOut: names.append(.curveEaseInOut)
        case .easeIn: names.append(.curveEaseIn)
        case .easeOut: names.append(.curveEaseOut)
        case .linear: names.append(.curveLinear)
        }
        if options.contains(.showHideTransitionViews) { names.append(.showHideTransitionViews) }
        if options.contains(.allowUserInteraction) { names.append(.allowUserInteraction) }
        // One effect and one curve at most: the engine refuses only two of either.
        return (try? ViewTransitionOptions(names)) ?? ViewTransitionOptions()
    }
}
