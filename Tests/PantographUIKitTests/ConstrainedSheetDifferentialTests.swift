import PantographEngine
import Testing
@testable import PantographUIKit

/// The sheet written with Auto Layout (ConstrainedSheet.swift: the dimming view pinned
/// by constraints, the sheet slid by a constraint's constant laid out in the animation
/// block) against the built-in `sheet` scene, frame by frame and event by event, as
/// `SheetDifferentialTests` holds the frame-based example: the solved frames become
/// the block's targets and are scrubbed, finished and cancelled by the percent-driven
/// interactor as frames set by hand are.
@MainActor @Suite struct ConstrainedSheetDifferentialTests {
    static func pair() throws -> ScenePair {
        try ScenePair(scene: .sheet) { ConstrainedSheet.MainViewController() }
    }

    typealias Drags = SheetDifferentialTests

    /// Each case: the drags (each a check to rest), and whether the sheet is
    /// presented at the end, with the views back to front in the code's names.
    static let cases: [(name: String, drags: [([ScenePair.Step], ScenePair.Step)], presented: Bool, views: [String])] = [
        ("present finishing", [(Drags.left, .up)], true, ["main", "dimming", "sheet"]),
        ("present cancelling", [(Drags.leftShort, .up)], false, ["main"]),
        ("present cancelled by the system", [(Drags.left, .cancel)], false, ["main"]),
        ("dismiss finishing", [(Drags.left, .up), (Drags.right, .up)], false, ["main"]),
        ("dismiss cancelling", [(Drags.left, .up), (Drags.rightShort, .up)], true, ["main", "dimming", "sheet"]),
        ("dismiss cancelled by the system", [(Drags.left, .up), (Drags.right, .cancel)], true,
         ["main", "dimming", "sheet"]),
    ]

    @Test(arguments: ["present finishing", "present cancelling", "present cancelled by the system",
                      "dismiss finishing", "dismiss cancelling", "dismiss cancelled by the system"])
    func againstTheScene(_ name: String) throws {
        let c = try #require(Self.cases.first { $0.name == name })
        var pair = try Self.pair()
        for (steps, end) in c.drags { try pair.check(steps, end: end) }
        #expect(pair.sim.isPresented == c.presented, "\(c.name)")
        #expect(pair.app.views.map(\.name) == c.views, "\(c.name)")
        #expect(pair.app.console.isEmpty, "\(c.name): \(pair.app.console)")
        // At rest the constraints agree with the frames: laying out every view again
        // moves nothing. (A cancel puts the frames back, not the constants: an
        // animator that does not put its constant back too leaves the sheet to jump
        // off the screen at the next layout, rotation or size change.)
        pair.app.turn {
            pair.app.window.forEachInSubtree { $0.setNeedsLayout() }
            pair.app.window.layoutIfNeeded()
        }
        #expect(pair.differences().isEmpty, "\(c.name): \(pair.differences())")
    }

    /// In the middle of a present the sheet's model is the solved frame, where the
    /// block put it, and its constraint says so; the screen is scrubbed by the pan,
    /// the dimming view (pinned to the container) covers it.
    @Test func theSolvedFrameIsTheBlocksTarget() throws {
        var pair = try Self.pair()
        for step in Drags.left { _ = try pair.apply(step) }
        let sheet = try #require(pair.app.window.rootViewController?.presentedViewController as? ConstrainedSheet.SheetViewController)
        #expect(sheet.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
        #expect(sheet.slide?.constant == -195)
        let shown = try #require(pair.app.view(named: "sheet")).frame
        #expect(shown.minX > 195 && shown.minX < 390 && shown.width == 195 && shown.height == 844)
        #expect(try #require(pair.app.view(named: "dimming")).frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
