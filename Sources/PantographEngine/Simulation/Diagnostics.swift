/// Something an input did that UIKit would silently ignore or tolerate, as data:
/// the shell phrases it (docs/cli.md, "Errors and warnings").
public enum Warning: Hashable, Sendable {
    public enum Call: Hashable, Sendable {
        case update(Double), finish, cancel, pause, dismiss
    }

    public enum Reason: Hashable, Sendable {
        case noTransitionInFlight
        /// `update` while finishing, cancelling or animating.
        case notInteractive(Transition.Phase)
        case notANumber
        case alreadyCompleting(Transition.Phase)
        /// `finish`/`cancel` on a non-interactive transition.
        case transitionNotInteractive
        /// `pause` outside a completion.
        case notCompleting(Transition.Phase)
        case notInterruptible
        case nothingPresented
        case operationInProgress(Transition.Operation)
    }

    case ignored(Call, Reason)
    /// "Attempt to present B on A while a presentation is in progress" and friends.
    case presentWhileInFlight(presented: String, presenter: String, inFlight: Transition.Operation)
    case alreadyPresenting(presented: String, presenter: String)
    case completionSpeedActsAsOne(Double)
    case noGesture(scenario: String, operation: Transition.Operation)
    /// A pan where a tap on `view` starts the operation (card's cell): `middle` is
    /// where a finger would tap it.
    case panOnTappable(scenario: String, operation: Transition.Operation, view: String, middle: Point)
    /// A move of a pan that began when nothing could take it, while a pan begun now
    /// would drive `couldDrive`.
    case panDrivesNothing(couldDrive: Transition.Operation)
    case settleInterrupted(at: Double)
    /// A pan grabbing a finishing or cancelling transition that cannot pause.
    case grabNotInterruptible(Transition.Phase)
    /// The settings leave the threshold policy no way to finish: `threshold` at or
    /// above the most progress the gesture can reach.
    case finishImpossible(threshold: Double, reach: Double)
    /// An animation track whose view was not in the window when it started.
    case trackViewNotInWindow(String)
    /// The release policy decided `stay`: neither `finish()` nor `cancel()` was called,
    /// and the transition is left interactive at `percent` — in UIKit it never
    /// completes until something calls one of them.
    case leftInteractive(policy: PolicyName, percent: Double, bySystem: Bool)
}

/// An input the engine refuses; the state is left as it was.
public enum EngineError: Error, Hashable, Sendable {
    case gesture(PanGestureRecognizer.Misuse)
    case locationOutsideScreen(Point, Size)
    /// UIKit raises: `partialCurl` needs `fullScreen`.
    case partialCurlNeedsFullScreen(style: PresentationStyle)
    /// UIKit raises at `presentationTransitionWillBegin`.
    case popoverWithoutSourceView
    /// A controller presented with `partialCurl` cannot present another.
    case presentingFromPartialCurl(String)
    case screenChangeInFlight
    case screenChangeWhileAnimating
    /// A scene's own setting (`presentation`) while something is presented.
    case optionWhilePresented(String)
    case scenario(ScenarioError)
    /// A location, translation or velocity that is not a finite point.
    case notFinite(Point)
    /// A time interval outside `0…Input.longestInterval` seconds (NaN included).
    case intervalOutOfRange(Double)
    /// Settings the engine cannot run on (`Settings.check()`).
    case invalidSetting(SettingProblem)
}

/// Numbers in messages: at most 6 decimals, no trailing `.0`.
public func formatted(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e9 else { return String(value) }
    let rounded = (value * 1e6).rounded() / 1e6
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
