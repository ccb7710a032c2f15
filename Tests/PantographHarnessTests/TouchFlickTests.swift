import Bugs
import PantographHarness
import PantographUIKit
import Testing

/// docs/own-code.md, "The main queue": `touch flick X,Y` is the move and the lift in one
/// pass of the app's run loop, so the lift comes before the move's commit — before a
/// transition the move presented has started. EarlyFlick's mini player shows the race
/// whether its pan presents from the main queue or at once; the same finger as `touch
/// move` then `touch up` shows it only when the main queue holds the commit back.
@MainActor @Suite struct TouchFlickTests {
    private func harness(presentsFromMainQueue: Bool, fixed: Bool = false) throws -> Harness {
        try Harness(name: "EarlyFlick", root: { EarlyFlickApp.root(fixed: fixed, presentsFromMainQueue: presentsFromMainQueue) })
    }

    /// The warnings the records of `script` carry, by diagnostic name.
    private func diagnostics(_ script: String, presentsFromMainQueue: Bool, fixed: Bool = false) throws -> [String] {
        let records = try harness(presentsFromMainQueue: presentsFromMainQueue, fixed: fixed).run(script)
        return records.flatMap { record in
            DiagnosticKind.allCases.map(\.rawValue).filter { record.contains("\"\($0): ") }
        }
    }

    @Test(arguments: [true, false])
    func aFlickLiftsBeforeTheCommit(presentsFromMainQueue: Bool) throws {
        let flick = "set clock manual\ntouch down 195,780\ntouch flick 195,740\nsettle"
        #expect(try diagnostics(flick, presentsFromMainQueue: presentsFromMainQueue) == ["interactionEndedBeforeStart"])
        #expect(try diagnostics(flick, presentsFromMainQueue: presentsFromMainQueue, fixed: true).isEmpty)
        // A move and a lift: the lift waits for the move's commit unless the main
        // queue's drain held it back.
        let lift = "set clock manual\ntouch down 195,780\ntouch move 195,740\ntouch up\nsettle"
        #expect(try diagnostics(lift, presentsFromMainQueue: presentsFromMainQueue)
                == (presentsFromMainQueue ? ["interactionEndedBeforeStart"] : []))
    }

    /// With no finger down it fails, says why, and the app is as it was.
    @Test func withNoFingerItFailsAndChangesNothing() throws {
        let harness = try harness(presentsFromMainQueue: false)
        try harness.run("set clock manual")
        let error = #expect(throws: HarnessError.self) { try harness.run("touch flick 195,740") }
        #expect(error?.message.contains("error: no finger is down") == true, "\(String(describing: error))")
        #expect(harness.app.time == 0 && harness.app.window.rootViewController?.presentedViewController == nil)
        let records = try harness.run("touch down 195,780\ntouch flick 195,740 +50ms")
        #expect(records.count == 2)
        #expect(abs(harness.app.time - 0.05) < 1e-9 && !harness.app.isFingerDown)
    }
}
