import PantographEngine

/// The animation blocks being run: each `UIView.animate` pushes a frame, and every
/// model value a layer changes while it is on top is recorded with its value before
/// (model and presentation). When the block returns, each change becomes a
/// `LayerAnimation` on the app's clock (or on a percent-driven transition's timeline
/// while one is setting up). A static stack because `UIView.animate` is a static API,
/// as UIKit's own current-animation state is; it is empty between blocks, so it holds
/// no app's state from one call to the next.
@MainActor enum AnimationTransaction {
    final class Frame {
        let duration: Double
        let delay: Double
        let timing: AnimationTiming
        let options: UIView.AnimationOptions
        /// `performWithoutAnimation`: changes are made at once.
        let isDisabled: Bool
        let kind: Kind
        fileprivate var changes: [Change] = []
        fileprivate var seen: Set<ChangeKey> = []
        /// `animateKeyframes`: what each `addKeyframe` block changed, in the order made.
        fileprivate var keyframeChanges: [KeyframeChange] = []

        /// A plain block, the block of `animateKeyframes`, or one `addKeyframe` in it
        /// (its window as fractions of the whole).
        enum Kind {
            case block
            case keyframes(discrete: Bool)
            case keyframe(begins: Double, ends: Double)
        }

        init(duration: Double, delay: Double, timing: AnimationTiming, options: UIView.AnimationOptions,
             isDisabled: Bool, kind: Kind = .block) {
            self.duration = duration
            self.delay = delay
            self.timing = timing
            self.options = options
            self.isDisabled = isDisabled
            self.kind = kind
        }
    }

    /// A property an `addKeyframe` block changed: its value before the block and after.
    fileprivate struct KeyframeChange {
        let change: Change
        let after: LayerValue
        let begins: Double
        let ends: Double
    }

    fileprivate struct Change {
        let layer: CALayer
        let key: LayerKey
        let model: LayerValue
        let presentation: LayerValue
    }

    fileprivate struct ChangeKey: Hashable {
        let layer: ObjectIdentifier
        let key: LayerKey
    }

    private static var stack: [Frame] = []
    private static var suspended = 0
    /// A transition's alongside animations, waiting for the first block the animator
    /// runs (UIKit's `+[UIView _setAlongsideAnimations:]`): run inside it, they take its
    /// duration and timing. Set only while `animateTransition` runs.
    static var alongside: (() -> Void)?

    /// The alongside animations no block took, if any, taken.
    static func takeAlongside() -> (() -> Void)? {
        defer { alongside = nil }
        return alongside
    }

    /// The frame a nested block inherits its duration and curve from.
    static var current: Frame? { stack.last }

    /// A layer is about to change `key`: the block on top keeps its value before.
    static func willChange(_ layer: CALayer, _ key: LayerKey) {
        guard suspended == 0, let frame = stack.last, !frame.isDisabled else { return }
        let id = ChangeKey(layer: ObjectIdentifier(layer), key: key)
        guard frame.seen.insert(id).inserted else { return }
        frame.changes.append(Change(layer: layer, key: key, model: layer.modelValue(key),
                                    presentation: layer.presentationValue(key)))
    }

    /// Changes made by UIKit itself (a view's first frame), never animated.
    static func withoutRecording(_ body: () -> Void) {
        suspended += 1
        defer { suspended -= 1 }
        body()
    }

    /// Runs `animations` as one block and turns what it changed into animations, on
    /// `timeline` when given (a property animator's) rather than the app's. Returns the
    /// group of animations it made, if any.
    @discardableResult
    static func run(duration: Double, delay: Double, timing: AnimationTiming, options: UIView.AnimationOptions,
                    timeline: Timeline? = nil, animations: () -> Void,
                    completion: ((Bool) -> Void)?) -> AnimationGroup? {
        let outer = stack.last
        // A nested block inherits the duration and curve of the one around it.
        let inheritsDuration = outer.map { !$0.isDisabled && !options.contains(.overrideInheritedDuration) } ?? false
        let inheritsCurve = outer.map { !$0.isDisabled && !options.contains(.overrideInheritedCurve) } ?? false
        let frame = Frame(duration: inheritsDuration ? outer!.duration : duration, delay: delay,
                          timing: inheritsCurve ? outer!.timing : timing, options: options, isDisabled: false)
        stack.append(frame)
        animations()
        if outer == nil, let extra = takeAlongside() { extra() }
        stack.removeLast()
        return commit(frame, timeline: timeline, completion: completion)
    }

    /// `UIView.animateKeyframes`: runs `animations`, in which each `addKeyframe` block
    /// records what it changes, and turns each property's changes into one animation
    /// through its keyframes (the engine's rule of keyframes, `Keyframe`). Changes made
    /// outside any `addKeyframe` are a keyframe over the whole duration. The curve
    /// applies to the whole animation; within it each keyframe moves linearly
    /// (`calculationModeLinear`) or jumps (`calculationModeDiscrete`).
    static func runKeyframes(duration: Double, delay: Double, timing: AnimationTiming, options: UIView.AnimationOptions,
                             discrete: Bool, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let outer = stack.last
        let inheritsDuration = outer.map { !$0.isDisabled && !options.contains(.overrideInheritedDuration) } ?? false
        let frame = Frame(duration: inheritsDuration ? outer!.duration : duration, delay: delay, timing: timing,
                          options: options, isDisabled: false, kind: .keyframes(discrete: discrete))
        stack.append(frame)
        animations()
        if outer == nil, let extra = takeAlongside() { extra() }
        stack.removeLast()
        // Changes made directly in the block: one keyframe over the whole duration,
        // unless a keyframe moves the property too.
        for change in frame.changes {
            let key = ChangeKey(layer: ObjectIdentifier(change.layer), key: change.key)
            guard !frame.keyframeChanges.contains(where: { ChangeKey(layer: ObjectIdentifier($0.change.layer),
                                                                     key: $0.change.key) == key }) else { continue }
            frame.keyframeChanges.append(KeyframeChange(change: change, after: change.layer.modelValue(change.key),
                                                        begins: 0, ends: 1))
        }
        commitKeyframes(frame, discrete: discrete, completion: completion)
    }

    /// `UIView.addKeyframe`: inside `animateKeyframes` its changes become a keyframe
    /// over `begins`…`begins + length` of the whole; outside it they are made at once.
    static func addKeyframe(begins: Double, length: Double, animations: () -> Void) {
        guard let outer = stack.last, case .keyframes = outer.kind else {
            animations()
            return
        }
        let begins = min(max(begins, 0), 1)
        let ends = min(max(begins + max(length, 0), begins), 1)
        let frame = Frame(duration: outer.duration, delay: outer.delay, timing: outer.timing, options: outer.options,
                          isDisabled: false, kind: .keyframe(begins: begins, ends: ends))
        stack.append(frame)
        animations()
        stack.removeLast()
        for change in frame.changes {
            outer.keyframeChanges.append(KeyframeChange(change: change, after: change.layer.modelValue(change.key),
                                                        begins: begins, ends: ends))
        }
    }

    private static func commitKeyframes(_ frame: Frame, discrete: Bool, completion: ((Bool) -> Void)?) {
        // Each property's keyframes, in the order the properties were first changed;
        // within a property, by where each begins (UIKit sorts its key times).
        var order: [ChangeKey] = []
        var byKey: [ChangeKey: [KeyframeChange]] = [:]
        for k in frame.keyframeChanges {
            let key = ChangeKey(layer: ObjectIdentifier(k.change.layer), key: k.change.key)
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(k)
        }
        let moving = order.compactMap { key -> [KeyframeChange]? in
            let steps = byKey[key]!
            let first = steps[0].change
            return steps.contains { $0.after != first.model } ? steps : nil
        }
        let host = HeadlessApp.current ?? moving.lazy.compactMap { $0[0].change.layer.view?.window?.host }.first
        guard let host else {
            completion?(true)
            return
        }
        guard frame.duration > 0, !moving.isEmpty else {
            if let completion { host.afterCommit { host.runCompletions([{ completion(true) }]) } }
            return
        }
        let timeline = host.animationTimeline
        let group = AnimationGroup(timeline: timeline, completion: completion,
                                   allowsUserInteraction: frame.options.contains(.allowUserInteraction))
        let fromCurrent = frame.options.contains(.beginFromCurrentState)
        for steps in moving {
            let sorted = steps.enumerated().sorted { ($0.element.begins, $0.offset) < ($1.element.begins, $1.offset) }
                .map(\.element)
            let first = steps[0].change
            let layer = first.layer
            // A keyframe animation gives the values themselves, not changes: it
            // replaces an animation of the property in flight, additive or not.
            layer.interruptAnimations(of: first.key)
            let animation = LayerAnimation(
                key: first.key, from: fromCurrent ? first.presentation : first.model, to: sorted.last!.after,
                isAdditive: false, timing: frame.timing, duration: frame.duration, begin: timeline.now + frame.delay,
                timeline: timeline, group: group, layer: layer,
                keyframes: sorted.map { KeyframeStep(value: $0.after, begins: $0.begins, ends: $0.ends) },
                isDiscrete: discrete)
            layer.add(animation)
            group.add(animation)
        }
        host.register(group)
    }

    /// `performWithoutAnimation`: a frame that records nothing.
    static func withoutAnimation(_ actions: () -> Void) {
        stack.append(Frame(duration: 0, delay: 0, timing: .curve(.linear), options: [], isDisabled: true))
        actions()
        stack.removeLast()
    }

    private static func commit(_ frame: Frame, timeline: Timeline?, completion: ((Bool) -> Void)?) -> AnimationGroup? {
        let changes = frame.changes.filter { $0.layer.modelValue($0.key) != $0.model }
        let host = HeadlessApp.current ?? changes.lazy.compactMap { $0.layer.view?.window?.host }.first
        guard let host else {
            // No app to keep time: the changes stand, and the block has finished.
            completion?(true)
            return nil
        }
        guard frame.duration > 0, !changes.isEmpty else {
            // UIKit performs the completion "at the beginning of the next run loop cycle".
            if let completion { host.afterCommit { host.runCompletions([{ completion(true) }]) } }
            return nil
        }
        let timeline = timeline ?? host.animationTimeline
        let group = AnimationGroup(timeline: timeline, completion: completion,
                                   allowsUserInteraction: frame.options.contains(.allowUserInteraction))
        let fromCurrent = frame.options.contains(.beginFromCurrentState)
        for change in changes {
            let layer = change.layer
            let new = layer.modelValue(change.key)
            let animation: LayerAnimation
            // Additive (iOS 8): the in-flight ones keep running and this one adds its
            // change, so nothing jumps. A transform onto one with no inverse has no
            // change to add: it replaces them, from the model (docs/fidelity.md).
            if change.key.isAdditive && !fromCurrent, let difference = change.model.subtracting(new) {
                animation = LayerAnimation(key: change.key, from: difference, to: new.zero,
                                           isAdditive: true, timing: frame.timing, duration: frame.duration,
                                           begin: timeline.now + frame.delay, timeline: timeline, group: group,
                                           layer: layer)
            } else {
                layer.interruptAnimations(of: change.key)
                animation = LayerAnimation(key: change.key, from: fromCurrent ? change.presentation : change.model,
                                           to: new, isAdditive: false, timing: frame.timing,
                                           duration: frame.duration, begin: timeline.now + frame.delay,
                                           timeline: timeline, group: group, layer: layer)
            }
            layer.add(animation)
            group.add(animation)
        }
        host.register(group)
        return group
    }

    /// Whether a running animation on the view keeps touches off it (one made without
    /// `allowUserInteraction`).
    static func blocksTouches(_ view: UIView) -> Bool {
        view.layer.animations.contains { !$0.group.allowsUserInteraction && !$0.hasEnded }
    }
}
