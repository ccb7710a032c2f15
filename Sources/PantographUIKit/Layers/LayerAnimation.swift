import PantographEngine

/// One property of one layer moving: what a UIView animation block adds to a layer for
/// each property it changed. Its timing is the engine's (`AnimationTiming`: the curves
/// and UIKit's spring), so the same numbers move a scene's track and an app's view.
@MainActor final class LayerAnimation {
    let key: LayerKey
    /// For an additive animation, the change still to make (old − new) and zero.
    let from: LayerValue
    let to: LayerValue
    let isAdditive: Bool
    let timing: AnimationTiming
    let duration: Double
    /// When it starts on its timeline (a delay puts it later).
    let begin: Double
    let timeline: Timeline
    /// The `UIView.animate` call it came from, which gets the completion.
    let group: AnimationGroup
    weak var layer: CALayer?
    /// `UIView.animateKeyframes`: the values the property passes through after `from`,
    /// each over its window of the animation (empty: `from` to `to` over the whole).
    let keyframes: [KeyframeStep]
    /// `calculationModeDiscrete`: each keyframe's value shows at once from its begin.
    let isDiscrete: Bool

    init(key: LayerKey, from: LayerValue, to: LayerValue, isAdditive: Bool, timing: AnimationTiming,
         duration: Double, begin: Double, timeline: Timeline, group: AnimationGroup, layer: CALayer,
         keyframes: [KeyframeStep] = [], isDiscrete: Bool = false) {
        self.key = key
        self.from = from
        self.to = to
        self.isAdditive = isAdditive
        self.timing = timing
        self.duration = duration
        self.begin = begin
        self.timeline = timeline
        self.group = group
        self.layer = layer
        self.keyframes = keyframes
        self.isDiscrete = isDiscrete
    }

    var end: Double { begin + duration }

    /// Ended on its timeline: the value shown is its last.
    var hasEnded: Bool { timeline.now >= end - 1e-9 }

    /// The value now, on top of `base` (the model, or what earlier animations made of
    /// it). Before its start (a delay) it holds its first value, as UIKit's animations
    /// fill backwards.
    func apply(to base: LayerValue) -> LayerValue {
        let elapsed = timeline.now - begin
        let f = duration > 0 ? min(max(elapsed / duration, 0), 1) : 1
        let progress = timeline.scrubsLinearly ? f : timing.progress(atFraction: f, duration: duration)
        let value = keyframes.isEmpty ? from.interpolated(to: to, progress) : keyframeValue(at: progress)
        return isAdditive ? base.adding(value) : value
    }

    /// The keyframes at `progress` of the whole animation (after its curve), by the
    /// engine's rule of keyframes: each moves linearly over its window from where the
    /// one before it ends.
    private func keyframeValue(at progress: Double) -> LayerValue {
        var value = from
        var before = from
        for (i, step) in keyframes.enumerated() {
            let next = i + 1 < keyframes.count ? keyframes[i + 1].begins : .infinity
            if let local = Keyframe.fraction(at: progress, begins: step.begins, ends: step.ends, nextBegins: next,
                                             isFirst: i == 0) {
                // Discrete, the value shows from the keyframe's begin; at its end a
                // keyframe is on its value exactly (a jump of no length too).
                if isDiscrete { value = progress >= step.begins ? step.value : before }
                else { value = local >= 1 ? step.value : before.interpolated(to: step.value, local) }
            }
            before = step.value
        }
        return value
    }
}

/// One keyframe of a property: the value it reaches, over a window of the animation
/// (fractions of its duration).
struct KeyframeStep: Equatable {
    let value: LayerValue
    let begins: Double
    let ends: Double
}

/// The animations one `UIView.animate` call made, and its completion, which UIKit calls
/// once every one of them has ended (`finished` true) or been removed early (false).
@MainActor final class AnimationGroup {
    private(set) var animations: [LayerAnimation] = []
    let timeline: Timeline
    private var completion: ((Bool) -> Void)?
    /// False once an animation is taken off before its end.
    private(set) var finished = true
    private(set) var isDone = false
    /// `allowUserInteraction`: touches reach its views while it runs.
    let allowsUserInteraction: Bool

    init(timeline: Timeline, completion: ((Bool) -> Void)?, allowsUserInteraction: Bool = false) {
        self.timeline = timeline
        self.completion = completion
        self.allowsUserInteraction = allowsUserInteraction
    }

    // Changed on a copy and written back, here and in `interrupted`: the compiler then
    // checks no access to the list at run time (docs/performance.md, "Exclusivity checks").
    func add(_ animation: LayerAnimation) {
        var all = animations
        animations = []
        all.append(animation)
        animations = all
    }

    /// Whether every animation has played to its end.
    var hasEnded: Bool { animations.allSatisfy(\.hasEnded) }

    /// When the last one ends.
    var end: Double { animations.map(\.end).max() ?? timeline.now }

    /// Puts every layer's model back to where its animation started: UIKit finishing a
    /// cancelled interaction's animations reversed, at their start.
    func revertModel() {
        for animation in animations {
            guard let layer = animation.layer else { continue }
            let start = animation.isAdditive ? layer.modelValue(animation.key).adding(animation.from) : animation.from
            AnimationTransaction.withoutRecording { layer.setModel(animation.key, start) }
        }
    }

    /// One of its animations was replaced or removed before its end.
    func interrupted(_ animation: LayerAnimation) {
        finished = false
        let all = animations
        animations = all.filter { $0 !== animation }
    }

    /// Takes its remaining animations off their layers and returns the completion to
    /// call, with the flag it gets; nil when it has already been told.
    func finish(early: Bool = false) -> (() -> Void)? {
        guard !isDone else { return nil }
        isDone = true
        for animation in animations { animation.layer?.remove(animation) }
        // Each animation holds its group: the list let go, neither holds the other.
        animations = []
        let completion = completion
        self.completion = nil
        let flag = finished && !early
        return completion.map { body in { body(flag) } }
    }

    /// Its animations are all gone (replaced, or their views' layers freed).
    var isEmpty: Bool { animations.isEmpty }

    /// Its app is gone while it runs: it will never end, and its completion is never
    /// called. What it holds is let go, so that its animations, which hold it, and the
    /// completion, which holds what the app's code captured, are freed with the app.
    func abandon() {
        isDone = true
        animations = []
        completion = nil
    }
}
