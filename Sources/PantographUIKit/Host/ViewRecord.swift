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

    public var description: String {
        func n(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
        var text = "\(name) \(n(frame.minX)),\(n(frame.minY)),\(n(frame.width)),\(n(frame.height)) alpha \(n(alpha))"
        if cornerRadius != 0 { text += " radius \(n(cornerRadius))" }
        if isHidden { text += " hidden" }
        if isSnapshot { text += " snapshot" }
        return text
    }
}
