import PantographEngine

/// `compare` and `sweep`: release policies judged side by side, on copies of the
/// state (docs/policies.md).
enum Judging {
    /// Every policy's verdict on the gesture under the finger, or on the last release.
    static func compare(_ sim: Simulator, scenes: SceneLibrary = .builtIn) throws(CommandError) -> (String, JSON) {
        let input: ReleaseInput
        let bySystem: Bool
        let what: String
        if sim.gesture.isTracking, let live = sim.releaseInput, sim.transition?.isInteractive == true {
            (input, bySystem, what) = (live, false, "the gesture, if released now")
        } else if let release = sim.release {
            (input, bySystem, what) = (release.input, release.bySystem,
                                       release.bySystem ? "the last gesture, cancelled by the system" : "the last release")
        } else if let none = Phrasing.noReleasePolicy(sim, scenes: scenes) {
            throw CommandError(message: "nothing to compare: \(none.why)\n\(none.advice)", column: nil)
        } else {
            throw CommandError(message: "nothing to compare: no gesture is driving a transition and none has ended\nstart one with 'pan begin' or 'drag'", column: nil)
        }
        return verdicts(on: input, bySystem: bySystem, what: what, policies: sim.settings.allPolicies,
                        marked: sim.settings.policy.rawValue, footnote: "the current policy")
    }

    /// A row of `compare`'s table: who judged, what it decided, and why.
    typealias Verdict = (name: String, decision: Decision, reason: String)

    /// `compare`'s table and result: every policy's verdict on `input`, after `first`
    /// (an app's own handler's, which decided), the row named `marked` starred.
    static func verdicts(on input: ReleaseInput, bySystem: Bool, what: String, policies: [any ReleasePolicy],
                         first: Verdict? = nil, marked: String, footnote: String) -> (String, JSON) {
        let verdicts: [Verdict] = (first.map { [$0] } ?? []) + policies.map { p in
            (name: p.name, decision: bySystem ? p.decideOnCancel(input) : p.decideOnEnd(input),
             reason: ReasonPhrasing.text(bySystem ? p.reasonOnCancel(input) : p.reasonOnEnd(input)))
        }
        var text = "\(what): progress \(Numbers.fixed(input.progress * 100, 1)) %, "
            + "translation \(Numbers.fixed(input.translation, 1)) pt, velocity \(Numbers.fixed(input.velocity, 0)) pt/s "
            + "(distance \(Numbers.fixed(input.distance, 1)) pt)"
        text = TextLayout.wrap(text, first: "")
        let width = max(6, verdicts.map(\.name.count).max() ?? 0)
        text += "  " + TextLayout.pad("policy", width) + "  decision  why\n"
        for v in verdicts {
            let mark = v.name == marked ? "*" : " "
            text += TextLayout.wrap(v.reason, first: mark + " " + TextLayout.pad(v.name, width) + "  "
                                        + TextLayout.pad(v.decision.rawValue, 8) + "  ")
        }
        text += "(* \(footnote))\n"
        // Each policy's name to its verdict: the decision and the reason the text shows.
        return (text, .object(verdicts.map {
            ($0.name, RecordShape.verdict.json((decision: $0.decision, reason: $0.reason)))
        }))
    }

    /// The grid: for each velocity and distance, begin the scene's gesture, move it
    /// `distance` points along its direction in one frame, release at `velocity`.
    /// Printed within `width` columns (the terminal's). `isInterrupted` is asked before
    /// every cell (Ctrl-C): an interrupted sweep fails, having changed nothing.
    static func sweep(_ sweep: Sweep, on sim: Simulator, width: Int = TextLayout.width,
                      scenes: SceneLibrary = .builtIn,
                      isInterrupted: () -> Bool = { false }) throws(CommandError) -> (String, JSON) {
        var base = sim
        if let policy = sweep.policy {
            var settings = base.settings
            settings.policy = policy
            do { _ = try base.apply(.changeSettings(settings)) } catch {
                throw CommandError(message: Phrasing.error(error), column: nil)
            }
        }
        if base.gesture.isTracking || base.gesture.isFingerDown {
            throw CommandError(message: "sweep runs its own gestures; end the one in progress first", column: nil)
        }
        if let none = Phrasing.noReleasePolicy(base, scenes: scenes) {
            throw CommandError(message: "sweep needs a gesture that a release policy judges: \(none.why)\n\(none.advice)", column: nil)
        }
        var probe = base
        guard (try? probe.apply(.panBegin(at: nil))) != nil, case .percentDriven(let mapping, _)? = probe.drive,
              probe.transition?.isInteractive == true else {
            throw CommandError(message: "sweep needs a percent-driven gesture to start here; \(sim.scene.name) has none in this state", column: nil)
        }
        let direction = mapping.direction
        let distances = sweep.distances ?? defaultDistances(mapping)
        let velocities = sweep.velocities ?? defaultVelocities(base.settings)
        var grid: [[Decision]] = []
        grid.reserveCapacity(velocities.count)
        for v in velocities {
            var row: [Decision] = []
            row.reserveCapacity(distances.count)
            for d in distances {
                if isInterrupted() {
                    let done = grid.count * distances.count + row.count
                    throw CommandError(message: "sweep interrupted after \(done) of \(velocities.count * distances.count) cells", column: nil)
                }
                var cell = base
                do {
                    _ = try cell.apply(.panBegin(at: nil))
                    _ = try cell.apply(.panMove(to: direction * d, after: nil))
                    _ = try cell.apply(.panEnd(velocity: direction * v))
                } catch {
                    throw CommandError(message: "sweep: at distance \(Values.show(d)), velocity \(Values.show(v)): \(Phrasing.error(error))", column: nil)
                }
                // The probe above began a percent-driven, interactive transition, and a
                // pan end on one is always judged.
                guard let decision = cell.release?.decision else {
                    preconditionFailure("a sweep cell's pan end was not judged: \(String(describing: cell.transition?.state))")
                }
                row.append(decision)
            }
            grid.append(row)
        }
        let policy = base.settings.policy
        let result = JSON.object([
            ("policy", .string(policy.rawValue)),
            ("distances", .array(distances.map(JSON.number))),
            ("velocities", .array(velocities.map(JSON.number))),
            ("decisions", .array(grid.map { .array($0.map { .string($0.rawValue) }) })),
        ])
        var out = text(grid, distances: distances, velocities: velocities, policy: policy, width: width)
        if sweep.distances == nil || sweep.velocities == nil {
            var chosen: [String] = []
            if sweep.distances == nil { chosen.append("distance \(range(distances)), the gesture's whole travel") }
            if sweep.velocities == nil { chosen.append("velocity \(range(velocities)), twice min-velocity either way") }
            out = TextLayout.wrap("the scene's grid: " + chosen.joined(separator: "; "), first: "", width: width) + out
        }
        return (out, result)
    }

    /// From 0 to the gesture's distance to full progress, in 40 steps or fewer of 1, 2
    /// or 5 × 10ⁿ points (the whole travel past the end too, when the step overshoots).
    static func defaultDistances(_ mapping: PanMapping) -> [Double] { defaultDistances(travel: mapping.distance) }

    /// The same for a gesture whose full progress is `travel` points away (an app's).
    static func defaultDistances(travel: Double) -> [Double] {
        let step = niceStep(travel / 40)
        let count = Int((travel / step).rounded(.up))
        return (0...count).map { Double($0) * step }
    }

    /// From twice `min-velocity` against the gesture to twice toward it, in steps of half
    /// of it: nine rows across the velocity policy's flick boundaries (UIKit's usual
    /// 1000 pt/s).
    static func defaultVelocities(_ settings: Settings) -> [Double] {
        let m = VelocityPolicy(PolicyValues(settings.policyValues)).minVelocity
        let step = m > 0 ? m / 2 : 500
        return (-4...4).map { Double($0) * step }
    }

    /// The least of 1, 2 or 5 × 10ⁿ at or above `least` (and above 0).
    static func niceStep(_ least: Double) -> Double {
        var step = 1e-3
        while true {
            for m in [1.0, 2.0, 5.0] where step * m >= least { return step * m }
            step *= 10
        }
    }

    /// `0..400 step 10`, as the command takes it.
    static func range(_ values: [Double]) -> String {
        let step = values.count > 1 ? values[1] - values[0] : 1
        return "\(Values.show(values[0]))..\(Values.show(values[values.count - 1])) step \(Values.show(step))"
    }

    /// The distances of a block's columns as an axis: a label every `every` columns
    /// (1, 2 or 5 × 10ⁿ, the fewest that leave a blank between two labels), each
    /// starting over its column, and under them a line of `-` with a `+` at each
    /// labelled column. Nil when not even the first label fits in `room`.
    static func axis(_ distances: ArraySlice<Double>, room: Int) -> (labels: String, ticks: String)? {
        let texts = distances.map { distanceText($0, in: distances) }
        guard let widest = texts.map(\.count).max(), widest <= room else { return nil }
        var every = 1
        search: for scale in [1, 10, 100, 1000, 10000] {
            for m in [1, 2, 5] where m * scale > widest {
                every = m * scale
                break search
            }
        }
        var labels = "", ticks = ""
        for column in stride(from: 0, to: texts.count, by: every) where column + texts[column].count <= room {
            labels += String(repeating: " ", count: column - labels.count) + texts[column]
            ticks += String(repeating: "-", count: column - ticks.count) + "+"
        }
        ticks += String(repeating: "-", count: texts.count - ticks.count)
        return (labels, ticks)
    }

    /// A distance with as many decimals as the grid's step needs (at most 3): `250`,
    /// `12.5`.
    static func distanceText(_ d: Double, in distances: ArraySlice<Double>) -> String {
        let step = distances.count > 1 ? distances[distances.startIndex + 1] - distances[distances.startIndex] : 1
        var digits = 0, scale = 1.0
        while digits < 3 && abs((step * scale).rounded() - step * scale) > 1e-6 * scale {
            digits += 1
            scale *= 10
        }
        return Numbers.fixed(d, digits)
    }

    /// A cell of the grid.
    static func symbol(_ decision: Decision) -> String {
        switch decision {
        case .finish: "#"
        case .cancel: "."
        case .stay: "~"
        }
    }

    /// Rows are velocities (fastest on top), columns distances; `#` finishes, `.`
    /// cancels, `~` stays (the legend names it when a cell does). Wide grids are cut
    /// into blocks so that no line is wider than `width` (the narrowest `draw` allows,
    /// 20, still leaves a column for the cells). Over each block, an axis: a distance
    /// every few columns, each label starting over its column, which the axis marks
    /// with `+`.
    static func text(_ grid: [[Decision]], distances: [Double], velocities: [Double], policy: PolicyName,
                     width: Int = TextLayout.width) -> String {
        text(grid, distances: distances, velocities: velocities, by: "\(policy)", width: width)
    }

    /// The same, by `policy` as named (`app`: an app's handler).
    static func text(_ grid: [[Decision]], distances: [Double], velocities: [Double], by policy: String,
                     width: Int = TextLayout.width) -> String {
        let labels = velocities.map { Numbers.fixed($0, 0) }
        let labelWidth = max(8, labels.map(\.count).max() ?? 0)
        let indent = labelWidth + 3
        let perBlock = max(1, width - indent)
        let staying = grid.joined().filter { $0 == .stay }.count
        let stays = staying > 0 ? ", ~ stays interactive" : ""
        var text = TextLayout.wrap("sweep by \(policy): # finishes, . cancels\(stays); rows: velocity (pt/s), columns: distance (pt)",
                                   first: "", width: width)
        var start = 0
        while start < distances.count {
            let end = min(start + perBlock, distances.count)
            let span = end - start
            if let axis = axis(distances[start..<end], room: width - indent) {
                let margin = String(repeating: " ", count: indent)
                text += margin + axis.labels + "\n" + margin + axis.ticks + "\n"
            } else {
                // Labels wider than the block: said in words, within the width.
                let first = distanceText(distances[start], in: distances[...])
                let last = distanceText(distances[end - 1], in: distances[...])
                text += TextLayout.wrap(span > 1 ? "distance \(first) to \(last):" : "distance \(first):", first: "",
                                        width: width)
            }
            for row in grid.indices.reversed() {
                let cells = grid[row][start..<end].map(symbol).joined()
                text += TextLayout.leftPad(labels[row], labelWidth) + " | " + cells + "\n"
            }
            start = end
        }
        let finishing = grid.joined().filter { $0 == .finish }.count
        text += TextLayout.wrap("\(finishing) of \(grid.joined().count) releases finish"
                                    + (staying > 0 ? ", \(staying) \(staying == 1 ? "stays" : "stay") interactive" : ""), first: "", width: width)
        return text
    }
}
