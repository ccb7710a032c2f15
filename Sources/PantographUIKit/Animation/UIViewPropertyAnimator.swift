import PantographEngine

/// `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// `UIViewAnimatingPosition`: where an animator finishes. `.start` is "the values of the
/// properties before you applied any animations" (Apple's page).
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// What `UIViewPropertyAnimator` and the percent-driven interactor drive.
@MainActor public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// …and takes animations and completions.
@MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// A timing curve for an animator: a cubic curve or a spring.
@MainActor public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

public enum UITimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

/// A cubic curve: one of UIKit's named curves, or two control points.
@MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    let curve: TimingCurve

    /// easeInOut, UIKit's default.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        self.curve = curve.timingCurve
        let b = self.curve.bezier
        controlPoint1 = CGPoint(x: b.x1, y: b.y1)
        controlPoint2 = CGPoint(x: b.x2, y: b.y2)
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        do {
            curve = .cubic(try CubicBezier(point1.x, point1.y, point2.x, point2.y))
        } catch {
            // Core Animation takes any float; the engine refuses what is not finite.
            HeadlessApp.current?.say(.controlPointsNotFinite(point1, point2))
            curve = .linear
        }
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring: UIKit's duration-fitted one (damping ratio), a physical one (mass,
/// stiffness, damping), or iOS 17's by duration and bounce.
@MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let initialVelocity: CGVector
    let kind: Kind

    enum Kind {
        case ratio(Double)
        case physical(PhysicalSpring)
    }

    /// A critically damped spring.
    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0)) }

    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        kind = .ratio(ratio)
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        kind = .physical(PhysicalSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity.dx))
        super.init()
    }

    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        kind = .physical(SpringDialect.swiftUIDuration(duration: duration, bounce: bounce).physical(velocity: velocity.dx))
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The engine's timing for an animation of `duration`.
    func timing(duration: Double) -> AnimationTiming {
        switch kind {
        case .ratio(let ratio): UIView.springTiming(duration: duration, dampingRatio: ratio, velocity: initialVelocity.dx)
        case .physical(let spring): .physicalSpring(spring)
        }
    }
}

/// An animator: the animations of its blocks on a timeline of its own that runs,
/// pauses, scrubs (`fractionComplete`) and reverses, and finishes at its end, its
/// start or where it is. Its curves and springs are the engine's.
@MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, FrameDriven {
    public let duration: TimeInterval
    public let timingParameters: UITimingCurveProvider?
    let timing: AnimationTiming
    /// Seconds into the animation.
    private let timeline = Timeline()
    private var pending: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var groups: [AnimationGroup] = []
    /// What `stopAnimation(false)` took off: each property's start and end.
    private var stopped: [(layer: CALayer?, key: LayerKey, start: LayerValue, end: LayerValue)] = []
    private var running = false
    /// Time runs this much faster (`continueAnimation`'s duration factor).
    private var rate = 1.0

    public private(set) var state = UIViewAnimatingState.inactive
    open var isRunning: Bool { running }
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    /// While paused, the views move linearly in `fractionComplete` (UIKit's default).
    open var scrubsLinearly = true {
        didSet { timeline.scrubsLinearly = scrubsLinearly && state == .active && !running }
    }
    /// At its end the animator stays active and paused, and no completion runs.
    open var pausesOnCompletion = false
    /// Accepted: every view takes touches by its model, as without the flag.
    open var isManualHitTestingEnabled = false

    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        if let spring = parameters.springTimingParameters {
            timing = spring.timing(duration: duration)
        } else {
            timing = .curve(parameters.cubicTimingParameters?.curve ?? .easeInOut)
        }
        super.init()
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Made and started at once, as `UIView.animate`.
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                              options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                              completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// `fractionComplete`: the fraction of the duration that has passed.
    open var fractionComplete: CGFloat {
        get { duration > 0 ? min(max(timeline.now / duration, 0), 1) : 1 }
        set {
            guard state != .stopped else { return }
            if state == .inactive { activate(paused: true) }
            guard !running else { return }
            timeline.now = min(max(newValue, 0), 1) * duration
        }
    }

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Before the start, kept for it; while active, run at once over the time left.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if state == .active { run(animation, delayFactor: delayFactor) } else { pending.append((animation, delayFactor)) }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func startAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate(paused: false) }
        running = true
        timeline.scrubsLinearly = false
    }

    /// The views hold their start until the delay has passed.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else { return startAnimation() }
        startAnimation()
        timeline.now = -max(delay, 0)
    }

    /// Paused where it is. Scrubbing is linear for an animator that starts paused; one
    /// paused while it ran keeps its curve, so that the views do not jump
    /// (docs/fidelity.md).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive {
            activate(paused: true)
        } else if running {
            timeline.scrubsLinearly = false
        }
        running = false
    }

    /// `true`: the views stay where they are and the animator is done, no completion.
    /// `false`: stopped where they are, waiting for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        running = false
        stopped = takeAnimationsOff()
        if withoutFinishing {
            state = .inactive
            stopped = []
            completions.removeAll()
        } else {
            state = .stopped
        }
    }

    /// After `stopAnimation(false)`: the properties at their end, their start, or where
    /// they stopped; then the completions, with the position.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        for value in stopped {
            guard let layer = value.layer else { continue }
            switch finalPosition {
            case .end: AnimationTransaction.withoutRecording { layer.setModel(value.key, value.end) }
            case .start: AnimationTransaction.withoutRecording { layer.setModel(value.key, value.start) }
            case .current: break
            }
        }
        stopped = []
        finish(at: finalPosition)
    }

    /// Runs again, what is left of it taking `durationFactor` × `duration`; new timing
    /// parameters are accepted, not applied (the animations keep their curve).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        let left = isReversed ? timeline.now : duration - timeline.now
        let time = durationFactor * duration
        rate = time > 0 && left > 0 ? left / time : 1
        startAnimation()
        if time <= 0 { advanceFrame(by: duration) }
    }

    // MARK: - Inside

    private func activate(paused: Bool) {
        guard let app = HeadlessApp.current else { return }
        state = .active
        if !app.frameDriven.contains(where: { $0 === self }) { app.drive(self) }
        let blocks = pending
        pending = []
        for (block, factor) in blocks { run(block, delayFactor: factor) }
        timeline.scrubsLinearly = paused && scrubsLinearly
    }

    private func run(_ block: () -> Void, delayFactor: CGFloat) {
        let left = max(duration - max(timeline.now, 0), 0)
        let delay = left * min(max(delayFactor, 0), 1)
        if let group = AnimationTransaction.run(duration: left - delay, delay: max(timeline.now, 0) - timeline.now + delay,
                                                timing: timing, options: [], timeline: timeline, animations: block,
                                                completion: nil) {
            groups.append(group)
        }
    }

    /// The animations go and the model becomes what the screen showed; returns each
    /// property's start and end, for `finishAnimation(at:)`.
    private func takeAnimationsOff() -> [(layer: CALayer?, key: LayerKey, start: LayerValue, end: LayerValue)] {
        var values: [(layer: CALayer?, key: LayerKey, start: LayerValue, end: LayerValue)] = []
        var current: [(CALayer, LayerKey, LayerValue)] = []
        for group in groups {
            for a in group.animations {
                guard let layer = a.layer else { continue }
                let model = layer.modelValue(a.key)
                values.append((layer, a.key, a.isAdditive ? model.adding(a.from) : a.from, a.isAdditive ? model : a.to))
                current.append((layer, a.key, layer.presentationValue(a.key)))
            }
        }
        for group in groups { _ = group.finish() }
        groups = []
        for (layer, key, value) in current { AnimationTransaction.withoutRecording { layer.setModel(key, value) } }
        return values
    }

    private func finish(at position: UIViewAnimatingPosition) {
        running = false
        switch position {
        case .start: for group in groups { group.revertModel() }
        case .current: _ = takeAnimationsOff()
        case .end: break
        }
        for group in groups { _ = group.finish() }
        groups = []
        state = .inactive
        timeline.now = 0
        isReversed = false
        rate = 1
        let done = completions
        completions = []
        for completion in done { completion(position) }
    }

    func advanceFrame(by seconds: Double) {
        guard running else { return }
        timeline.now += (isReversed ? -seconds : seconds) * rate
        if !isReversed && timeline.now >= duration - 1e-9 {
            timeline.now = duration
            pausesOnCompletion ? pauseAnimation() : finish(at: .end)
        } else if isReversed && timeline.now <= 1e-9 {
            timeline.now = 0
            pausesOnCompletion ? pauseAnimation() : finish(at: .start)
        }
    }

    var isFrameRunning: Bool { running }
    var isFinished: Bool { state == .inactive }

    /// Its app is gone while it is active (running, or paused by an interaction): its
    /// blocks and completions hold what the app's code captured, often the transition
    /// context whose interactor holds this animator, and they are never to run.
    func appWentAway() {
        pending = []
        completions = []
        for group in groups { group.abandon() }
        groups = []
    }
}
