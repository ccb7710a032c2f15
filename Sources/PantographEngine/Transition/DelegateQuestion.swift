/// What UIKit asks a transitioning or navigation delegate, or an animator, for the
/// objects of a transition, in its words. An app's log has them (PantographUIKit), and
/// so has its record (`LifecycleEvent.asked`); a scene's has none: it declares its
/// objects instead of being asked for them.
public enum DelegateQuestion: String, Hashable, Sendable, CaseIterable {
    case presentationController = "presentationController(forPresented:)"
    case animationControllerForPresented = "animationController(forPresented:)"
    case animationControllerForDismissed = "animationController(forDismissed:)"
    case interactionControllerForPresentation = "interactionControllerForPresentation"
    case interactionControllerForDismissal = "interactionControllerForDismissal"
    case navigationAnimationController = "navigationController(_:animationControllerFor:from:to:)"
    case navigationInteractionController = "navigationController(_:interactionControllerFor:)"
    /// The animator's `interruptibleAnimator(using:)`, asked by the percent-driven
    /// interactor; logged only when the animator gives one (without Objective-C,
    /// whether it implements the method is not known otherwise).
    case interruptibleAnimator = "interruptibleAnimator(using:)"
}
