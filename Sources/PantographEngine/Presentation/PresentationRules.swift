/// What UIKit decides from a presentation's style alone (docs/modal.md, "Presentation
/// styles"; docs/uikit.md, "Appearance callbacks"), as pure functions: a scene's
/// presentation (`ResolvedPresentation`) and an app's (`PantographUIKit`) ask the same ones.
public enum PresentationRules {
    /// The presentation context: for the current-context styles the nearest controller
    /// up the containment chain that defines one (else the root); for every other
    /// style the root of the presenter's hierarchy. `ancestry` runs from the presenter
    /// to the root; nil only when it is empty.
    public static func context<Controller>(_ style: PresentationStyle, ancestry: [Controller],
                                           definesContext: (Controller) -> Bool) -> Controller? {
        switch style {
        case .currentContext, .overCurrentContext:
            return ancestry.first(where: definesContext) ?? ancestry.last
        case .fullScreen, .pageSheet, .formSheet, .custom, .overFullScreen, .popover, .automatic:
            return ancestry.last
        }
    }

    /// Whether the context's view leaves the window once the presentation completes
    /// (and its controller gets appearance callbacks): `fullScreen` and
    /// `currentContext` (but not under a page curl, which uncovers it), and `custom`
    /// when its presentation controller's `shouldRemovePresentersView` says so.
    public static func removesPresentersView(_ style: PresentationStyle, _ transitionStyle: TransitionStyle,
                                             shouldRemovePresentersView: Bool) -> Bool {
        switch style {
        case .fullScreen, .currentContext: transitionStyle != .partialCurl
        case .custom: shouldRemovePresentersView
        case .overFullScreen, .overCurrentContext, .pageSheet, .formSheet, .automatic, .popover: false
        }
    }

    /// The exception UIKit raises at `present`, if it raises one.
    public static func refusal(_ style: PresentationStyle, _ transitionStyle: TransitionStyle,
                               hasSourceView: Bool) -> EngineError? {
        if transitionStyle == .partialCurl && style != .fullScreen {
            return .partialCurlNeedsFullScreen(style: style)
        }
        if style == .popover && !hasSourceView { return .popoverWithoutSourceView }
        return nil
    }

    /// `frameOfPresentedViewInContainerView` when no presentation controller says
    /// otherwise: the screen, the context's frame in the window for the
    /// current-context styles, or a sheet 10 points below the safe area's top.
    public static func presentedFrame(_ style: PresentationStyle, screen: Size, safeAreaTop: Double,
                                      contextFrameInWindow: Rect) -> Rect {
        switch style {
        case .fullScreen, .overFullScreen, .custom, .popover:
            return Rect(0, 0, screen.width, screen.height)
        case .currentContext, .overCurrentContext:
            return contextFrameInWindow
        case .pageSheet, .formSheet, .automatic:
            let top = safeAreaTop + SheetLayout.peek
            return Rect(0, top, screen.width, screen.height - top)
        }
    }
}
