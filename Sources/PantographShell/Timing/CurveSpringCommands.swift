import PantographEngine

/// `spring`'s two ways to describe a spring, as `Command.spring` carries them.
public enum SpringQuery: Hashable, Sendable {
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
    /// UIKit solves for the stiffness of a unit mass (`SpringTiming`).
    case uikit(duration: Double, dampingRatio: Double, velocity: Double)
    /// `CASpringAnimation`'s mass, stiffness, damping and initialVelocity.
    case physical(mass: Double, stiffness: Double, damping: Double, velocity: Double)
    /// SwiftUI's, Android's, React Native's, Framer Motion's or Origami's numbers.
    case dialect(SpringDialect, velocity: Double)
    /// `spring A vs B …`: several springs, plotted over each other.
    indirect case versus(SpringQuery, SpringQuery)

    /// The springs of a `versus`, in the order written; one for the others.
    public var springs: [SpringQuery] {
        if case .versus(let first, let rest) = self { return first.springs + rest.springs }
        return [self]
    }
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
        "curve", summary: "a timing curve's or a spring's value at X (a fraction of its duration), plotted",
        discussion: """
            cubic(X1,Y1,X2,Y2) is written without blanks, X1 and X2 within 0…1, Y1 and Y2 \
            within -1000…1000; default is Core Animation's implicit-animation curve. A spring \
            is written as a scene's track writes it: spring(DAMPING,VELOCITY), UIKit's spring \
            fitted to the `duration` setting, X a fraction of it; or spring(KEY=VALUE,…) in any \
            dialect `spring` reads (spring(response=0.4,damping-fraction=0.8)), X a fraction of \
            its settling duration, on 1 at X = 1 as a track of that duration ends \
            (docs/springs.md). X is within 0…1 (42% = 0.42). Changes nothing.
            """,
        forms: [{ () -> Form in
            let timingParameter = Parameter("TIMING", completion: .words(TimingCurve.namedCurves.map(\.name) + ["cubic(", "spring("]))
            let at = Parameter("X", keyword: "at")
            return Form([timingParameter, at]) { args throws(ArgumentError) in
                let text = try args.required(timingParameter) { (t: String) throws(ValueError) in t }
                let timing: TimingDecl
                if SceneSprings.isSpring(text) {
                    do throws(SceneProblemAt) {
                        timing = try SceneSprings.timing(text, column: args.column(timingParameter) ?? 1)
                    } catch {
                        throw ArgumentError(message: error.message, column: error.column)
                    }
                } else {
                    timing = .curve(try args.required(timingParameter) { (t: String) throws(ValueError) in try timingCurve(t) })
                }
                let x = try args.required(at) { (t: String) throws(ValueError) in
                    try Values.number(t, what: "X", in: 0...1)
                }
                return .curve(timing, x: x)
            }
        }()])

    static let spring = CommandSpec(
        "spring", summary: "a spring in every dialect, its settling duration and overshoot, plotted",
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
            The other forms are SwiftUI's (R and D 0.01…100 s, Z 0.001…100, 0 ≤ B < 1), \
            iOS 17's UIView.animate(springDuration: D, bounce: B), which is SwiftUI's spring, \
            Android's (K, Z, numbers or its constants, STIFFNESS_LOW…), React Native's and \
            Framer Motion's (K, C, mass 1; VD 0.01…80 s with B), and React \
            Native's and Origami's (T -23.5…2000, F -0.33…3000, B 0…40, S 0…300); `duration` \
            with `bounce` is SwiftUI's, with `damping` UIKit's. A keyword may also be spelt as \
            the output and the systems' APIs spell it: dampingFraction, dampingRatio, \
            springDuration, visualDuration, initialVelocity, initialSpringVelocity. Every form prints the spring \
            in every dialect (docs/springs.md), its period and its overshoot. `vs` and another \
            spring, in any form, plots up to 6 springs over each other, each with its own mark. \
            Changes nothing.
            """,
        forms: [
            { () -> Form in
                let duration = Parameter("D", keyword: "duration")
                let damping = Parameter("Z", keyword: "damping", aliases: ["dampingRatio"])
                return springForm([duration, damping, Parameters.velocity],
                                  summary: "UIKit's spring animation: duration D, damping ratio Z, velocity V") { args throws(ArgumentError) in
                    .spring(.uikit(
                        duration: try args.required(duration) { (t: String) throws(ValueError) in try seconds(t) },
                        dampingRatio: try args.required(damping) { (t: String) throws(ValueError) in try dampingRatio(t) },
                        velocity: try args.value(Parameters.velocity, velocity) ?? 0))
                }
            }(),
            { () -> Form in
                let massParameter = Parameter("M", keyword: "mass")
                return springForm([massParameter, Parameters.stiffness, Parameters.damping, Parameters.velocity],
                                  summary: "CASpringAnimation: mass M, stiffness K, damping C, velocity V") { args throws(ArgumentError) in
                    try physical(args, mass: try args.required(massParameter, mass))
                }
            }(),
            { () -> Form in
                let stiffness = Parameter("K", keyword: "stiffness", completion: .numberOr(AndroidSpringPresets.stiffness.map(\.name)))
                let ratio = Parameter("Z", keyword: "damping-ratio", aliases: ["dampingRatio"],
                                      completion: .numberOr(AndroidSpringPresets.dampingRatio.map(\.name)))
                return dialect([stiffness, ratio],
                               summary: "Android SpringForce: stiffness K, damping ratio Z (numbers or its constants)") { args throws(ArgumentError) in
                    .android(stiffness: try args.required(stiffness, androidStiffness),
                             dampingRatio: try args.required(ratio, androidDampingRatio))
                }
            }(),
            springForm([Parameters.stiffness, Parameters.damping, Parameters.velocity],
                       summary: "React Native and Framer Motion: stiffness K, damping C, mass 1") { args throws(ArgumentError) in
                try physical(args, mass: 1)
            },
            { () -> Form in
                let response = Parameter("R", keyword: "response")
                let fraction = Parameter("Z", keyword: "damping-fraction", aliases: ["dampingFraction"])
                return dialect([response, fraction], summary: "SwiftUI .spring(response: R, dampingFraction: Z)") { args throws(ArgumentError) in
                    .swiftUIResponse(response: try args.required(response, swiftUIResponse),
                                     dampingFraction: try args.required(fraction, dampingFraction))
                }
            }(),
            durationAndBounce(Parameter("D", keyword: "duration"), summary: "SwiftUI Spring(duration: D, bounce: B)"),
            durationAndBounce(Parameter("D", keyword: "spring-duration", aliases: ["springDuration"]),
                              summary: "UIKit (iOS 17) UIView.animate(springDuration: D, bounce: B), SwiftUI's spring"),
            { () -> Form in
                let visual = Parameter("VD", keyword: "visual-duration", aliases: ["visualDuration"])
                let bounceParameter = Parameter("B", keyword: "bounce")
                return dialect([visual, bounceParameter],
                               summary: "Framer Motion's visualDuration VD and bounce B") { args throws(ArgumentError) in
                    framerVisualDuration(try args.required(visual, framerVisualDuration), bounce: try args.required(bounceParameter, bounce))
                }
            }(),
            { () -> Form in
                let tensionParameter = Parameter("T", keyword: "tension"), frictionParameter = Parameter("F", keyword: "friction")
                return dialect([tensionParameter, frictionParameter],
                               summary: "React Native's and Origami's tension T and friction F") { args throws(ArgumentError) in
                    .tensionFriction(tension: try args.required(tensionParameter, tension),
                                     friction: try args.required(frictionParameter, friction))
                }
            }(),
            { () -> Form in
                let bouncinessParameter = Parameter("B", keyword: "bounciness"), speedParameter = Parameter("S", keyword: "speed")
                return dialect([bouncinessParameter, speedParameter],
                               summary: "React Native's and Origami's bounciness B and speed S") { args throws(ArgumentError) in
                    .bouncinessSpeed(bounciness: try args.required(bouncinessParameter, bounciness),
                                     speed: try args.required(speedParameter, speed))
                }
            }(),
        ])

    /// The parameters several of `spring`'s forms share, so that one reader
    /// (`physical`, `springForm`, `dialect`) reads each form's through the same handle.
    enum Parameters {
        static let stiffness = Parameter("K", keyword: "stiffness")
        static let damping = Parameter("C", keyword: "damping")
        static let velocity = Parameter("V", keyword: "velocity", aliases: ["initialVelocity", "initialSpringVelocity"],
                                        optional: true)
        static let vs = Parameter("SPRING…", keyword: "vs", optional: true, arity: 0)
    }

    /// Android's constant of that name, as the `float` Android stores (`STIFFNESS_LOW`
    /// is 200, `DAMPING_RATIO_HIGH_BOUNCY` 0.2f, which is 0.20000000298…); nil when the
    /// word is no constant's name. A misspelt constant gets the suggestion.
    static func androidPreset(_ text: String, in presets: [(name: String, value: Float)]) throws(ValueError) -> Double? {
        if let preset = presets.first(where: { $0.name == text }) { return Double(preset.value) }
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first), first != "-", first != "+", first != "." else {
            return nil
        }
        let suggestion = Quoting.suggestion(for: text, in: presets.map(\.name))
        guard !suggestion.isEmpty else { return nil }
        throw ValueError("unknown constant \(Quoting.quoted(text))\(suggestion)")
    }

    /// The most springs one `spring … vs …` line plots, one mark each.
    static let versusLimit = 6

    /// A keyword-led form of `spring`, with `vs SPRING…` after it: the rest of the line
    /// is more springs, in any form, plotted over this one.
    /// Core Animation's and React Native's forms alike: stiffness, damping and velocity
    /// read the same way, the mass given or 1.
    private static func physical(_ args: Arguments, mass: Double) throws(ArgumentError) -> Command {
        .spring(.physical(
            mass: mass,
            stiffness: try args.required(Parameters.stiffness, stiffness),
            damping: try args.required(Parameters.damping, damping),
            velocity: try args.value(Parameters.velocity, velocity) ?? 0))
    }

    private static func springForm(_ parameters: [Parameter], summary: String,
                                   _ build: @escaping @Sendable (Arguments) throws(ArgumentError) -> Command) -> Form {
        Form.ledByKeyword(parameters + [Parameters.vs],
                          summary: summary) { args throws(ArgumentError) in
            let command = try build(args)
            guard case .spring(let first) = command,
                  let rest = try args.value(Parameters.vs, { (t: String) throws(ValueError) in try springs(t, place: "after 'vs'") }) else { return command }
            guard first.springs.count + rest.springs.count <= versusLimit else {
                throw ArgumentError(message: "spring plots at most \(versusLimit) springs at once", column: args.column(Parameters.vs) ?? 1)
            }
            return .spring(.versus(first, rest))
        }
    }

    /// The springs after `vs` (or `plot`'s `spring`), read as a `spring` line of their
    /// own: every form, `vs` and the limit of `versusLimit` as `spring` takes them.
    static func springs(_ text: String, place: String) throws(ValueError) -> SpringQuery {
        let line = Array(("spring " + text).utf8)
        do {
            let commands = try Lexer.commands(in: line)
            guard commands.count == 1, case .spring(let query) = try Parser.parse(commands[0]) else {
                throw ValueError("expected a spring \(place), got '\(text)'")
            }
            return query
        } catch let error as ArgumentError {
            throw ValueError(place + ": " + error.message)
        } catch let error as ValueError {
            throw error
        } catch {
            throw ValueError("expected a spring \(place), got '\(text)'")
        }
    }

    /// SwiftUI's `Spring(duration:bounce:)`, led by `duration`, and iOS 17's
    /// `UIView.animate(springDuration:bounce:)`, the same spring led by its own keyword.
    private static func durationAndBounce(_ duration: Parameter, summary: String) -> Form {
        let bounceParameter = Parameter("B", keyword: "bounce")
        return dialect([duration, bounceParameter], summary: summary) { args throws(ArgumentError) in
            .swiftUIDuration(duration: try args.required(duration, swiftUIDuration),
                             bounce: try args.required(bounceParameter, bounce))
        }
    }

    /// A keyword-led form of one dialect, with `velocity V` after its own keywords.
    private static func dialect(_ parameters: [Parameter], summary: String,
                                _ build: @escaping @Sendable (Arguments) throws(ArgumentError) -> SpringDialect) -> Form {
        springForm(parameters + [Parameters.velocity],
                   summary: summary) { args throws(ArgumentError) in
            .spring(.dialect(try build(args), velocity: try args.value(Parameters.velocity, velocity) ?? 0))
        }
    }

    /// Framer Motion's `visualDuration` and `bounce` (motiondivision/motion v12.7.4,
    /// `spring/index.ts` lines 39–52): ω₀ = 2π/(1.2·visualDuration), ζ = 1 − bounce
    /// clamped to 0.05…1, mass 1, which is SwiftUI's `Spring(duration: 1.2·VD,
    /// bounce: min(B, 0.95))`, and so the dialect it is read into.
    static func framerVisualDuration(_ visualDuration: Double, bounce: Double) -> SpringDialect {
        .swiftUIDuration(duration: visualDuration * 1.2, bounce: min(bounce, 0.95))
    }

    /// Framer Motion's visual duration, in seconds: 1.2 times it stays within `responseRange`.
    static let visualDurationRange: ClosedRange<Double> = 0.01...80

    static func framerVisualDuration(_ t: String) throws(ValueError) -> Double {
        try response(t, what: "visual duration VD", in: visualDurationRange)
    }

    /// The damping ratios the dialects take: positive (an undamped spring never
    /// settles) up to 100, well past any spring in use.
    static let dialectDampingRatioRange: ClosedRange<Double> = 0.001...100
    /// SwiftUI's response and duration, in seconds.
    static let responseRange: ClosedRange<Double> = 0.01...100
    /// Tension and friction that keep the stiffness and damping within their ranges:
    /// k = (T − 30)·3.62 + 194 ≥ 0.01 from T = −23.59, c = (F − 8)·3 + 25 ≥ 0.01 from F = −0.33.
    static let tensionRange: ClosedRange<Double> = -23.5...2000
    static let frictionRange: ClosedRange<Double> = -0.33...3000
    /// Bounciness and speed as Origami's sliders reach and well past.
    static let bouncinessRange: ClosedRange<Double> = 0...40
    static let speedRange: ClosedRange<Double> = 0...300

    /// Seconds, as `seconds` reads them, within `range` (`responseRange`).
    static func response(_ text: String, what: String, in range: ClosedRange<Double> = responseRange) throws(ValueError) -> Double {
        let (parsed, scale) = Values.durationNumber(text)
        let rangeText = "\(Values.show(range.lowerBound))…\(Values.show(range.upperBound)) s"
        guard let value = parsed, value.isFinite else {
            throw ValueError("expected \(what) (like 500ms, 0.5s or 0.5) within \(rangeText), got '\(text)'")
        }
        guard range.contains(value * scale) else {
            throw ValueError("\(what) must be within \(rangeText), got \(text)")
        }
        return value * scale
    }

    /// The largest |Y1| and |Y2| of a `cubic(…)` that `curve` takes: the plot and its
    /// labels stay readable, and far beyond any anticipation or overshoot in use.
    static let cubicYLimit = 1000.0

    /// `TimingCurveText.parse`, with Y1 and Y2 within ±`cubicYLimit`.
    static func timingCurve(_ text: String) throws(ValueError) -> TimingCurve {
        let curve: TimingCurve
        do {
            curve = try TimingCurveText.parse(text)
        } catch {
            throw ValueError(Phrasing.timingCurve(error, kind: "timing curve"))
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
