import PantographEngine
import Testing
@testable import Deeper
@testable import PantographUIKit

/// The Deeper example (Examples/Deeper: the article's transition as app code) against
/// the built-in `deeper` scene: the same touches, frame by frame, held equal in the
/// views and in the callbacks. The example names its views by accessibility
/// identifier; `names` maps those that differ to the scene's, and a snapshot is the
/// scene's phantom of the view it was taken of. The scene animates the phantoms'
/// frames where the code moves them by transform and centre (docs/fidelity.md), so
/// what is compared is what both show: the frame in the window, alpha, hidden,
/// corner radius and whether a view is a phantom.
@MainActor @Suite struct DeeperDifferentialTests {
    /// The example's names that are not the scene's.
    static let names = ["cellImage": "image", "cellTitle": "title", "cellImage~": "image~", "cellTitle~": "title~"]

    /// The code computes the progress in floats, as the article does, where the scene
    /// computes in doubles: frames agree to a thousandth of a point.
    static func pair() throws -> ScenePair {
        try ScenePair(scene: .deeper, names: names, frameTolerance: 1e-3) { GridViewController() }
    }

    /// A vertical drag from the cell's image.
    static func drag(dy: Double, moves: Int) -> [ScenePair.Step] {
        ScenePair.drag(from: (105, 405), by: (0, dy), moves: moves)
    }

    static let up = drag(dy: -20, moves: 10)      // 200 points: 23.7 %, past the threshold
    static let upShort = drag(dy: -5, moves: 8)   // 40 points: 4.7 %
    static let down = drag(dy: 20, moves: 10)
    static let downShort = drag(dy: 5, moves: 8)

    @Test func presentFinishing() throws {
        var pair = try Self.pair()
        try pair.check(Self.up, end: .up)
        #expect(pair.sim.isPresented && pair.app.views.map(\.name) == ["detail", "header", "headline"])
    }

    @Test func presentCancelling() throws {
        var pair = try Self.pair()
        try pair.check(Self.upShort, end: .up)
        #expect(!pair.sim.isPresented && pair.app.view(named: "detail") == nil)
    }

    @Test func presentCancelledBySystem() throws {
        var pair = try Self.pair()
        try pair.check(Self.up, end: .cancel)
        #expect(!pair.sim.isPresented)
    }

    @Test func dismissFinishing() throws {
        var pair = try Self.pair()
        try pair.check(Self.up, end: .up)
        try pair.check(Self.down, end: .up)
        #expect(!pair.sim.isPresented && pair.app.views.map(\.name) == ["grid", "cellImage", "cellTitle"])
    }

    @Test func dismissCancelling() throws {
        var pair = try Self.pair()
        try pair.check(Self.up, end: .up)
        try pair.check(Self.downShort, end: .up)
        #expect(pair.sim.isPresented)
    }

    @Test func dismissCancelledBySystem() throws {
        var pair = try Self.pair()
        try pair.check(Self.up, end: .up)
        try pair.check(Self.down, end: .cancel)
        #expect(pair.sim.isPresented)
    }

    /// Where they differ, and why (docs/deeper.md, "The code against the scene").
    ///
    /// A pan that begins with part of its travel left after the slop: the scene
    /// updates the transition at `began` (a documented choice, docs/fidelity.md), the
    /// article's handler only at `changed`, so for one frame the code is at 0 %.
    @Test func theSceneUpdatesAtBeganWhereTheCodeWaits() throws {
        var pair = try Self.pair()
        _ = try pair.apply(.down(105, 405))
        _ = try pair.apply(.move(105, 380))
        #expect(pair.sim.transition?.percent == 15.0 / 844)
        #expect(pair.app.view(named: "cellImage~")?.frame.minY == 320)
        _ = try pair.apply(.move(105, 370))
        #expect(pair.differences().isEmpty)
    }

    /// Released exactly at the threshold: the scene judges 84.4 points of 844 as 10 %,
    /// not above it, and cancels; the article's code rounds the progress to a float,
    /// 0.100000001, which is above, and finishes.
    @Test func atTheThresholdTheArticlesFloatsFinish() throws {
        var pair = try Self.pair()
        for step in [ScenePair.Step.down(105, 405), .move(105, 395), .move(105, 395 - 84.4), .up] { _ = try pair.apply(step) }
        #expect(pair.sim.transition?.phase == .cancelling)
        let codeFinishing = (pair.app.window.rootViewController!.presentedViewController?.transitionCoordinator
                             as? TransitionContext)?.state.phase
        #expect(codeFinishing == .finishing)
    }
}
