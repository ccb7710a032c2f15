import PantographEngine

/// UIKit's block animations. What the block changes becomes animations on the
/// engine's timing: the curves of `TimingCurve` and UIKit's spring (`SpringTiming`),
/// the same numbers a scene's tracks use.
extension UIView {
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        AnimationTransaction.run(duration: duration, delay: delay, timing: .curve(options.curve.timingCurve),
                                 options: options, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// UIKit's spring: duration D, damping ratio ζ and initial velocity v give the
    /// stiffness the engine solves for (docs/uikit.md, "Timing"); the curve options
    /// are ignored, as UIKit ignores them for springs.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        AnimationTransaction.run(duration: duration, delay: delay,
                                 timing: springTiming(duration: duration, dampingRatio: dampingRatio, velocity: velocity),
                                 options: options, animations: animations, completion: completion)
    }

    /// iOS 17's spring by perceptual duration and bounce (SwiftUI's model): it runs in
    /// real seconds until it settles, and the block completes then.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                            initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                            options: AnimationOptions = [], animations: () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        let spring = SpringDialect.swiftUIDuration(duration: duration, bounce: bounce).physical(velocity: velocity)
        withoutActuallyEscaping(animations) { animations in
            _ = AnimationTransaction.run(duration: spring.settlingDuration, delay: delay,
                                         timing: .physicalSpring(spring), options: options,
                                         animations: animations, completion: completion)
        }
    }

    /// Changes made in `actions` take effect at once, even inside an animation block.
    public class func performWithoutAnimation(_ actions: () -> Void) {
        AnimationTransaction.withoutAnimation(actions)
    }

    /// The duration of the block being run, 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { AnimationTransaction.current?.duration ?? 0 }

    /// UIKit's spring for `duration`, or (where no stiffness meets UIKit's rule, which
    /// the engine refuses) a linear curve, said on the app's console.
    static func springTiming(duration: Double, dampingRatio: Double, velocity: Double) -> AnimationTiming {
        do {
            return .spring(try SpringTiming(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity))
        } catch {
            HeadlessApp.current?.say(.springNotSolved(duration: duration, dampingRatio: dampingRatio, velocity: velocity))
            return .curve(.linear)
        }
    }
}
