/// A callback UIKit makes during a transition, named as docs/cli.md, "Output" prints it.
public enum LifecycleEvent: Hashable, Sendable, CustomStringConvertible {
    case presentationTransitionWillBegin
    case presentationTransitionDidEnd(Bool)
    case dismissalTransitionWillBegin
    case dismissalTransitionDidEnd(Bool)
    case viewWillAppear(String)
    case viewDidAppear(String)
    case viewWillDisappear(String)
    case viewDidDisappear(String)
    case animateTransition
    case startInteractiveTransition
    case finishInteractiveTransition
    case cancelInteractiveTransition
    case pauseInteractiveTransition
    case completeTransition(Bool)
    case animationEnded(Bool)
    case interactionChanged(cancelled: Bool)
    case alongsideCompletion(cancelled: Bool)
    case presentCompletion
    case dismissCompletion
    /// `navigationController(_:willShow:animated:)`, with the controller shown.
    case willShow(String)
    /// `navigationController(_:didShow:animated:)`: only when a push or pop completes.
    case didShow(String)
    /// A view transition's completion block (`UIView.transition(…, completion:)`).
    case transitionCompletion(finished: Bool)
    /// UIKit asked a delegate or an animator for an object of the transition: only
    /// an app's own code is asked (PantographHarness's records).
    case asked(DelegateQuestion)

    public var description: String {
        switch self {
        case .presentationTransitionWillBegin: "presentationTransitionWillBegin"
        case .presentationTransitionDidEnd(let c): "presentationTransitionDidEnd(\(c))"
        case .dismissalTransitionWillBegin: "dismissalTransitionWillBegin"
        case .dismissalTransitionDidEnd(let c): "dismissalTransitionDidEnd(\(c))"
        case .viewWillAppear(let vc): "viewWillAppear(\(vc))"
        case .viewDidAppear(let vc): "viewDidAppear(\(vc))"
        case .viewWillDisappear(let vc): "viewWillDisappear(\(vc))"
        case .viewDidDisappear(let vc): "viewDidDisappear(\(vc))"
        case .animateTransition: "animateTransition"
        case .startInteractiveTransition: "startInteractiveTransition"
        case .finishInteractiveTransition: "finishInteractiveTransition"
        case .cancelInteractiveTransition: "cancelInteractiveTransition"
        case .pauseInteractiveTransition: "pauseInteractiveTransition"
        case .completeTransition(let c): "completeTransition(\(c))"
        case .animationEnded(let c): "animationEnded(\(c))"
        case .interactionChanged(let c): "interactionChanged(cancelled: \(c))"
        case .alongsideCompletion(let c): "alongsideCompletion(cancelled: \(c))"
        case .presentCompletion: "presentCompletion"
        case .dismissCompletion: "dismissCompletion"
        case .willShow(let vc): "willShow(\(vc))"
        case .didShow(let vc): "didShow(\(vc))"
        case .transitionCompletion(let f): "transitionCompletion(finished: \(f))"
        case .asked(let question): question.rawValue
        }
    }
}
