import PantographEngine

extension AppWorld {
    /// `sweep` on an app: each cell of the grid a pan on a fresh app (on the session's
    /// workers where the driver has processes), begun at the app's start point, moved
    /// the cell's distance the way its gesture goes in one step, and ended reporting
    /// the cell's velocity; the cell is what the app's handler did, or, with `policy
    /// NAME`, what that policy decides on the same release, with the session's
    /// constants. The way and the gesture's whole travel are found as a person would:
    /// a short pan up, down, left and right, each on a fresh app, and the one that
    /// drives an interactive transition furthest is the gesture.
    func sweep(_ sweep: Sweep, isInterrupted: () -> Bool) throws(CommandError) -> Response {
        guard let start = driver.startPoint else {
            throw CommandError(message: "sweep: \(driver.name) declares no start point, where its cells' pans begin "
                                   + "(PantographHarness.main's startPoint)", column: nil)
        }
        let (direction, travel) = try gesture(from: start)
        // The finger stays on the screen: a pan that would leave it is cut to the room.
        let screen = driver.screen
        let room = direction.y < 0 ? start.y : direction.y > 0 ? screen.height - 1 - start.y
            : direction.x < 0 ? start.x : screen.width - 1 - start.x
        let step = Judging.niceStep(min(travel, room) / 40)
        let reach = travel <= room ? "the gesture's whole travel" : "as far as the screen goes"
        let distances = sweep.distances
            ?? (0...Int((min(travel, room) / step).rounded(travel <= room ? .up : .down))).map { Double($0) * step }
        let velocities = sweep.velocities ?? Judging.defaultVelocities(settings)
        var trials: [AppTrial] = []
        trials.reserveCapacity(distances.count * velocities.count)
        for v in velocities {
            for d in distances {
                trials.append(AppTrial(settings: settings,
                                       gesture: .pan(start: start, direction: direction, distance: d, velocity: v)))
            }
        }
        guard let outcomes = driver.run(trials, workers: sweep.workers, isInterrupted: isInterrupted) else {
            throw CommandError(message: "sweep interrupted: nothing swept", column: nil)
        }
        let policy = sweep.policy.map { name in settings.allPolicies[PolicyName.allCases.firstIndex(of: name)!] }
        var grid: [[Decision]] = []
        for (row, _) in velocities.enumerated() {
            var cells: [Decision] = []
            for (column, _) in distances.enumerated() {
                let k = row * distances.count + column
                switch outcomes[k] {
                case .released(let input, let bySystem, let decision):
                    cells.append(policy.map { bySystem ? $0.decideOnCancel(input) : $0.decideOnEnd(input) } ?? decision)
                case .notJudged(let why):
                    throw CommandError(message: "sweep: \(trials[k].label): \(why)", column: nil)
                }
            }
            grid.append(cells)
        }
        let name = sweep.policy?.rawValue ?? AppRelease.judgeName
        var response = Response()
        response.result = JSON.object([
            ("policy", .string(name)),
            ("distances", .array(distances.map(JSON.number))),
            ("velocities", .array(velocities.map(JSON.number))),
            ("decisions", .array(grid.map { .array($0.map { .string($0.rawValue) }) })),
        ])
        var text = Judging.text(grid, distances: distances, velocities: velocities, by: name)
        if sweep.distances == nil || sweep.velocities == nil {
            var chosen: [String] = []
            if sweep.distances == nil {
                chosen.append("distance \(Judging.range(distances)), \(reach) \(Self.way(direction)) "
                              + "from \(Values.show(start.x)),\(Values.show(start.y))")
            }
            if sweep.velocities == nil { chosen.append("velocity \(Judging.range(velocities)), twice min-velocity either way") }
            text = TextLayout.wrap("the app's grid: " + chosen.joined(separator: "; "), first: "") + text
        }
        response.display = .text(text)
        return response
    }

    /// The way the app's gesture goes from `start`, and how far a pan goes for full
    /// progress: of a short pan each way, on a fresh app each, the one that drives an
    /// interactive transition furthest.
    private func gesture(from start: Point) throws(CommandError) -> (direction: Point, travel: Double) {
        let step = 40.0
        var best: (direction: Point, percent: Double)?
        for direction in [Point(x: 0, y: -1), Point(x: 0, y: 1), Point(x: -1, y: 0), Point(x: 1, y: 0)] {
            let probe = driver.fresh()
            guard (try? probe.start(settings: settings)) != nil, (try? probe.panBegin(at: start)) != nil,
                  (try? probe.panMove(to: direction * step, after: nil)) != nil,
                  let (t, _) = probe.transition, t.state.isInteractive, t.state.percent > 0 else { continue }
            if t.state.percent > best?.percent ?? 0 { best = (direction, t.state.percent) }
        }
        guard let best else {
            throw CommandError(message: "sweep needs a pan from \(driver.name)'s start point "
                                   + "\(Values.show(start.x)),\(Values.show(start.y)) that drives an interactive transition; "
                                   + "a pan up, down, left or right from there drives none", column: nil)
        }
        return (best.direction, step / best.percent)
    }

    private static func way(_ direction: Point) -> String {
        direction.y < 0 ? "up" : direction.y > 0 ? "down" : direction.x < 0 ? "left" : "right"
    }
}
