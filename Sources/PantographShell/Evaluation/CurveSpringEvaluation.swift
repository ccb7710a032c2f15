import PantographEngine

/// The answers of `curve` and `spring`: queries that print instead of the state
/// block and change nothing (docs/reference.md).
extension Evaluator {
    /// `curve TIMING at X`: the value, and the curve with X marked.
    static func curve(_ timing: TimingCurve, at x: Double) -> Response {
        var response = Response()
        let value = timing.progress(at: x)
        response.result = .object([("timing", .string(timing.name)), ("x", .number(x)), ("value", .number(value))])
        let width = 8
        var text = TextLayout.wrap(breakable(timing.name), first: "  " + TextLayout.pad("timing", width))
        text += "  " + TextLayout.pad("x", width) + Numbers.json(x) + "\n"
        text += "  " + TextLayout.pad("value", width) + Numbers.json(value) + "\n\n"
        text += CurvePlot.render(CurvePlot.samples(of: timing), from: "0", to: "1",
                                 axis: "fraction of the duration", marker: (x, value))
        response.display = .text(text)
        return response
    }

    /// `spring …`: stiffness, damping, ratio and settling duration, and the motion.
    /// UIKit's form fails when no stiffness meets UIKit's rest rule.
    static func spring(_ query: SpringQuery) throws(CommandError) -> Response {
        var response = Response()
        let m: Double, k: Double, c: Double, v: Double
        var uikit: SpringTiming?
        switch query {
        case .uikit(let duration, let ratio, let velocity):
            let timing: SpringTiming
            do {
                timing = try SpringTiming(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
            } catch {
                throw CommandError(message: Phrasing.unsolvable(error), column: nil)
            }
            (m, k, c, v) = (1, timing.stiffness, timing.damping, velocity)
            uikit = timing
        case .physical(let mass, let stiffness, let damping, let velocity):
            (m, k, c, v) = (mass, stiffness, damping, velocity)
        case .dialect(let dialect, let velocity):
            let spring = dialect.physical(velocity: velocity)
            (m, k, c, v) = (spring.mass, spring.stiffness, spring.damping, spring.initialVelocity)
        }
        let physical = PhysicalSpring(mass: m, stiffness: k, damping: c, initialVelocity: v)
        let dialects = SpringDialectView(physical)
        let ratio = c / (2 * (k * m).squareRoot())
        let settling = SpringTiming.settlingDuration(mass: m, stiffness: k, damping: c, initialVelocity: v)
        var pairs: [(String, JSON)] = [("mass", .number(m)), ("stiffness", .number(k)), ("damping", .number(c)),
                                       ("dampingRatio", .number(ratio)), ("settlingDuration", .number(settling))]
        // How far the spring itself is from its target when UIKit's animation ends on it
        // at D: the jump the animation makes there (docs/uikit.md, "Timing").
        let offRest = uikit.map { abs(1 - SpringTiming.displacement(atTime: $0.duration, mass: m, stiffness: k, damping: c,
                                                                      velocity: v)) }
        if let uikit { pairs.insert(("duration", .number(uikit.duration)), at: 0) }
        if let offRest { pairs.append(("offRestAtDuration", .number(offRest))) }
        pairs += [("period", dialects.period.map(JSON.number) ?? .null), ("overshoot", .number(dialects.overshoot)),
                  ("dialects", dialects.json)]
        response.result = .object(pairs)

        var lines: [(String, String)] = []
        if let uikit { lines.append(("duration", Numbers.json(uikit.duration) + " s")) }
        lines += [("mass", Numbers.json(m)), ("stiffness", Numbers.json(k)), ("damping", Numbers.json(c)),
                  ("damping ratio", Numbers.json(ratio)), ("velocity", Numbers.json(v)),
                  ("settling duration", Numbers.json(settling) + " s")]
        if let offRest { lines.append(("off rest at D", Numbers.json(offRest))) }
        lines += [("period", dialects.period.map { Numbers.json($0) + " s" } ?? "none (no oscillation)"),
                  ("overshoot", Numbers.json(dialects.overshoot))]
        var text = lines.map { "  " + TextLayout.pad($0.0, 19) + $0.1 + "\n" }.joined() + "\n"
        text += dialects.lines.map { "  " + TextLayout.pad($0.0, 19) + $0.1 + "\n" }.joined() + "\n"

        // UIKit's animation lasts its duration and ends on 1; a CASpringAnimation is
        // drawn until it has settled.
        let span = uikit?.duration ?? settling
        let samples = (0..<CurvePlot.columns).map { column -> Double in
            let t = span * Double(column) / Double(CurvePlot.columns - 1)
            if let uikit { return uikit.progress(atTime: t) }
            return SpringTiming.displacement(atTime: t, mass: m, stiffness: k, damping: c, velocity: v)
        }
        text += CurvePlot.render(samples, from: "0", to: Numbers.json((span * 1000).rounded() / 1000) + " s", axis: "time")
        response.display = .text(text)
        return response
    }

    /// A curve's name with blanks after its commas when it is too long for one line,
    /// so that the wrap can break it (only absurdly long cubic(…) numbers need it).
    private static func breakable(_ name: String) -> String {
        name.count + 10 <= TextLayout.width ? name : name.replacing(",", with: ", ")
    }
}
