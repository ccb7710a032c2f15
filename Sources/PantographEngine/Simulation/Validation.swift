/// What the engine refuses to run on: a number no screen, clock or policy can hold.
/// Checked where values come in (`Simulator.init(scene:settings:)`, `apply(_:)`),
/// so no input can make the clock, a frame or a percent non-finite.
extension Input {
    /// The longest time one input may let pass: a day, as the shell's durations.
    public static let longestInterval = 86_400.0
    /// The fastest velocity on either axis, in points per second, that a release may
    /// report: far beyond any finger (a hard flick is a few thousand), and small enough
    /// that no policy's projection or rate of it overflows. The shell holds every typed
    /// coordinate and translation to it too.
    public static let velocityLimit = 1_000_000_000.0

    /// Throws when a number this input carries is one the engine cannot run on.
    /// Inlined into `apply`, where it runs before every input (a pan move's too);
    /// public for a caller that stands in for `apply` (the shell's `judge` feeds a
    /// trace's touches to the recognizer alone) and must refuse what it refuses.
    @inline(__always)
    public func check() throws(EngineError) {
        switch self {
        case .panBegin(let location):
            if let location { try Self.check(location) }
        case .panMove(let translation, let interval):
            try Self.check(translation)
            if let interval { try Self.check(interval: interval) }
        case .panEnd(let velocity):
            if let velocity { try Self.check(velocity: velocity) }
        case .touchDown(let location):
            try Self.check(location)
        case .touchMove(let location, let interval):
            try Self.check(location)
            if let interval { try Self.check(interval: interval) }
        case .touchUpReporting(let velocity):
            try Self.check(velocity: velocity)
        case .advance(let seconds):
            try Self.check(interval: seconds)
        case .changeSettings(let settings):
            try settings.check()
        // `update` warns of a NaN itself (UIKit ignores it) and clamps the rest.
        case .panCancel, .touchUp, .touchCancel, .present, .dismiss, .push, .pop, .viewTransition,
             .startInteractive, .update, .finish, .cancel, .pause, .settle, .reset:
            break
        }
    }

    private static func check(_ point: Point) throws(EngineError) {
        guard point.x.isFinite, point.y.isFinite else { throw .notFinite(point) }
    }

    private static func check(velocity: Point) throws(EngineError) {
        try check(velocity)
        guard abs(velocity.x) <= velocityLimit, abs(velocity.y) <= velocityLimit else {
            throw .velocityOutOfRange(velocity)
        }
    }

    private static func check(interval: Double) throws(EngineError) {
        guard (0...longestInterval).contains(interval) else { throw .intervalOutOfRange(interval) }
    }
}

/// A setting the engine cannot run on, with the value it was given.
public enum SettingProblem: Hashable, Sendable {
    /// Each side within `Settings.screenSides`.
    case screen(Size)
    /// Each inset within `Settings.safeAreaInsets`, and together shorter than the screen.
    case safeArea(top: Double, bottom: Double)
    /// Within `Settings.durations`.
    case duration(Double)
    /// Within `Settings.completionSpeeds`, or within `-completionSpeeds.upperBound…0`
    /// (which acts as 1).
    case completionSpeed(Double)
    /// Within 0…1.
    case cap(Double)
    /// Within `Settings.slops`.
    case slop(Double)
    /// Within `Settings.edgeWidths`.
    case edgeWidth(Double)
    /// The system push and pop's parallax, within 0…1 widths.
    case navParallax(Double)
    /// The system push and pop's dimming, an alpha within 0…1.
    case navDimming(Double)
    /// A policy constant outside its `PolicyConstant.range`, or one no policy declares.
    case policyConstant(key: String, value: Double)
    /// A policy constant a policy declares, missing from `policyValues`.
    case missingPolicyConstant(String)
}

extension Settings {
    public static let screenSides = 100.0...10_000
    public static let safeAreaInsets = 0.0...500
    public static let durations = 0.01...10.0
    public static let completionSpeeds = 0.01...100.0
    public static let caps = 0.0...1
    public static let slops = 0.0...100
    public static let edgeWidths = 0.0...1000
    /// A share of something whole: a width, an alpha.
    public static let fractions = 0.0...1

    /// Throws the first setting the engine cannot run on.
    public func check() throws(EngineError) {
        guard Self.screenSides.contains(screen.width), Self.screenSides.contains(screen.height) else {
            throw .invalidSetting(.screen(screen))
        }
        guard Self.safeAreaInsets.contains(safeAreaTop), Self.safeAreaInsets.contains(safeAreaBottom),
              safeAreaTop + safeAreaBottom < screen.height else {
            throw .invalidSetting(.safeArea(top: safeAreaTop, bottom: safeAreaBottom))
        }
        guard Self.durations.contains(duration) else { throw .invalidSetting(.duration(duration)) }
        let speeds = Self.completionSpeeds
        guard speeds.contains(completionSpeed) || (-speeds.upperBound...0).contains(completionSpeed) else {
            throw .invalidSetting(.completionSpeed(completionSpeed))
        }
        guard Self.caps.contains(cap) else { throw .invalidSetting(.cap(cap)) }
        guard Self.slops.contains(slop) else { throw .invalidSetting(.slop(slop)) }
        guard Self.edgeWidths.contains(edgeWidth) else { throw .invalidSetting(.edgeWidth(edgeWidth)) }
        guard Self.fractions.contains(navParallax) else { throw .invalidSetting(.navParallax(navParallax)) }
        guard Self.fractions.contains(navDimming) else { throw .invalidSetting(.navDimming(navDimming)) }
        for constant in ReleasePolicies.constants where policyValues[constant.key] == nil {
            throw .invalidSetting(.missingPolicyConstant(constant.key))
        }
        for (key, value) in policyValues.sorted(by: { $0.key < $1.key }) {
            guard let constant = ReleasePolicies.constants.first(where: { $0.key == key }),
                  constant.range.contains(value) else {
                throw .invalidSetting(.policyConstant(key: key, value: value))
            }
        }
    }
}
