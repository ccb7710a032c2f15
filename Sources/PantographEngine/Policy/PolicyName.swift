/// A release policy Pantograph ships, by name: only these can be chosen, so settings
/// cannot name a policy that does not exist.
public enum PolicyName: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case threshold
    case velocity
    case projection
    case flutter
    case reactNavigation = "react-navigation"
    case motionlayout

    /// The policy's type.
    public var policy: any ReleasePolicy.Type {
        switch self {
        case .threshold: ThresholdPolicy.self
        case .velocity: VelocityPolicy.self
        case .projection: ProjectionPolicy.self
        case .flutter: FlutterPolicy.self
        case .reactNavigation: ReactNavigationPolicy.self
        case .motionlayout: MotionLayoutPolicy.self
        }
    }

    /// The name as settings, records and messages spell it.
    public var description: String { rawValue }
}

/// How often the display refreshes: one pan sample and one settle step per frame.
public enum FrameRate: Int, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case fps60 = 60
    /// ProMotion.
    case fps120 = 120

    /// Frames per second.
    public var perSecond: Int { rawValue }
    /// Seconds per frame.
    public var interval: Double { 1 / Double(rawValue) }
    public var description: String { String(rawValue) }
}
