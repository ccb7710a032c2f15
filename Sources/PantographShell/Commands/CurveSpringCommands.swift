import PantographEngine

/// `spring`'s two ways to describe a spring, as `Command.spring` carries them.
public enum SpringQuery: Hashable, Sendable {
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
    /// UIKit solves for the stiffness of a unit mass (`SpringTiming`).
    case uikit(duration: Double, dampingRatio: Double, velocity: Double)
    /// `CASpringAnimation`'s mass, stiffness, damping and initialVelocity.
    case physical(mass: Double, stiffness: Double, damping: Double, velocity: Double)
}

/// The declarations of `curve` and `spring`, two queries that print a timing's
/// numbers and a plot and change nothing. `CommandRegistry.all` lists them.
enum CurveSpringCommands {
    /// The ranges `spring` accepts. The duration is the one UIKit clamps to
    /// (`SpringTiming.durationRange`); the others keep every result finite and the
    /// solvers accurate, and cover any spring an app uses.
    static let durationRange = SpringTiming.durationRange
    static let massRange: ClosedRange<Double> = 0.01...100
    static let stiffnessRange: ClosedRange<Double> = 0.01...10_000
    static let dampingRange: ClosedRange<Double> = 0.01...10_000
    static let velocityRange: ClosedRange<Double> = -1000...1000

    static let curve = CommandSpec(
        "curve", summary: "a timing curve's value at X (a fraction of the duration), plotted",
        discussion: """
            cubic(X1,Y1,X2,Y2) is written without blanks, X1 and X2 within 0…1, Y1 and Y2 \
            within -1000…1000; default is Core Animation's implicit-animation curve. X is \
            within 0…1 (42% = 0.42). Changes nothing.
            """,
        forms: [Form([Parameter("TIMING", completion: .words(TimingCurve.namedCurves.map(\.name) + ["cubic("])),
                      Parameter("X", keyword: "at")]) { args throws(ArgumentError) in
            let timing = try args.required("TIMING") { (t: String) throws(ValueError) in try timingCurve(t) }
            let x = try args.required("at") { (t: String) throws(ValueError) in
                try Values.number(t, what: "X", in: 0...1)
            }
            return .curve(timing, x: x)
        }])

    static let spring = CommandSpec(
        "spring", summary: "a spring's stiffness, damping and settling duration, plotted",
        discussion: """
            `duration` is UIView.animate(withDuration: D, delay: 0, usingSpringWithDamping: Z, \
            initialSpringVelocity: V): UIKit picks the least stiff spring of mass 1 whose rest \
            term at D is within 0.001 of 0 (D 0.01…10 s, Z > 0 and ≤ 1; the rule is in \
            docs/uikit.md, "Timing"). Without velocity and with Z below about 0.001 no \
            stiffness meets it: an error. `mass` is \
            CASpringAnimation's mass, stiffness and damping (M 0.01…100, K and C 0.01…10000). \
            V (default 0, -1000…1000) is in distances per second. The keywords come in any \
            order. The settling duration is CASpringAnimation.settlingDuration; `off rest at D` \
            is how far the spring is from its target at D, where UIKit's animation jumps onto it. \
            Changes nothing.
            """,
        forms: [
            Form.ledByKeyword([Parameter("D", keyword: "duration"), Parameter("Z", keyword: "damping"),
                               Parameter("V", keyword: "velocity", optional: true)],
                              summary: "UIKit's spring animation: duration D, damping ratio Z, velocity V") { args throws(ArgumentError) in
                .spring(.uikit(
                    duration: try args.required("duration") { (t: String) throws(ValueError) in try seconds(t) },
                    dampingRatio: try args.required("damping") { (t: String) throws(ValueError) in try dampingRatio(t) },
                    velocity: try args.value("velocity") { (t: String) throws(ValueError) in
                        try Values.number(t, what: "velocity V", in: velocityRange)
                    } ?? 0))
            },
            Form.ledByKeyword([Parameter("M", keyword: "mass"), Parameter("K", keyword: "stiffness"),
                               Parameter("C", keyword: "damping"), Parameter("V", keyword: "velocity", optional: true)],
                              summary: "CASpringAnimation: mass M, stiffness K, damping C, velocity V") { args throws(ArgumentError) in
                .spring(.physical(
                    mass: try args.required("mass") { (t: String) throws(ValueError) in
                        try Values.number(t, what: "mass M", in: massRange)
                    },
                    stiffness: try args.required("stiffness") { (t: String) throws(ValueError) in
                        try Values.number(t, what: "stiffness K", in: stiffnessRange)
                    },
                    damping: try args.required("damping") { (t: String) throws(ValueError) in
                        try Values.number(t, what: "damping C", in: dampingRange)
                    },
                    velocity: try args.value("velocity") { (t: String) throws(ValueError) in
                        try Values.number(t, what: "velocity V", in: velocityRange)
                    } ?? 0))
            },
        ])

    /// The largest |Y1| and |Y2| of a `cubic(…)` that `curve` takes: the plot and its
    /// labels stay readable, and far beyond any anticipation or overshoot in use.
    static let cubicYLimit = 1000.0

    /// `TimingCurve.parse`, with Y1 and Y2 within ±`cubicYLimit`.
    static func timingCurve(_ text: String) throws(ValueError) -> TimingCurve {
        let curve: TimingCurve
        do {
            curve = try TimingCurve.parse(text)
        } catch {
            throw ValueError(error.message.replacing("unknown completion curve", with: "unknown timing curve"))
        }
        if case .cubic(let b) = curve, !(abs(b.y1) <= cubicYLimit && abs(b.y2) <= cubicYLimit) {
            let limit = Values.show(cubicYLimit)
            throw ValueError("curve takes cubic Y1 and Y2 within -\(limit)…\(limit), got \(text)")
        }
        return curve
    }

    /// Seconds, as `250ms`, `0.25s` or `0.25`, within `durationRange`.
    static func seconds(_ text: String) throws(ValueError) -> Double {
        let (parsed, scale) = Values.durationNumber(text)
        let range = durationRange
        let rangeText = "\(Values.show(range.lowerBound))…\(Values.show(range.upperBound)) s"
        guard let value = parsed, value.isFinite else {
            throw ValueError("expected a duration D (like 500ms, 0.5s or 0.5) within \(rangeText), got '\(text)'")
        }
        let seconds = value * scale
        guard range.contains(seconds) else {
            throw ValueError("duration D must be within \(rangeText), got \(text)")
        }
        return seconds
    }

    /// ζ in 0…1 but not 0: UIKit clamps to FLT_EPSILON…1, and an undamped spring has
    /// no duration to be solved for.
    static func dampingRatio(_ text: String) throws(ValueError) -> Double {
        let value = try Values.number(text, what: "damping ratio Z")
        guard value > 0, value <= 1 else {
            throw ValueError("damping ratio Z must be > 0 and ≤ 1, got \(text)")
        }
        return value
    }
}
