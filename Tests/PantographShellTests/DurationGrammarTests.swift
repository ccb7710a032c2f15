import Testing
@testable import PantographShell
import PantographEngine

/// One duration grammar (`250ms`, `0.25s`, `0.25`) wherever a duration is taken:
/// commands and settings alike read it with `Values.duration`.
struct DurationGrammarTests {
    struct Place: CustomTestStringConvertible, Sendable {
        var setup: [String] = []
        /// The line, with `{}` where the duration goes.
        var template: String
        var testDescription: String { template }
        func line(_ duration: String) -> String { template.replacing("{}", with: duration) }
    }

    static let places: [Place] = [
        Place(template: "set duration {}"),
        Place(template: "wait {}"),
        Place(template: "drag 0,-100 over {}"),
        Place(setup: ["pan begin"], template: "pan move 0,-50 +{}"),
        Place(setup: ["pan begin"], template: "pan by 0,-50 +{}"),
        Place(setup: ["touch down 100,400"], template: "touch move 100,380 +{}"),
    ]

    /// Each spelling of half a second gives the same state at every place.
    @Test(arguments: places)
    func everySpellingMeansTheSame(_ place: Place) throws {
        var states: [ShellProbe.Snapshot] = []
        for spelling in ["500ms", "0.5s", "0.5"] {
            let (session, sink) = try ShellProbe.session(format: .json)
            ShellProbe.feed(session, place.setup)
            let result = session.execute(line: Array(place.line(spelling).utf8), file: "d.pg", lineNumber: 2)
            #expect(!result.failed, "\(place.line(spelling)): \(sink.err)")
            states.append(ShellProbe.snapshot(session))
        }
        #expect(states.allSatisfy { $0 == states[0] }, "the spellings disagree at \(place.template)")
    }

    @Test func showTimelineTakesEverySpelling() throws {
        let parsed = try ["500ms", "0.5s", "0.5"].map { try ShellProbe.parse("show timeline every \($0)") }
        #expect(parsed.allSatisfy { $0 == .timeline(every: 0.5) }, "\(parsed)")
    }

    struct Bound: CustomTestStringConvertible, Sendable {
        var value: String
        var accepted: Bool
        var testDescription: String { "set duration \(value)" }
    }

    /// `duration` is 0.01…10 s: accepted at both ends in any unit, refused just past them.
    static let bounds: [Bound] = [
        Bound(value: "10ms", accepted: true), Bound(value: "0.01", accepted: true),
        Bound(value: "10s", accepted: true), Bound(value: "10000ms", accepted: true),
        Bound(value: "9.99ms", accepted: false), Bound(value: "10.001s", accepted: false),
        Bound(value: "10001ms", accepted: false), Bound(value: "-1ms", accepted: false),
    ]

    @Test(arguments: bounds)
    func durationSettingBounds(_ b: Bound) throws {
        let (session, sink) = try ShellProbe.session(format: .text)
        let result = session.execute(line: Array("set duration \(b.value)".utf8), file: "d.pg", lineNumber: 1)
        #expect(result.failed == !b.accepted, "\(sink.err)")
        if !b.accepted {
            #expect(sink.err == "d.pg:1:14: error: duration must be within 0.01…10 s, got \(b.value)\n")
        }
    }
}
