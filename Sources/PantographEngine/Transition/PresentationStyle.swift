/// `UIModalPresentationStyle`, as far as it changes what the engine does.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen,
         overCurrentContext, popover, automatic

    /// The presenter gets appearance callbacks only when its view leaves the window
    /// (docs/uikit.md, "Appearance callbacks").
    public var presenterGetsAppearanceCallbacks: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// `fullScreen` and `currentContext` take the presenter's view out of the window
    /// once the presentation completes; the `over…` styles and sheets keep it.
    public var removesPresenterView: Bool { presenterGetsAppearanceCallbacks }
}
