/// A view a scene can show: its name, its superview and how it looks when it is
/// added to the window. Views are declared once; the window then adds and removes
/// them as UIKit and the animator would.
public struct ViewDecl: Hashable, Sendable, Codable {
    /// The most levels views may nest, a view in the window being at level 1: far
    /// beyond any screen's hierarchy, and what keeps a view's subtree and its visual
    /// frame (which walk its superviews) cheap.
    public static let deepestNesting = 100

    public var name: String
    /// The superview, when it is another view of the scene: its frame is then in the
    /// superview's coordinates, it moves and scales with it, and it leaves the window
    /// with it. nil: a subview of the window (or of the transition's container).
    public var superview: String?
    public var frame: RectExpr
    public var alpha: Double
    public var isHidden: Bool
    public var cornerRadius: Double
    /// A uniform scale transform about the view's centre (`transform =
    /// CGAffineTransform(scaleX: s, y: s)`), which the frame does not include.
    public var scale: Double
    /// A snapshot that flies between the screens, named after the view it copies with
    /// a `~` suffix.
    public var isPhantom: Bool

    public init(_ name: String, _ frame: RectExpr, in superview: String? = nil, alpha: Double = 1,
                hidden: Bool = false, cornerRadius: Double = 0, scale: Double = 1, phantom: Bool = false) {
        self.name = name
        self.superview = superview
        self.frame = frame
        self.alpha = alpha
        self.isHidden = hidden
        self.cornerRadius = cornerRadius
        self.scale = scale
        self.isPhantom = phantom
    }
}

extension ViewDecl {
    /// How the view is when it is inserted, for these settings: its values checked
    /// (each that is not finite is reported at view `index`'s attribute).
    func initialState(index: Int, _ settings: Settings, _ problems: SceneProblems) -> ViewState {
        var state = ViewState(id: index, frame: problems.evaluate(frame, settings, at: ScenePath(.view(index), \ViewDecl.frame)),
                              alpha: problems.finite(alpha, at: ScenePath(.view(index), \ViewDecl.alpha)), isHidden: isHidden,
                              cornerRadius: problems.finite(cornerRadius, at: ScenePath(.view(index), \ViewDecl.cornerRadius)))
        state.scale = problems.finite(scale, at: ScenePath(.view(index), \ViewDecl.scale))
        return state
    }
}

/// A view controller of a scene: its name, as events print it, and its root view.
public struct ControllerDecl: Hashable, Sendable, Codable {
    public var name: String
    public var view: String
    /// `definesPresentationContext`; a scene setting may bind it.
    public var definesPresentationContext: Bool
    /// Child controllers (a navigation controller's), which get their container's
    /// appearance callbacks after it.
    public var children: [String]

    public init(_ name: String, view: String, definesPresentationContext: Bool = false, children: [String] = []) {
        self.name = name
        self.view = view
        self.definesPresentationContext = definesPresentationContext
        self.children = children
    }
}
