/// One `UIView` in the window, flattened: frames are in window points.
public struct View: Hashable, Sendable {
    public var name: String
    /// The untransformed frame (what `frame` would be with an identity transform).
    public var frame: Rect
    public var alpha: Double
    public var isHidden: Bool
    /// A uniform scale transform applied about the centre.
    public var scale: Double
    public var cornerRadius: Double
    /// A snapshot that flies between the screens, named `<original>~`.
    public var isPhantom: Bool
    /// The superview's name, when it is another view of the scene. A view whose
    /// superview is hidden is not visible, and leaves the window with it.
    public var superview: String?

    public init(_ name: String, _ frame: Rect, alpha: Double = 1, hidden: Bool = false,
                scale: Double = 1, cornerRadius: Double = 0, phantom: Bool = false,
                in superview: String? = nil) {
        self.name = name
        self.frame = frame
        self.alpha = alpha
        self.isHidden = hidden
        self.scale = scale
        self.cornerRadius = cornerRadius
        self.isPhantom = phantom
        self.superview = superview
    }

    /// What `UIView.frame` reports: the frame with the scale applied about the centre.
    public var visualFrame: Rect { frame.scaled(by: scale) }

    /// A phantom copy of this view, as `snapshotView(afterScreenUpdates:)` would make it.
    public func phantom(frame: Rect? = nil, cornerRadius: Double? = nil) -> View {
        View(name + "~", frame ?? self.frame, cornerRadius: cornerRadius ?? self.cornerRadius,
             phantom: true)
    }
}
