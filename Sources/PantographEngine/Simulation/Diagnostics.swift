/// Something an input did that UIKit would silently ignore or tolerate, as data:
/// the shell phrases it (docs/cli.md, "Errors and warnings").
public enum Warning: Hashable, Sendable {
    /// The UIKit call that had no effect, so the shell can name what the script asked for.
    public enum Call: Hashable, Sendable {
        case update(Double), finish, cancel, pause, dismiss, pop
    }

    /// Why UIKit ignores the call: the state that made it a no-op, kept so the shell
    /// can say which state it was.
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
        /// `popViewController` with only the root on the stack returns nil.
        case onlyRootOnStack(String)
    }

    /// What would move a transition that time does not: `UIPercentDrivenInteractiveTransition`'s
    /// calls, or a new pan that grabs it.
    public enum Remedy: Hashable, Sendable {
        case finish, cancel, update, pan
    }

    case ignored(Call, Reason)
    /// "Attempt to present B on A while a presentation is in progress" and friends.
    case presentWhileInFlight(presented: String, presenter: String, inFlight: Transition.Operation)
    case alreadyPresenting(presented: String, presenter: String)
    /// `present` in a scene that declares no presentation (`flip`).
    case nothingToPresent(scene: String)
    case completionSpeedActsAsOne(Double)
    case noGesture(scene: String, operation: Transition.Operation)
    /// A pan where a tap on `view` starts the operation (card's cell): `middle` is
    /// where a finger would tap it.
    case panOnTappable(scene: String, operation: Transition.Operation, view: String, middle: Point)
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
    /// A push or pop while a transition is in flight: UIKit logs "nested push
    /// animation can result in corrupted navigation bar" (or pop) and the call is
    /// not made.
    case nestedNavigation(Transition.Operation, inFlight: Transition.Operation)
    /// The back swipe does not begin: only the root controller is on the stack.
    case popGestureAtRoot(navigationController: String, root: String)
    /// A screen-edge pan whose touch came down outside the edge region.
    case outsideEdgeRegion(x: Double, edgeWidth: Double)
    /// Time passed (`advance`, `settle`) and cannot move the transition: it is paused
    /// (`pause()`) or interactive with no finger on the screen (a policy's `stay`,
    /// `startInteractive`), so in UIKit it waits forever; only `remedies` move it.
    case stuck(Transition.Operation, Transition.Phase, percent: Double, remedies: [Remedy])
    /// A move took the finger off the screen, to `location` (a touch screen reports no
    /// such place; the gesture follows it anyway). Said when it leaves, not at every
    /// move out there.
    case fingerOffScreen(Point, screen: Size)
    /// `asked` where the scene's next (or top) step is made or undone by `declared`:
    /// `present` where the next controller is pushed, `pop` of a presented one.
    case wrongOperation(asked: Transition.Operation, declared: Transition.Operation)
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
    /// A scene's own setting that UIKit reads when a transition starts, while one is
    /// in flight (`pop-animator`).
    case optionInFlight(String)
    case scene(SceneError)
    /// UIKit raises: "Pushing the same view controller instance more than once is not
    /// supported".
    case pushingControllerOnStack(String)
    /// `push NAME` of a controller the scene does not push next; `next` is the one it
    /// does, if any.
    case noSuchPush(String, next: String?)
    /// Laying the window out again would undo what view transitions changed.
    case screenChangeAfterViewTransition
    /// A view transition names a view the scene does not declare.
    case unknownView(String)
    /// UIKit would crash: the view was removed while only a weak outlet held it, from
    /// its superview (nil: the window itself).
    case deallocatedView(String, removedFrom: String?)
    case viewNotInHierarchy(String)
    /// `transition(from:to:)` from a view that is a subview of the window itself.
    case noSuperview(String)
    case notASibling(String, of: String, superview: String)
    case viewTransitionToItself(String)
    /// With `showHideTransitionViews`, UIKit only shows the to-view: it must be in the
    /// hierarchy already.
    case showHideNeedsViewInHierarchy(String)
    /// `showHideTransitionViews` is an option of `transition(from:to:)` only.
    case showHideNeedsFromTo
    /// Two transition effects (or two curves): their bits make a third.
    case viewTransitionOptionsClash(String, String)
    /// A location, translation or velocity that is not a finite point.
    case notFinite(Point)
    /// A velocity past `±Input.velocityLimit` points per second on an axis.
    case velocityOutOfRange(Point)
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
