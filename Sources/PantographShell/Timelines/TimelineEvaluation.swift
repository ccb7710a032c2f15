import PantographEngine

/// The answers of `show timeline` and `plot`: the last (or current) transition
/// replayed by the engine (`Simulator.latestTimeline(every:)`: the view-controller transition
/// or the view transitions, whichever began last), printed or drawn. Neither
/// changes the state; `plot` hands the session a file to write.
extension Evaluator {
    static let noTransition = "no transition yet: start one with 'pan begin', 'drag' or 'present'"

    static func noTimeline(_ sim: Simulator) -> CommandError {
        CommandError(message: noTransition, column: nil)
    }

    /// `show timeline [every DURATION]`.
    static func timeline(every: Double?, of sim: Simulator) throws(CommandError) -> Response {
        let interval = every ?? TimelineCommands.defaultEvery
        guard let timeline = sim.latestTimeline(every: interval) else { throw noTimeline(sim) }
        var response = Response()
        response.display = .text(TimelineTable.render(timeline, every: interval))
        response.result = TimelineTable.json(timeline)
        return response
    }

    /// `plot FILE.svg [views NAME,…]`: the drawing, for the session to write.
    static func plot(_ request: PlotRequest, of sim: Simulator) throws(CommandError) -> Response {
        if let springs = request.springs { return try plot(springs.springs, request) }
        guard let history = sim.latestHistory else { throw noTimeline(sim) }
        // Every frame, or fewer for a very long transition: about one point per pixel
        // across at most.
        let span = sim.clock - history.startState.clock
        let every = span > 1000 * sim.settings.frameInterval ? span / 1000 : 0
        guard let timeline = sim.latestTimeline(every: every) else { throw noTimeline(sim) }
        return try plot(timeline, request, scene: sim.scene.name)
    }

    /// The drawing of `timeline` (a scene's, or an app's: `releaseLabels` then says what
    /// its handler did at each release), for the session to write.
    static func plot(_ timeline: Timeline, _ request: PlotRequest, scene: String,
                     releaseLabels: [String]? = nil) throws(CommandError) -> Response {
        let moving = TimelineTable.groups(timeline)
        var views: [(id: Int, name: String)] = moving.map { ($0.id, $0.name) }
        if let names = request.views {
            views = []
            for name in names {
                guard let id = timeline.names.firstIndex(of: name) else {
                    throw CommandError(message: "no view \(Quoting.quoted(name)) in \(scene)"
                                           + Quoting.suggestion(for: name, in: timeline.names) + "\nknown: \(timeline.names.joined(separator: ", "))",
                                       column: request.viewsColumn)
                }
                guard timeline.motions.contains(where: { $0.id == id }) else {
                    throw CommandError(message: "view \(Quoting.quoted(name)) is not in the window during the transition",
                                       column: request.viewsColumn)
                }
                if !views.contains(where: { $0.id == id }) { views.append((id, name)) }
            }
        }
        let svg = TimelinePlot.svg(timeline, views: views, scene: scene, releaseLabels: releaseLabels)
        var response = Response()
        response.file = OutputFile(path: request.path, contents: svg, column: request.pathColumn)
        let line = TimelinePlot.isAngle(timeline) ? "angle" : "percent"
        let series = [line] + views.map(\.name)
        response.result = .object([("file", .string(request.path)), ("series", .array(series.map(JSON.string)))])
        let first = timeline.frames.first?.time ?? 0, last = timeline.frames.last?.time ?? 0
        let what = views.isEmpty ? "the \(line)" : "the \(line) and \(views.map(\.name).joined(separator: ", "))"
        response.display = .text(TextLayout.wrap("wrote \(request.path): \(what), \(TimelineTable.seconds(first)) → \(TimelineTable.seconds(last)) s",
                                                 first: ""))
        return response
    }
}
