import PantographEngine
import Testing
@testable import Navigation
@testable import PantographUIKit

/// The Navigation example (Examples/Navigation: a navigation stack two deep as app
/// code) against the built-in `navigation` scene: pushes, pops and back swipes —
/// finishing, cancelling, cancelled by the system — frame by frame and event by
/// event. UIKit's own push, pop and back swipe (the scene's `pop-animator system`,
/// released by its `flutter` policy) against the example's `UINavigationController`;
/// the delegate's animator and the app's own edge pan (`pop-animator custom`, released
/// past the middle: the scene's `threshold` policy at 0.5) against its
/// `SlidingNavigationController`. UIKit's dimming view is the scene's `shade`.
@MainActor @Suite struct NavigationDifferentialTests {
    static func pair(sliding: Bool = false) throws -> (ScenePair, UINavigationController) {
        var root: UINavigationController?
        let pair = try ScenePair(scene: .builtIn("navigation"), names: ["parallaxDimming": "shade"],
                                 options: ["pop-animator": sliding ? "custom" : "system"],
                                 adjust: { if sliding { $0.policy = .threshold } }) {
            let navigation = NavigationApp.root(slidingPop: sliding) as! UINavigationController
            root = navigation
            return navigation
        }
        return (pair, root!)
    }

    /// A swipe from the left edge: across the slop, then `moves` steps of `dx` a frame.
    static func swipe(dx: Double, moves: Int) -> [ScenePair.Step] {
        ScenePair.drag(from: (1, 422), by: (dx, 0), moves: moves)
    }

    static let long = swipe(dx: 20, moves: 12)    // 240 pt at 1200 pt/s: pops
    static let short = swipe(dx: 5, moves: 8)     // 50 pt at 300 pt/s: stays

    static func stack(_ navigation: UINavigationController) -> [String] {
        navigation.viewControllers.map { navigation.view.window!.host!.name(of: $0) }
    }

    @Test(arguments: [false, true])
    func backSwipeFinishing(sliding: Bool) throws {
        var (pair, navigation) = try Self.pair(sliding: sliding)
        try pair.check(Self.long, end: .up)
        #expect(pair.sim.navigationStack == ["list"] && Self.stack(navigation) == ["list"])
        #expect(pair.app.views.map(\.name) == ["nav", "list", "listRow"])
    }

    @Test(arguments: [false, true])
    func backSwipeCancelling(sliding: Bool) throws {
        var (pair, navigation) = try Self.pair(sliding: sliding)
        try pair.check(Self.short, end: .up)
        #expect(pair.sim.navigationStack == ["list", "detail"] && Self.stack(navigation) == ["list", "detail"])
        #expect(pair.app.views.map(\.name) == ["nav", "detail", "detailHeader"])
    }

    @Test(arguments: [false, true])
    func backSwipeCancelledBySystem(sliding: Bool) throws {
        var (pair, navigation) = try Self.pair(sliding: sliding)
        try pair.check(Self.short, end: .cancel)
        #expect(Self.stack(navigation) == ["list", "detail"])
    }

    /// `flutter` judges a system cancel as a release: a fast swipe cancelled by the
    /// system still pops (docs/fidelity.md), and UIKit's own back swipe here with it.
    @Test func aFastSwipeCancelledByTheSystemPops() throws {
        var (pair, navigation) = try Self.pair()
        try pair.check(Self.long, end: .cancel)
        #expect(Self.stack(navigation) == ["list"])
    }

    /// Under a policy that cancels on a system cancel (`threshold`), UIKit's own back
    /// swipe cancelled by the system stays, however far it went.
    @Test func aSystemCancelUnderThresholdStays() throws {
        var root: UINavigationController?
        var pair = try ScenePair(scene: .builtIn("navigation"), names: ["parallaxDimming": "shade"],
                                 adjust: { $0.policy = .threshold }) {
            let navigation = NavigationApp.root() as! UINavigationController
            root = navigation
            return navigation
        }
        try pair.check(Self.long, end: .cancel)
        #expect(Self.stack(root!) == ["list", "detail"])
    }

    /// UIKit's own back swipe completes on the `completion-curve` and
    /// `completion-speed` settings, any curve the engine knows.
    @Test func theBackSwipeCompletesOnTheSettingsCurve() throws {
        let curve = try CubicBezier(0.2, 0.9, 0.3, 1)
        var pair = try ScenePair(scene: .builtIn("navigation"), names: ["parallaxDimming": "shade"], adjust: {
            $0.completionCurve = .cubic(curve)
            $0.completionSpeed = 1.5
        }) { NavigationApp.root() }
        try pair.check(Self.long, end: .up)
        try pair.check(Self.short, end: .up)
    }

    /// A push and a pop made by calls, animated and not.
    @Test(arguments: [(false, true), (false, false), (true, true)])
    func pushAndPop(sliding: Bool, animated: Bool) throws {
        var (pair, navigation) = try Self.pair(sliding: sliding)
        let detail = navigation.topViewController as! DetailViewController
        try pair.check(.push("more", animated: animated)) {
            if animated { detail.showMore() } else {
                navigation.pushViewController(MoreViewController(), animated: false)
            }
        }
        #expect(Self.stack(navigation) == ["list", "detail", "more"])
        try pair.check(.pop(animated: animated)) { navigation.popViewController(animated: animated) }
        try pair.check(.pop(animated: animated)) { navigation.popViewController(animated: animated) }
        #expect(pair.sim.navigationStack == ["list"] && Self.stack(navigation) == ["list"])
    }

    /// With only the root on the stack the back swipe does not begin.
    @Test func noBackSwipeAtTheRoot() throws {
        var (pair, navigation) = try Self.pair()
        try pair.check(.pop(animated: false)) { navigation.popViewController(animated: false) }
        try pair.check(Self.long, end: .up)
        #expect(Self.stack(navigation) == ["list"])
    }

    /// UIKit's refusals change nothing: pushing a controller already on the stack
    /// (raised), a pop while a push is in flight (logged, not made).
    @Test func refusalsChangeNothing() throws {
        var (pair, navigation) = try Self.pair()
        let detail = navigation.topViewController!
        let pushAgain = try pair.apply(.push("detail", animated: true)) {
            navigation.pushViewController(detail, animated: true)
        }
        #expect(pushAgain.scene.isEmpty && pushAgain.code.isEmpty && pair.differences().isEmpty)
        #expect(pair.app.console.last == .exception(.pushingControllerOnStack("detail")))
        _ = try pair.apply(.push("more", animated: true)) { (detail as! DetailViewController).showMore() }
        let popNow = try pair.apply(.pop(animated: true)) { navigation.popViewController(animated: true) }
        #expect(popNow.scene.isEmpty && popNow.code.isEmpty)
        #expect(pair.app.console.last == .nestedNavigation("pop"))
        try pair.settle()
        #expect(Self.stack(navigation) == ["list", "detail", "more"])
    }
}
