import PantographEngine

/// A number of a view that a timeline follows (the engine's), as output prints it.
typealias ViewProperty = TimelineView.Property

extension TimelineView.Property {
    /// As the state block heads its columns (and names its marks: `radius`, `scale`).
    var label: String {
        switch self {
        case .x: "x"
        case .y: "y"
        case .width: "w"
        case .height: "h"
        case .alpha: "alpha"
        case .scale: "scale"
        case .cornerRadius: "radius"
        case .yaw: "yaw"
        case .pitch: "pitch"
        case .curl: "curl"
        }
    }

    /// The unit `plot` puts after a cell's title.
    var unit: String {
        switch self {
        case .x, .y, .width, .height, .cornerRadius: "pt"
        case .yaw, .pitch: "°"
        case .alpha, .scale, .curl: ""
        }
    }

    /// `plot`'s title for a cell: `x (pt)`, `alpha`, `yaw (°)`.
    var title: String {
        let name = switch self {
        case .width: "width"
        case .height: "height"
        case .x, .y, .alpha, .scale, .cornerRadius, .yaw, .pitch, .curl: label
        }
        return unit.isEmpty ? name : "\(name) (\(unit))"
    }

    /// The key of `show timeline`'s JSON rows: the record's (`cornerRadius`).
    var key: String { rawValue }

    /// Whether every JSON row has it: the record's numbers do; a flip's angles and a
    /// curl only a timeline in which they move (a flip, a modal's flipHorizontal, a
    /// curl), so that every other timeline's rows stay as they were.
    var isInEveryRow: Bool {
        switch self {
        case .x, .y, .width, .height, .alpha, .scale, .cornerRadius: true
        case .yaw, .pitch, .curl: false
        }
    }

    /// As the state block prints them: points and degrees to one decimal, alpha to
    /// two, a scale and a curl (a fraction) to three.
    func text(_ value: Double) -> String {
        switch self {
        case .x, .y, .width, .height, .cornerRadius, .yaw, .pitch: Numbers.fixed(value, 1)
        case .alpha: Numbers.fixed(value, 2)
        case .scale, .curl: Numbers.fixed(value, 3)
        }
    }
}

/// `show timeline`: one row per kept frame, the moving views' numbers in blocks that
/// fit 80 columns, then the events with their times. Reads a `Timeline`; changes nothing.
enum TimelineTable {
    /// A view and the numbers of it that move.
    struct Group {
        let id: Int
        let name: String
        let properties: [ViewProperty]
    }

    /// The views that move, in the order they first appear, each with the numbers that change.
    static func groups(_ timeline: Timeline) -> [Group] {
        timeline.motions.filter(\.moves).map { motion in
            Group(id: motion.id, name: timeline.names[motion.id],
                  properties: ViewProperty.allCases.filter(motion.changes))
        }
    }

    static func render(_ timeline: Timeline, every: Double) -> String {
        let frames = timeline.frames
        let first = frames.first?.time ?? 0, last = frames.last?.time ?? 0
        var summary: String
        var moments: [String] = timeline.releases.map { "released at \(seconds($0.time)) s" }
        switch timeline.subject {
        case .transition(let operation, let phase):
            summary = "\(operation.rawValue), \(seconds(first)) → \(seconds(last)) s"
            moments.append(timeline.end.map { "\(phase.rawValue) at \(seconds($0)) s" } ?? "\(phase.rawValue) now")
        case .viewTransitions(let finished):
            summary = "\(viewTransitionsLabel(timeline)), \(seconds(first)) → \(seconds(last)) s"
            if let end = timeline.end, let finished {
                moments.append("completed (finished: \(finished)) at \(seconds(end)) s")
            } else {
                moments.append("in flight now")
            }
        }
        if !moments.isEmpty { summary += ": " + moments.joined(separator: ", ") }
        let rows = every > 0 ? "a row every \(Numbers.json(every * 1000)) ms of the \(timeline.fps) fps frames"
            : "a row per frame at \(timeline.fps) fps"
        var text = TextLayout.wrap(summary + "; " + rows + " (times in s, percent in %)", first: "")
        if timeline.droppedInputs > 0 {
            text += TextLayout.wrap("the history keeps the newest \(TransitionHistory.limit / 2) to \(TransitionHistory.limit) inputs: the first \(timeline.droppedInputs) are not replayed, so the timeline starts at \(seconds(first)) s", first: "note: ", rest: "  ")
        }

        let times = frames.map { seconds($0.time) }
        let percents = frames.map { $0.percent.map { Numbers.fixed($0 * 100, 1) } ?? "-" }
        let isViews = if case .viewTransitions = timeline.subject { true } else { false }
        // A view transition's effect where a transition's phase would be.
        let phases = isViews ? frames.map { $0.effect.map(effectText) ?? "-" } : frames.map { $0.phase?.rawValue ?? "-" }
        let phaseLabel = isViews ? "effect" : "phase"
        let timeWidth = max(4, times.map(\.count).max() ?? 0)
        let percentWidth = max(5, percents.map(\.count).max() ?? 0)
        let phaseWidth = max(5, phases.map(\.count).max() ?? 0)
        let leftWidth = 2 + timeWidth + 2 + percentWidth + 2 + phaseWidth
        func left(_ row: Int?) -> String {
            guard let row else {
                return "  " + TextLayout.leftPad("time", timeWidth) + "  " + TextLayout.leftPad("%", percentWidth)
                    + "  " + TextLayout.pad(phaseLabel, phaseWidth)
            }
            return "  " + TextLayout.leftPad(times[row], timeWidth) + "  " + TextLayout.leftPad(percents[row], percentWidth)
                + "  " + TextLayout.pad(phases[row], phaseWidth)
        }

        // Each moving number as a column of text; a view absent from a frame shows `-`.
        struct Column {
            let label: String
            let cells: [String]
            let width: Int
        }
        struct Block {
            var groups: [(name: String, columns: [Column])] = []
            var width = 0
        }
        var blocks: [Block] = []
        var block = Block()
        for group in groups(timeline) {
            let columns = group.properties.map { property -> Column in
                let cells = frames.map { frame in
                    frame.views.first { $0.id == group.id }.map { property.text($0[property]) } ?? "-"
                }
                let width = 2 + max(5, property.label.count, cells.map(\.count).max() ?? 0)
                return Column(label: property.label, cells: cells, width: width)
            }
            var width = columns.reduce(0) { $0 + $1.width }
            // The view's name must fit above its columns.
            var fitted = columns
            if width < group.name.count + 2 {
                let last = fitted.removeLast()
                let extra = group.name.count + 2 - width
                fitted.append(Column(label: last.label, cells: last.cells, width: last.width + extra))
                width += extra
            }
            if !block.groups.isEmpty && leftWidth + block.width + width > TextLayout.width {
                blocks.append(block)
                block = Block()
            }
            block.groups.append((group.name, fitted))
            block.width += width
        }
        if !block.groups.isEmpty || blocks.isEmpty { blocks.append(block) }

        for block in blocks {
            text += "\n"
            if !block.groups.isEmpty {
                var names = String(repeating: " ", count: leftWidth)
                for group in block.groups {
                    let width = group.columns.reduce(0) { $0 + $1.width }
                    if group.columns.count == 1 {
                        names += TextLayout.leftPad(group.name, width)
                    } else {
                        // The name over the view's first column, dashes over the rest.
                        let head = "  " + group.name + " "
                        names += head + String(repeating: "-", count: max(0, width - head.count))
                    }
                }
                text += names + "\n"
            }
            var header = left(nil)
            for column in block.groups.flatMap(\.columns) { header += TextLayout.leftPad(column.label, column.width) }
            text += trimmed(header) + "\n"
            for row in frames.indices {
                var line = left(row)
                for column in block.groups.flatMap(\.columns) { line += TextLayout.leftPad(column.cells[row], column.width) }
                text += trimmed(line) + "\n"
            }
        }

        if !timeline.events.isEmpty {
            text += "\nevents\n"
            var groups: [(time: Double, names: [String])] = []
            for e in timeline.events {
                if let lastGroup = groups.last, abs(lastGroup.time - e.time) < 1e-9 {
                    groups[groups.count - 1].names.append(e.event.description)
                } else {
                    groups.append((e.time, [e.event.description]))
                }
            }
            let width = groups.map { seconds($0.time).count }.max() ?? 0
            for group in groups {
                text += TextLayout.wrap(group.names.joined(separator: ", "),
                                        first: "  " + TextLayout.leftPad(seconds(group.time), width) + "  ")
            }
        }
        return text
    }

    /// The samples as data: `show timeline`'s JSON `result`.
    static func json(_ timeline: Timeline) -> JSON {
        let groups = groups(timeline)
        let keys = ViewProperty.allCases.filter { property in
            property.isInEveryRow || timeline.motions.contains { $0.changes(property) }
        }
        return .array(timeline.frames.map { frame in
            var views: [(String, JSON)] = []
            for group in groups {
                guard let v = frame.views.first(where: { $0.id == group.id }) else { continue }
                views.append((group.name, .object(keys.map { ($0.key, .number(v[$0])) })))
            }
            var fields: [(String, JSON)] = [("time", .number(frame.time)), ("percent", frame.percent.map(JSON.number) ?? .null),
                                            ("phase", frame.phase.map { .string($0.rawValue) } ?? .null)]
            // Only a view transitions' timeline has these: a transition's rows stay as they were.
            if let effect = frame.effect {
                fields += [("effect", .string(effect.effect.rawValue)), ("angle", effect.angle.map(JSON.number) ?? .null)]
            }
            return .object(fields + [("views", .object(views))])
        })
    }

    static func seconds(_ t: Double) -> String { Numbers.fixed(t, 3) }

    /// A flip's angle; a curl or a dissolve by name, its share being the percent.
    static func effectText(_ sample: ViewTransitionSample) -> String {
        switch sample.effect {
        case .none: "none"
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom: "flip \(Numbers.fixed(sample.angle ?? 0, 1))°"
        case .curlUp, .curlDown: "curl"
        case .crossDissolve: "dissolve"
        }
    }

    /// `view transition` or `view transitions`, after how many began in the timeline.
    static func viewTransitionsLabel(_ timeline: Timeline) -> String {
        var count = 0
        var previous: ViewTransitionSample?
        for frame in timeline.frames {
            // A new transition starts over at fraction 0, or changes the effect.
            if let e = frame.effect, previous == nil || e.effect != previous!.effect || e.fraction < previous!.fraction - 1e-9 {
                count += 1
            }
            previous = frame.effect
        }
        return count > 1 ? "view transitions" : "view transition"
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
