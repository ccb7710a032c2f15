import PantographEngine
import Testing
@testable import PantographUIKit

/// `UIView.transition`, as Apple's pages *transition(with:duration:options:animations:
/// completion:)*, *transition(from:to:duration:options:completion:)* and
/// *UIView.AnimationOptions* (`showHideTransitionViews`) describe it; the effects
/// themselves are held equal to the `flip` scene (FlipDifferentialTests).
@MainActor @Suite struct ViewTransitionTests {
    private func setUp() -> (HeadlessApp, UIView, UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(frame: container.bounds), b = UIView(frame: container.bounds)
        container.accessibilityIdentifier = "container"
        a.accessibilityIdentifier = "a"
        b.accessibilityIdentifier = "b"
        container.addSubview(a)
        let app = makeApp { $0.addSubview(container) }
        return (app, container, a, b)
    }

    /// "fromView: The starting view for the transition. By default, this view is
    /// removed from its superview as part of the transition. toView: … This view is
    /// added to fromView's superview by default." The change is made at once; the
    /// screen shows the removed view's snapshot until the completion.
    @Test func fromToReplacesAtOnceAndShowsTheSnapshotUntilTheEnd() {
        let (app, container, a, b) = setUp()
        var flags: [Bool] = []
        app.clearLog()
        app.turn {
            UIView.transition(from: a, to: b, duration: 0.5, options: [.transitionCrossDissolve],
                              completion: { flags.append($0) })
        }
        #expect(a.superview == nil && b.superview === container)
        #expect(app.views.map(\.name) == ["testRoot", "container", "a~", "b"])
        app.advance(frames: 15)
        #expect(close(app.view(named: "a~")!.alpha, 1 - TimingCurve.easeInOut.progress(at: 0.5), 1e-9))
        app.advance(frames: 15)
        #expect(app.view(named: "a~") == nil && flags == [true])
        #expect(app.log.compactMap(\.lifecycle) == [.transitionCompletion(finished: true)])
    }

    /// `showHideTransitionViews`: "Hide or show views using their hidden property,
    /// rather than adding and removing them": nothing leaves, and the hidden view is on
    /// screen until the end.
    @Test func showHideTogglesHiddenInstead() {
        let (app, container, a, b) = setUp()
        app.turn { container.addSubview(b); b.isHidden = true }
        app.turn {
            UIView.transition(from: a, to: b, duration: 0.5, options: [.transitionFlipFromLeft, .showHideTransitionViews])
        }
        #expect(a.superview === container && a.isHidden && !b.isHidden)
        #expect(app.view(named: "a")?.isHidden == false)
        app.advance(frames: 30)
        #expect(app.view(named: "a")?.isHidden == true && app.view(named: "a")?.frame == container.frame)
    }

    /// "animations: A block object that contains the changes you want to make to the
    /// specified view": what the block changes besides `isHidden` is animated over the
    /// duration on the options' curve.
    @Test func theBlocksOtherChangesAnimate() {
        let (app, container, a, _) = setUp()
        app.turn {
            UIView.transition(with: container, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                              animations: { a.frame.origin.x = 100 })
        }
        app.advance(frames: 30)
        #expect(close(app.view(named: "a")!.frame.minX, 50))
    }

    /// The completion block runs with `finished` true at the end, and is logged as UIKit
    /// calls it; a duration of 0 makes the change without animation and completes at
    /// the end of the turn.
    @Test func aTransitionOfNoDurationCompletesAtTheEndOfTheTurn() {
        let (app, container, a, _) = setUp()
        var flags: [Bool] = []
        app.turn {
            UIView.transition(with: container, duration: 0, options: [.transitionFlipFromTop],
                              animations: { a.isHidden = true }, completion: { flags.append($0) })
            #expect(flags.isEmpty)
        }
        #expect(flags == [true] && app.view(named: "a")?.isHidden == true && !app.isAnimating)
    }

    /// UIKit turns touches off for the views it animates unless `allowUserInteraction`.
    @Test func touchesAreOffTheContainerWhileItTransitions() throws {
        let (app, container, a, _) = setUp()
        var taps = 0
        final class Target { var action: () -> Void = {}; func tapped(_ r: UITapGestureRecognizer) { action() } }
        let target = Target()
        target.action = { taps += 1 }
        app.turn { container.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Target.tapped)) }
        app.turn { UIView.transition(with: container, duration: 1, options: [.transitionCurlUp], animations: { a.isHidden = true }) }
        try app.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 0)
        app.settle()
        app.turn {
            UIView.transition(with: container, duration: 1, options: [.transitionCurlDown, .allowUserInteraction],
                              animations: { a.isHidden = false })
        }
        try app.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 1)
    }

    /// A view of no duration replaced by `transition(from:to:)` leaves no snapshot.
    @Test func noSnapshotStaysAfterATransitionOfNoDuration() {
        let (app, container, a, b) = setUp()
        app.turn { UIView.transition(from: a, to: b, duration: 0, options: [.transitionFlipFromLeft]) }
        #expect(app.views.map(\.name) == ["testRoot", "container", "b"] && container.subviews == [b])
    }

    /// A curl cuts what the curled view holds with it (the engine's `Rect.showing`): a
    /// view in its bottom quarter is cut as the edge passes it.
    @Test func aCurlCutsWhatTheViewHolds() {
        let (app, container, a, _) = setUp()
        let leaf = UIView(frame: CGRect(x: 0, y: 150, width: 200, height: 50))
        leaf.accessibilityIdentifier = "leaf"
        app.turn { a.addSubview(leaf) }
        app.turn {
            UIView.transition(with: container, duration: 1, options: [.transitionCurlUp, .curveLinear],
                              animations: { a.isHidden = true })
        }
        app.advance(frames: 12)
        #expect(close(app.view(named: "a")!.frame, CGRect(x: 0, y: 0, width: 200, height: 160), 1e-9))
        #expect(close(app.view(named: "leaf")!.frame, CGRect(x: 0, y: 150, width: 200, height: 10), 1e-9))
        app.advance(frames: 18)
        #expect(app.view(named: "leaf")!.frame.height == 0)
    }
}
