/// The articles' rule: `shouldFinish = progress > percentThreshold`. Strict, so a
/// release exactly at the threshold cancels; velocity plays no part.
public struct ThresholdPolicy: ReleasePolicy, Hashable {
    public static let id = PolicyName.threshold
    public static let constants = [thresholdConstant]
    static let thresholdConstant = PolicyConstant("threshold", 0...1, default: 0.5)
    public var threshold: Double

    public init(threshold: Double) { self.threshold = threshold }
    public init(_ values: PolicyValues) { self.init(threshold: values["threshold"]) }

    public var progressBoundary: ProgressBoundary? {
        ProgressBoundary(policy: Self.id, progress: threshold, finishesAtIt: false, flickDecidesFirst: false)
    }

    public func decideOnEnd(_ input: ReleaseInput) -> Decision {
        input.progress > threshold ? .finish : .cancel
    }

    public func reasonOnEnd(_ input: ReleaseInput) -> ReleaseReason { .threshold(check(input)) }

    func check(_ input: ReleaseInput) -> ReleaseReason.ProgressCheck {
        ReleaseReason.ProgressCheck(progress: input.progress, threshold: threshold, above: input.progress > threshold)
    }
}

/// A flick wins over position: finish iff `v ≥ min-velocity`, or `p > threshold` and
/// the finger is not flicking back (`v > −min-velocity`). Common UIKit practice.
public struct VelocityPolicy: ReleasePolicy, Hashable {
    public static let id = PolicyName.velocity
    public static let constants = [ThresholdPolicy.thresholdConstant,
                                   PolicyConstant("min-velocity", 0...100_000, default: 1000, unit: " pt/s")]
    public var threshold: Double
    public var minVelocity: Double

    public init(_ values: PolicyValues) {
        threshold = values["threshold"]
        minVelocity = values["min-velocity"]
    }

    public var progressBoundary: ProgressBoundary? {
        ProgressBoundary(policy: Self.id, progress: threshold, finishesAtIt: false, flickDecidesFirst: true)
    }

    /// A flick needs some speed whatever `min-velocity` is: a finger at rest is not one.
    func isFlick(_ v: Double) -> Bool { v >= minVelocity && v > 0 }
    func isFlickBack(_ v: Double) -> Bool { v <= -minVelocity && v < 0 }

    public func decideOnEnd(_ input: ReleaseInput) -> Decision {
        if isFlick(input.velocity) { return .finish }
        return input.progress > threshold && !isFlickBack(input.velocity) ? .finish : .cancel
    }

    public func reasonOnEnd(_ input: ReleaseInput) -> ReleaseReason {
        let v = input.velocity
        if isFlick(v) { return .velocity(.flick(velocity: v, minVelocity: minVelocity)) }
        if isFlickBack(v) { return .velocity(.flickBack(velocity: v, minVelocity: minVelocity)) }
        let check = ThresholdPolicy(threshold: threshold).check(input)
        // Neither: |v| < m, or a finger at rest with `min-velocity 0` (0 ≥ 0, but not a flick).
        return .velocity(abs(v) < minVelocity ? .noFlick(velocity: v, minVelocity: minVelocity, check)
                             : .atRest(velocity: v, minVelocity: minVelocity, check))
    }
}

/// FloatingPanel's `targetState(from:with:)` (scenee/FloatingPanel 3.2.2,
/// `Sources/Core.swift`) over two anchors, the transition's start (progress 0) and its
/// end (progress 1), with FloatingPanel's defaults (`shouldProjectMomentum` false):
/// the flick projects `project(v) = (v/1000)·r/(1 − r)` points (WWDC 2018 "Designing
/// Fluid Interfaces"), the projected point is trimmed to the segment the motion is in,
/// and the transition goes to the anchor ahead when the trimmed point lies more than
/// `redirect` of the way from the anchor it leaves. The direction is the velocity's
/// sign, or, at rest, whether the progress is past the start. A system cancel is
/// decided the same way (`panningEnd` for `.ended` and `.cancelled` alike).
public struct ProjectionPolicy: ReleasePolicy, Hashable {
    public static let id = PolicyName.projection
    public static let constants = [
        PolicyConstant("redirect", 0...1, default: 0.5),
        PolicyConstant("deceleration", 0.9...0.9999, default: 0.998, names: [("normal", 0.998), ("fast", 0.99)]),
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
    public func projection(ofVelocity v: Double) -> Double { ScrollDeceleration(rate: deceleration).distance(velocity: v) }

    /// One anchor: the transition's start (0) or end (1).
    enum Anchor: Int {
        case start = 0, end = 1
        /// `FloatingPanelState.next(in:)` and `pre(in:)`: the neighbour, or itself at the edge.
        var next: Anchor { .end }
        var pre: Anchor { .start }
        var decision: Decision { self == .end ? .finish : .cancel }
        var end: ReleaseReason.Projection.End { self == .end ? .end : .start }
    }

    /// What `targetState` computed, in points along the gesture (start at 0, end at D).
    struct Target {
        /// Where the flick projects (`pY` before the trim).
        var projected: Double
        var forward: Bool
        var from: Anchor
        var to: Anchor
        /// How far the trimmed point lies from `from`, as a fraction of the segment; NaN
        /// when `from` and `to` are one anchor.
        var progress: Double
        /// `redirectionalProgress`, pinned to 0…1.
        var redirect: Double
        var anchor: Anchor { progress > redirect ? to : from }
    }

    /// `targetState(from: currentY, with: velocity)`, line by line; `state` is the start,
    /// where the transition began.
    func target(_ input: ReleaseInput) -> Target {
        let distance = input.distance
        func position(_ anchor: Anchor) -> Double { anchor == .start ? 0 : distance }
        let currentY = input.progress * distance
        let velocity = input.velocity
        // Projection: `pY = project(velocity / baseY) · baseY + currentY`.
        var pY = distance > 0 ? projection(ofVelocity: velocity / distance) * distance + currentY : currentY
        let projected = pY
        let state = Anchor.start
        let gone = currentY - position(state)
        let forward = velocity == 0 ? gone > 0 : velocity > 0
        // `shouldProjectMomentum(to:)` is false: the segment the panel is in now.
        // `segment(at:forward:)`: the first anchor beyond the point (forward), or at or
        // beyond it (backward), is the upper end.
        let upperIndex: Int? = [Anchor.start, .end].firstIndex {
            forward ? currentY < position($0) : currentY <= position($0)
        }
        var lowerPos: Anchor, upperPos: Anchor
        switch upperIndex {
        case 0?: (lowerPos, upperPos) = (.start, .start)
        case _?: (lowerPos, upperPos) = (.start, .end)
        case nil: (lowerPos, upperPos) = (.end, .end)
        }
        if lowerPos == upperPos {
            if forward { upperPos = lowerPos.next } else { lowerPos = lowerPos.pre }
        }
        let (from, to) = forward ? (lowerPos, upperPos) : (upperPos, lowerPos)
        // Trim pY with the current segment.
        if forward {
            pY = max(min(pY, position(to.next)), position(from))
        } else {
            pY = max(min(pY, position(from)), position(to.pre))
        }
        // Redirection.
        let redirectional = max(min(redirect, 1.0), 0.0)
        let progress = abs(pY - position(from)) / abs(position(from) - position(to))
        return Target(projected: projected, forward: forward, from: from, to: to, progress: progress,
                      redirect: redirectional)
    }

    public func decideOnEnd(_ input: ReleaseInput) -> Decision { target(input).anchor.decision }

    /// FloatingPanel handles `.cancelled` as `.ended`: the same projection, at the
    /// velocity when the system cancelled.
    public func decideOnCancel(_ input: ReleaseInput) -> Decision { decideOnEnd(input) }

    public func reasonOnEnd(_ input: ReleaseInput) -> ReleaseReason { .projection(projectionReason(input)) }

    public func reasonOnCancel(_ input: ReleaseInput) -> ReleaseReason { .projectionCancelled(projectionReason(input)) }

    func projectionReason(_ input: ReleaseInput) -> ReleaseReason.Projection {
        let t = target(input)
        let segment: ReleaseReason.Projection.Segment = t.from == t.to ? .alreadyAt(t.from.end)
            : .leaving(t.from.end, landing: t.progress, redirect: t.redirect, beyond: t.progress > t.redirect)
        return ReleaseReason.Projection(progress: input.progress, flick: projection(ofVelocity: input.velocity),
                                        projected: input.distance > 0 ? t.projected / input.distance : nil,
                                        forward: t.forward, segment: segment)
    }
}

/// Flutter's Cupertino back gesture (`_CupertinoBackGestureController.dragEnd`): a
/// fling of `min-fling` progress per second decides by its sign, else the middle
/// does — and the middle itself finishes, since Flutter keeps the page only while
/// `controller.value > 0.5`, that is `1 − p > 0.5`. A system cancel is decided as a
/// release, with the velocity at the cancel: the drag recognizer ends an accepted drag
/// on a pointer cancel as on a lift (`monodrag.dart`, `_giveUpPointer` →
/// `didStopTrackingLastPointer` → `_checkEnd` → `onEnd`); `onCancel`, whose handler
/// calls `dragEnd(0.0)`, comes only for a drag that never started.
public struct FlutterPolicy: ReleasePolicy, Hashable {
    public static let id = PolicyName.flutter
    public static let constants = [PolicyConstant("min-fling", 0...100, default: 1)]
    public var minFling: Double

    public init(_ values: PolicyValues) { minFling = values["min-fling"] }

    public var progressBoundary: ProgressBoundary? {
        ProgressBoundary(policy: Self.id, progress: 0.5, finishesAtIt: true, flickDecidesFirst: true)
    }

    public func decideOnEnd(_ input: ReleaseInput) -> Decision {
        let vp = input.progressVelocity
        if abs(vp) >= minFling { return vp > 0 ? .finish : .cancel }
        return input.progress >= 0.5 ? .finish : .cancel
    }

    public func decideOnCancel(_ input: ReleaseInput) -> Decision { decideOnEnd(input) }

    public func reasonOnEnd(_ input: ReleaseInput) -> ReleaseReason { .flutter(flutterReason(input)) }

    public func reasonOnCancel(_ input: ReleaseInput) -> ReleaseReason { .flutterCancelled(flutterReason(input)) }

    func flutterReason(_ input: ReleaseInput) -> ReleaseReason.Flutter {
        let vp = input.progressVelocity
        if abs(vp) >= minFling { return .fling(progressVelocity: vp, minFling: minFling) }
        return .noFling(progressVelocity: vp, minFling: minFling, progress: input.progress,
                        atLeastHalf: input.progress >= 0.5)
    }
}

/// React Navigation's stack card (`Card.tsx`): finish iff
/// `translation + impact·velocity > distance/2`, and the finger moved at all.
public struct ReactNavigationPolicy: ReleasePolicy, Hashable {
    public static let id = PolicyName.reactNavigation
    public static let constants = [PolicyConstant("impact", 0...10, default: 0.3)]
    public var impact: Double

    public init(_ values: PolicyValues) { impact = values["impact"] }

    /// Half the distance bounds translation + impact × velocity, not the progress.
    public var progressBoundary: ProgressBoundary? { nil }

    public func decideOnEnd(_ input: ReleaseInput) -> Decision {
        guard input.translation != 0 || input.velocity != 0 else { return .cancel }
        return input.translation + impact * input.velocity > input.distance / 2 ? .finish : .cancel
    }

    public func reasonOnEnd(_ input: ReleaseInput) -> ReleaseReason {
        guard input.translation != 0 || input.velocity != 0 else { return .reactNavigation(.noMovement) }
        let reach = input.translation + impact * input.velocity
        return .reactNavigation(.reach(translation: input.translation, impact: impact, velocity: input.velocity,
                                       reach: reach, distance: input.distance, beyondHalf: reach > input.distance / 2))
    }
}

/// MotionLayout's touch response (androidx/constraintlayout 2.1.4,
/// `TouchResponse.java`, `processTouchEvent`, `ACTION_UP`, lines 513–571), in 32-bit
/// floats as the Java computes it: `velocity = tv / mAnchorDpDt`, `pos += velocity / 3`,
/// and only `if (pos != 0 && pos != 1)` an animation to `pos < 0.5 ? 0 : 1`. A `pos`
/// exactly on 0 or 1 starts no animation; `else if (0 >= pos || 1 <= pos)
/// setState(FINISHED)` (line 567) then reports the transition completed, unless the
/// layout is between its states: `setProgress` left `mCurrentState` at the begin state
/// for progress 0, at the end state for 1 and UNSET in between (`MotionLayout.java`
/// lines 1705–1744), and `setState` returns early only for UNSET (line 1199). So a
/// release whose progress is already at an end completes there (cancel at 0, finish
/// at 1), and one from between the ends stays where the finger lifted. There is no
/// `ACTION_CANCEL` case: a cancelled touch leaves the layout where it is.
public struct MotionLayoutPolicy: ReleasePolicy, Hashable {
    public static let id = PolicyName.motionlayout
    public static let constants: [PolicyConstant] = []

    public init(_ values: PolicyValues) {}

    /// 50 % bounds progress + progress velocity / 3, not the progress.
    public var progressBoundary: ProgressBoundary? { nil }

    /// `pos` after `pos += velocity / 3`, each quantity a Java `float`: the progress
    /// (`getProgress()`), the tracker's velocity `tv` and `mAnchorDpDt`, the points per
    /// unit of progress.
    func projected(_ input: ReleaseInput) -> (velocity: Float, pos: Float) {
        let currentPos = Float(input.progress)
        var pos = currentPos
        let velocity = Float(input.velocity) / Float(input.distance)
        if !velocity.isNaN {
            pos += velocity / 3
        }
        return (velocity, pos)
    }

    /// The state `setProgress` left the layout in: at its begin state (`false`), at its
    /// end state (`true`), or between them (nil, `UNSET`).
    static func state(atProgress progress: Double) -> Bool? {
        let currentPos = Float(progress)
        return currentPos <= 0 ? false : currentPos >= 1 ? true : nil
    }

    public func decideOnEnd(_ input: ReleaseInput) -> Decision {
        let pos = projected(input).pos
        guard pos != 0.0 && pos != 1.0 else {
            guard let atEnd = Self.state(atProgress: input.progress) else { return .stay }
            return atEnd ? .finish : .cancel
        }
        return pos < 0.5 ? .cancel : .finish
    }

    /// `ACTION_CANCEL` reaches `processTouchEvent`, which has no case for it.
    public func decideOnCancel(_ input: ReleaseInput) -> Decision { .stay }

    public func reasonOnEnd(_ input: ReleaseInput) -> ReleaseReason {
        let (velocity, pos) = projected(input)
        guard pos != 0.0 && pos != 1.0 else {
            guard let atEnd = Self.state(atProgress: input.progress) else {
                return .motionLayout(.exactly(progress: input.progress, velocity: velocity, pos: pos))
            }
            return .motionLayout(.completedWhereItIs(progress: input.progress, velocity: velocity, pos: pos, atEnd: atEnd))
        }
        return .motionLayout(.landing(progress: input.progress, velocity: velocity, pos: pos, atLeastHalf: !(pos < 0.5)))
    }

    public func reasonOnCancel(_ input: ReleaseInput) -> ReleaseReason { .motionLayoutCancelled(progress: input.progress) }
}
