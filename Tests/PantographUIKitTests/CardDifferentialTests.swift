import PantographEngine
import Testing
@testable import Card
@testable import PantographUIKit

/// The Card example (Examples/Card: the post's Today card as app code) against the
/// built-in `card` scene: the cell's highlight and tap, the present on its spring, the
/// drag that shrinks the story and dismisses it 100 points down, and its spring back —
/// frame by frame and event by event. The scene's `statusBar` is UIKit's status bar
/// (`HeadlessApp.statusBar`), which the code fades through
/// `setNeedsStatusBarAppearanceUpdate()`.
@MainActor @Suite struct CardDifferentialTests {
    static func pair() throws -> (ScenePair, TodayViewController) {
        var today: TodayViewController?
        let pair = try ScenePair(scene: .builtIn("card"), statusBar: true) {
            let root = TodayViewController()
            today = root
            return root
        }
        return (pair, today!)
    }

    /// A finger on the card that stays long enough for the highlight (0.1 s), then
    /// lifts: the tap that presents.
    static func tap(_ pair: inout ScenePair) throws {
        try pair.check([.down(100, 300)] + Array(repeating: .wait, count: 8), end: .up)
    }

    /// A drag of the story down from the middle of the screen: across the slop, then
    /// `moves` steps of `dy` a frame.
    static func drag(dy: Double, moves: Int) -> [ScenePair.Step] {
        ScenePair.drag(from: (195, 422), by: (0, dy), moves: moves)
    }

    @Test func aTapPresents() throws {
        var (pair, _) = try Self.pair()
        try Self.tap(&pair)
        #expect(pair.sim.isPresented && pair.app.views.map(\.name) == [
            "today", "card", "tabBar", "blur", "cardDetail", "cover", "closeButton",
        ])
        #expect(pair.app.statusBar.alpha == 0)
    }

    /// A finger that moves past the slop is the list scrolling: the card lets go and
    /// nothing is presented; so it does when the system takes the touch.
    @Test(arguments: [ScenePair.Step.up, .cancel])
    func aPanOnTheCardPresentsNothing(end: ScenePair.Step) throws {
        var (pair, _) = try Self.pair()
        let highlighted: [ScenePair.Step] = [.down(100, 300)] + Array(repeating: .wait, count: 8)
        try pair.check(highlighted + [.move(100, 320), .move(100, 340)], end: end)
        #expect(!pair.sim.isPresented && pair.app.view(named: "cardDetail") == nil)
        var (cancelled, _) = try Self.pair()
        try cancelled.check(highlighted, end: .cancel)
        #expect(!cancelled.sim.isPresented)
    }

    /// 100 points down, the drag dismisses the story: from wherever the finger left
    /// it, back into the card; the finger's later moves and its lift change nothing.
    @Test func aDragOfAHundredPointsDismisses() throws {
        var (pair, _) = try Self.pair()
        try Self.tap(&pair)
        try pair.check(Self.drag(dy: 10, moves: 13), end: .up)
        #expect(!pair.sim.isPresented && pair.app.views.map(\.name) == ["today", "card", "tabBar"])
        #expect(pair.app.statusBar.alpha == 1)
    }

    /// Let go before 100 points (or taken by the system), the story springs back in
    /// 0.2 s and stays.
    @Test(arguments: [ScenePair.Step.up, .cancel])
    func aShortDragSpringsBack(end: ScenePair.Step) throws {
        var (pair, _) = try Self.pair()
        try Self.tap(&pair)
        try pair.check(Self.drag(dy: 10, moves: 5), end: end)
        #expect(pair.sim.isPresented && pair.app.view(named: "cardDetail")?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // A second drag takes the story over again and dismisses it.
        try pair.check(Self.drag(dy: 20, moves: 6), end: .up)
        #expect(!pair.sim.isPresented)
    }

    /// `dismiss` called by the app (the close button's job), as the scene's `dismiss`.
    @Test func aDismissByCall() throws {
        var (pair, _) = try Self.pair()
        try Self.tap(&pair)
        let detail = pair.app.window.rootViewController!.presentedViewController as! CardDetailViewController
        try pair.check(.dismiss) {
            detail.dismissClosure?()
            detail.dismiss(animated: true)
        }
        #expect(!pair.sim.isPresented)
    }

    /// A tap quicker than the highlight. Neither jumps, and they agree frame by
    /// frame: the code's second `UIView.animate` adds to the highlight still in flight
    /// (transforms add since iOS 8, docs/fidelity.md, "a second animation of a property
    /// in flight"), and the scene's unhighlight adds to its highlight by the same rule
    /// of the engine (`AnimatableProperty.isAdditive`).
    @Test func aQuickTapAddsTheUnhighlightToTheHighlight() throws {
        var (pair, _) = try Self.pair()
        _ = try pair.apply(.down(100, 300))
        _ = try pair.frame()
        let before = pair.app.view(named: "card")!.frame.width
        try pair.check([], end: .up)
        #expect(before < 350 && pair.app.view(named: "card")!.frame.width == 350)
    }
}
