import PantographEngine

/// `plot`'s drawing: a `Timeline` as an SVG document, the same bytes on every run.
/// On top, the percent against time with the gesture's samples as dots, the release
/// and the completion as vertical lines, and the lifecycle events as labelled
/// markers on the time axis; below, small multiples of each view's x, y, width,
/// height and alpha against the same time axis.
enum TimelinePlot {
    static let width = 960.0
    static let left = 76.0, right = 28.0
    static var plotWidth: Double { width - left - right }
    static let font = "Helvetica, Arial, sans-serif"
    static let percentColor = "#2b59c3"
    static let eventColor = "#7a4fa3"
    static let ink = "#222222", muted = "#666666", grid = "#e4e4e4", axis = "#999999"
    /// One colour per view, in order; none close to the percent's blue.
    static let palette = ["#e15759", "#59a14f", "#f28e2b", "#b07aa1", "#76b7b2", "#9c755f", "#ff6f9c", "#4e79a7",
                          "#8c8c2b", "#d37295"]
    /// Text widths are estimated: 0.6 em per character covers the common sans fonts.
    static func textWidth(_ text: String, size: Double) -> Double { Double(text.count) * size * 0.6 }

    /// `releaseLabels`: what each release says in place of its policy's verdict (an
    /// app's handler's, which no policy judged), in the order of `timeline.releases`.
    static func svg(_ timeline: Timeline, views: [(id: Int, name: String)], scene: String,
                    releaseLabels: [String]? = nil) -> String {
        var plot = Plot(timeline)
        plot.releaseLabels = releaseLabels
        let legendBottom = plot.titleAndLegend(scene: scene)
        let (bottom, marks) = plot.percentPanel(top: legendBottom + 26)
        let eventsBottom = plot.events(below: bottom)
        let (rowTop, documentWidth) = plot.views(views, top: eventsBottom + 30, marks: marks)
        let totalHeight = (rowTop + 28).rounded()
        return plot.doc.finish(width: documentWidth, height: totalHeight, title: plot.title)
    }

    /// One plot being drawn, section by section, top to bottom: each section returns
    /// where it ends, and the next begins below it.
    private struct Plot {
        let timeline: Timeline
        let frames: [TimelineFrame]
        var doc = Document()
        /// The time axis: the frames' span, with a little room on both sides, so a dot
        /// or a line at an end is not cut in half.
        let t0: Double, t1: Double, pad: Double
        var title = ""
        var releaseLabels: [String]?
        var inDegrees: Bool { isAngle(timeline) }

        init(_ timeline: Timeline) {
            self.timeline = timeline
            frames = timeline.frames
            let t0 = frames.first?.time ?? 0
            var t1 = frames.last?.time ?? 0
            if t1 - t0 < 1e-6 { t1 = t0 + 0.1 }
            pad = (t1 - t0) * 0.01
            self.t0 = t0 - pad
            self.t1 = t1 + pad
        }

        func x(_ t: Double) -> Double { left + (t - t0) / (t1 - t0) * plotWidth }

        /// The title, its subtitle and the legend; where the legend's last row is.
        mutating func titleAndLegend(scene: String) -> Double {
            // Title and legend.
            title = "\(scene): \(subjectLabel(timeline))"
            if let end = timeline.end {
                title += ", \(endLabel(timeline)) at \(seconds(end)) s"
            } else {
                title += ", \(endLabel(timeline)) (in flight)"
            }
            let inDegrees = isAngle(timeline)
            doc.text(title, x: left, y: 30, size: 17, weight: "bold")
            doc.text(subtitle(timeline), x: left, y: 50, size: 12, color: muted)

            // What the percent panel draws, so that the legend lists only that.
            let hasPercent = frames.contains { $0.percent != nil }
            let hasSamples = frames.contains { $0.isGestureSample && $0.percent != nil }
            let boundary = timeline.progressBoundary
            // Entries run left to right and wrap onto a further row at the right edge.
            var legendX = left
            var legendY = 74.0
            func legendEntry(_ label: String, _ draw: (inout Document, Double, Double) -> Void) {
                let width = 24 + textWidth(label, size: 12)
                if legendX > left, legendX + width > left + plotWidth {
                    legendX = left
                    legendY += legendRowHeight
                }
                draw(&doc, legendX, legendY)
                doc.text(label, x: legendX + 24, y: legendY + 4, size: 12)
                legendX += width + 22
            }
            if hasPercent {
                legendEntry(inDegrees ? "angle" : "percent") { doc, x, legendY in doc.line(x, legendY, x + 18, legendY, color: percentColor, width: 2.5) }
            }
            if hasSamples {
                legendEntry("gesture sample") { doc, x, legendY in doc.dot(x + 9, legendY, color: percentColor) }
            }
            if let boundary {
                legendEntry(boundaryLabel(boundary)) { doc, x, legendY in
                    doc.line(x, legendY, x + 18, legendY, color: boundaryColor, width: 1.5, dash: boundaryDash)
                }
            }
            if !timeline.releases.isEmpty {
                legendEntry("release") { doc, x, legendY in doc.line(x + 9, legendY - 7, x + 9, legendY + 7, color: ink, width: 1.5, dash: "5,3") }
            }
            if timeline.end != nil {
                legendEntry(endLabel(timeline)) { doc, x, legendY in
                    doc.line(x + 9, legendY - 7, x + 9, legendY + 7, color: ink, width: 1.5)
                }
            }
            if !timeline.events.isEmpty {
                legendEntry("lifecycle event") { doc, x, legendY in doc.marker(x + 9, legendY - 5, color: eventColor) }
            }
            return legendY
        }

        /// The percent panel from `top`: levels, the boundary, the release and the
        /// completion, the percent line and its samples; its bottom, and the marks.
        mutating func percentPanel(top: Double) -> (bottom: Double, marks: [(t: Double, label: String, dash: String?)]) {
            let boundary = timeline.progressBoundary
            let height = 200.0, bottom = top + height
            func y(_ p: Double) -> Double { bottom - p * height }
            // A gesture that started the transition later (card's drag): its time, shaded.
            if let begun = frames.firstIndex(where: { $0.percent != nil }), begun > 0 {
                let x0 = x(frames[0].time), x1 = x(frames[begun].time)
                doc.rect(x0, top, x1 - x0, height, color: "#f0f0f0")
                let label = hasGesture(timeline) ? "gesture, no transition yet" : "touch, no transition yet"
                if textWidth(label, size: 10) + 8 < x1 - x0 {
                    doc.text(label, x: (x0 + x1) / 2, y: bottom - 8, size: 10, color: muted, anchor: "middle")
                }
            }
            for level in stride(from: 0.0, through: 1.0, by: 0.25) {
                doc.line(left, y(level), left + plotWidth, y(level), color: grid, width: 1)
                // The boundary's own value takes the place of a level label it would touch.
                if let boundary, givesWay(level: y(level), boundary: y(boundary.progress)) { continue }
                doc.text("\(Int(level * (inDegrees ? 180 : 100)))", x: left - 8, y: y(level) + 4, size: 11, color: muted, anchor: "end")
            }
            doc.text(inDegrees ? "angle (°)" : "percent (%)", x: 18, y: (top + bottom) / 2, size: 12, color: muted, anchor: "middle", rotate: true)
            let ticks = niceTicks(t0, t1)
            for t in ticks {
                doc.line(x(t), top, x(t), bottom, color: grid, width: 1)
                doc.line(x(t), bottom, x(t), bottom + 5, color: axis, width: 1)
            }
            doc.line(left, bottom, left + plotWidth, bottom, color: axis, width: 1)

            // The policy's boundary, where its rule is a progress: a dashed line across,
            // its value on the percent axis (the legend says what it means).
            if let boundary {
                let by = y(boundary.progress)
                doc.line(left, by, left + plotWidth, by, color: boundaryColor, width: 1.5, dash: boundaryDash)
                doc.text(percentText(boundary.progress), x: left - 8, y: by + 4, size: 11, weight: "bold",
                         color: boundaryColor, anchor: "end")
            }

            // The release and the completion, labelled at the top without overlapping.
            var marks: [(t: Double, label: String, dash: String?)] = timeline.releases.enumerated().map { k, release in
                (release.time, releaseLabels?[k] ?? releaseLabel(release), "5,3")
            }
            if let end = timeline.end { marks.append((end, endLabel(timeline), nil)) }
            var placed: [(x0: Double, x1: Double, row: Int)] = []
            for mark in marks.sorted(by: { $0.t < $1.t }) {
                let mx = x(mark.t)
                doc.line(mx, top - 4, mx, bottom, color: ink, width: 1.5, dash: mark.dash)
                let w = textWidth(mark.label, size: 11)
                let rightSide = mx + 4 + w > left + plotWidth
                let x0 = rightSide ? mx - 4 - w : mx + 4
                var row = 0
                while placed.contains(where: { $0.row == row && x0 < $0.x1 + 6 && x0 + w > $0.x0 - 6 }) { row += 1 }
                placed.append((x0, x0 + w, row))
                doc.text(mark.label, x: rightSide ? mx - 4 : mx + 4, y: top + 12 + Double(row) * 14, size: 11, color: ink,
                         anchor: rightSide ? "end" : "start", halo: true)
            }

            // The percent line, broken where the transition had not begun; then the dots.
            var runs: [[(Double, Double)]] = []
            var run: [(Double, Double)] = []
            for frame in frames {
                if let p = frame.percent {
                    run.append((x(frame.time), y(p)))
                } else if !run.isEmpty {
                    runs.append(run)
                    run = []
                }
            }
            if !run.isEmpty { runs.append(run) }
            for run in runs { doc.polyline(run, color: percentColor, width: 2.5) }
            for frame in frames where frame.isGestureSample {
                if let p = frame.percent { doc.dot(x(frame.time), y(p), color: percentColor) }
            }
            return (bottom, marks)
        }

        /// The lifecycle events under the time axis, and the axis's labels; where the
        /// lowest lane of event names ends (or the axis's title, with no event).
        mutating func events(below bottom: Double) -> Double {
            let ticks = niceTicks(t0, t1)
            // Lifecycle events: one marker per moment, the names stacked under the axis,
            // in lanes so that no two labels overlap.
            var moments: [(t: Double, names: [String])] = []
            for e in timeline.events {
                if let last = moments.last, abs(last.t - e.time) < 1e-9 {
                    moments[moments.count - 1].names.append(e.event.description)
                } else {
                    moments.append((e.time, [e.event.description]))
                }
            }
            let eventsTop = bottom + 54
            let lineHeight = 14.0
            var lanes: [(right: [(Double, Double)], lines: Int)] = []
            var laneOf: [Int] = []
            var extents: [(x0: Double, anchorEnd: Bool)] = []
            for moment in moments {
                let mx = x(moment.t)
                let w = (moment.names.map { textWidth($0, size: 11) }.max() ?? 0) + 8
                let anchorEnd = mx + w > left + plotWidth
                let x0 = anchorEnd ? mx - w : mx
                var lane = 0
                while lane < lanes.count && lanes[lane].right.contains(where: { x0 < $0.1 + 10 && x0 + w > $0.0 - 10 }) {
                    lane += 1
                }
                if lane == lanes.count { lanes.append(([], 0)) }
                lanes[lane].right.append((x0, x0 + w))
                lanes[lane].lines = max(lanes[lane].lines, moment.names.count)
                laneOf.append(lane)
                extents.append((x0, anchorEnd))
            }
            var laneTops: [Double] = []
            var nextTop = eventsTop + 14
            for lane in lanes {
                laneTops.append(nextTop)
                nextTop += Double(lane.lines) * lineHeight + 12
            }
            for (i, moment) in moments.enumerated() {
                let mx = x(moment.t)
                let labelTop = laneTops[laneOf[i]]
                doc.line(mx, bottom + 8, mx, labelTop + Double(moment.names.count) * lineHeight - 8, color: eventColor,
                         width: 1, dash: "2,2", opacity: 0.6)
                doc.marker(mx, bottom, color: eventColor)
            }
            // The names after every leader line, so that no line crosses a name.
            for (i, moment) in moments.enumerated() {
                let mx = x(moment.t)
                let labelTop = laneTops[laneOf[i]]
                let tx = extents[i].anchorEnd ? mx - 5 : mx + 5
                doc.text(seconds(moment.t) + " s", x: tx, y: labelTop - 2, size: 10, color: muted,
                         anchor: extents[i].anchorEnd ? "end" : "start", halo: true)
                for (j, name) in moment.names.enumerated() {
                    doc.text(name, x: tx, y: labelTop + 11 + Double(j) * lineHeight, size: 11, color: eventColor,
                             anchor: extents[i].anchorEnd ? "end" : "start", halo: true)
                }
            }

            if !moments.isEmpty {
                doc.text("lifecycle events", x: left, y: eventsTop, size: 12, color: muted, halo: true)
            }
            // The time axis's labels, over the events' leader lines; a label that would sit
            // on an event's marker or leader line is left out (its grid line stays).
            let markerXs = moments.map { x($0.t) }
            for t in ticks {
                let label = tickLabel(t, ticks)
                guard isClear(of: markerXs, from: x(t) - textWidth(label, size: 11) / 2,
                              to: x(t) + textWidth(label, size: 11) / 2) else { continue }
                doc.text(label, x: x(t), y: bottom + 22, size: 11, color: muted, anchor: "middle", halo: true)
            }
            // The axis's title in the middle, or else the rightmost place that no leader line
            // crosses (the middle when there is none).
            let titleWidth = textWidth("time (s)", size: 12)
            func crossed(_ x0: Double) -> Bool { !isClear(of: markerXs, from: x0, to: x0 + titleWidth) }
            var titleX0 = left + plotWidth / 2 - titleWidth / 2
            if crossed(titleX0) {
                var x0 = left + plotWidth - titleWidth
                while x0 >= left, crossed(x0) { x0 -= 4 }
                if x0 >= left { titleX0 = x0 }
            }
            doc.text("time (s)", x: titleX0, y: bottom + 38, size: 12, color: muted, halo: true)
            return moments.isEmpty ? bottom + 40 : nextTop
        }

        /// Small multiples from `top`: a row per view, a column per number — the frame
        /// and the alpha, and every other number that moves for one of the views drawn;
        /// where the last row ends and how wide the drawing must be. Each cell's numbers
        /// and labels come first, so that each column is as wide as its labels.
        mutating func views(_ views: [(id: Int, name: String)], top: Double,
                            marks: [(t: Double, label: String, dash: String?)]) -> (bottom: Double, width: Double) {
            var rowTop = top
            let properties = cellProperties(timeline, views: views)
            let cells = views.map { view in
                properties.map { property in
                    Cell(property, frames.map { f in f.views.first { $0.id == view.id }.map { $0[property] } })
                }
            }
            let layout = CellLayout(properties, cells: cells, times: (seconds(t0 + pad), seconds(t1 - pad) + " s"))
            let cellWidth = layout.cellWidth, cellHeight = CellLayout.cellHeight
            if !views.isEmpty {
                doc.text("views", x: left, y: rowTop, size: 14, weight: "bold")
                rowTop += 24
                for (c, property) in properties.enumerated() {
                    doc.text(property.title, x: layout.x[c] + cellWidth / 2, y: rowTop, size: 12, color: muted,
                             anchor: "middle")
                }
                rowTop += 14
            }
            for (r, view) in views.enumerated() {
                let color = palette[r % palette.count]
                let phantom = timeline.isPhantom.indices.contains(view.id) && timeline.isPhantom[view.id]
                doc.rect(left, rowTop + 2, 10, 10, color: color)
                doc.text(view.name + (phantom ? " (phantom)" : ""), x: left + 16, y: rowTop + 11, size: 12, weight: "bold",
                         color: ink)
                let cellTop = rowTop + 20
                for (c, cell) in cells[r].enumerated() {
                    let cx = layout.x[c]
                    func cy(_ v: Double) -> Double { cellTop + cellHeight - cell.fraction(v) * cellHeight }
                    doc.rect(cx, cellTop, cellWidth, cellHeight, color: "#fafafa", stroke: grid)
                    for mark in marks {
                        let mx = cx + (mark.t - t0) / (t1 - t0) * cellWidth
                        doc.line(mx, cellTop, mx, cellTop + cellHeight, color: "#bbbbbb", width: 1, dash: mark.dash)
                    }
                    var segment: [(Double, Double)] = []
                    for (frame, value) in zip(frames, cell.values) {
                        if let value {
                            segment.append((cx + (frame.time - t0) / (t1 - t0) * cellWidth, cy(value)))
                        } else if !segment.isEmpty {
                            doc.polyline(segment, color: color, width: 2)
                            segment = []
                        }
                    }
                    if !segment.isEmpty { doc.polyline(segment, color: color, width: 2) }
                    switch cell.labels {
                    case .none:
                        break
                    case .constant(let value, let text):
                        // Above the line, or under it when the line is at the top.
                        let ly = cy(value) - 6 < cellTop + 12 ? cy(value) + 15 : cy(value) - 6
                        doc.text(text, x: cx + cellWidth / 2, y: ly, size: 10, color: muted, anchor: "middle", halo: true)
                    case .range(let low, let high):
                        // The ends at their heights, left of the cell, in the room the layout
                        // made for them; ends closer than a line share one label, so that a
                        // dimming's 1.00 and 0.95 do not print over each other.
                        if cy(low.value) - cy(high.value) >= rangeLabelSpacing {
                            doc.text(high.text, x: cx - 4, y: cy(high.value) + 4, size: 10, color: muted, anchor: "end")
                            doc.text(low.text, x: cx - 4, y: cy(low.value) + 4, size: 10, color: muted, anchor: "end")
                        } else {
                            doc.text(Cell.joined(low.text, high.text), x: cx - 4,
                                     y: (cy(high.value) + cy(low.value)) / 2 + 4, size: 10, color: muted, anchor: "end")
                        }
                    }
                    if r == views.count - 1 {
                        // The time axis's ends under the cell; the start gives way when both
                        // do not fit side by side.
                        let y = cellTop + cellHeight + 16
                        if layout.showsStartTime { doc.text(layout.times.start, x: cx, y: y, size: 10, color: muted) }
                        doc.text(layout.times.end, x: cx + cellWidth, y: y, size: 10, color: muted, anchor: "end")
                    }
                }
                rowTop = cellTop + cellHeight + 20
            }
            let documentWidth = views.isEmpty ? width : max(width, (layout.x.last ?? left) + cellWidth + right)
            return (rowTop, documentWidth.rounded(.up))
        }
    }

    static func seconds(_ t: Double) -> String { Numbers.fixed(t, 3) }

    /// The columns of the small multiples: x, y, width, height and alpha, then the
    /// view's other numbers (scale, corner radius, a flip's angles, a curl) that move for
    /// one of the views drawn.
    static func cellProperties(_ timeline: Timeline, views: [(id: Int, name: String)]) -> [ViewProperty] {
        let always: [ViewProperty] = [.x, .y, .width, .height, .alpha]
        let moving = timeline.motions.filter { motion in views.contains { $0.id == motion.id } }
        return ViewProperty.allCases.filter { property in
            always.contains(property) || moving.contains { $0.changes(property) }
        }
    }

    /// The least distance between the two range labels of a cell: a line of their text.
    static let rangeLabelSpacing = 11.0

    /// One view's number over the timeline, as a cell draws it: its values (nil where
    /// the view is not in the window), the span of the cell's height, and its labels.
    struct Cell {
        enum Labels {
            case none
            /// A number that does not change: its one value, over or under the line.
            case constant(Double, String)
            /// The range's ends, at their heights.
            case range(low: (value: Double, text: String), high: (value: Double, text: String))
        }
        let values: [Double?]
        let lo: Double, hi: Double
        let labels: Labels

        init(_ property: ViewProperty, _ values: [Double?]) {
            self.values = values
            let present = values.compactMap { $0 }
            var lo = present.min() ?? 0, hi = present.max() ?? 1
            if property == .alpha {
                lo = min(lo, 0)
                hi = max(hi, 1)
            } else if hi - lo < 1e-6 * max(1, abs(hi)) {
                lo -= 1
                hi += 1
            } else {
                let margin = (hi - lo) * 0.08
                lo -= margin
                hi += margin
            }
            (self.lo, self.hi) = (lo, hi)
            if let first = present.first, present.allSatisfy({ abs($0 - first) < 1e-9 }) {
                labels = .constant(first, property.text(first))
            } else if let minimum = present.min(), let maximum = present.max() {
                labels = .range(low: (minimum, property.text(minimum)), high: (maximum, property.text(maximum)))
            } else {
                labels = .none
            }
        }

        /// Where a value lies, from the cell's bottom (0) to its top (1).
        func fraction(_ v: Double) -> Double { (v - lo) / (hi - lo) }

        /// `0.95–1.00`: two ends too close for a label each.
        static func joined(_ low: String, _ high: String) -> String { low + "–" + high }

        /// The widest label left of the cell (0 for none): both ends, or the two as one.
        var sideWidth: Double {
            guard case .range(let low, let high) = labels else { return 0 }
            return max(textWidth(low.text, size: 10), textWidth(high.text, size: 10),
                       textWidth(Self.joined(low.text, high.text), size: 10))
        }

        /// The widest label inside the cell.
        var insideWidth: Double {
            guard case .constant(_, let text) = labels else { return 0 }
            return textWidth(text, size: 10)
        }
    }

    /// Where the cells go: one width for all, wide enough for every label inside it and
    /// the time axis's end, and before each column the room for its range labels. When
    /// the plot's width is not enough, the drawing grows wider rather than print labels
    /// over each other.
    struct CellLayout {
        static let cellHeight = 74.0
        /// Between a cell and the next column's range labels.
        static let gap = 12.0
        /// The least a cell is wide: the time axis's ends fit under it.
        let cellWidth: Double
        /// Each column's left edge.
        let x: [Double]
        let times: (start: String, end: String)
        let showsStartTime: Bool

        init(_ properties: [ViewProperty], cells: [[Cell]], times: (start: String, end: String)) {
            self.times = times
            let columns = properties.indices
            let side = columns.map { c in cells.map { $0[c].sideWidth }.max() ?? 0 }
            // Before each column: its range labels and the gap; the first column's labels
            // use the margin left of the plot as far as it goes.
            let before = columns.map { c in
                c == 0 ? max(0, side[0] + 8 - left) : Self.gap + (side[c] > 0 ? side[c] + 4 : 0)
            }
            // The titles need no room of their own: a title overhangs its cell into the
            // gap before the next column's range labels, and the widest (width, height)
            // stand beside columns that the same motion gives labels (PlotLabelTests
            // checks every pair of labels).
            var least = textWidth(times.end, size: 10) + 4
            for c in columns {
                for row in cells { least = max(least, row[c].insideWidth + 8) }
            }
            let n = Double(properties.count)
            cellWidth = max(least, (plotWidth - before.reduce(0, +)) / max(n, 1))
            var edges: [Double] = []
            var at = left
            for c in columns {
                at += before[c]
                edges.append(at)
                at += cellWidth
            }
            x = edges
            showsStartTime = textWidth(times.start, size: 10) + textWidth(times.end, size: 10) + 6 <= cellWidth
        }
    }

    /// The operation, or the view transitions.
    static func subjectLabel(_ timeline: Timeline) -> String {
        switch timeline.subject {
        case .transition(let operation, _): operation.rawValue
        case .viewTransitions: TimelineTable.viewTransitionsLabel(timeline)
        }
    }

    /// How it ended (or where it is): a transition's phase; a view transition's
    /// completion, with what its block was told.
    static func endLabel(_ timeline: Timeline) -> String {
        switch timeline.subject {
        case .transition(_, let phase): phase.rawValue
        case .viewTransitions(let finished?): "completion (finished: \(finished))"
        case .viewTransitions(nil): "view transition"
        }
    }

    /// A timeline of flips only: the panel is the angle, 0 … 180°, the same line as
    /// the progress (the angle is 180° times it).
    static func isAngle(_ timeline: Timeline) -> Bool {
        guard case .viewTransitions = timeline.subject else { return false }
        return timeline.frames.allSatisfy { $0.effect == nil || $0.effect!.angle != nil }
    }

    static let legendRowHeight = 18.0
    static let boundaryColor = "#c2410c"
    static let boundaryDash = "7,4"
    /// The room a tick label keeps from an event marker (half its width, 5) on each side.
    static let tickClearance = 6.0
    /// The least distance between two labels on the percent axis.
    static let levelLabelSpacing = 12.0

    /// What the timeline starts from: a gesture's begin, a touch (card's tap), or the
    /// transition's own start when no finger was involved.
    static func subtitle(_ timeline: Timeline) -> String {
        let from = hasGesture(timeline) ? "the gesture's begin"
            : timeline.frames.first?.percent == nil ? "the touch that started it" : "the transition's start"
        var text = "frame by frame at \(timeline.fps) fps, from \(from); time in seconds"
        if timeline.droppedInputs > 0 { text += "; the first \(timeline.droppedInputs) inputs are not kept" }
        return text
    }

    /// Whether a label spanning x0…x1 keeps `tickClearance` from every event marker
    /// (a marker exactly that far off is clear).
    static func isClear(of markers: [Double], from x0: Double, to x1: Double) -> Bool {
        !markers.contains { $0 > x0 - tickClearance && $0 < x1 + tickClearance }
    }

    /// Whether a level's label (`25`) gives way to the boundary's value: closer than a line.
    static func givesWay(level: Double, boundary: Double) -> Bool { abs(level - boundary) < levelLabelSpacing }

    /// Whether a pan took part: its samples or its end.
    static func hasGesture(_ timeline: Timeline) -> Bool {
        !timeline.releases.isEmpty || timeline.frames.contains { $0.isGestureSample }
    }

    /// `release: finish (threshold, 281 pt/s)`: the decision, the policy, and the
    /// velocity it saw (positive toward completing); a system cancel says so.
    static func releaseLabel(_ release: TimelineRelease) -> String {
        guard let judged = release.judged else { return "release" }
        let what = judged.bySystem ? "system cancel" : "release"
        return "\(what): \(judged.decision.rawValue) (\(judged.policy), \(Numbers.fixed(judged.input.velocity, 0)) pt/s)"
    }

    /// A progress as a percent, with a decimal only when it has one: `10`, `12.5`.
    static func percentText(_ progress: Double) -> String {
        var text = Numbers.fixed(progress * 100, 1)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// `threshold: finishes above 10 %`, `flutter: finishes at 50 % or above, unless flicked`.
    static func boundaryLabel(_ boundary: ProgressBoundary) -> String {
        let percent = percentText(boundary.progress) + " %"
        var text = boundary.finishesAtIt ? "finishes at \(percent) or above" : "finishes above \(percent)"
        if boundary.flickDecidesFirst { text += ", unless flicked" }
        return "\(boundary.policy): \(text)"
    }

    /// Multiples of 1, 2 or 5 × 10ⁿ, four to ten of them within the span.
    static func niceTicks(_ a: Double, _ b: Double) -> [Double] {
        let span = b - a
        guard span > 0, span.isFinite else { return [a] }
        var step = 1e-6
        search: while step < 1e9 {
            for m in [1.0, 2.0, 5.0] where span / (step * m) <= 10 {
                step *= m
                break search
            }
            step *= 10
        }
        var ticks: [Double] = []
        var k = (a / step).rounded(.up)
        while k * step <= b + step * 1e-9 {
            ticks.append(k * step)
            k += 1
        }
        return ticks
    }

    /// As few decimals as the step needs.
    static func tickLabel(_ t: Double, _ ticks: [Double]) -> String {
        let step = ticks.count > 1 ? ticks[1] - ticks[0] : 1
        var digits = 0
        while digits < 6 && abs((step * pow10(digits)).rounded() - step * pow10(digits)) > 1e-6 { digits += 1 }
        return Numbers.fixed(t, digits)
    }

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { r, _ in r * 10 } }

    /// The SVG text being built: elements in drawing order.
    struct Document {
        var body = ""

        static func n(_ v: Double) -> String {
            var text = Numbers.fixed(v, 1)
            if text.hasSuffix(".0") { text.removeLast(2) }
            return text
        }

        static func escaped(_ s: String) -> String {
            var out = ""
            for c in s {
                switch c {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                default: out.append(c)
                }
            }
            return out
        }

        mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, color: String, width: Double,
                           dash: String? = nil, opacity: Double = 1) {
            body += "<line x1=\"\(Self.n(x1))\" y1=\"\(Self.n(y1))\" x2=\"\(Self.n(x2))\" y2=\"\(Self.n(y2))\" stroke=\"\(color)\" stroke-width=\"\(Self.n(width))\""
            if let dash { body += " stroke-dasharray=\"\(dash)\"" }
            if opacity < 1 { body += " stroke-opacity=\"\(Numbers.fixed(opacity, 2))\"" }
            body += "/>\n"
        }

        mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, color: String, stroke: String? = nil) {
            body += "<rect x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" width=\"\(Self.n(w))\" height=\"\(Self.n(h))\" fill=\"\(color)\""
            if let stroke { body += " stroke=\"\(stroke)\"" }
            body += "/>\n"
        }

        mutating func dot(_ x: Double, _ y: Double, color: String) {
            body += "<circle cx=\"\(Self.n(x))\" cy=\"\(Self.n(y))\" r=\"3.5\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"1.2\"/>\n"
        }

        /// A small triangle pointing up at the time axis.
        mutating func marker(_ x: Double, _ y: Double, color: String) {
            body += "<path d=\"M\(Self.n(x)),\(Self.n(y)) l-5,8 h10 z\" fill=\"\(color)\"/>\n"
        }

        mutating func polyline(_ points: [(Double, Double)], color: String, width: Double) {
            guard !points.isEmpty else { return }
            let list = points.map { "\(Self.n($0.0)),\(Self.n($0.1))" }.joined(separator: " ")
            body += "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(Self.n(width))\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n"
        }

        mutating func text(_ s: String, x: Double, y: Double, size: Double, weight: String? = nil,
                           color: String = TimelinePlot.ink, anchor: String = "start", rotate: Bool = false,
                           halo: Bool = false) {
            body += "<text x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" font-size=\"\(Self.n(size))\" fill=\"\(color)\""
            if anchor != "start" { body += " text-anchor=\"\(anchor)\"" }
            if let weight { body += " font-weight=\"\(weight)\"" }
            if rotate { body += " transform=\"rotate(-90 \(Self.n(x)) \(Self.n(y)))\"" }
            // A white outline under the letters keeps them readable over lines.
            if halo { body += " stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\"" }
            body += ">\(Self.escaped(s))</text>\n"
        }

        func finish(width: Double, height: Double, title: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.n(width))" height="\(Self.n(height))" \
            viewBox="0 0 \(Self.n(width)) \(Self.n(height))" font-family="\(TimelinePlot.font)">
            <title>\(Self.escaped(title))</title>
            <rect width="100%" height="100%" fill="#ffffff"/>

            """ + body + "</svg>\n"
        }
    }
}
