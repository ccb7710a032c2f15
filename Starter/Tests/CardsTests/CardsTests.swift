import Cards
import PantographHarness
import PantographUIKit
import Testing

/// The app's transition, driven as a user drives it, in a Swift test.
@MainActor @Suite struct CardsTests {
    @Test func aCancelledDragLeavesTheDetailAsItWas() throws {
        let harness = try Harness(name: "cards", startPoint: CGPoint(x: 195, y: 422), root: CardsApp.root)
        try harness.tap(CGPoint(x: 105, y: 230))
        let records = try harness.drag(CGPoint(x: 0, y: 80))
        #expect(records.last?.contains(#""warnings":[]"#) == true, "a diagnostic")
        try harness.run("expect transition.release.decision == cancel")
        #expect(harness.app.view(named: "closeButton")?.isHidden == false)
    }

    /// The script beside the package, as a test.
    @Test func theCancelScript() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let harness = try Harness(name: "cards", startPoint: CGPoint(x: 195, y: 422), root: CardsApp.root)
        try harness.runScript(at: package.appendingPathComponent("Scripts/cancel.pg").path)
    }
}
