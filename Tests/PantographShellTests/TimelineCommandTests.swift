import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import PantographShell
import PantographEngine

/// Files kept in memory, for `plot`; `refuse` makes every write fail.
final class MemoryFiles: SessionFiles {
    var written: [String: String] = [:]
    var refuse: String?

    func read(_ path: String) throws(FileError) -> [UInt8] { throw FileError("cannot read \(path)") }
    func startRecording(_ path: String, sync: Bool) throws(FileError) { throw FileError("cannot record") }
    func recordLine(_ line: String) throws(FileError) {}
    func stopRecording() {}
    func writeFile(_ contents: String, to path: String) throws(FileError) {
        if let refuse { throw FileError("cannot write \(path): \(refuse)") }
        written[path] = contents
    }
}

/// `show timeline` and `plot` (docs/pictures.md): rows and drawings of the engine's
/// replay, which change nothing.
struct TimelineCommandTests {
    static let swipe = "pan begin; pan move 0,-60; pan move 0,-120; pan move 0,-200; pan end"

    /// The answer of `show timeline`: its paragraphs (the summary, a table per block
    /// of views, the events).
    static func answer(_ out: String) throws -> [String] {
        let start = try #require(out.range(of: "present, "))
        return out[start.lowerBound...].components(separatedBy: "\n\n").filter { !$0.isEmpty }
    }

    /// A table's rows, split into words: time, percent, phase, then the views' numbers.
    static func rows(_ table: String) -> [[String]] {
        table.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            .filter { Double($0[0]) != nil }
    }

    @Test func rowsEvery50MillisecondsFromTheBeginToTheCompletion() throws {
        let run = try run(Self.swipe + "\nshow timeline")
        let paragraphs = try Self.answer(run.out)
        #expect(paragraphs.count == 4, "the summary, two blocks of views, the events")
        #expect(paragraphs[0].hasPrefix("present, 0.000 → 0.432 s: released at 0.050 s, completed at 0.432 s; a row every\n50 ms"))
        let rows = Self.rows(paragraphs[1])
        // Times 0, 0.05 (the release), …, 0.4, and the end.
        #expect(rows.map { $0[0] } == ["0.000", "0.050", "0.100", "0.150", "0.200", "0.250", "0.300", "0.350", "0.400", "0.432"])
        #expect(Self.rows(paragraphs[2]).map { $0[0] } == rows.map { $0[0] })
        let answer = paragraphs.joined(separator: "\n\n")
        #expect(rows[0][1...2] == ["0.0", "interactive"])
        #expect(rows[1][1...2] == ["23.7", "finishing"])
        #expect(rows[9][1...2] == ["100.0", "completed"])
        // Every line fits 80 columns, the views that move are named, the others not.
        for line in run.out.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        #expect(answer.contains("image~") && answer.contains("title~") && answer.contains("fade"))
        #expect(!answer.contains("headline"))
        #expect(answer.contains("  0.432  completeTransition(true)"))
        #expect(run.err.isEmpty)
    }

    /// `every 0` is every frame; the table is the engine's frames, number for number.
    @Test func everyZeroPrintsEveryFrameAsTheEngineComputesIt() throws {
        let run = try run("set clock manual; " + Self.swipe + "; settle\nshow timeline every 0")
        let timeline = try #require(run.session.state.simulator.timeline())
        let firstBlock = Self.rows(try Self.answer(run.out)[1])
        #expect(firstBlock.count == timeline.frames.count)
        for (row, frame) in zip(firstBlock, timeline.frames) {
            #expect(row[0] == Numbers.fixed(frame.time, 3))
            #expect(row[1] == Numbers.fixed(frame.percent! * 100, 1))
            #expect(row[2] == frame.phase!.rawValue)
        }
    }

    @Test func theJSONResultIsTheSamplesAsData() throws {
        let run = try run(Self.swipe + "\nshow timeline every 100ms", format: .json)
        let record = try ShellProbe.object(try #require(ShellProbe.lines(run.out).last))
        let samples = try #require(record["result"] as? [[String: Any]])
        // Every 100 ms, the release (a change of phase) and the completion.
        let end = 0.05 + (1 - 200.0 / 844) * 0.5
        #expect(samples.compactMap { $0["time"] as? Double } == [0, 0.05, 0.1, 0.2, 0.3, 0.4, (end * 1e6).rounded() / 1e6])
        let release = samples[1]
        #expect(release["phase"] as? String == "finishing")
        #expect((release["percent"] as? Double).map { abs($0 - 200.0 / 844) < 1e-6 } == true)
        let views = try #require(release["views"] as? [String: [String: Double]])
        #expect(Set(views.keys) == ["fade", "image~", "title~"])
        #expect(Set(views["image~"]!.keys) == ["x", "y", "width", "height", "alpha", "scale", "cornerRadius"])
        // At the end the phantoms and the fade are gone.
        #expect((samples.last?["views"] as? [String: Any])?.isEmpty == true)
    }

    /// Every number an animation moves is over time: hero's phantom's scale and corner
    /// radius in the table, the JSON rows and the plot; a flip's angle (yaw) too.
    @Test func scaleRadiusAndAnglesAreOverTime() throws {
        let hero = try run("present\nshow timeline every 100ms", scene: "hero")
        let paragraphs = try Self.answer(hero.out)
        let table = paragraphs.filter { $0.contains("thumbnail~") }.joined(separator: "\n")
        let header = try #require(table.split(separator: "\n").first { $0.contains("alpha") || $0.contains("scale") })
        #expect(header.contains("scale") && header.contains("radius"), "\(table)")
        for line in hero.out.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        // 1.000 at the start, down to 0.950 at a fifth of the duration, back to 1.
        #expect(table.contains("0.950") || table.contains("0.95"), "\(table)")

        let json = try run("present\nshow timeline", format: .json, scene: "hero")
        let record = try ShellProbe.object(try #require(ShellProbe.lines(json.out).last))
        let rows = try #require(record["result"] as? [[String: Any]])
        let phantom = rows.compactMap { ($0["views"] as? [String: [String: Double]])?["thumbnail~"] }
        #expect(phantom.first?["cornerRadius"] == 8 && phantom.first?["scale"] == 1)
        #expect(phantom.compactMap { $0["scale"] }.min() == 0.95)
        #expect(phantom.allSatisfy { $0["yaw"] == nil }, "no angle where none moves")

        let flip = try run("transition with container transitionFlipFromLeft\nshow timeline", format: .json, scene: "flip")
        let flipRecord = try ShellProbe.object(try #require(ShellProbe.lines(flip.out).last))
        let flipRows = try #require(flipRecord["result"] as? [[String: Any]])
        let green = flipRows.compactMap { ($0["views"] as? [String: [String: Double]])?["green"]?["yaw"] }
        #expect(green.count == flipRows.count && green.first == 0 && green.contains(90), "\(green)")

        let (svg, _) = try Self.plotted("scenario hero\npresent")
        let contents = try Self.parse(svg)
        for title in ["scale", "radius (pt)"] { #expect(contents.texts.contains(title), "no '\(title)' in the plot") }
    }

    @Test func nothingToShowBeforeATransition() throws {
        for command in ["show timeline", "plot /tmp/p.svg"] {
            let (session, sink) = try ShellProbe.session(format: .text)
            session.files = MemoryFiles()
            let before = ShellProbe.snapshot(session)
            #expect(ShellProbe.feed(session, [command])[0].failed)
            #expect(sink.err.contains("error: no transition yet"), "\(sink.err)")
            #expect(ShellProbe.snapshot(session) == before)
        }
    }

    @Test func everyIsADuration() throws {
        #expect(try ShellProbe.parse("show timeline every 20ms") == .timeline(every: 0.02))
        #expect(try ShellProbe.parse("show timeline") == .timeline(every: nil))
        #expect(try ShellProbe.parse("show") == .show(.state))
        #expect(throws: ArgumentError.self) { try ShellProbe.parse("show timeline every soon") }
        #expect(throws: ArgumentError.self) { try ShellProbe.parse("show views every 20ms") }
    }

    // MARK: - plot

    /// Runs the script, then `plot`, which must change nothing but write the file.
    static func plotted(_ script: String, _ plot: String = "plot out.svg") throws -> (svg: String, record: [String: Any]) {
        let (session, sink) = try ShellProbe.session(format: .json)
        let files = MemoryFiles()
        session.files = files
        let results = ShellProbe.feed(session, script.split(separator: "\n").map(String.init))
        #expect(!results.contains { $0.failed }, "\(sink.err)")
        let before = ShellProbe.snapshot(session)
        #expect(!ShellProbe.feed(session, [plot])[0].failed, "\(sink.err)")
        #expect(ShellProbe.snapshot(session) == before)
        let record = try ShellProbe.object(try #require(ShellProbe.lines(sink.out).last))
        return (try #require(files.written["out.svg"]), record)
    }

    /// What an SVG holds: the texts, and the elements by name.
    final class SVGContents: NSObject, XMLParserDelegate {
        var texts: [String] = []
        var elements: [String: Int] = [:]
        var colors: Set<String> = []
        /// Each `<text>` with its attributes, and each `<line>`'s attributes.
        var labelled: [(text: String, attributes: [String: String])] = []
        var lines: [[String: String]] = []
        /// The x of each lifecycle marker (a triangle pointing up at the time axis).
        var markers: [Double] = []
        private var text = ""
        private var attributes: [String: String] = [:]
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements[name, default: 0] += 1
            if name == "polyline", let stroke = attributes["stroke"] { colors.insert(stroke) }
            if name == "line" { lines.append(attributes) }
            if name == "path", let d = attributes["d"], d.hasPrefix("M"), d.contains(" l-5,8 h10 z"),
               let x = Double(d.dropFirst().prefix { $0 != "," }) {
                markers.append(x)
            }
            self.attributes = attributes
            text = ""
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" || name == "title" { texts.append(text) }
            if name == "text" { labelled.append((text, attributes)) }
        }

        /// The texts drawn in a colour.
        func texts(in color: String) -> [String] { labelled.filter { $0.attributes["fill"] == color }.map(\.text) }
        func number(_ attributes: [String: String], _ key: String) -> Double { Double(attributes[key] ?? "") ?? .nan }
    }

    static func parse(_ svg: String) throws -> SVGContents {
        let parser = XMLParser(data: Data(svg.utf8))
        let contents = SVGContents()
        parser.delegate = contents
        #expect(parser.parse(), "not XML: \(parser.parserError.map(String.init(describing:)) ?? "")")
        return contents
    }

    @Test func thePlotIsAnSVGWithEverySeriesAndLabel() throws {
        let (svg, record) = try Self.plotted(Self.swipe)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let contents = try Self.parse(svg)
        #expect(contents.elements["svg"] == 1)
        // The percent and one line per number of each moving view (the frame, the alpha
        // and the phantom's corner radius: 6 × 3), each view its colour.
        #expect(contents.elements["polyline"] == 1 + 18)
        #expect(contents.colors.count == 4)
        // The gesture's samples: its begin and three moves.
        #expect(contents.elements["circle"] == 4 + 1, "and one in the legend")
        for label in ["percent", "gesture sample", "release", "completed", "lifecycle event", "percent (%)", "time (s)",
                      "x (pt)", "y (pt)", "width (pt)", "height (pt)", "alpha", "radius (pt)", "fade", "image~ (phantom)",
                      "title~ (phantom)", "presentationTransitionWillBegin", "finishInteractiveTransition",
                      "animationEnded(true)", "0.432 s", "deeper: present, completed at 0.432 s"] {
            #expect(contents.texts.contains(label), "no '\(label)' in the plot")
        }
        #expect(record["ok"] as? Bool == true)
        let result = try #require(record["result"] as? [String: Any])
        #expect(result["file"] as? String == "out.svg")
        #expect(result["series"] as? [String] == ["percent", "fade", "image~", "title~"])
    }

    // MARK: - What the percent chart says

    struct BoundaryCase: CustomTestStringConvertible, Sendable {
        var setup: String
        /// The legend's words for the boundary, and its value on the percent axis; nil: none drawn.
        var legend: String?
        var value: String?
        var progress: Double
        var testDescription: String { setup }
    }

    static let boundaryCases: [BoundaryCase] = [
        BoundaryCase(setup: "set policy threshold", legend: "threshold: finishes above 10 %", value: "10", progress: 0.1),
        BoundaryCase(setup: "set policy threshold; set threshold 37.5%", legend: "threshold: finishes above 37.5 %",
                     value: "37.5", progress: 0.375),
        BoundaryCase(setup: "set policy velocity", legend: "velocity: finishes above 10 %, unless flicked", value: "10",
                     progress: 0.1),
        BoundaryCase(setup: "set policy flutter", legend: "flutter: finishes at 50 % or above, unless flicked",
                     value: "50", progress: 0.5),
        BoundaryCase(setup: "set policy projection", legend: nil, value: nil, progress: 0),
        BoundaryCase(setup: "set policy react-navigation", legend: nil, value: nil, progress: 0),
        BoundaryCase(setup: "set policy motionlayout", legend: nil, value: nil, progress: 0),
    ]

    /// The policy's boundary is a dashed line across the percent chart only where the
    /// rule is a progress value; the legend says what it means, the axis its value.
    @Test(arguments: boundaryCases)
    func theBoundaryIsDrawnWhereTheRuleIsAProgress(_ c: BoundaryCase) throws {
        let (svg, _) = try Self.plotted(c.setup + "\n" + Self.swipe)
        let contents = try Self.parse(svg)
        let color = TimelinePlot.boundaryColor
        let drawn = contents.lines.filter { $0["stroke"] == color && $0["stroke-dasharray"] == TimelinePlot.boundaryDash }
        guard let legend = c.legend, let value = c.value else {
            #expect(drawn.isEmpty, "\(drawn)")
            #expect(contents.texts(in: color).isEmpty)
            #expect(!contents.texts.contains { $0.contains("finishes") })
            return
        }
        // The legend's sample, and the line across the chart, level.
        #expect(drawn.count == 2, "\(drawn)")
        let across = try #require(drawn.max { contents.number($0, "x2") - contents.number($0, "x1") < contents.number($1, "x2") - contents.number($1, "x1") })
        #expect(contents.number(across, "x1") == TimelinePlot.left)
        #expect(contents.number(across, "x2") == TimelinePlot.width - TimelinePlot.right)
        #expect(contents.number(across, "y1") == contents.number(across, "y2"))
        #expect(contents.texts.contains(legend), "\(contents.texts)")
        #expect(contents.texts(in: color) == [value])
        // The longer legend wraps instead of running off the picture.
        let legendTop = try #require(contents.labelled.first { $0.text == "percent" }).attributes
        for entry in contents.labelled where contents.number(entry.attributes, "y") >= contents.number(legendTop, "y")
            && contents.number(entry.attributes, "font-size") == 12 && entry.attributes["text-anchor"] == nil
            && contents.number(entry.attributes, "y") < contents.number(legendTop, "y") + 2 * TimelinePlot.legendRowHeight {
            let right = contents.number(entry.attributes, "x") + TimelinePlot.textWidth(entry.text, size: 12)
            #expect(right <= TimelinePlot.width - TimelinePlot.right, "'\(entry.text)' ends at \(right)")
        }
        // At its progress: between the 0 and 100 levels' labels (4 below their lines).
        let levels = contents.labelled.filter { $0.attributes["text-anchor"] == "end" && $0.attributes["fill"] == TimelinePlot.muted }
        let zero = try #require(levels.first { $0.text == "100" }).attributes
        let y100 = contents.number(zero, "y") - 4
        let y0 = y100 + 200
        let expected = y0 - c.progress * 200
        #expect(abs(contents.number(across, "y1") - expected) <= 0.05, "at \(contents.number(across, "y1")), not \(expected)")
    }

    @Test func theReleaseMarkerSaysTheDecisionThePolicyAndTheVelocity() throws {
        let cases: [(script: String, label: String)] = [
            (Self.swipe, "release: finish (threshold, 3840 pt/s)"),
            ("set policy flutter\n" + Self.swipe, "release: finish (flutter, 3840 pt/s)"),
            ("drag 0,-40", "release: cancel (threshold, 133 pt/s)"),
            // A flick back cancels under velocity; threshold ignores it.
            ("set policy velocity\npan begin; pan move 0,-300 +0.3; pan end velocity 0,2000",
             "release: cancel (velocity, -2000 pt/s)"),
            ("pan begin; pan move 0,-300 +0.3; pan end velocity 0,2000", "release: finish (threshold, -2000 pt/s)"),
            ("set policy flutter\npan begin; pan move 0,-500 +0.5; pan cancel", "system cancel: finish (flutter, 1000 pt/s)"),
        ]
        for c in cases {
            let contents = try Self.parse(try Self.plotted(c.script).svg)
            #expect(contents.texts.contains(c.label), "\(c.script): \(contents.texts.filter { $0.contains("release") || $0.contains("cancel") })")
        }
    }

    @Test func theLegendListsOnlyWhatIsDrawn() throws {
        let cases: [(script: String, present: [String], absent: [String])] = [
            (Self.swipe, ["percent", "gesture sample", "threshold: finishes above 10 %", "release", "completed", "lifecycle event"],
             ["cancelled"]),
            // No gesture: no samples, no release, no policy.
            ("present", ["percent", "completed", "lifecycle event"],
             ["gesture sample", "release", "threshold: finishes above 10 %", "cancelled"]),
            // In flight: no end yet; the current policy's boundary, since the finger is down.
            ("pan begin; pan move 0,-100", ["percent", "gesture sample", "threshold: finishes above 10 %", "lifecycle event"],
             ["release", "completed", "cancelled"]),
            ("drag 0,-40", ["release", "cancelled"], ["completed"]),
        ]
        for c in cases {
            let texts = try Self.parse(try Self.plotted(c.script).svg).texts
            for word in c.present { #expect(texts.contains(word), "\(c.script): no '\(word)'") }
            for word in c.absent { #expect(!texts.contains(word), "\(c.script): '\(word)'") }
        }
        // The legend's dots: only with gesture samples.
        #expect(try Self.parse(try Self.plotted("present").svg).elements["circle"] == nil)
    }

    @Test func theSubtitleSaysWhatTheTimelineStartsFrom() throws {
        let cases: [(script: String, from: String)] = [
            (Self.swipe, "from the gesture's begin"),
            ("present", "from the transition's start"),
            ("scenario card\ntouch down 100,300; touch up", "from the touch that started it"),
        ]
        for c in cases {
            let texts = try Self.parse(try Self.plotted(c.script).svg).texts
            let subtitle = try #require(texts.first { $0.hasPrefix("frame by frame") })
            #expect(subtitle.contains(c.from), "\(c.script): \(subtitle)")
            if c.from != "from the gesture's begin" { #expect(!texts.contains { $0.contains("gesture") }, "\(texts)") }
        }
    }

    /// No tick label and no axis title sits on a lifecycle marker or its leader line.
    @Test(arguments: ["present", swipe, "set policy flutter\ndrag 0,-300 over 0.3", "drag 0,-40",
                      "scenario card\ntouch down 100,300; touch up"])
    func tickLabelsKeepClearOfEventMarkers(_ script: String) throws {
        let contents = try Self.parse(try Self.plotted(script).svg)
        #expect(!contents.markers.isEmpty)
        let axisY = try #require(contents.labelled.first { $0.text == "time (s)" }).attributes
        let tickY = contents.number(axisY, "y") - 16
        let ticks = contents.labelled.filter { contents.number($0.attributes, "y") == tickY }
        #expect(ticks.count >= 3, "\(script): too few tick labels left")
        for (text, attributes) in ticks + [("time (s)", axisY)] {
            let width = TimelinePlot.textWidth(text, size: contents.number(attributes, "font-size"))
            let x = contents.number(attributes, "x")
            let x0 = attributes["text-anchor"] == "middle" ? x - width / 2 : attributes["text-anchor"] == "end" ? x - width : x
            for marker in contents.markers {
                #expect(marker <= x0 - TimelinePlot.tickClearance || marker >= x0 + width + TimelinePlot.tickClearance,
                        "\(script): '\(text)' at \(x0)…\(x0 + width) over the marker at \(marker)")
            }
        }
    }

    @Test func aTickLabelOnAMarkerGivesWayAndTheOthersStay() throws {
        // present: markers at 0 and 0.5 s, ticks every 0.1 s.
        let contents = try Self.parse(try Self.plotted("present").svg)
        let axisTitle = try #require(contents.labelled.first { $0.text == "time (s)" }).attributes
        let ticks = contents.labelled.filter { contents.number($0.attributes, "y") == contents.number(axisTitle, "y") - 16 }
        #expect(ticks.map(\.text) == ["0.1", "0.2", "0.3", "0.4"])
    }

    /// The clearance rule at equality on both sides: a marker exactly `tickClearance`
    /// off a label's end is clear, a hair closer is not.
    @Test func theClearanceRuleAtItsEdges() {
        let c = TimelinePlot.tickClearance
        #expect(TimelinePlot.isClear(of: [100 - c], from: 100, to: 120))
        #expect(!TimelinePlot.isClear(of: [(100 - c).nextUp], from: 100, to: 120))
        #expect(TimelinePlot.isClear(of: [120 + c], from: 100, to: 120))
        #expect(!TimelinePlot.isClear(of: [(120 + c).nextDown], from: 100, to: 120))
        #expect(TimelinePlot.isClear(of: [], from: 100, to: 120))
        let s = TimelinePlot.levelLabelSpacing
        #expect(!TimelinePlot.givesWay(level: 100, boundary: 100 + s))
        #expect(TimelinePlot.givesWay(level: 100, boundary: (100 + s).nextDown))
        #expect(!TimelinePlot.givesWay(level: 100, boundary: 100 - s))
        #expect(TimelinePlot.givesWay(level: 100, boundary: (100 - s).nextUp))
    }

    @Test func viewsChooseTheSeries() throws {
        let (svg, record) = try Self.plotted(Self.swipe, "plot out.svg views headline,image~")
        let contents = try Self.parse(svg)
        #expect(contents.texts.contains("headline") && contents.texts.contains("image~ (phantom)"))
        #expect(!contents.texts.contains("fade"))
        #expect((record["result"] as? [String: Any])?["series"] as? [String] == ["percent", "headline", "image~"])
    }

    @Test func aRefusedPlotSaysWhyAndChangesNothing() throws {
        let cases: [(String, String, MemoryFiles?)] = [
            ("plot out.png", "1:6: error: plot writes SVG: FILE must end in .svg, got 'out.png'", MemoryFiles()),
            ("plot out.svg views image~,nothing", "1:20: error: no view 'nothing' in deeper", MemoryFiles()),
            ("plot out.svg views grid,", "1:20: error: expected view names NAME,… separated by commas", MemoryFiles()),
            ("plot out.svg", "1:6: error: plot: this session cannot write files", nil),
            ("plot /no/such/out.svg", "1:6: error: plot: cannot write /no/such/out.svg: No such file or directory",
             { let f = MemoryFiles(); f.refuse = "No such file or directory"; return f }()),
        ]
        for (command, message, files) in cases {
            let (session, sink) = try ShellProbe.session(format: .text)
            session.files = files
            ShellProbe.feed(session, [Self.swipe])
            let before = ShellProbe.snapshot(session)
            let result = session.execute(line: Array(command.utf8), file: "p.pg", lineNumber: 1)
            #expect(result.failed)
            #expect(sink.err.contains("p.pg:" + message), "\(command): \(sink.err)")
            #expect(ShellProbe.snapshot(session) == before)
            #expect(files?.written.isEmpty ?? true)
        }
    }

    /// A very long gesture is drawn with at most a few thousand points.
    @Test func aLongGestureMakesABoundedDrawing() throws {
        var script = "set clock manual\npan begin\n"
        for i in 0..<6000 { script += "pan move 0,\(-(i % 400))\n" }
        let (svg, _) = try Self.plotted(script)
        #expect(svg.utf8.count < 400_000, "\(svg.utf8.count) bytes")
        #expect(try Self.parse(svg).elements["circle"]! <= 1002)
    }
}
