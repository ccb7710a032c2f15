/// The articles' rule: `shouldFinish = progress > percentThreshold`. Strict, so a
/// release exactly at the threshold cancels; velocity plays no part.
public struct ThresholdPolicy: ReleasePolicy, Hashable {
    public static let name = "threshold"
    public static let summary = "finish iff progress > threshold (strictly)"
    public static let constants = [thresholdConstant]
    static let thresholdConstant = PolicyConstant(
        "threshold", "threshold and velocity policies: the progress a release must pass", 0...1, default: 0.5)
    public var threshold: Double

    public init(threshold: Double) { self.threshold = threshold }
    public init(_ values: PolicyValues) { self.init(threshold: values["threshold"]) }

    public var progressBoundary: ProgressBoundary? {
        ProgressBoundary(policy: Self.name, progress: threshold, finishesAtIt: false, flickDecidesFirst: false)
    }

    public func decideOnEnd(_ input: ReleaseInput) -> Decision {
        input.progress > threshold ? .finish : .cancel
    }

    public func reasonOnEnd(_ input: ReleaseInput) -> Phrase {
        "progress \(Say.percent(input.progress)) is \(input.progress > threshold ? "" : "not ")above the threshold \(Say.percent(threshold))"
    }
}

/// A flick wins over position: finish iff `v ≥ min-velocity`, or `p > threshold` and
/// the finger is not flicking back (`v > −min-velocity`). Common UIKit practice.
public struct VelocityPolicy: ReleasePolicy, Hashable {
    public static let name = "velocity"
    public static let summary = "a flick of min-velocity either way decides; otherwise progress > threshold"
    public static let constants = [ThresholdPolicy.thresholdConstant,
                                   PolicyConstant("min-velocity", "velocity policy: a flick at least this fast decides",
                                                  0...100_000, default: 1000, unit: " pt/s")]
    public var threshold: Double
    public var minVelocity: Double

    public init(_ values: PolicyValues) {
        threshold = values["threshold"]
        minVelocity = values["min-velocity"]
    }

    public var progressBoundary: ProgressBoundary? {
        ProgressBoundary(policy: Self.name, progress: threshold, finishesAtIt: false, flickDecidesFirst: true)
    }

    /// A flick needs some speed whatever `min-velocity` is: a finger at rest is not one.
    func isFlick(_ v: Double) -> Bool { v >= minVelocity && v > 0 }
    func isFlickBack(_ v: Double) -> Bool { v <= -minVelocity && v < 0 }

    public func decideOnEnd(_ input: ReleaseInput) -> Decision {
        if isFlick(input.velocity) { return .finish }
        return input.progress > threshold && !isFlickBack(input.velocity) ? .finish : .cancel
    }

    public func reasonOnEnd(_ input: ReleaseInput) -> Phrase {
        let v = input.velocity
        if isFlick(v) {
            return "velocity \(Say.speed(v)) ≥ \(Say.speed(minVelocity)) toward completing"
        }
        if isFlickBack(v) {
            return "velocity \(Say.speed(v)) ≤ \(Say.speed(-minVelocity)): a flick back"
        }
        return "no flick (|\(Say.speed(v))| < \(Say.speed(minVelocity))); progress \(Say.percent(input.progress)) is \(input.progress > threshold ? "" : "not ")above the threshold \(Say.percent(threshold))"
    }
}

/// Where the flick would come to rest if it decelerated like a scroll view: finish iff
/// `p + project(v)/D > redirect`, `project(v) = (v/1000)·r/(1 − r)` (WWDC 2018
/// "Designing Fluid Interfaces"; FloatingPanel). Signs kept: a flick back projects
/// backwards and can cancel past the middle.
public struct ProjectionPolicy: ReleasePolicy, Hashable {
    public static let name = "projection"
    public static let summary = "finish iff progress + the flick's projected distance / distance > redirect"
    public static let constants = [
        PolicyConstant("redirect", "projection policy: where the projected progress must land beyond", 0...1, default: 0.5),
        PolicyConstant("deceleration", "projection policy: how fast a flick slows, per ms", 0.9...0.9999,
                       default: 0.998, names: [("normal", 0.998), ("fast", 0.99)]),
    ]
    public var redirect: Double
    public var deceleration: Double

    public init(redirect: Double, deceleration: Double) {
        self.redirect = redirect
        self.deceleration = deceleration
    }
    public init(_ values: PolicyValues) { self.init(redirect: values["redirect"], deceleration: values["deceleration"]) }

    /// `redirect` bounds the projected progress, not the progress.
    public var progressBoundary: ProgressBoundary? { nil }

    /// Points the flick travels before it stops.
    public func projection(ofVelocity v: Double) -> Double { (v / 1000) * deceleration / (1 - deceleration) }

    func projected(_ input: ReleaseInput) -> Double {
        guard input.distance > 0 else { return input.progress }
        return input.progress + projection(ofVelocity: input.velocity) / input.distance
    }

    public func decideOnEnd(_ input: ReleaseInput) -> Decision { projected(input) > redirect ? .finish : .cancel }

    public func reasonOnEnd(_ input: ReleaseInput) -> Phrase {
        let p = projected(input)
        return "progress \(Say.percent(input.progress)) + flick \(Say.points(projection(ofVelocity: input.velocity))) projects to \(Say.percent(p)), \(p > redirect ? "" : "not ")beyond \(Say.percent(redirect))"
    }
}

/// Flutter's Cupertino back gesture (`_CupertinoBackGestureController.dragEnd`): a
/// fling of `min-fling` progress per second decides by its sign, else the middle
/// does — and the middle itself finishes, since Flutter keeps the page only while
/// `controller.value > 0.5`, that is `1 − p > 0.5`. A system cancel is decided like a
/// release with no velocity.
public struct FlutterPolicy: ReleasePolicy, Hashable {
    public static let name = "flutter"
    public static let summary = "a fling ≥ min-fling progress/s decides by its sign; else progress ≥ 50 %"
    public static let constants = [PolicyConstant("min-fling", "flutter policy: the fling speed, in progress per second",
                                                  0...100, default: 1)]
    public var minFling: Double

    public init(_ values: PolicyValues) { minFling = values["min-fling"] }

    public var progressBoundary: ProgressBoundary? {
        ProgressBoundary(policy: Self.name, progress: 0.5, finishesAtIt: true, flickDecidesFirst: true)
    }

    public func decideOnEnd(_ input: ReleaseInput) -> Decision {
        let vp = input.progressVelocity
        if abs(vp) >= minFling { return vp > 0 ? .finish : .cancel }
        return input.progress >= 0.5 ? .finish : .cancel
    }

    public func decideOnCancel(_ input: ReleaseInput) -> Decision { decideOnEnd(stopped(input)) }

    public func reasonOnEnd(_ input: ReleaseInput) -> Phrase {
        let vp = input.progressVelocity
        if abs(vp) >= minFling {
            return "fling \(Say.number(vp)) progress/s, |v| ≥ \(Say.number(minFling)): \(vp > 0 ? "toward completing" : vp < 0 ? "back" : "not toward completing")"
        }
        return "no fling (|\(Say.number(vp))| < \(Say.number(minFling)) progress/s); progress \(Say.percent(input.progress)) is \(input.progress >= 0.5 ? "" : "not ")at least 50.0 %"
    }

    public func reasonOnCancel(_ input: ReleaseInput) -> Phrase {
        "the system cancelled the gesture; flutter decides as if released at rest: \(reasonOnEnd(stopped(input)))"
    }

    private func stopped(_ input: ReleaseInput) -> ReleaseInput {
        var input = input
        input.velocity = 0
        return input
    }
}

/// React Navigation's stack card (`Card.tsx`): finish iff
/// `translation + impact·velocity > distance/2`, and the finger moved at all.
public struct ReactNavigationPolicy: ReleasePolicy, Hashable {
    public static let name = "react-navigation"
    public static let summary = "finish iff translation + impact × velocity > distance / 2"
    public static let constants = [PolicyConstant("impact", "react-navigation policy: GESTURE_VELOCITY_IMPACT, in seconds",
                                                  0...10, default: 0.3)]
    public var impact: Double

    public init(_ values: PolicyValues) { impact = values["impact"] }

    /// Half the distance bounds translation + impact × velocity, not the progress.
    public var progressBoundary: ProgressBoundary? { nil }

    public func decideOnEnd(_ input: ReleaseInput) -> Decision {
        guard input.translation != 0 || input.velocity != 0 else { return .cancel }
        return input.translation + impact * input.velocity > input.distance / 2 ? .finish : .cancel
    }

    public func reasonOnEnd(_ input: ReleaseInput) -> Phrase {
        guard input.translation != 0 || input.velocity != 0 else { return "no movement at all" }
        let reach = input.translation + impact * input.velocity
        return "\(Say.points(input.translation)) + \(Say.number(impact)) s × \(Say.speed(input.velocity)) = \(Say.points(reach)), \(reach > input.distance / 2 ? "" : "not ")beyond half of \(Say.points(input.distance))"
    }
}

/// MotionLayout's touch response (`TouchResponse.java`: `pos += velocity / 3`):
/// finish iff `p + vp/3 ≥ 0.5`.
public struct MotionLayoutPolicy: ReleasePolicy, Hashable {
    public static let name = "motionlayout"
    public static let summary = "finish iff progress + progress velocity / 3 ≥ 50 %"
    public static let constants: [PolicyConstant] = []

    public init(_ values: PolicyValues) {}

    /// 50 % bounds progress + progress velocity / 3, not the progress.
    public var progressBoundary: ProgressBoundary? { nil }

    func projected(_ input: ReleaseInput) -> Double { input.progress + input.progressVelocity / 3 }

    public func decideOnEnd(_ input: ReleaseInput) -> Decision { projected(input) >= 0.5 ? .finish : .cancel }

    public func reasonOnEnd(_ input: ReleaseInput) -> Phrase {
        let p = projected(input)
        return "progress \(Say.percent(input.progress)) + \(Say.number(input.progressVelocity)) progress/s ÷ 3 = \(Say.percent(p)), \(p >= 0.5 ? "" : "not ")at least 50.0 %"
    }
}
