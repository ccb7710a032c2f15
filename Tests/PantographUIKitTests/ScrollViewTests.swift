import PantographEngine
import Testing
@testable import PantographUIKit

/// `UIScrollView` on the engine's rules (docs/uikit.md, "Scroll views"): the content
/// follows the finger past the pan's slop, rubber-bands past its edges, and after the
/// lift moves on frame by frame exactly as the engine's `ScrollAxisMotion` says, with
/// the delegate told in UIKit's order.
@MainActor @Suite struct ScrollViewTests {
    /// What a scroll view's delegate heard, in order (one `didScroll` for each run of them).
    @MainActor final class Listener: UIScrollViewDelegate {
        var heard: [String] = []
        var velocity: CGPoint?
        var target: CGPoint?
        /// Where `scrollViewWillEndDragging` moves the target to, if anywhere.
        var moveTargetTo: CGPoint?

        private func hear(_ name: String) {
            if name == "didScroll", heard.last == name { return }
            heard.append(name)
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { hear("didScroll") }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { hear("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            hear("willEndDragging")
            self.velocity = velocity
            target = targetContentOffset.pointee
            if let moveTargetTo { targetContentOffset.pointee = moveTargetTo }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            hear("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { hear("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { hear("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { hear("didEndScrollingAnimation") }
    }

    /// A 390×600 scroll view at the top of the screen over content 2000 points tall,
    /// no insets (the root view's safe area is not the scroll view's: it sets
    /// `.never`).
    private func scrollApp(bounces: Bool = true) -> (HeadlessApp, UIScrollView, Listener) {
        let listener = Listener()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.bounces = bounces
        scroll.delegate = listener
        let app = makeApp { $0.addSubview(scroll) }
        return (app, scroll, listener)
    }

    /// A drag up by `distance` points in `steps` frames, from y = 600.
    private func drag(_ app: HeadlessApp, by distance: CGFloat, steps: Int = 10, lift: Bool = true) throws {
        try app.touchDown(at: CGPoint(x: 200, y: 600))
        for i in 1...steps { try app.touchMove(to: CGPoint(x: 200, y: 600 - distance * CGFloat(i) / CGFloat(steps))) }
        if lift { try app.touchUp() }
    }

    /// The content follows the finger from the slop on; the delegate hears UIKit's
    /// sequence; the flick's target is the engine's projection at `normal`
    /// (`(v/1000)·0.998/0.002`, velocity handed over in points per millisecond); each
    /// frame after the lift the offset is `ScrollAxisMotion`'s, and it rests at the
    /// target.
    @Test func aFlickDeceleratesAtUIKitsRateFrameByFrame() throws {
        let (app, scroll, listener) = scrollApp()
        try drag(app, by: 200, lift: false)
        // The finger moved 200 points; the pan began 10 past the slop's 10.
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 190) && scroll.isDragging && scroll.isTracking)
        try app.touchUp()
        let v = try #require(listener.velocity).y * 1000
        let projected = 190 + ScrollDeceleration(rate: 0.998).distance(velocity: v)
        let target = try #require(listener.target)
        #expect(v > 0 && close(target.y, projected, 1e-9))
        let motion = ScrollAxisMotion(start: 190, velocity: v, destination: projected, range: 0...1400, bounces: true,
                                      deceleration: ScrollDeceleration(rate: 0.998))
        #expect(scroll.isDecelerating && !scroll.isDragging && !scroll.isTracking)
        for frame in 1...20 {
            app.advance(frames: 1)
            #expect(close(scroll.contentOffset.y, motion.offset(at: Double(frame) / 60), 1e-9), "frame \(frame)")
        }
        #expect(app.settle())
        #expect(close(scroll.contentOffset.y, projected, 1e-9) && !scroll.isDecelerating)
        #expect(listener.heard == ["willBeginDragging", "didScroll", "willEndDragging",
                                   "didEndDragging(true)", "willBeginDecelerating", "didScroll",
                                   "didEndDecelerating"])
        // The motion ends within the half-point threshold of the target: under a minute.
        #expect(motion.duration > 0.3 && motion.duration < 60)
    }

    /// A finger held still before it lifts hands over no velocity worth moving for:
    /// the drag ends without deceleration.
    @Test func aDragThatDoesNotMoveTheFingerDoesNotDecelerate() throws {
        let (app, scroll, listener) = scrollApp()
        listener.heard = []
        try app.touchDown(at: CGPoint(x: 200, y: 600))
        try app.touchMove(to: CGPoint(x: 200, y: 580))
        // Held still for half a second: the velocity decays to nothing.
        for _ in 0..<30 { try app.touchMove(to: CGPoint(x: 200, y: 580)) }
        try app.touchUp()
        #expect(scroll.contentOffset.y == 10)
        #expect(listener.heard == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(!app.isAnimating)
    }

    /// Past the top, the content shows `RubberBand.offset` of where the finger would
    /// put it; released there it springs back on `ScrollBounce`. Without `bounces` it
    /// stops at the edge.
    @Test func pastTheEdgeItRubberBandsAndBouncesBack() throws {
        let (app, scroll, _) = scrollApp()
        try drag(app, by: -210, lift: false)
        let shown = RubberBand.offset(-200, range: 0...1400, dimension: 600)
        #expect(close(scroll.contentOffset.y, shown, 1e-9) && shown < -90 && shown > -200)
        try app.touchUp()
        #expect(app.settle())
        #expect(scroll.contentOffset.y == 0)
        let (stiff, stopped, _) = scrollApp(bounces: false)
        try drag(stiff, by: -210, lift: false)
        #expect(stopped.contentOffset.y == 0)
    }

    /// Content shorter than the scroll view does not scroll: a drag down leaves it at
    /// its top and the pan never begins. With `alwaysBounceVertical` it rubber-bands as
    /// content past an edge does, and springs back.
    @Test(arguments: [false, true])
    func shortContentBouncesOnlyWhenAskedTo(alwaysBounces: Bool) throws {
        let (app, scroll, _) = scrollApp()
        scroll.contentSize = CGSize(width: 390, height: 300)
        scroll.alwaysBounceVertical = alwaysBounces
        try drag(app, by: -210, lift: false)
        guard alwaysBounces else {
            return #expect(scroll.contentOffset == .zero && !scroll.isDragging)
        }
        let shown = RubberBand.offset(-200, range: 0...0, dimension: 600)
        #expect(scroll.isDragging && close(scroll.contentOffset.y, shown, 1e-9) && shown < -90)
        try app.touchUp()
        #expect(app.settle())
        #expect(scroll.contentOffset.y == 0)
    }

    /// `decelerationRate` `.fast`: the flick's target is the engine's projection at
    /// 0.99 per millisecond, short of where `.normal` would take it.
    @Test func aFastRateStopsSooner() throws {
        let (app, scroll, listener) = scrollApp()
        scroll.decelerationRate = .fast
        try drag(app, by: 200)
        let v = try #require(listener.velocity).y * 1000
        let target = try #require(listener.target)
        #expect(v > 0 && close(target.y, 190 + ScrollDeceleration(rate: 0.99).distance(velocity: v), 1e-9))
        #expect(target.y < 190 + ScrollDeceleration(rate: 0.998).distance(velocity: v))
        #expect(app.settle())
        #expect(close(scroll.contentOffset.y, target.y, 1e-9))
    }

    /// `scrollViewWillEndDragging`'s target, moved by the delegate, is where it rests.
    @Test func theDelegateMovesTheTarget() throws {
        let (app, scroll, listener) = scrollApp()
        listener.moveTargetTo = CGPoint(x: 0, y: 500)
        try drag(app, by: 200)
        #expect(app.settle())
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 500))
    }

    /// A finger that comes down on moving content stops it there (no
    /// `didEndDecelerating`), and the drag begins at once, without the slop.
    @Test func aTouchCatchesMovingContent() throws {
        let (app, scroll, listener) = scrollApp()
        try drag(app, by: 200)
        app.advance(frames: 5)
        let caught = scroll.contentOffset
        listener.heard = []
        try app.touchDown(at: CGPoint(x: 200, y: 500))
        #expect(!scroll.isDecelerating && scroll.contentOffset == caught && scroll.isDragging)
        app.advance(frames: 10)
        #expect(scroll.contentOffset == caught)
        try app.touchMove(to: CGPoint(x: 200, y: 495))
        #expect(scroll.contentOffset.y == caught.y + 5)
        #expect(!listener.heard.contains("didEndDecelerating"))
    }

    /// `setContentOffset(_:animated:)`: a constant rate over 0.3 s, then
    /// `didEndScrollingAnimation`.
    @Test func anAnimatedOffsetMovesAtAConstantRate() throws {
        let (app, scroll, listener) = scrollApp()
        listener.heard = []
        app.turn { scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true) }
        app.advance(frames: 9)
        #expect(close(scroll.contentOffset.y, 150, 1e-9))
        app.advance(frames: 9)
        #expect(scroll.contentOffset.y == 300 && listener.heard == ["didScroll", "didEndScrollingAnimation"])
    }

    /// Scrolling off: the pan is disabled and the touch goes to the recognizers around.
    @Test func scrollingOffLeavesTheTouchToTheViewsAround() throws {
        let (app, scroll, _) = scrollApp()
        let outer = GestureTests.Handler()
        let pan = UIPanGestureRecognizer(target: outer, action: GestureTests.Handler.handlePan)
        app.window.rootViewController!.view.addGestureRecognizer(pan)
        scroll.isScrollEnabled = false
        try drag(app, by: 100)
        #expect(scroll.contentOffset == .zero && !scroll.isDragging)
        #expect(outer.pans.first?.0 == .began && outer.pans.last?.0 == .ended)
    }
}
