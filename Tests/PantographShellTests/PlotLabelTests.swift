import Foundation
import Testing
@testable import PantographShell
import PantographEngine

/// No two labels of `plot` lie over each other, at any range (docs/pictures.md): every
/// `<text>` of the drawing as a box — 0.6 em a character wide, as the plot estimates
/// it, from 0.75 em above its baseline to 0.25 em below, turned with the text — and no
/// two boxes overlap, on drawings of numbers that barely move, that move over a huge
/// range, that sit far from 0, and of durations short and long.
struct PlotLabelTests {
    struct Box: CustomStringConvertible {
        let text: String
        let x0: Double, x1: Double, y0: Double, y1: Double
        var description: String { "'\(text)' [\(x0)…\(x1)] × [\(y0)…\(y1)]" }

        /// Overlapping by more than a rounding of the drawing's coordinates (0.1).
        func overlaps(_ other: Box) -> Bool {
            min(x1, other.x1) - max(x0, other.x0) > 0.1 && min(y1, other.y1) - max(y0, other.y0) > 0.1
        }
    }

    /// Each label's box, from its attributes.
    static func boxes(_ svg: String) throws -> [Box] {
        let contents = try TimelineCommandTests.parse(svg)
        return contents.labelled.map { label in
            let a = label.attributes
            let x = contents.number(a, "x"), y = contents.number(a, "y"), size = contents.number(a, "font-size")
            let width = Double(label.text.count) * size * 0.6
            let (along0, along1): (Double, Double) = switch a["text-anchor"] ?? "start" {
            case "middle": (-width / 2, width / 2)
            case "end": (-width, 0)
            default: (0, width)
            }
            if a["transform"]?.hasPrefix("rotate(-90") == true {
                // Turned a quarter left about (x, y): the text runs up, its top to the left.
                return Box(text: label.text, x0: x - 0.75 * size, x1: x + 0.25 * size, y0: y - along1, y1: y - along0)
            }
            return Box(text: label.text, x0: x + along0, x1: x + along1, y0: y - 0.75 * size, y1: y + 0.25 * size)
        }
    }

    /// The small multiples' cells, as boxes.
    static func cells(_ svg: String) throws -> [Box] {
        try svg.split(separator: "\n").filter { $0.hasPrefix("<rect") && $0.contains("fill=\"#fafafa\"") }.map { line in
            func number(_ key: String) throws -> Double {
                let start = try #require(line.range(of: " \(key)=\""))
                return try #require(Double(line[start.upperBound...].prefix { $0 != "\"" }))
            }
            let x = try number("x"), y = try number("y")
            return Box(text: "cell", x0: x, x1: x + (try number("width")), y0: y, y1: y + (try number("height")))
        }
    }

    /// The pairs of labels over each other.
    static func overlapping(_ svg: String) throws -> [String] {
        let boxes = try Self.boxes(svg)
        var found: [String] = []
        for i in boxes.indices {
            for j in boxes.indices where j > i && boxes[i].overlaps(boxes[j]) {
                found.append("\(boxes[i]) and \(boxes[j])")
            }
        }
        return found
    }

    /// A view whose every number runs over a range, in a scene of its own.
    struct Ranges: CustomTestStringConvertible, Sendable {
        var x: (Double, Double) = (0, 100)
        var y: (Double, Double) = (100, 100)
        var width: (Double, Double) = (200, 200)
        var height: (Double, Double) = (300, 300)
        var alpha: (Double, Double) = (0, 1)
        var scale: (Double, Double) = (1, 1)
        var radius: (Double, Double) = (0, 0)
        /// A flip's angles and a curl: ten columns when they move too.
        var yaw: (Double, Double) = (0, 0)
        var pitch: (Double, Double) = (0, 0)
        var curl: (Double, Double) = (0, 0)
        var duration = 0.5
        var threshold = 0.1
        /// Where the clock stands when the drag begins: the time axis's labels' width.
        var clock = 0.0
        var testDescription: String {
            "x \(x), y \(y), w \(width), h \(height), alpha \(alpha), scale \(scale), radius \(radius), "
                + "yaw \(yaw), pitch \(pitch), curl \(curl), \(duration) s from \(clock) s, threshold \(threshold)"
        }

        var scene: String {
            func n(_ v: Double) -> String { Values.show(v) }
            return """
                scene ranges
                summary labels at any range
                set duration \(n(duration))
                view main frame screen
                view panel frame \(n(x.0)),\(n(y.0)),\(n(width.0)),\(n(height.0)) alpha \(n(alpha.0)) cornerRadius \(n(radius.0))
                controller main view main
                controller panel view panel
                window main
                present main panel style overFullScreen
                animate present duration duration
                setup insert panel
                track panel frame from \(n(x.0)),\(n(y.0)),\(n(width.0)),\(n(height.0)) to \(n(x.1)),\(n(y.1)),\(n(width.1)),\(n(height.1))
                track panel alpha from \(n(alpha.0)) to \(n(alpha.1))
                track panel scale from \(n(scale.0)) to \(n(scale.1))
                track panel cornerRadius from \(n(radius.0)) to \(n(radius.1))
                track panel yaw from \(n(yaw.0)) to \(n(yaw.1))
                track panel pitch from \(n(pitch.0)) to \(n(pitch.1))
                track panel curl from \(n(curl.0)) to \(n(curl.1))
                animate dismiss duration duration
                track panel frame to \(n(x.0)),\(n(y.0)),\(n(width.0)),\(n(height.0))
                gesture present pan direction 0,-1 distance 400 start 100,600

                """
        }
    }

    static let cases: [Ranges] = [
        // The newcomer's: a dimming's alpha from 1 to 0.95 ("1.00" over "0.95").
        Ranges(alpha: (1, 0.95)),
        Ranges(alpha: (0.5, 0.51), scale: (1, 0.999), radius: (12, 12.04)),
        Ranges(x: (0, 0.001), height: (300, 300.0001), alpha: (0.999, 1)),
        Ranges(x: (-100_000, 100_000), height: (1, 99_999), alpha: (0, 1), scale: (0.001, 1000), radius: (0, 99_999)),
        Ranges(x: (123_456.7, 123_456.8), height: (99_999, 99_999.05), scale: (1, 1.0001), radius: (99_999, 99_998)),
        Ranges(x: (-0.5, 0.5), height: (10, 20), alpha: (1, 0), scale: (2, 0.5), radius: (40, 0)),
        Ranges(x: (100, 100), height: (300, 301), alpha: (0.3, 0.3), scale: (1, 1), radius: (5, 5)),
        Ranges(x: (0, 390), alpha: (0, 1), duration: 0.01, threshold: 0.26),
        Ranges(x: (0, 390), alpha: (1, 0.95), scale: (1, 0.95), radius: (8, 0), duration: 10, threshold: 0.74),
        Ranges(x: (-99_999.99, -99_999.98), height: (0.01, 0.02), alpha: (0.01, 0.02), scale: (0.01, 0.02),
               radius: (0.01, 0.02), duration: 0.01, threshold: 0.49),
        // Every column with wide range labels, and a day on the clock: narrow cells,
        // wide titles and time labels.
        Ranges(x: (-100_000, 100_000), y: (-99_999, 99_999), width: (1, 99_999), height: (1, 99_999), alpha: (0, 1),
               scale: (0.001, 1000), radius: (0, 99_999), duration: 10, clock: 86_000),
        // Ten columns, one with very wide range labels: the other cells are narrow, and
        // their titles must still not meet.
        Ranges(x: (0, 10), y: (-123_456_789_012_345, 123_456_789_012_345), alpha: (0, 1), scale: (1, 0.9),
               radius: (0, 12), yaw: (0, 45), pitch: (0, 30), curl: (0, 0.5)),
        // A number that does not move but is wide: its one label inside the cell.
        Ranges(x: (-123_456_789_012_345, -123_456_789_012_345), y: (-99_999, 99_999), height: (1, 99_999),
               radius: (0, 99_999), clock: 86_000),
    ]

    @Test(arguments: cases)
    func noTwoLabelsOverlap(_ c: Ranges) throws {
        var options = SessionOptions()
        options.sceneFile = SceneFile(path: "ranges.scene", bytes: Array(c.scene.utf8))
        let sink = CapturingSink()
        let session = try ShellSession(options: options, sink: sink)
        let files = MemoryFiles()
        session.files = files
        // A drag that the policy judges (its boundary on the percent axis), released
        // mid-way, then played to its end.
        let lines = ["set threshold \(c.threshold)", "wait \(Values.show(c.clock))", "drag 0,-120", "settle", "plot out.svg"]
        let results = ShellProbe.feed(session, lines)
        #expect(!results.contains { $0.failed }, "\(sink.err)")
        let svg = try #require(files.written["out.svg"])
        let found = try Self.overlapping(svg)
        #expect(found.isEmpty, "\(found.count) pairs: \(found.prefix(6).joined(separator: "; "))")
        // The value of a number that does not change is written inside its cell.
        let contents = try TimelineCommandTests.parse(svg)
        let cells = try Self.cells(svg)
        for (label, box) in zip(contents.labelled, try Self.boxes(svg))
        where label.attributes["text-anchor"] == "middle" && label.attributes["stroke"] != nil {
            guard let cell = cells.first(where: { abs(($0.x0 + $0.x1) / 2 - contents.number(label.attributes, "x")) < 0.1
                                                  && box.y1 > $0.y0 && box.y0 < $0.y1 }) else { continue }
            #expect(box.x0 >= cell.x0 && box.x1 <= cell.x1, "'\(label.text)' overhangs its cell \(cell)")
        }
        // Every number of the view drew a cell, with its title.
        let texts = try TimelineCommandTests.parse(svg).texts
        for title in ["x (pt)", "alpha"] { #expect(texts.contains(title)) }
    }

    /// The check finds what it looks for: two labels at one place overlap, a label
    /// beside another does not.
    @Test func theCheckSeesAnOverlap() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg"><text x="10" y="20" font-size="10" text-anchor="end">1.00</text>\
            <text x="10" y="23.7" font-size="10" text-anchor="end">0.95</text>\
            <text x="40" y="20" font-size="10">far</text></svg>
            """
        let found = try Self.overlapping(svg)
        #expect(found.count == 1 && found[0].contains("'1.00'") && found[0].contains("'0.95'"), "\(found)")
    }
}
