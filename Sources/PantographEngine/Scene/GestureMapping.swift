/// How a scenario's gesture handler turns a pan into progress for one operation:
/// progress grows along `direction` and reaches 1 after `distance` points.
public struct GestureMapping: Hashable, Sendable {
    /// A unit vector pointing towards completing (up is `(0, -1)`).
    public var direction: Point
    public var distance: Double
    /// Whether the scenario's `cap` setting limits the progress.
    public var isCapped: Bool

    public init(direction: Point, distance: Double, isCapped: Bool) {
        self.direction = direction
        self.distance = distance
        self.isCapped = isCapped
    }

    /// A vector's component towards completing.
    public func along(_ v: Point) -> Double { v.x * direction.x + v.y * direction.y }

    /// `min(max(t·direction / distance, 0), cap)`.
    public func progress(translation: Point, cap: Double) -> Double {
        let p = min(max(along(translation) / distance, 0), 1)
        return isCapped ? min(p, cap) : p
    }

    public func releaseInput(translation: Point, velocity: Point, cap: Double) -> ReleaseInput {
        ReleaseInput(progress: progress(translation: translation, cap: cap),
                     translation: along(translation), distance: distance, velocity: along(velocity))
    }
}
