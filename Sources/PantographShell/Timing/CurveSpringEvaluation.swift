import PantographEngine

/// The answers of `curve` and `spring`: queries that print instead of the state
/// block and change nothing (docs/reference.md).
extension Evaluator {
    /// `curve TIMING at X`: the value, and the curve with X marked. A spring is drawn
    /// over the seconds X is a fraction of: UIKit's spring over `duration` (the setting,
    /// the duration a track of the whole transition has, which UIKit fits it to), a
    /// spring in real seconds over its settling duration, on 1 at X = 1 as a track of
    /// that duration is at its end.
    static func curve(_ timing: TimingDecl, at x: Double, duration: Double) throws(CommandError) -> Response {
        var response = Response()
        let name = SceneSprings.text(of: timing)
        let animation: AnimationTiming
        let span: (seconds: Double, what: String, key: String)?
        switch timing {
        case .curve(let curve):
            animation = .curve(curve)
            span = nil
        case .spring(let ratio, let velocity):
            do {
                animation = .spring(try SpringTiming(duration: duration, dampingRatio: ratio, initialVelocity: velocity))
            } catch {
                throw CommandError(message: Phrasing.unsolvable(error), column: nil)
            }
            span = (duration, "duration", "duration")
        case .physicalSpring(let spring, let velocity):
            let physical = spring.physical(velocity: velocity)
            animation = .physicalSpring(physical)
            span = (physical.settlingDuration, "settling duration", "settlingDuration")
        }
        let value = animation.progress(atFraction: x, duration: span?.seconds ?? 1)
        var pairs: [(String, JSON)] = [("timing", .string(name)), ("x", .number(x))]
        if let span { pairs += [(span.key, .number(span.seconds)), ("time", .number(x * span.seconds))] }
        response.result = .object(pairs + [("value", .number(value))])
        let width = span == nil ? 8 : 19
        var text = TextLayout.wrap(breakable(name), first: "  " + TextLayout.pad("timing", width))
        if let span { text += "  " + TextLayout.pad(span.what, width) + Numbers.json(span.seconds) + " s\n" }
        text += "  " + TextLayout.pad("x", width) + Numbers.json(x) + "\n"
        if let span { text += "  " + TextLayout.pad("time", width) + Numbers.json(x * span.seconds) + " s\n" }
        text += "  " + TextLayout.pad("value", width) + Numbers.json(value) + "\n\n"
        let samples = (0..<CurvePlot.columns).map {
            animation.progress(atFraction: Double($0) / Double(CurvePlot.columns - 1), duration: span?.seconds ?? 1)
        }
        text += CurvePlot.render(samples, from: "0", to: "1",
                                 axis: "fraction of the " + (span?.what ?? "duration"), marker: (x, value))
        response.display = .text(text)
        return response
    }

    /// `spring …`: stiffness, damping, ratio and settling duration, and the motion.
    /// UIKit's form fails when no stiffness meets UIKit's rest rule.
    static func spring(_ query: SpringQuery) throws(CommandError) -> Response {
        if case .versus = query { return try springs(query.springs) }
        var response = Response()
        let (physical, uikit) = try resolve(query)
        let (m, k, c, v) = (physical.mass, physical.stiffness, physical.damping, physical.initialVelocity)
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
        text += CurvePlot.render(samples(physical, uikit, over: span), from: "0",
                                 to: Numbers.json((span * 1000).rounded() / 1000) + " s", axis: "time")
        response.display = .text(text)
        return response
    }

    /// The spring a query describes, and UIKit's animation when it is UIKit's form.
    static func resolve(_ query: SpringQuery) throws(CommandError) -> (PhysicalSpring, SpringTiming?) {
        switch query {
        case .uikit(let duration, let ratio, let velocity):
            let timing: SpringTiming
            do {
                timing = try SpringTiming(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
            } catch {
                throw CommandError(message: Phrasing.unsolvable(error), column: nil)
            }
            return (PhysicalSpring(mass: 1, stiffness: timing.stiffness, damping: timing.damping,
                                   initialVelocity: velocity), timing)
        case .physical(let mass, let stiffness, let damping, let velocity):
            return (PhysicalSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity), nil)
        case .dialect(let dialect, let velocity):
            return (dialect.physical(velocity: velocity), nil)
        case .versus(let first, _):
            return try resolve(first)
        }
    }

    /// The motion at `CurvePlot.columns` instants from 0 to `span`: UIKit's animation
    /// (on 1 from its duration on), or the spring itself.
    private static func samples(_ spring: PhysicalSpring, _ uikit: SpringTiming?, over span: Double) -> [Double] {
        (0..<CurvePlot.columns).map { column -> Double in
            let t = span * Double(column) / Double(CurvePlot.columns - 1)
            if let uikit { return uikit.progress(atTime: t) }
            return spring.displacement(atTime: t)
        }
    }

    /// `spring A vs B …`: each spring's numbers on a line of its own, marked as the
    /// plot draws it, and the motions over each other until the slowest has settled
    /// (or UIKit's animation has ended). JSON: `springs`, each as `spring` gives it alone.
    static func springs(_ queries: [SpringQuery]) throws(CommandError) -> Response {
        var response = Response()
        var resolved: [(PhysicalSpring, SpringTiming?)] = []
        var results: [JSON] = []
        for query in queries {
            resolved.append(try resolve(query))
            results.append(try spring(query).result)
        }
        response.result = .object([("springs", .array(results))])
        let marks = CurvePlot.marks
        let header = ["", "stiffness", "damping", "ratio", "settling", "overshoot"]
        var rows: [[String]] = [header]
        for (index, (spring, uikit)) in resolved.enumerated() {
            let settling = uikit?.duration ?? spring.settlingDuration
            rows.append([String(marks[index]), Numbers.fixed(spring.stiffness, 2), Numbers.fixed(spring.damping, 2),
                         Numbers.fixed(spring.dampingRatio, 3), Numbers.fixed(settling, 3) + " s",
                         Numbers.fixed(spring.overshoot, 3)])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = rows.map { row in
            var line = "  " + row.enumerated().map { TextLayout.pad($0.element, widths[$0.offset] + 2) }.joined()
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joined() + "\n"
        let span = resolved.map { $0.1?.duration ?? $0.0.settlingDuration }.max() ?? 1
        let series = resolved.map { samples($0.0, $0.1, over: span) }
        text += CurvePlot.render(series: series, from: "0", to: Numbers.json((span * 1000).rounded() / 1000) + " s",
                                 axis: "time")
        response.display = .text(text)
        return response
    }

    /// `plot FILE.svg spring A vs B …`: the springs' motions drawn over each other
    /// (SpringPlot). JSON: the file and each spring as written.
    static func plot(_ queries: [SpringQuery], _ request: PlotRequest) throws(CommandError) -> Response {
        // The line reads both, one drawing cannot hold both: a view is not a spring.
        guard request.views == nil else {
            throw CommandError(message: "plot draws the last transition's views or springs, not both", column: request.springsColumn)
        }
        var curves: [SpringPlot.Curve] = []
        for query in queries {
            let (spring, uikit) = try resolve(query)
            curves.append(SpringPlot.Curve(label: query.text, spring: spring, uikit: uikit))
        }
        var response = Response()
        response.file = OutputFile(path: request.path, contents: SpringPlot.svg(curves), column: request.pathColumn)
        response.result = .object([("file", .string(request.path)),
                                   ("springs", .array(curves.map { JSON.string($0.label) }))])
        let span = curves.map(\.settled).max() ?? 0
        let what = curves.count == 1 ? "1 spring" : "\(curves.count) springs"
        response.display = .text(TextLayout.wrap("wrote \(request.path): \(what), 0 → \(TimelinePlot.seconds(span)) s", first: ""))
        return response
    }

    /// A curve's name with blanks after its commas when it is too long for one line,
    /// so that the wrap can break it (only absurdly long cubic(…) numbers need it).
    private static func breakable(_ name: String) -> String {
        name.count + 10 <= TextLayout.width ? name : name.replacing(",", with: ", ")
    }
}
