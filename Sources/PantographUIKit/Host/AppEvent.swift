import PantographEngine

/// A callback UIKit made on the app's objects, or a call the app made into UIKit's
/// transition machinery, named as the records name them (`viewWillAppear(detail)`,
/// `animateTransition`, `completeTransition(false)`, `animationController(forPresented:)`).
public enum AppEvent: Hashable, Sendable, CustomStringConvertible {
    /// One of the engine's lifecycle events, which the scenes log too.
    case lifecycle(LifecycleEvent)
    /// UIKit asking a delegate for the objects of a transition.
    case asked(DelegateQuestion)

    public var description: String {
        switch self {
        case .lifecycle(let event): event.description
        case .asked(let question): question.rawValue
        }
    }

    /// The lifecycle event, for comparing with a scene's.
    public var lifecycle: LifecycleEvent? {
        if case .lifecycle(let e) = self { e } else { nil }
    }
}

/// What UIKit writes to the console, or raises: its own words where it has them.
public enum ConsoleMessage: Hashable, Sendable, CustomStringConvertible {
    case presentWhileInFlight(presented: String, presenter: String)
    case alreadyPresenting(presented: String, presenter: String, presentedNow: String)
    case presenterNotInWindow(presented: String, presenter: String)
    case dismissWhileInFlight(String)
    /// UIKit raises: the controller is already presented.
    case alreadyPresented(presented: String, by: String)
    /// A part of UIKit's own animation that is not simulated (the page curl).
    case notSimulated(String)
    case snapshotOfViewNotInWindow(String)
    case springNotSolved(duration: Double, dampingRatio: Double, velocity: Double)
    /// A cubic timing curve whose control points are not finite.
    case controlPointsNotFinite(CGPoint, CGPoint)
    /// An exception UIKit raises (the app would crash): the call did nothing.
    case exception(EngineError)
    case percentDrivenWithoutAnimator
    case touchesIgnoredDuringTransition
    /// `UIView.transition(from:to:…)` of a view in no superview: nothing to replace.
    case transitionFromViewWithoutSuperview(String)
    /// A push or pop while a transition is in flight: not made (`push` or `pop`).
    case nestedNavigation(String)
    /// UIKit raises: a navigation controller cannot be pushed.
    case pushingNavigationController(String)
    /// What Auto Layout logs or raises (constraints that cannot hold, items in two trees).
    case layout(LayoutMessage)
    /// UIKit raises: a scroll view's pan recognizer keeps the scroll view as its delegate.
    case scrollViewPanDelegate
    /// UIKit raises: a list dequeued a cell of an identifier nothing was registered for.
    case dequeueUnregistered(String)

    public var description: String {
        switch self {
        case .presentWhileInFlight(let presented, let presenter):
            "Attempt to present \(presented) on \(presenter) while a presentation is in progress!"
        case .alreadyPresenting(let presented, let presenter, let now):
            "Attempt to present \(presented) on \(presenter) which is already presenting \(now)"
        case .presenterNotInWindow(let presented, let presenter):
            "Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy!"
        case .alreadyPresented(let presented, let by):
            "Exception: Application tried to present modally a view controller \(presented) that is already being presented by \(by)."
        case .notSimulated(let what):
            "\(what) is not simulated: the views go straight to where it ends."
        case .dismissWhileInFlight(let presented):
            "Attempt to dismiss from view controller \(presented) while a presentation or dismiss is in progress!"
        case .snapshotOfViewNotInWindow(let view):
            "Snapshotting a view (\(view)) that has not been rendered results in an empty snapshot."
        case .springNotSolved(let d, let zeta, let v):
            "No spring meets UIKit's rule for duration \(d), damping \(zeta), velocity \(v): animated linearly."
        case .controlPointsNotFinite(let a, let b):
            "A cubic timing curve needs finite control points, got (\(a.x), \(a.y)) and (\(b.x), \(b.y)): animated linearly."
        case .exception(let error):
            "Exception: \(error)"
        case .percentDrivenWithoutAnimator:
            "Attempt to start a percent driven interactive transition but there is no animator!"
        case .touchesIgnoredDuringTransition:
            "Touches are ignored while a transition animates."
        case .nestedNavigation(let operation):
            "nested \(operation) animation can result in corrupted navigation bar"
        case .pushingNavigationController(let controller):
            "Exception: Pushing a navigation controller (\(controller)) is not supported"
        case .dequeueUnregistered(let identifier):
            "Exception: unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier"
        case .scrollViewPanDelegate:
            "Exception: UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate."
        case .transitionFromViewWithoutSuperview(let view):
            "transition(from:to:) of \(view), which is in no superview: nothing to replace."
        case .layout(let message):
            message.description
        }
    }
}
