/// The app's window: the root of its view hierarchy, the size of the screen. It
/// belongs to one `HeadlessApp`, which keeps its time and delivers its touches.
@MainActor open class UIWindow: UIView {
    /// The app this window belongs to. Unowned, cleared by the app's `deinit`: a weak
    /// reference would give the app a side table, and every retain of it the runtime's
    /// slow path.
    unowned var host: HeadlessApp?
    /// Accepted: there is one window.
    public var windowLevel = UIWindow.Level.normal
    public private(set) var isKeyWindow = false

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var screen: UIScreen { host?.screen ?? UIScreen.main }

    /// The controller whose view fills the window; setting it while the window is
    /// visible puts its view in the window and makes its appearance callbacks.
    open var rootViewController: UIViewController? {
        didSet {
            HierarchyChanges.changed()
            guard rootViewController !== oldValue else { return }
            if isKeyWindow { oldValue?.view.removeFromSuperview() }
            if isKeyWindow, let root = rootViewController { install(root) }
        }
    }

    open func makeKeyAndVisible() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        if let root = rootViewController { install(root) }
    }

    open func makeKey() { isKeyWindow = true }

    private func install(_ root: UIViewController) {
        root.loadViewIfNeeded()
        root.beginAppearanceTransition(true, animated: false)
        root.view.frame = bounds
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(root.view, at: 0)
        root.endAppearanceTransition()
    }

    /// The window's points are the screen's: it has no superview to convert to.
    open override var window: UIWindow? { self }

    public struct Level: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }
}
