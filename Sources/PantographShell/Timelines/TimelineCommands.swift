import PantographEngine

/// `plot FILE.svg [views NAME,…]` or `plot FILE.svg spring SPRING [vs SPRING…]`, as
/// `Command.plot` carries it.
public struct PlotRequest: Hashable, Sendable {
    /// As typed: a relative path is relative to the current directory.
    public var path: String
    /// Where the path was typed, for errors about the file.
    public var pathColumn: Int
    /// nil: the views that move.
    public var views: [String]?
    public var viewsColumn: Int?
    /// `spring …`: these springs' motions instead of the last transition (SpringPlot).
    public var springs: SpringQuery? = nil
    public var springsColumn: Int? = nil
}

/// The declarations of `show timeline` and `plot`: the last (or current) transition
/// replayed frame by frame from the engine's history, as rows or as a drawing. Both
/// are queries that change nothing.
enum TimelineCommands {
    /// `show timeline` without `every`: a row per 50 ms.
    static let defaultEvery = 0.05

    static let showDiscussion = """
        `show timeline` replays the last (or current) transition from the gesture's begin \
        to its completion, one frame per 1/fps, and prints a row every DURATION (default \
        50ms; 0 prints every frame), plus the first and last frames and each change of \
        phase: the time, percent, phase, and each number that moves of each view that moves \
        (its frame and alpha, and its scale, corner radius, flip angles and curl when they \
        move). \
        A completion that `clock auto` ran inside one command shows all its frames. \
        After `transition with` or `transition from`, when that began last, it replays the \
        view transitions instead: the effect (a flip's angle) where the phase would be, and \
        each `transitionCompletion` (docs/flip.md). \
        On an app, the session's commands are taken again on a fresh app and its \
        last transition sampled frame by frame; the session's app is not touched \
        (docs/own-code.md).
        """

    /// `show`'s form for the timeline, beside `show [WHAT]`.
    static let showTimelineForm: Form = {
        let every = Parameter("DURATION", keyword: "every", optional: true)
        return Form("timeline", [every], summary: "the last transition over time, a row every DURATION (default 50ms)") { args throws(ArgumentError) in
            .timeline(every: try args.value(every) { (t: String) throws(ValueError) in try Values.duration(t, in: 0...3600) })
        }
    }()

    static let plot = CommandSpec(
        "plot", summary: "draw the last transition over time into an SVG file",
        discussion: """
            The percent against time, the gesture's samples as dots, the release and the \
            completion as vertical lines, the lifecycle events on the time axis; below, for \
            each view (default: the views that move), its x, y, width, height and alpha, \
            and any other number that moves (scale, corner radius, angles, curl), against \
            time; no two labels print over each other. FILE must end in .svg; a relative path \
            is relative to the current \
            directory; an existing file is replaced. Changes nothing else. `spring` draws \
            springs instead of the transition (without `views`): each in any form `spring` \
            reads, `vs` between them (up to 6), their motions over each other until the \
            slowest has settled, with a legend (docs/springs.md). After view transitions \
            begun last, the angle of a flip (the percent of a curl or a dissolve) and each \
            completion instead of the percent and the release (docs/flip.md). On an \
            app, its last transition taken again on a fresh app, and what its handler \
            did at each release (docs/own-code.md).
            """,
        forms: [{ () -> Form in
            let file = Parameter("FILE.svg"), viewsParameter = Parameter("NAME,…", keyword: "views", optional: true)
            let spring = Parameter("SPRING…", keyword: "spring", optional: true, arity: 0)
            return Form([file, viewsParameter, spring]) { args throws(ArgumentError) in
                let path = try args.required(file, svgPath)
                let views = try args.value(viewsParameter) { (t: String) throws(ValueError) -> [String] in
                    let names = t.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                    guard !names.contains(where: \.isEmpty) else {
                        throw ValueError("expected view names NAME,… separated by commas, got \(Quoting.quoted(t))")
                    }
                    return names
                }
                let springs = try args.value(spring) { (t: String) throws(ValueError) in
                    try CurveSpringCommands.springs(t, place: "after 'spring'")
                }
                return .plot(PlotRequest(path: path, pathColumn: args.column(file) ?? 1, views: views,
                                         viewsColumn: args.column(viewsParameter), springs: springs,
                                         springsColumn: args.column(spring)))
            }
        }()])

    /// FILE.svg: any path that ends in `.svg`.
    static func svgPath(_ t: String) throws(ValueError) -> String {
        guard t.count > 4, t.lowercased().hasSuffix(".svg") else {
            throw ValueError("plot writes SVG: FILE must end in .svg, got \(Quoting.quoted(t))")
        }
        return t
    }
}
