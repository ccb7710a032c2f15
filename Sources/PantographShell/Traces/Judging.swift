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
        let policies = sim.settings.allPolicies
        let verdicts = policies.map { p in
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
            let mark = v.name == sim.settings.policy.rawValue ? "*" : " "
            text += TextLayout.wrap(v.reason, first: mark + " " + TextLayout.pad(v.name, width) + "  "
                                        + TextLayout.pad(v.decision.rawValue, 8) + "  ")
        }
        text += "(* the current policy)\n"
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
            throw CommandError(message: "sweep needs a percent-driven gesture to start here; \(sim.scenario.name) has none in this state", column: nil)
        }
        let direction = mapping.direction
        var grid: [[Decision]] = []
        grid.reserveCapacity(sweep.velocities.count)
        for v in sweep.velocities {
            var row: [Decision] = []
            row.reserveCapacity(sweep.distances.count)
            for d in sweep.distances {
                if isInterrupted() {
                    let done = grid.count * sweep.distances.count + row.count
                    throw CommandError(message: "sweep interrupted after \(done) of \(sweep.velocities.count * sweep.distances.count) cells", column: nil)
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
            ("distances", .array(sweep.distances.map(JSON.number))),
            ("velocities", .array(sweep.velocities.map(JSON.number))),
            ("decisions", .array(grid.map { .array($0.map { .string($0.rawValue) }) })),
        ])
        return (text(grid, sweep, policy: policy, width: width), result)
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
    /// 20, still leaves a column for the cells).
    static func text(_ grid: [[Decision]], _ sweep: Sweep, policy: PolicyName, width: Int = TextLayout.width) -> String {
        let labels = sweep.velocities.map { Numbers.fixed($0, 0) }
        let labelWidth = max(8, labels.map(\.count).max() ?? 0)
        let indent = labelWidth + 3
        let perBlock = max(1, width - indent)
        let staying = grid.joined().filter { $0 == .stay }.count
        let stays = staying > 0 ? ", ~ stays interactive" : ""
        var text = TextLayout.wrap("sweep by \(policy): # finishes, . cancels\(stays); rows: velocity (pt/s), columns: distance (pt)",
                                   first: "", width: width)
        var start = 0
        while start < sweep.distances.count {
            let end = min(start + perBlock, sweep.distances.count)
            let first = Numbers.fixed(sweep.distances[start], 1), last = Numbers.fixed(sweep.distances[end - 1], 1)
            let span = end - start
            var header = first
            if span > 1 {
                header += String(repeating: " ", count: max(1, span - first.count - last.count)) + last
            }
            if indent + header.count <= width {
                text += String(repeating: " ", count: indent) + header + "\n"
            } else {
                // Labels wider than the block: said in words, within the width.
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
                                    + (staying > 0 ? ", \(staying) stay interactive" : ""), first: "", width: width)
        return text
    }
}
