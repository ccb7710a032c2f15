import Foundation
import Testing
@testable import PantographShell
import PantographEngine
import PantographTestSupport

/// `plot spring FILE.svg A vs B …`: the springs' motions in an SVG, one colour and
/// legend line each, the same bytes on every run (Golden/plot-springs.svg), changing
/// nothing but the file.
struct SpringPlotTests {
    static let line = "plot out.svg spring stiffness 300 damping 10 vs duration 0.5 bounce 0.3 vs bounciness 8 speed 12"

    @Test func theLineReadsEverySpringAsSpringDoes() throws {
        let command = try ShellProbe.parse(Self.line)
        guard case .plot(let request) = command else {
            Issue.record("not a plot: \(command)")
            return
        }
        #expect(request.path == "out.svg" && request.pathColumn == 6 && request.views == nil && request.springsColumn == 21)
        let springs = try #require(request.springs).springs
        #expect(springs == [.physical(mass: 1, stiffness: 300, damping: 10, velocity: 0),
                            .dialect(.swiftUIDuration(duration: 0.5, bounce: 0.3), velocity: 0),
                            .dialect(.bouncinessSpeed(bounciness: 8, speed: 12), velocity: 0)])
        #expect(springs.map(\.text) == ["stiffness 300 damping 10", "duration 0.5 bounce 0.3", "bounciness 8 speed 12"])
    }

    @Test func theDrawingHasACurveAndALegendLinePerSpring() throws {
        let (svg, record) = try TimelineCommandTests.plotted("", Self.line)
        let contents = try TimelineCommandTests.parse(svg)
        #expect(contents.elements["polyline"] == 3)
        #expect(contents.elements["circle"] == 3, "a dot where each has settled")
        for label in ["stiffness 300 damping 10", "ζ 0.289, settles 1.434 s, overshoot 38.8 %",
                      "duration 0.5 bounce 0.3", "ζ 0.700, settles 0.863 s, overshoot 4.6 %",
                      "bounciness 8 speed 12", "3 springs from 0 to 1", "time (s)"] {
            #expect(contents.texts.contains(label), "\(label)")
        }
        let result = try #require(record["result"] as? [String: Any])
        #expect(result["file"] as? String == "out.svg")
        #expect(result["springs"] as? [String] == ["stiffness 300 damping 10", "duration 0.5 bounce 0.3", "bounciness 8 speed 12"])
    }

    /// UIKit's spring ends on 1 at its duration; the others are drawn until the
    /// slowest has settled. The bytes are the golden file's.
    @Test func theBytesAreTheGoldenOnes() throws {
        let line = "plot out.svg spring duration 0.5 damping 0.3 vs stiffness STIFFNESS_LOW damping-ratio DAMPING_RATIO_HIGH_BOUNCY"
        let (svg, _) = try TimelineCommandTests.plotted("", line)
        let (again, _) = try TimelineCommandTests.plotted("", line)
        #expect(svg == again)
        try Snapshot.expect(svg, matches: "\(goldenPath)/plot-springs.svg", rerun: "SpringPlotTests")
    }

    @Test(arguments: [("plot out.svg spring", 20, "'spring' needs SPRING…"),
                      ("plot out.png spring duration 0.5 bounce 0.3", 6, "FILE must end in .svg"),
                      ("plot out.svg spring duration 0.5 bonce 0.3", 21, "after 'spring': unexpected argument 'bonce'"),
                      ("plot out.svg spring mass 1 stiffness 1 damping 1 vs mass 1 stiffness 2 damping 1 vs mass 1 stiffness 3 damping 1 vs mass 1 stiffness 4 damping 1 vs mass 1 stiffness 5 damping 1 vs mass 1 stiffness 6 damping 1 vs mass 1 stiffness 7 damping 1",
                       21, "at most 6 springs")])
    func aBadLineIsAnErrorAtItsColumn(_ line: String, _ column: Int, _ message: String) throws {
        do {
            _ = try ShellProbe.parse(line)
            Issue.record("parsed: \(line)")
        } catch let error as ArgumentError {
            #expect(error.column == column && error.message.contains(message), "\(error)")
        }
    }

    /// A drawing holds a transition's views or springs: both is an error at `spring`,
    /// and nothing is written.
    @Test func viewsAndSpringsTogetherAreRefused() throws {
        let (session, sink) = try ShellProbe.session(format: .text)
        let files = MemoryFiles()
        session.files = files
        let results = ShellProbe.feed(session, ["drag 0,-200 over 0.1", "plot out.svg views image~ spring duration 0.5 bounce 0.3"])
        #expect(results.last?.failed == true)
        #expect(sink.err.contains(":2:34: error: plot draws the last transition's views or springs, not both"), "\(sink.err)")
        #expect(files.written.isEmpty)
    }
}
