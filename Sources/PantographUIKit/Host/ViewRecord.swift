/// One view as the screen shows it now, with its record name: what a test or the
/// harness reads after each step. The values are the presentation's (the model with
/// running animations applied), in window coordinates.
public struct ViewRecord: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    /// What `frame` would report in the window, every transform applied.
    public let frame: CGRect
    public let alpha: CGFloat
    /// Hidden itself, inside a hidden view, or turned to show a back it does not draw.
    public let isHidden: Bool
    public let transform: CATransform3D
    public let cornerRadius: CGFloat
    /// A view made by `snapshotView(afterScreenUpdates:)`.
    public let isSnapshot: Bool
    /// What a view transition (`UIView.transition`) shows of it now: Core Animation
    /// draws the effect over the layer, with no property of its own to read, so a
    /// timeline of the app's view transitions reads it here.
    public var effect = Effect()

    /// A view transition's effect on one view, in the scenes' terms (docs/flip.md): a
    /// flip's turn in degrees about the view's vertical axis (`yaw`) or horizontal one
    /// (`pitch`), a curl's share (`curl`); all 0 when none is in flight.
    public struct Effect: Hashable, Sendable {
        public var yaw = 0.0
        public var pitch = 0.0
        public var curl = 0.0
    }

    public var description: String {
        func n(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
        var text = "\(name) \(n(frame.minX)),\(n(frame.minY)),\(n(frame.width)),\(n(frame.height)) alpha \(n(alpha))"
        if cornerRadius != 0 { text += " radius \(n(cornerRadius))" }
        if isHidden { text += " hidden" }
        if isSnapshot { text += " snapshot" }
        return text
    }
}
