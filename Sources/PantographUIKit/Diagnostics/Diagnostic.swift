import PantographEngine

/// A bug in the app's own transition code, found while it runs: which transition,
/// controller, animator or view, the frames, and the moment on the app's clock. A
/// value with no words in it: `DiagnosticWording` says what it means
/// (docs/diagnostics.md). `HeadlessApp.diagnostics` holds them in the order found.
public enum Diagnostic: Hashable, Sendable {
    /// Nothing will call `completeTransition`: the transition stands at `percent` on
    /// `path`, no animation runs, and no finger drives it.
    case transitionNeverEnds(DiagnosedTransition, path: StuckPath, percent: Double, at: TimeInterval)
    /// A `settle` ran its whole limit and the transition is still in flight at
    /// `percent`, with no finger on the screen: something animates for ever and
    /// nothing completes it.
    case transitionStillRunning(DiagnosedTransition, percent: Double, at: TimeInterval)
    /// The window does not show what is presented and pushed: with no transition in
    /// flight, the controller on top — the last presented, or the top of a navigation
    /// stack there — has a view that is not in the window; or a transition that took a
    /// controller away, or was cancelled before it gave one, ended with its view still
    /// in the window.
    case windowMismatch(controller: String, mismatch: WindowMismatch, at: TimeInterval)
    /// `completeTransition` called again after `first`; UIKit ignores the second call.
    case completedTwice(DiagnosedTransition, first: Bool, second: Bool, at: TimeInterval)
    /// `completeTransition(true)` after the interaction was cancelled: UIKit trusts the
    /// argument and completes the transition the user cancelled.
    case completedAfterCancel(DiagnosedTransition, at: TimeInterval)
    /// The gesture that started an interactive transition ended (`ended`, or `cancelled`
    /// by the system) before UIKit called `startInteractiveTransition`, and the
    /// interaction controller, once started, did not end the transition: it stands
    /// interactive, and nothing will end it.
    case interactionEndedBeforeStart(DiagnosedTransition, gesture: GestureEnd, at: TimeInterval)
    /// A view the transition added (`isSnapshot`: a snapshot) is still in `superview`
    /// after the transition ended.
    case leftBehind(DiagnosedTransition, view: String, in: Place, isSnapshot: Bool, at: TimeInterval)
    /// After a cancel a view that was on screen before the transition is not as it
    /// was: hidden, transparent or transformed.
    case alteredAfterCancel(DiagnosedTransition, view: String, change: ViewChange, at: TimeInterval)
    /// An animation of a view in the transition's container made outside what the
    /// percent drives (in a completion block, or from outside the run loop's turns): it
    /// runs on the clock, not with the finger, and plays after the finger lifts.
    case animationNotDriven(DiagnosedTransition, view: String, madeIn: UndrivenOrigin, at: TimeInterval)
    /// An appearance callback in the wrong order for the controller (UIKit's console
    /// says "Unbalanced calls to begin/end appearance transitions").
    case unbalancedAppearance(controller: String, call: AppearanceCall, after: AppearanceState, at: TimeInterval)
    /// The navigation controller's back swipe began and nothing follows the finger.
    case backSwipeDoesNothing(navigation: String, cause: BackSwipeCause, at: TimeInterval)
    /// A scroll view in the transition's views scrolled `scrolled` points in the same
    /// gesture that drove the transition: both moved at once.
    case scrolledWithTransition(DiagnosedTransition, scrollView: String, scrolled: CGFloat, at: TimeInterval)
    /// A drag down on `scrollView`, in `controller`'s sheet with a pan of its own, took
    /// the content to its top and on past it `pulled` points, and nothing was pulled:
    /// the sheet moves only for a drag that begins with the content at its top.
    case sheetNotPulled(controller: String, scrollView: String, pulled: CGFloat, at: TimeInterval)
    /// A visible view moved more than `DiagnosticSettings.jumpDistance` from one frame
    /// of the screen to the next at `moment`, beyond what the finger or the motion
    /// before it explains.
    case frameJump(view: String, from: CGRect, to: CGRect, moment: JumpMoment, at: TimeInterval)

    /// Which diagnostic it is, by the name docs/diagnostics.md files it under.
    public var kind: DiagnosticKind {
        switch self {
        case .transitionNeverEnds: .transitionNeverEnds
        case .transitionStillRunning: .transitionStillRunning
        case .windowMismatch: .windowMismatch
        case .completedTwice: .completedTwice
        case .completedAfterCancel: .completedAfterCancel
        case .interactionEndedBeforeStart: .interactionEndedBeforeStart
        case .leftBehind: .leftBehind
        case .alteredAfterCancel: .alteredAfterCancel
        case .animationNotDriven: .animationNotDriven
        case .unbalancedAppearance: .unbalancedAppearance
        case .backSwipeDoesNothing: .backSwipeDoesNothing
        case .scrolledWithTransition: .scrolledWithTransition
        case .sheetNotPulled: .sheetNotPulled
        case .frameJump: .frameJump
        }
    }

    /// When it was found, on the app's clock.
    public var time: TimeInterval {
        switch self {
        case .transitionNeverEnds(_, _, _, let t), .transitionStillRunning(_, _, let t), .windowMismatch(_, _, let t),
             .completedTwice(_, _, _, let t), .completedAfterCancel(_, let t),
             .interactionEndedBeforeStart(_, _, let t), .leftBehind(_, _, _, _, let t), .alteredAfterCancel(_, _, _, let t),
             .animationNotDriven(_, _, _, let t), .unbalancedAppearance(_, _, _, let t), .backSwipeDoesNothing(_, _, let t),
             .scrolledWithTransition(_, _, _, let t), .sheetNotPulled(_, _, _, let t), .frameJump(_, _, _, _, let t):
            t
        }
    }
}

/// The diagnostics by name: each has its section in docs/diagnostics.md, under the
/// raw value.
public enum DiagnosticKind: String, CaseIterable, Hashable, Sendable {
    case transitionNeverEnds, transitionStillRunning, windowMismatch, completedTwice, completedAfterCancel, interactionEndedBeforeStart, leftBehind,
         alteredAfterCancel, animationNotDriven, unbalancedAppearance, backSwipeDoesNothing, scrolledWithTransition,
         sheetNotPulled, frameJump
}

/// Which transition: what it does, to which controller (the presented, pushed or
/// popped one), by which animator (its type's name; UIKit's own is `nil`), and the
/// interaction controller driving it, if any.
public struct DiagnosedTransition: Hashable, Sendable {
    public let operation: Transition.Operation
    public let controller: String
    public let animator: String?
    public let interactor: String?

    public init(operation: Transition.Operation, controller: String, animator: String?, interactor: String?) {
        self.operation = operation
        self.controller = controller
        self.animator = animator
        self.interactor = interactor
    }
}

/// How the window differs from what is presented and pushed.
public enum WindowMismatch: Hashable, Sendable {
    /// The controller on top has no view in the window.
    case notShown
    /// A dismiss or a pop took the controller away, or a present or a push of it was
    /// cancelled, and its view is still in the window: the animator moved it out of
    /// the container UIKit removes.
    case stillShown(after: DiagnosedTransition)
}

/// The path a transition that never ends took.
public enum StuckPath: Hashable, Sendable {
    /// `finish()`: the animations ran to their end, and their completions did not call
    /// `completeTransition`.
    case finish
    /// `cancel()`: the animations played back, and their completions did not call it.
    case cancel
    /// A transition that was never interactive: its animations ended without the call.
    case animation
    /// Interactive with no finger on the screen: nothing called `finish()` or `cancel()`.
    case interaction
    /// Paused (`pause()`), with no finger on the screen.
    case paused
}

/// Where a view left behind is.
public enum Place: Hashable, Sendable {
    /// The transition's container (UIKit's view, which records leave out).
    case container
    /// The window itself.
    case window
    /// Another view, by its record name.
    case view(String)
}

/// How the gesture that started a transition ended before the transition started.
public enum GestureEnd: Hashable, Sendable {
    /// The finger lifted (`ended`); `view` is the recognizer's view.
    case ended(view: String)
    /// The system took the touch (`cancelled`).
    case cancelled(view: String)
}

/// What a cancel left different on a view, from before the transition to now.
public enum ViewChange: Hashable, Sendable {
    case hidden
    case alpha(before: Double, after: Double)
    case transform(before: CATransform3D, after: CATransform3D)
}

/// Where an animation the percent cannot drive was made.
public enum UndrivenOrigin: Hashable, Sendable {
    /// In an animation's completion block.
    case completionBlock
    /// Outside the app's run-loop turns (`DispatchQueue.main.async`, a timer).
    case outsideTheRunLoop
}

/// An appearance callback: `viewWillAppear` … `viewDidDisappear`.
public enum AppearanceCall: Hashable, Sendable {
    case willAppear, didAppear, willDisappear, didDisappear
}

/// Where a controller's appearance callbacks had got to.
public enum AppearanceState: Hashable, Sendable {
    case disappeared, appearing, appeared, disappearing
}

/// Why a back swipe that began follows nothing.
public enum BackSwipeCause: Hashable, Sendable {
    /// The navigation delegate's animator, `animator`, and no interaction controller:
    /// the pop runs on its own.
    case animatorWithoutInteractionController(animator: String)
    /// The app replaced `interactivePopGestureRecognizer.delegate` and its delegate
    /// let the swipe begin with only the root on the stack: there is nothing to pop.
    case replacedDelegateAtRoot
    /// …or while a transition is in flight: UIKit refuses the nested pop.
    case replacedDelegateDuringTransition
}

/// When a frame jump happened.
public enum JumpMoment: String, Hashable, Sendable {
    /// The finger lifted, or the system took the touch.
    case release
    /// A finger came down, or a gesture began, while something moved.
    case regrab
    /// A cancelled transition ended.
    case cancelEnd
}
