import PantographEngine
import Testing
@testable import Hero
@testable import PantographUIKit

/// The Hero example (Examples/Hero: two chained property animators present, a pan down
/// dismisses) against the built-in `hero` scene, frame by frame and event by event.
/// The example's controllers are the scene's (`broadcasts`, `player`); its snapshot of
/// the thumbnail is the scene's phantom.
@MainActor @Suite struct HeroDifferentialTests {
    static func pair() throws -> (ScenePair, BroadcastsViewController) {
        var root: BroadcastsViewController?
        let pair = try ScenePair(scene: .hero) {
            let broadcasts = BroadcastsViewController()
            root = broadcasts
            return broadcasts
        }
        return (pair, root!)
    }

    static let down = ScenePair.drag(from: (195, 422), by: (0, 20), moves: 10)        // 200 of 300
    static let downShort = ScenePair.drag(from: (195, 422), by: (0, 10), moves: 8)    // 80 of 300

    @Test func presentInTwoPhases() throws {
        var (pair, broadcasts) = try Self.pair()
        try pair.check(.present) { broadcasts.play() }
        #expect(pair.sim.isPresented && pair.app.views.map(\.name) == ["broadcasts", "thumbnail", "blur", "player", "video"])
    }

    @Test func dismissFinishing() throws {
        var (pair, broadcasts) = try Self.pair()
        try pair.check(.present) { broadcasts.play() }
        try pair.check(Self.down, end: .up)
        #expect(!pair.sim.isPresented && pair.app.views.map(\.name) == ["broadcasts", "thumbnail"])
    }

    @Test func dismissCancelling() throws {
        var (pair, broadcasts) = try Self.pair()
        try pair.check(.present) { broadcasts.play() }
        try pair.check(Self.downShort, end: .up)
        #expect(pair.sim.isPresented)
    }

    @Test func dismissCancelledBySystem() throws {
        var (pair, broadcasts) = try Self.pair()
        try pair.check(.present) { broadcasts.play() }
        try pair.check(Self.down, end: .cancel)
        #expect(pair.sim.isPresented)
    }
}
