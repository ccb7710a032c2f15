import Testing
@testable import PantographUIKit

/// What an app keeps after its owner is gone. A view's superview, a layer's view and a
/// recognizer's view are let go when the view goes, as UIKit's dealloc does: what the
/// app kept reads nil and goes on working. A touch holds its view and window, as
/// UIKit's does.
@MainActor @Suite struct LifetimeTests {
    /// A subview the app keeps after its superview is freed has no superview, no window
    /// and the superview's frame no more; it can be removed again and added elsewhere.
    @Test func aSubviewOutlivesItsSuperview() {
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        weak var gone: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
            parent.addSubview(child)
            gone = parent
            #expect(child.superview === parent)
        }
        #expect(gone == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
        #expect(child.next == nil)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 20))
        child.removeFromSuperview()
        child.layer.removeFromSuperlayer()
        let other = UIView()
        other.addSubview(child)
        #expect(child.superview === other)
        #expect(other.subviews.count == 1)
    }

    /// A tree let go at once: every level's subviews outlive nothing, and nothing traps.
    @Test func aTreeIsFreedFromTheTop() {
        weak var leaf: UIView?
        do {
            let top = UIView()
            var v = top
            for _ in 0..<5 {
                let sub = UIView()
                v.addSubview(sub)
                v = sub
            }
            leaf = v
        }
        #expect(leaf == nil)
    }

    /// A layer the app keeps after its view is freed backs no view: its sublayers are
    /// its own, and its values and animations still work.
    @Test func aLayerOutlivesItsView() {
        let layer: CALayer
        weak var gone: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            view.addSubview(UIView())
            layer = view.layer
            gone = view
            #expect(layer.sublayers?.count == 1)
        }
        #expect(gone == nil)
        #expect(layer.view == nil)
        #expect(layer.sublayers == nil)
        layer.opacity = 0.5
        #expect(layer.opacity == 0.5)
        layer.removeFromSuperlayer()
        layer.removeAllAnimations()
        let sublayer = CALayer()
        layer.addSublayer(sublayer)
        #expect(sublayer.superlayer === layer)
    }

    /// A recognizer the app keeps after its view is freed is on no view; it can be
    /// added to another.
    @Test func aRecognizerOutlivesItsView() {
        let pan = UIPanGestureRecognizer()
        weak var gone: UIView?
        do {
            let view = UIView()
            view.addGestureRecognizer(pan)
            gone = view
            #expect(pan.view === view)
        }
        #expect(gone == nil)
        #expect(pan.view == nil)
        #expect(pan.location(in: pan.view) == .zero)
        let other = UIView()
        other.addGestureRecognizer(pan)
        #expect(pan.view === other)
    }

    /// A recognizer moves to the view whose `gestureRecognizers` are set to it, as
    /// `addGestureRecognizer` moves it: the view it left lists it no more, and that
    /// view going does not take it from the new one.
    @Test func settingGestureRecognizersMovesThemFromTheirView() {
        let pan = UIPanGestureRecognizer()
        let second = UIView()
        weak var gone: UIView?
        do {
            let first = UIView()
            first.addGestureRecognizer(pan)
            second.gestureRecognizers = [pan]
            #expect(first.gestureRecognizers == nil)
            gone = first
        }
        #expect(gone == nil)
        #expect(pan.view === second)
        #expect(second.gestureRecognizers?.first === pan)
        second.gestureRecognizers = nil
        #expect(pan.view == nil)
    }

    /// A view that keeps the touch it began under.
    final class TouchKeeper: UIView {
        var touch: UITouch?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touch = touches.first }
    }

    /// A touch the app keeps holds the view it began on and its window (UIKit declares
    /// both `strong`): they stay after the view is removed and the app lets it go.
    @Test func aTouchHoldsItsViewAndWindow() throws {
        let keeper = Keeper()
        let app = makeApp { root in
            let view = TouchKeeper(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            root.addSubview(view)
            keeper.view = view
        }
        try app.touchDown(at: CGPoint(x: 50, y: 50))
        try app.touchUp()
        let touch = try #require(keeper.view?.touch)
        keeper.view?.touch = nil
        app.turn { keeper.view?.removeFromSuperview() }
        keeper.view = nil
        #expect(touch.view is TouchKeeper)
        #expect(touch.view?.superview == nil)
        #expect(touch.window === app.window)
    }

    /// A window the app's code kept after the app is freed is on no app: its screen
    /// is the standalone one, and its views still work.
    @Test func aWindowOutlivesItsApp() throws {
        let window: UIWindow
        weak var gone: HeadlessApp?
        do {
            let app = makeApp()
            window = app.window
            gone = app
            #expect(window.host === app)
            #expect(window.screen === app.screen)
        }
        #expect(gone == nil)
        #expect(window.host == nil)
        #expect(window.screen === UIScreen.main)
        window.addSubview(UIView())
        #expect(window.subviews.count == 2)
    }

    final class Ticker {
        var ticks = 0
        func tick(_ link: CADisplayLink) { ticks += 1 }
    }

    /// A display link the app's code kept after the app is freed is on no app:
    /// invalidating it does nothing more.
    @Test func aDisplayLinkOutlivesItsApp() throws {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, action: Ticker.tick)
        weak var gone: HeadlessApp?
        do {
            let app = makeApp()
            app.turn { link.add(to: .main, forMode: .common) }
            app.advance(frames: 3)
            #expect(ticker.ticks > 0)
            gone = app
        }
        #expect(gone == nil)
        link.invalidate()
        let other = makeApp()
        other.turn { link.add(to: .main, forMode: .common) }
        #expect(other.displayLinks.count == 1)
    }

    /// A controller and an interaction controller the app keeps after their transition
    /// is over and its context freed: no transition, a percent of 0, and the
    /// interactor's calls do nothing.
    @Test func aControllerAndAnInteractorOutliveTheirTransition() throws {
        let (app, grid, detail, transitioning) = try presentationApp()
        let interactor = transitioning.interactor
        transitioning.interactive = true
        app.turn { grid.present(detail, animated: true) }
        app.turn { interactor.update(0.25) }
        weak let context = detail.activeTransition
        #expect(context != nil)
        #expect(grid.activeTransition === context)
        #expect(interactor.percentComplete == 0.25)
        app.turn { interactor.finish() }
        #expect(app.settle())
        #expect(detail.activeTransition == nil)
        #expect(grid.activeTransition == nil)
        #expect(interactor.percentComplete == 0)
        app.turn {
            interactor.update(0.5)
            interactor.pause()
            interactor.finish()
            interactor.cancel()
        }
        #expect(detail.presentingViewController === grid)
    }

    /// An interaction controller the app keeps after its transition's context is
    /// freed (the next transition replaces it as the app's latest): a percent of 0, and
    /// its calls do nothing.
    @Test func anInteractorOutlivesItsTransition() throws {
        let (app, grid, detail, transitioning) = try presentationApp()
        let interactor = transitioning.interactor
        transitioning.interactive = true
        app.turn { grid.present(detail, animated: true) }
        weak let context = detail.activeTransition
        app.turn { interactor.finish() }
        #expect(app.settle())
        transitioning.interactive = false
        app.turn { detail.dismiss(animated: true) }
        #expect(app.settle())
        #expect(context == nil)
        #expect(interactor.percentComplete == 0)
        app.turn {
            interactor.update(0.5)
            interactor.pause()
            interactor.finish()
        }
        #expect(grid.presentedViewController == nil)
    }

    /// Where a test keeps the view it made inside the app's root.
    final class Keeper { var view: TouchKeeper? }
}
