/// The `UIView.AnimationOptions` that `UIView.transition(with:…)` and
/// `UIView.transition(from:to:…)` read, by UIKit's names (docs/uikit.md, "View
/// transitions"). The options Pantograph does not simulate (`repeat`, `autoreverse`,
/// `layoutSubviews`, …) are not in this list, so naming one is an error rather than
/// an option silently ignored.
public enum ViewTransitionOption: String, Hashable, Sendable, CaseIterable, Codable {
    case transitionFlipFromLeft, transitionFlipFromRight, transitionFlipFromTop, transitionFlipFromBottom
    case transitionCurlUp, transitionCurlDown, transitionCrossDissolve
    case showHideTransitionViews, allowUserInteraction
    case curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear
}

/// A set of options, read once: the effect, the curve and the two flags.
public struct ViewTransitionOptions: Hashable, Sendable {
    /// The transition's effect. UIKit stores it in three bits of the option set, so two
    /// effects together are a third (`transitionFlipFromLeft | transitionFlipFromRight`
    /// is the raw value of `transitionCurlUp`): Pantograph refuses two rather than
    /// guess which one the app meant.
    public enum Effect: String, Hashable, Sendable, CaseIterable {
        /// No transition option: the block's changes show at once; the completion
        /// still waits for the duration.
        case none
        case flipFromLeft, flipFromRight, flipFromTop, flipFromBottom
        case curlUp, curlDown, crossDissolve
    }

    public var effect: Effect = .none
    /// UIKit's default for animations is `curveEaseInOut`.
    public var curve: TimingCurve = .easeInOut
    /// Hide and show instead of removing and adding (`transition(from:to:)` only).
    public var showHideTransitionViews = false
    /// UIKit turns touches off for the animating views unless this is set.
    public var allowUserInteraction = false
    /// The options as given, in order, for output.
    public private(set) var names: [ViewTransitionOption] = []

    public init() {}

    /// Reads a list of options; two effects or two curves are refused (see `Effect`).
    public init(_ options: [ViewTransitionOption]) throws(EngineError) {
        var effect: ViewTransitionOption?
        var curve: ViewTransitionOption?
        for option in options {
            switch option {
            case .transitionFlipFromLeft, .transitionFlipFromRight, .transitionFlipFromTop, .transitionFlipFromBottom,
                 .transitionCurlUp, .transitionCurlDown, .transitionCrossDissolve:
                if let effect, effect != option { throw .viewTransitionOptionsClash(effect.rawValue, option.rawValue) }
                effect = option
            case .curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear:
                if let curve, curve != option { throw .viewTransitionOptionsClash(curve.rawValue, option.rawValue) }
                curve = option
            case .showHideTransitionViews: showHideTransitionViews = true
            case .allowUserInteraction: allowUserInteraction = true
            }
            if !names.contains(option) { names.append(option) }
        }
        self.effect = switch effect {
        case nil: .none
        case .transitionFlipFromLeft?: .flipFromLeft
        case .transitionFlipFromRight?: .flipFromRight
        case .transitionFlipFromTop?: .flipFromTop
        case .transitionFlipFromBottom?: .flipFromBottom
        case .transitionCurlUp?: .curlUp
        case .transitionCurlDown?: .curlDown
        case .transitionCrossDissolve?: .crossDissolve
        case .showHideTransitionViews?, .allowUserInteraction?, .curveEaseInOut?, .curveEaseIn?, .curveEaseOut?,
             .curveLinear?:
            preconditionFailure("only an effect is kept as the effect")
        }
        self.curve = switch curve {
        case nil, .curveEaseInOut?: .easeInOut
        case .curveEaseIn?: .easeIn
        case .curveEaseOut?: .easeOut
        case .curveLinear?: .linear
        case .transitionFlipFromLeft?, .transitionFlipFromRight?, .transitionFlipFromTop?, .transitionFlipFromBottom?,
             .transitionCurlUp?, .transitionCurlDown?, .transitionCrossDissolve?, .showHideTransitionViews?,
             .allowUserInteraction?:
            preconditionFailure("only a curve is kept as the curve")
        }
    }
}
