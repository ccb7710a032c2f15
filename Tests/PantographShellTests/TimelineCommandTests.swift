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
    func startRecording(_ path: String) throws(FileError) { throw FileError("cannot record") }
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
        #expect(Set(views["image~"]!.keys) == ["x", "y", "width", "height", "alpha"])
        // At the end the phantoms and the fade are gone.
        #expect((samples.last?["views"] as? [String: Any])?.isEmpty == true)
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
        private var text = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements[name, default: 0] += 1
            if name == "polyline", let stroke = attributes["stroke"] { colors.insert(stroke) }
            text = ""
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" || name == "title" { texts.append(text) }
        }
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
        // The percent and one line per number of each moving view (5 × 3), each view its colour.
        #expect(contents.elements["polyline"] == 1 + 15)
        #expect(contents.colors.count == 4)
        // The gesture's samples: its begin and three moves.
        #expect(contents.elements["circle"] == 4 + 1, "and one in the legend")
        for label in ["percent", "gesture sample", "release", "completed", "lifecycle event", "percent (%)", "time (s)",
                      "x (pt)", "y (pt)", "width (pt)", "height (pt)", "alpha", "fade", "image~ (phantom)",
                      "title~ (phantom)", "presentationTransitionWillBegin", "finishInteractiveTransition",
                      "animationEnded(true)", "0.432 s", "deeper: present, completed at 0.432 s"] {
            #expect(contents.texts.contains(label), "no '\(label)' in the plot")
        }
        #expect(record["ok"] as? Bool == true)
        let result = try #require(record["result"] as? [String: Any])
        #expect(result["file"] as? String == "out.svg")
        #expect(result["series"] as? [String] == ["percent", "fade", "image~", "title~"])
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
