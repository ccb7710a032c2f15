import Foundation
import Testing
@testable import PantographShell
import PantographEngine
import PantographTestSupport

/// `show timeline` and `plot` of view transitions (docs/pictures.md, docs/flip.md):
/// the flip's angle, or the curl's or dissolve's share, over time and the completion
/// at its time; the most recent of a view transition and a transition is the one
/// pictured.
struct ViewTimelineCommandTests {
    static let flip = "transition with container transitionFlipFromLeft"

    @Test func aFlipsRowsGiveTheAngleAndTheCompletion() throws {
        let run = try run("\(Self.flip)\nshow timeline every 250ms", scene: "flip")
        #expect(run.err.isEmpty, "\(run.err)")
        let start = try #require(run.out.range(of: "view transition, "))
        let answer = String(run.out[start.lowerBound...])
        #expect(answer.hasPrefix("view transition, 0.000 → 1.000 s: completed (finished: true) at 1.000 s; a row\nevery 250 ms"))
        let rows = TimelineCommandTests.rows(answer.components(separatedBy: "\n\n")[1])
        #expect(rows.map { $0[0] } == ["0.000", "0.250", "0.500", "0.750", "1.000"])
        #expect(rows[2][1...3] == ["50.0", "flip", "90.0°"])
        #expect(rows[4][1...3] == ["100.0", "flip", "180.0°"])
        #expect(answer.contains("\nevents\n  1.000  transitionCompletion(finished: true)\n"))
        for line in answer.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
    }

    @Test func aTransitionCutShortIsToldUnfinishedAtItsTime() throws {
        let script = "set clock manual\n\(Self.flip)\nwait 0.3\ntransition with container transitionCurlDown\nsettle\nshow timeline every 100ms"
        let run = try run(script, scene: "flip")
        let start = try #require(run.out.range(of: "view transitions, "))
        let answer = String(run.out[start.lowerBound...])
        #expect(answer.hasPrefix("view transitions, 0.000 → 1.300 s: completed (finished: true) at 1.300 s"))
        let rows = TimelineCommandTests.rows(answer.components(separatedBy: "\n\n")[1])
        #expect(rows[3][0...2] == ["0.300", "0.0", "curl"])
        #expect(answer.contains("  0.300  transitionCompletion(finished: false)\n  1.300  transitionCompletion(finished: true)"))
    }

    @Test func theJSONRowsAddTheEffectAndTheAngle() throws {
        let run = try run("\(Self.flip)\nshow timeline every 500ms", format: .json, scene: "flip")
        let record = try ShellProbe.object(try #require(ShellProbe.lines(run.out).last))
        let rows = try #require(record["result"] as? [[String: Any]])
        #expect(rows.count == 3)
        #expect(rows[1]["effect"] as? String == "flipFromLeft")
        #expect((rows[1]["angle"] as? Double).map { abs($0 - 90) < 1e-6 } == true)
        #expect((rows[1]["percent"] as? Double).map { abs($0 - 0.5) < 1e-6 } == true)
        #expect(rows[1]["phase"] is NSNull)
    }

    /// A view transition after a presentation is the most recent, and the other way round.
    @Test func theMostRecentIsPictured() throws {
        let view = try run("present\ntransition with detail transitionCrossDissolve\nshow timeline")
        #expect(view.err.isEmpty, "\(view.err)")
        #expect(view.out.contains("view transition, "))
        let present = try run("transition with grid transitionCrossDissolve\npresent\nshow timeline")
        #expect(present.err.isEmpty, "\(present.err)")
        #expect(present.out.contains("present, ") && !present.out.contains("view transition, "))
    }

    @Test func thePlotDrawsTheAngleAndTheCompletion() throws {
        let (svg, record) = try TimelineCommandTests.plotted("scenario flip\n\(Self.flip)")
        let contents = try TimelineCommandTests.parse(svg)
        for label in ["angle", "angle (°)", "180", "90", "completion (finished: true)",
                      "flip: view transition, completion (finished: true) at 1.000 s"] {
            #expect(contents.texts.contains(label), "\(label)")
        }
        let result = try #require(record["result"] as? [String: Any])
        #expect(result["series"] as? [String] == ["angle", "green", "pink"])
    }

    /// A curl cut short by a dissolve: the share against time, both completions marked.
    /// The bytes are the golden file's.
    @Test func theBytesAreTheGoldenOnes() throws {
        let script = "scenario flip\nset clock manual\n\(Self.flip)\nwait 0.3\ntransition with container transitionCrossDissolve\nsettle"
        let (svg, _) = try TimelineCommandTests.plotted(script)
        let (again, _) = try TimelineCommandTests.plotted(script)
        #expect(svg == again)
        try Snapshot.expect(svg, matches: "\(goldenPath)/plot-flip.svg", rerun: "ViewTimelineCommandTests")
    }

    /// `hierarchy` is in a record only once the scene has made a view transition; before,
    /// `expect` reads it as null rather than an unknown path.
    @Test func theRecordHasTheHierarchyOnlyAfterAViewTransition() throws {
        let deeper = try run("present\nexpect hierarchy == null", format: .json)
        #expect(deeper.err.isEmpty, "\(deeper.err)")
        for line in ShellProbe.lines(deeper.out) { #expect(try ShellProbe.object(line)["hierarchy"] == nil) }
        let flip = try run("transition from green to pink transitionFlipFromLeft\nexpect hierarchy.deallocated.0 == green",
                           format: .json, scene: "flip")
        #expect(flip.err.isEmpty, "\(flip.err)")
        let record = try ShellProbe.object(try #require(ShellProbe.lines(flip.out).first))
        let hierarchy = try #require(record["hierarchy"] as? [String: Any])
        let views = try #require(hierarchy["views"] as? [[String: Any]])
        #expect(views.map { $0["name"] as? String } == ["container", "pink"])
        #expect(views[0]["superview"] is NSNull && views[1]["superview"] as? String == "container")
        #expect(views.map { $0["hidden"] as? Bool } == [false, true])
    }
}
