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
        fileprivate var changes: [Change] = []
        fileprivate var seen: Set<ChangeKey> = []

        init(duration: Double, delay: Double, timing: AnimationTiming, options: UIView.AnimationOptions,
             isDisabled: Bool) {
            self.duration = duration
            self.delay = delay
            self.timing = timing
            self.options = options
            self.isDisabled = isDisabled
        }
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
        stack.removeLast()
        return commit(frame, timeline: timeline, completion: completion)
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
            if let completion { host.afterCommit { completion(true) } }
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
            if change.key.isAdditive && !fromCurrent {
                animation = LayerAnimation(key: change.key, from: change.model.subtracting(new), to: new.zero,
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
