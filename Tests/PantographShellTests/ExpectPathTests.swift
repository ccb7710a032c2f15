import Testing
@testable import PantographShell
import PantographEngine

/// `expect PATH …` checks PATH against the record's shape (`RecordSchema`), not its
/// current value: a path the record can never have is an error (status 2) at any time,
/// while a known path whose value is null now is an expectation that fails (status 1).
struct ExpectPathTests {
    enum Verdict: Sendable { case passed, failed, error }

    struct Case: CustomTestStringConvertible, Sendable {
        var setup: [String] = []
        var line: String
        var verdict: Verdict
        /// What the error or the failure says.
        var mentions: [String] = []
        var testDescription: String { (setup + [line]).joined(separator: "; ") }
    }

    static let cases: [Case] = [
        // Before any transition: `transition` is null, but its shape is known.
        Case(line: "expect transition.nonsense == 3", verdict: .error,
             mentions: ["unknown path 'transition.nonsense'", "transition has operation, phase"]),
        Case(line: "expect transition.release.decison == finish", verdict: .error,
             mentions: ["did you mean 'transition.release.decision'?"]),
        Case(line: "expect transition.release.decision == finish", verdict: .failed,
             mentions: ["transition.release.decision is null, expected == finish"]),
        Case(line: "expect transition.phase == null", verdict: .passed),
        Case(line: "expect gesture.location.x == 1", verdict: .failed, mentions: ["is null"]),
        // One letter for another replaces the whole word: no suggestion, the list instead.
        Case(line: "expect gesture.location.z == 1", verdict: .error, mentions: ["gesture.location has x, y"]),
        Case(line: "expect gesture.locaton.x == 1", verdict: .error, mentions: ["did you mean 'gesture.location'?"]),
        Case(line: "expect presnted == true", verdict: .error, mentions: ["did you mean 'presented'?", "the record has seq"]),
        Case(line: "expect clock.x == 1", verdict: .error, mentions: ["clock is a value, it has no 'x'"]),
        Case(line: "expect transition.phase.x == 1", verdict: .error, mentions: ["transition.phase is a value"]),
        // Views by declared name (null when not in the window) or by index.
        Case(line: "expect views.fade == null", verdict: .passed),
        Case(line: "expect views.fade.alpha == 1", verdict: .failed, mentions: ["views.fade.alpha is null"]),
        Case(line: "expect views.imag.alpha == 1", verdict: .error, mentions: ["did you mean 'views.image'?"]),
        Case(line: "expect views.0.name == grid", verdict: .passed),
        Case(line: "expect views.-1.name == grid", verdict: .error, mentions: ["unknown path"]),
        Case(line: "expect views.40.name == grid", verdict: .failed, mentions: ["views.40.name is null"]),
        Case(line: "expect events.0 == null", verdict: .passed),
        Case(line: "expect views.image.frame.wdth == 170", verdict: .error, mentions: ["did you mean 'views.image.frame.width'?"]),
        // Anything goes inside a query's result.
        Case(line: "expect result.anything == null", verdict: .passed),
        // After a release the same paths hold values.
        Case(setup: ["drag 0,-200"], line: "expect transition.release.decision == finish", verdict: .passed),
        Case(setup: ["drag 0,-200"], line: "expect transition.nonsense == 3", verdict: .error, mentions: ["unknown path"]),
    ]

    @Test(arguments: cases)
    func pathsAreCheckedAgainstTheShape(_ c: Case) throws {
        let (session, sink) = try ShellProbe.session(format: .text)
        let setup = ShellProbe.feed(session, c.setup)
        try #require(!setup.contains { $0.failed }, "setup failed: \(sink.err)")
        sink.err = ""
        let result = session.execute(line: Array(c.line.utf8), file: "e.pg", lineNumber: 3)
        switch c.verdict {
        case .passed:
            #expect(!result.failed && !result.expectationFailed, "\(sink.err)")
        case .failed:
            #expect(!result.failed && result.expectationFailed, "\(sink.err)")
            #expect(sink.err.hasPrefix("e.pg:3:1: expectation failed: "), "\(sink.err)")
        case .error:
            #expect(result.failed && !result.expectationFailed, "\(sink.err)")
            #expect(sink.err.hasPrefix("e.pg:3:8: error: "), "\(sink.err)")
        }
        let said = sink.err.split(whereSeparator: { $0 == "\n" || $0 == " " }).joined(separator: " ")
        for part in c.mentions { #expect(said.contains(part), "\(part.debugDescription) not in \(sink.err)") }
    }

    /// Every path the record has at some point is one the shape accepts.
    @Test func everyPathOfEverySceneFitsTheShape() throws {
        for scene in BuiltInScenes.all {
            let (session, _) = try ShellProbe.session(format: .text, scene: scene.name)
            for line in ["pan begin", "pan move 0,-100", "pan end", "compare"] {
                _ = session.execute(line: Array(line.utf8), file: "p.pg", lineNumber: 1)
                let record = ShellSession.recordJSON(session.state)
                for path in Expectation.paths(in: record) {
                    let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                    #expect(RecordSchema.problem(with: parts, viewNames: session.state.simulator.model.names) == nil,
                            "\(scene.name): \(path)")
                }
            }
        }
    }
}
