/// A property of a view that an animation can move.
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable, Codable {
    /// The frame in the superview's coordinates (UIKit's `frame` with an identity transform).
    case frame
    case alpha
    /// A uniform scale transform about the view's centre.
    case scale
    case cornerRadius
    /// A turn about the vertical axis, in degrees (a flip): the visual width is
    /// |cos yaw| of the frame's, and past 90° the view shows its back, which is hidden.
    case yaw
    /// A turn about the horizontal axis, in degrees (a flip from the top or bottom):
    /// the visual height is |cos pitch| of the frame's; past 90° the back shows.
    case pitch
    /// The fraction of the view's height a page curl has lifted from the bottom edge;
    /// negative, the fraction covered from the top edge (the view shows its bottom
    /// part: what a curl uncovers from the bottom edge up).
    case curl

    /// Refuses an unknown name with a message that names it and the known ones.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let property = AnimatableProperty(rawValue: text) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "unknown property '\(text)'; expected "
                    + AnimatableProperty.allCases.map(\.rawValue).joined(separator: ", ")))
        }
        self = property
    }

    /// Whether the property's values are frames (or numbers).
    public var isFrame: Bool { self == .frame }
}

/// A value a track moves to or from, in expressions.
public enum ValueExpr: Hashable, Sendable, Codable {
    case rect(RectExpr)
    case number(Expr)
}

/// How an animation's progress follows its time, as a scene writes it.
public enum TimingDecl: Hashable, Sendable, Codable {
    /// A Core Animation curve (`linear`, `easeInOut`, `cubic(…)` …).
    case curve(TimingCurve)
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
    /// over the track's own duration.
    case spring(dampingRatio: Double, initialVelocity: Double)
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, as
    /// `CASpringAnimation` runs it: the spring moves in real seconds from the track's
    /// start, and its duration is only the window it runs in (on its target at the
    /// window's end, settled or not; docs/fidelity.md). The spring is written as a
    /// scene wrote it, in any dialect.
    case physicalSpring(SpringDecl, initialVelocity: Double)
}

/// A spring as a scene writes it: Core Animation's mass, stiffness and damping, or
/// another system's numbers (`SpringDialect`), which all come down to those three.
public enum SpringDecl: Hashable, Sendable, Codable {
    /// `CASpringAnimation`'s numbers; mass nil where it was not written (mass 1, as
    /// React Native's and Framer Motion's `stiffness` and `damping` are).
    case physical(mass: Double?, stiffness: Double, damping: Double)
    case dialect(SpringDialect)

    /// The spring every form converts to, starting at `velocity` (distances per second).
    public func physical(velocity: Double) -> PhysicalSpring {
        switch self {
        case .physical(let mass, let stiffness, let damping):
            PhysicalSpring(mass: mass ?? 1, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        case .dialect(let dialect):
            dialect.physical(velocity: velocity)
        }
    }
}

/// One property of one view moving over a window of an animation's time. Several
/// tracks on the same property are keyframes: each starts where the one before it
/// ends, so a percent scrubs a multi-phase animation.
public struct TrackDecl: Hashable, Sendable, Codable {
    public var view: String
    public var property: AnimatableProperty
    /// nil: the value the view has when the animation (or, for a later keyframe, the
    /// keyframe before it) reaches this track.
    public var from: ValueExpr?
    public var to: ValueExpr
    /// Seconds from the start of the animation.
    public var start: Expr
    /// Seconds; nil: to the end of the animation.
    public var duration: Expr?
    public var timing: TimingDecl

    public init(_ view: String, _ property: AnimatableProperty, from: ValueExpr? = nil, to: ValueExpr,
                start: Expr = 0, duration: Expr? = nil, timing: TimingDecl = .curve(.easeInOut)) {
        self.view = view
        self.property = property
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.timing = timing
    }

    /// A frame track.
    public static func frame(_ view: String, from: RectExpr? = nil, to: RectExpr, start: Expr = 0,
                             duration: Expr? = nil, _ timing: TimingDecl) -> TrackDecl {
        TrackDecl(view, .frame, from: from.map(ValueExpr.rect), to: .rect(to), start: start, duration: duration,
                  timing: timing)
    }

    /// A number track (alpha, scale, corner radius, yaw, curl).
    public static func number(_ view: String, _ property: AnimatableProperty, from: Expr? = nil, to: Expr,
                              start: Expr = 0, duration: Expr? = nil, _ timing: TimingDecl) -> TrackDecl {
        TrackDecl(view, property, from: from.map(ValueExpr.number), to: .number(to), start: start,
                  duration: duration, timing: timing)
    }
}

/// An animation that is not the transition's: it runs on the clock from the moment it
/// starts (a status bar fading, a cell's highlight, a spring back after a drag).
public struct AnimationDecl: Hashable, Sendable, Codable {
    public var duration: Expr
    public var tracks: [TrackDecl]

    public init(duration: Expr, _ tracks: [TrackDecl]) {
        self.duration = duration
        self.tracks = tracks
    }
}

/// A named curve as its name; a cubic as its four numbers (`[x1, y1, x2, y2]`),
/// checked as `CubicBezier.init` checks them.
extension TimingCurve: Codable {
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let named = TimingCurve.namedCurves.first(where: { $0.name == name }) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown curve '\(name)'"))
            }
            self = named
            return
        }
        var numbers = try decoder.unkeyedContainer()
        let points = try (0..<4).map { _ in try numbers.decode(Double.self) }
        guard numbers.isAtEnd else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a cubic curve has 4 numbers"))
        }
        self = .cubic(try CubicBezier(points[0], points[1], points[2], points[3]))
    }

    public func encode(to encoder: any Encoder) throws {
        if case .cubic(let b) = self {
            var container = encoder.unkeyedContainer()
            for value in [b.x1, b.y1, b.x2, b.y2] { try container.encode(value) }
        } else {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }
    }
}
