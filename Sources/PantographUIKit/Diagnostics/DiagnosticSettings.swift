/// What the diagnostics tolerate (docs/diagnostics.md).
public struct DiagnosticSettings: Hashable, Sendable {
    /// How far an edge of a visible view may move from one frame of the screen to the
    /// next at a release, a re-grab or the end of a cancel, beyond what the finger (or
    /// the motion of the frame before) explains, before it is a frame jump: 10 points,
    /// the pan's slop, by default.
    public var jumpDistance: CGFloat

    /// How far past its top a drag down must take a sheet's scroll view, with the sheet
    /// left where it is, before the sheet could not be pulled: 10 points, the pan's
    /// slop, by default.
    public var pullDistance: CGFloat

    public init(jumpDistance: CGFloat = 10, pullDistance: CGFloat = 10) {
        self.jumpDistance = jumpDistance
        self.pullDistance = pullDistance
    }
}
