import PantographEngine
import Testing
@testable import PantographUIKit
@testable import Sheet

/// The Sheet example (Examples/Sheet: Apple's custom presentation as app code, with
/// a sliding animator and pans) against the built-in `sheet` scene, frame by frame and
/// event by event: present and dismiss, finishing, cancelling and cancelled by the
/// system. The example's names are the scene's: `main`, `sheet` (the controllers)
/// and `dimming` (the presentation controller's view).
@MainActor @Suite struct SheetDifferentialTests {
    static func pair() throws -> ScenePair { try ScenePair(scene: .sheet) { MainViewController() } }

    /// A pan left from the right edge (present) or right from the sheet's middle (dismiss).
    static let left = ScenePair.drag(from: (389, 422), by: (-12, 0), moves: 10)       // 130 of 195: 67 %
    static let leftShort = ScenePair.drag(from: (389, 422), by: (-6, 0), moves: 10)   // 70 of 195: 36 %
    static let right = ScenePair.drag(from: (200, 422), by: (12, 0), moves: 10)
    static let rightShort = ScenePair.drag(from: (200, 422), by: (6, 0), moves: 10)

    @Test func presentFinishing() throws {
        var pair = try Self.pair()
        try pair.check(Self.left, end: .up)
        #expect(pair.sim.isPresented && pair.app.views.map(\.name) == ["main", "dimming", "sheet"])
    }

    @Test func presentCancelling() throws {
        var pair = try Self.pair()
        try pair.check(Self.leftShort, end: .up)
        #expect(!pair.sim.isPresented && pair.app.views.map(\.name) == ["main"])
    }

    @Test func presentCancelledBySystem() throws {
        var pair = try Self.pair()
        try pair.check(Self.left, end: .cancel)
        #expect(!pair.sim.isPresented)
    }

    @Test func dismissFinishing() throws {
        var pair = try Self.pair()
        try pair.check(Self.left, end: .up)
        try pair.check(Self.right, end: .up)
        #expect(!pair.sim.isPresented && pair.app.views.map(\.name) == ["main"])
    }

    @Test func dismissCancelling() throws {
        var pair = try Self.pair()
        try pair.check(Self.left, end: .up)
        try pair.check(Self.rightShort, end: .up)
        #expect(pair.sim.isPresented)
    }

    @Test func dismissCancelledBySystem() throws {
        var pair = try Self.pair()
        try pair.check(Self.left, end: .up)
        try pair.check(Self.right, end: .cancel)
        #expect(pair.sim.isPresented)
    }
}
