import PantographEngine

/// UIKit's keyframe animations: `animateKeyframes` runs a block whose `addKeyframe`
/// calls each change properties over a window of the whole duration; each property
/// becomes one animation through its keyframes, by the engine's rule of keyframes
/// (`Keyframe`, the one a scene's tracks on one property follow).
extension UIView {
    /// `UIView.KeyframeAnimationOptions`, with UIKit's bit values: the options it
    /// shares with `AnimationOptions`, and the calculation mode, a three-bit field
    /// (bits 10–12) as the header declares it. `calculationModePaced`, `…Cubic` and
    /// `…CubicPaced` are not provided: how Core Animation paces values or fits its
    /// Catmull-Rom spline to uneven key times is not published (docs/own-code.md);
    /// neither are `repeat` and `autoreverse`. A curve option of `AnimationOptions`
    /// passed through the raw value (`KeyframeAnimationOptions(rawValue:
    /// AnimationOptions.curveLinear.rawValue)`) sets the curve of the whole animation.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: AnimationOptions.layoutSubviews.rawValue)
        public static let allowUserInteraction =
            KeyframeAnimationOptions(rawValue: AnimationOptions.allowUserInteraction.rawValue)
        public static let beginFromCurrentState =
            KeyframeAnimationOptions(rawValue: AnimationOptions.beginFromCurrentState.rawValue)
        public static let overrideInheritedDuration =
            KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedDuration.rawValue)
        public static let overrideInheritedOptions =
            KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedOptions.rawValue)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)

        /// The calculation mode field's value: 0 linear, 1 discrete.
        var isDiscrete: Bool { (rawValue >> 10) & 7 == 1 }

        /// The options they share with a block animation, the curve bits included.
        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(7 << 10)) }
    }

    /// A keyframe animation: the block's `addKeyframe` calls say what changes when.
    /// The curve of the options (easeInOut unless one is passed through the raw
    /// value) maps the time of the whole animation, and the keyframes share it
    /// (docs/fidelity.md); the completion comes once every property has ended.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let shared = options.animationOptions
        AnimationTransaction.runKeyframes(duration: duration, delay: delay, timing: .curve(shared.curve.timingCurve),
                                          options: shared, discrete: options.isDiscrete, animations: animations,
                                          completion: completion)
    }

    /// One keyframe: what `animations` changes moves over the window that starts at
    /// `frameStartTime` and lasts `frameDuration`, both fractions of the whole (0…1).
    /// A duration of 0 sets the values at the start time. Outside `animateKeyframes`
    /// the changes are made at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        AnimationTransaction.addKeyframe(begins: frameStartTime, length: frameDuration, animations: animations)
    }
}
