import PantographEngine

/// The presentation controller: what a presentation puts in its container besides the
/// presented view, where that view goes, and whether the presenter's view leaves the
/// window. UIKit makes one for every presentation; for `custom` the transitioning
/// delegate may supply its own subclass.
@MainActor open class UIPresentationController: NSObject {
    /// Unowned, as is `presentingViewController`: the presented controller holds its
    /// presentation controller and its presenter holds it, so UIKit's strong references
    /// back would make a cycle that only the end of the presentation breaks, and an app
    /// let go while presenting (a harness's fresh app per trace) would never be freed
    /// (docs/fidelity.md).
    public unowned let presentedViewController: UIViewController
    /// Set at `present` for one made before it (a sheet's, read to configure it).
    public internal(set) unowned var presentingViewController: UIViewController
    /// The transition's container: set when the presentation's transition starts.
    public internal(set) var containerView: UIView?
    public weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The style it was made for (UIKit's own controllers).
    var style = UIModalPresentationStyle.custom
    /// Where the presenter's view was when the presentation took it out of the window,
    /// so that the dismissal puts it back there.
    var presenterSlot: PresenterSlot?

    /// The superview is held weakly: it is the window's (or a container's), and the
    /// window holds the presenter, which holds what it presents, which holds this.
    struct PresenterSlot {
        weak var superview: UIView?
        var index: Int
    }

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    /// The view the transition animates: the presented controller's, by default.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view rests: the container's bounds for `custom`; UIKit's
    /// own styles place it as the engine's `PresentationRules` say.
    open var frameOfPresentedViewInContainerView: CGRect {
        guard style != .custom, let host = containerView?.window?.host else { return containerView?.bounds ?? .zero }
        let context = presentingViewController.viewIfLoaded.map { $0.convert($0.bounds, to: nil) } ?? .zero
        return CGRect(PresentationRules.presentedFrame(style.engineStyle, screen: host.settings.screen,
                                                       safeAreaTop: host.settings.safeAreaTop,
                                                       contextFrameInWindow: Rect(context)))
    }

    /// Whether the presenter's view leaves the window once the presentation completes
    /// (`custom` only; UIKit's own styles decide by `PresentationRules`).
    open var shouldRemovePresentersView: Bool { false }
    /// Accepted (no presentation adapts to another).
    open var shouldPresentInFullscreen: Bool { true }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // Accepted: there are no size classes to adapt to.
    open var adaptivePresentationStyle: UIModalPresentationStyle { style }
    open var traitCollection: UITraitCollection { UITraitCollection() }

    /// Touches on the container around the presented view go through to the views
    /// below (a sheet resting where it dims nothing).
    var passesTouchesThrough: Bool { false }

    /// The presented controller's coordinator while a transition runs.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        presentedViewController.transitionCoordinator
    }
}

/// The presentation controller's delegate: what a sheet's swipe (or a tap on its
/// dimming) asks and tells (UISheetPresentationController; adaptivity is accepted and
/// never happens). UIKit calls none of these for a dismissal the app makes.
@MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

extension UIModalPresentationStyle {
    /// The engine's style, which its rules are written for (`none` presents as
    /// `fullScreen`).
    var engineStyle: PresentationStyle {
        switch self {
        case .fullScreen, .none: .fullScreen
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .currentContext: .currentContext
        case .custom: .custom
        case .overFullScreen: .overFullScreen
        case .overCurrentContext: .overCurrentContext
        case .popover: .popover
        case .automatic: .automatic
        }
    }
}

extension UIModalTransitionStyle {
    var engineStyle: TransitionStyle {
        switch self {
        case .coverVertical: .coverVertical
        case .flipHorizontal: .flipHorizontal
        case .crossDissolve: .crossDissolve
        case .partialCurl: .partialCurl
        }
    }
}
