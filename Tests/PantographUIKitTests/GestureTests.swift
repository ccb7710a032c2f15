import PantographEngine
import Testing
@testable import PantographUIKit

/// Touches hit-test the window and reach the recognizers of the view hit and its
/// superviews; the pan's numbers are the engine's `PanGestureRecognizer`'s.
@MainActor @Suite struct GestureTests {
    @MainActor final class Handler {
        var pans: [(UIGestureRecognizer.State, CGPoint)] = []
        var taps: [UIGestureRecognizer.State] = []
        weak var view: UIView?
        func handlePan(_ recognizer: UIPanGestureRecognizer) {
            pans.append((recognizer.state, recognizer.translation(in: view)))
        }
        func handleTap(_ recognizer: UITapGestureRecognizer) { taps.append(recognizer.state) }
    }

    private func app(_ build: @escaping (UIView) -> Void) -> HeadlessApp { makeApp(build) }

    /// Target–action with an unapplied method reference; the pan begins past the
    /// 10-point slop with the slop taken off (docs/uikit.md, "The pan recognizer").
    @Test func aPanBeginsPastTheSlopAndReportsTheEnginesTranslation() throws {
        let handler = Handler()
        let pad = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let pan = UIPanGestureRecognizer(target: handler, action: Handler.handlePan)
        pad.addGestureRecognizer(pan)
        handler.view = pad
        let app = app { $0.addSubview(pad) }
        try app.touchDown(at: CGPoint(x: 100, y: 400))
        try app.touchMove(to: CGPoint(x: 100, y: 395))
        #expect(handler.pans.isEmpty && pan.state == .possible)
        try app.touchMove(to: CGPoint(x: 100, y: 385))
        #expect(handler.pans.map(\.0) == [.began])
        #expect(handler.pans[0].1 == CGPoint(x: 0, y: -5))
        try app.touchMove(to: CGPoint(x: 100, y: 300))
        #expect(handler.pans.last!.0 == .changed && handler.pans.last!.1 == CGPoint(x: 0, y: -90))
        // UIKit's estimate: 0.2·current + 0.8·previous sample, points per second.
        var engine = PanGestureRecognizer()
        try engine.touchDown(at: Point(x: 100, y: 400), time: 0)
        _ = try engine.touchMove(to: Point(x: 100, y: 395), time: 1.0 / 60, slop: 10)
        _ = try engine.touchMove(to: Point(x: 100, y: 385), time: 2.0 / 60, slop: 10)
        _ = try engine.touchMove(to: Point(x: 100, y: 300), time: 3.0 / 60, slop: 10)
        #expect(close(pan.velocity(in: pad), CGPoint(engine.velocity), 1e-9))
        try app.touchUp()
        #expect(handler.pans.last!.0 == .ended)
        // Reset for the next touch, at the end of the turn.
        #expect(pan.state == .possible && pan.translation(in: pad) == .zero)
    }

    /// `setTranslation(_:in:)`: the translation counts on from the value set, and the
    /// velocity is reset (Apple's page *setTranslation(_:in:)*).
    @Test func setTranslationRebasesThePan() throws {
        let handler = Handler()
        let pad = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let pan = UIPanGestureRecognizer(target: handler, action: Handler.handlePan)
        pad.addGestureRecognizer(pan)
        let app = app { $0.addSubview(pad) }
        try app.touchDown(at: CGPoint(x: 100, y: 400))
        try app.touchMove(to: CGPoint(x: 130, y: 400))
        pan.setTranslation(.zero, in: pad)
        #expect(pan.velocity(in: pad) == .zero)
        try app.touchMove(to: CGPoint(x: 140, y: 400))
        #expect(pan.translation(in: pad) == CGPoint(x: 10, y: 0))
    }

    /// A finger that lifts inside the slop is a tap; the pan fails.
    @Test func aLiftInsideTheSlopIsATap() throws {
        let handler = Handler()
        let button = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let tap = UITapGestureRecognizer(target: handler, action: Handler.handleTap)
        button.addGestureRecognizer(tap)
        let pan = UIPanGestureRecognizer(target: handler, action: Handler.handlePan)
        let app = app {
            $0.addGestureRecognizer(pan)
            $0.addSubview(button)
        }
        try app.touchDown(at: CGPoint(x: 100, y: 100))
        try app.touchMove(to: CGPoint(x: 104, y: 100))
        try app.touchUp()
        #expect(handler.taps == [.ended] && handler.pans.isEmpty)
        // Moved past the slop: the pan, not the tap.
        try app.touchDown(at: CGPoint(x: 100, y: 100))
        try app.touchMove(to: CGPoint(x: 130, y: 100))
        try app.touchUp()
        #expect(handler.taps == [.ended] && handler.pans.map(\.0) == [.began, .ended])
        // Outside the button, only the root view's pan hears the touch.
        try app.touchDown(at: CGPoint(x: 300, y: 300))
        try app.touchUp()
        #expect(handler.taps == [.ended])
    }

    /// `require(toFail:)`: the tap waits for the pan to fail.
    @Test func aRecognizerWaitsForTheOneItRequiresToFail() throws {
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Handler.handleTap)
        let pan = UIPanGestureRecognizer(target: handler, action: Handler.handlePan)
        tap.require(toFail: pan)
        let app = app {
            $0.addGestureRecognizer(tap)
            $0.addGestureRecognizer(pan)
        }
        try app.touchDown(at: CGPoint(x: 100, y: 100))
        try app.touchUp()
        #expect(handler.taps == [.ended])
    }

    /// The delegate: `gestureRecognizerShouldBegin` false fails the pan; two pans
    /// recognize together only when a delegate allows it; `shouldReceive` false keeps
    /// the touch from a recognizer.
    @Test func theDelegateDecides() throws {
        @MainActor final class Delegate: UIGestureRecognizerDelegate {
            var begin = true
            var together = false
            var receive = true
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { together }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                receive
            }
        }
        let inner = Handler(), outer = Handler()
        let delegate = Delegate()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let innerPan = UIPanGestureRecognizer(target: inner, action: Handler.handlePan)
        innerPan.delegate = delegate
        child.addGestureRecognizer(innerPan)
        let outerPan = UIPanGestureRecognizer(target: outer, action: Handler.handlePan)
        let app = app {
            $0.addGestureRecognizer(outerPan)
            $0.addSubview(child)
        }
        func drag() throws {
            try app.touchDown(at: CGPoint(x: 100, y: 100))
            try app.touchMove(to: CGPoint(x: 100, y: 130))
            try app.touchUp()
        }
        try drag()
        // The deepest recognizer begins first and keeps the outer one out.
        #expect(inner.pans.map(\.0) == [.began, .ended] && outer.pans.isEmpty)
        delegate.together = true
        try drag()
        #expect(inner.pans.count == 4 && outer.pans.map(\.0) == [.began, .ended])
        delegate.begin = false
        try drag()
        #expect(inner.pans.count == 4 && outer.pans.count == 4)
        delegate.begin = true
        delegate.receive = false
        try drag()
        #expect(inner.pans.count == 4 && outer.pans.count == 6)
    }

    /// A screen-edge pan begins only from within `edge-width` (20) points of its edge.
    @Test func aScreenEdgePanBeginsOnlyAtItsEdge() throws {
        let handler = Handler()
        let edge = UIScreenEdgePanGestureRecognizer(target: handler, action: Handler.handlePan)
        edge.edges = .left
        let app = app { $0.addGestureRecognizer(edge) }
        try app.touchDown(at: CGPoint(x: 5, y: 400))
        try app.touchMove(to: CGPoint(x: 40, y: 400))
        try app.touchUp()
        #expect(handler.pans.map(\.0) == [.began, .ended])
        try app.touchDown(at: CGPoint(x: 100, y: 400))
        try app.touchMove(to: CGPoint(x: 140, y: 400))
        try app.touchUp()
        #expect(handler.pans.count == 2)
    }

    /// The system cancels: a pan that began ends `cancelled`.
    @Test func aSystemCancelCancelsThePan() throws {
        let handler = Handler()
        let pan = UIPanGestureRecognizer(target: handler, action: Handler.handlePan)
        let app = app { $0.addGestureRecognizer(pan) }
        try app.touchDown(at: CGPoint(x: 100, y: 100))
        try app.touchMove(to: CGPoint(x: 100, y: 140))
        try app.touchCancel()
        #expect(handler.pans.map(\.0) == [.began, .cancelled])
    }

    /// The target is held weakly: a freed handler is not called, and nothing crashes.
    @Test func theTargetIsHeldWeakly() throws {
        var handler: Handler? = Handler()
        weak let gone = handler
        let pan = UIPanGestureRecognizer(target: handler!, action: Handler.handlePan)
        let app = app { $0.addGestureRecognizer(pan) }
        handler = nil
        #expect(gone == nil)
        try app.touchDown(at: CGPoint(x: 100, y: 100))
        try app.touchMove(to: CGPoint(x: 100, y: 140))
        try app.touchUp()
    }

    /// Misuse is refused as the engine's recognizer refuses it.
    @Test func aSecondFingerOrNoFingerIsRefused() throws {
        let app = makeApp()
        #expect(throws: EngineError.gesture(.noFingerDown)) { try app.touchUp() }
        try app.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(throws: EngineError.gesture(.fingerAlreadyDown)) { try app.touchDown(at: CGPoint(x: 10, y: 10)) }
        #expect(throws: EngineError.self) { try app.touchMove(to: CGPoint(x: 1000, y: 10)) }
    }
}
