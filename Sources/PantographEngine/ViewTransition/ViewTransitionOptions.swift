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

extension ViewTransitionOptions {
    /// What the effect does to one view while the transition runs: the property it
    /// moves and its values at the start and the end, which the curve goes between;
    /// nil for no effect. A flip turns the outgoing view away (0 → 180°) while the
    /// incoming one turns in (−180 → 0°): each shows only its front, so the outgoing
    /// one is seen for θ < 90° and the incoming one after. A curl lifts the outgoing
    /// view from its bottom edge and uncovers the incoming one from the bottom edge up
    /// (curl up), or brings the incoming one down over it from the top (curl down). A
    /// dissolve fades the outgoing view from its `alpha` to 0 and the incoming one from
    /// 0 to its own. The scenes' views and an app's (PantographUIKit's
    /// `UIView.transition`) both move by it; at the end each property is as before.
    package func effect(incoming: Bool, alpha: Double) -> (property: AnimatableProperty, from: Double, to: Double)? {
        let property: AnimatableProperty
        let out: (Double, Double), into: (Double, Double)
        switch effect {
        case .none: return nil
        case .flipFromLeft: (property, out, into) = (.yaw, (0, 180), (-180, 0))
        case .flipFromRight: (property, out, into) = (.yaw, (0, -180), (180, 0))
        case .flipFromTop: (property, out, into) = (.pitch, (0, 180), (-180, 0))
        case .flipFromBottom: (property, out, into) = (.pitch, (0, -180), (180, 0))
        case .curlUp: (property, out, into) = (.curl, (0, 1), (-1, 0))
        case .curlDown: (property, out, into) = (.curl, (0, -1), (1, 0))
        case .crossDissolve: (property, out, into) = (.alpha, (alpha, 0), (0, alpha))
        }
        let (from, to) = incoming ? into : out
        return (property, from, to)
    }
}
