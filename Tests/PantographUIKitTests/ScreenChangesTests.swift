@testable import PantographUIKit
import Testing

/// The frame-jump check's picture before a release or a re-grab is taken just before
/// the first change to the screen (`ScreenChanges`), not when the turn begins: every
/// write a picture can show says so first. For each, the picture taken then is the
/// picture taken before the write, and the write shows in a picture after it — a write
/// that did not say so leaves the wait unanswered, or answered after the change.
@Suite struct ScreenChangesTests {
    /// An app whose root view holds `outer`, which holds `inner`; `still` beside them.
    /// `outer` is a quarter of the way through a 1-second move of 40 points (ease-in-out, on the
    /// clock), so that the time, the curve and the animations show.
    @MainActor struct Screen {
        let app: HeadlessApp
        let root: UIView
        let outer: UIView
        let inner: UIView
        let still: UIView

        /// The views shown, back to front, and their frames in the window.
        func picture(_ shot: ScreenShot) -> [Shown] {
            ScreenShot.moves(from: shot, to: shot, includingStill: true).map { Shown(view: ObjectIdentifier($0.view), frame: $0.to) }
        }

        struct Shown: Equatable {
            let view: ObjectIdentifier
            let frame: CGRect
        }
    }

    @MainActor private static func screen() -> Screen {
        let app = HeadlessApp { UIViewController() }
        let root = app.window.rootViewController!.view!
        let (outer, inner, still) = (UIView(), UIView(), UIView())
        app.turn {
            outer.frame = CGRect(x: 10, y: 20, width: 200, height: 200)
            inner.frame = CGRect(x: 5, y: 5, width: 50, height: 50)
            still.frame = CGRect(x: 0, y: 300, width: 100, height: 100)
            root.addSubview(outer)
            outer.addSubview(inner)
            root.addSubview(still)
        }
        app.turn { UIView.animate(withDuration: 1, animations: { outer.center.x += 40 }) }
        app.advance(frames: 15)
        return Screen(app: app, root: root, outer: outer, inner: inner, still: still)
    }

    /// Each write a picture shows, by what it changes.
    static let writes: [(String, @MainActor @Sendable (Screen) -> Void)] = [
        ("a layer's model value (position)", { $0.still.center.y += 10 }),
        ("a layer's model value (bounds)", { $0.inner.bounds.size.width = 80 }),
        ("a layer's model value (transform)", { $0.still.transform = CGAffineTransform(scaleX: 2, y: 2) }),
        ("a layer's model value (opacity)", { $0.inner.alpha = 0 }),
        ("isHidden", { $0.inner.isHidden = true }),
        ("anchorPoint", { $0.still.layer.anchorPoint = CGPoint(x: 0, y: 0) }),
        // `still` is turned to show its back (below): shown while it draws one.
        ("isDoubleSided", { $0.still.layer.isDoubleSided = false }),
        ("an animation taken off", { $0.outer.layer.removeAllAnimations() }),
        ("a timeline's time", { $0.app.clock.now += 0.2 }),
        ("a timeline's scrubsLinearly", { $0.app.clock.scrubsLinearly = true }),
        ("a subview added", { s in s.still.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))) }),
        ("a subview taken out", { $0.inner.removeFromSuperview() }),
        ("a subview moved to another superview", { $0.still.addSubview($0.inner) }),
        ("isUIKitInternal", { $0.inner.isUIKitInternal = true }),
    ]

    @Test(arguments: writes.indices)
    @MainActor func thePictureTakenAtTheFirstChangeIsThePictureBeforeIt(_ index: Int) throws {
        let (name, write) = Self.writes[index]
        let s = Self.screen()
        var lazy: ScreenShot?
        if name == "isDoubleSided" { s.still.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0) }
        let before = ScreenShot(s.app.window)
        let token = ScreenChanges.wait { lazy = ScreenShot(s.app.window) }
        write(s)
        ScreenChanges.stopWaiting(token)
        let taken = try #require(lazy, "\(name): the write did not say so")
        let after = ScreenShot(s.app.window)
        #expect(s.picture(taken) == s.picture(before), "\(name): the picture was taken after the change")
        #expect(s.picture(after) != s.picture(before), "\(name): the write shows nothing")
    }

    /// A write that changes nothing shown still answers (a conservative wait), and a
    /// wait that is stopped never runs; a second wait answers the first at once.
    @Test @MainActor func aStoppedWaitNeverRunsAndASecondAnswersTheFirst() {
        let s = Self.screen()
        var runs: [String] = []
        let first = ScreenChanges.wait { runs.append("first") }
        ScreenChanges.stopWaiting(first)
        s.still.center.y += 10
        #expect(runs.isEmpty)
        _ = ScreenChanges.wait { runs.append("second") }
        let third = ScreenChanges.wait { runs.append("third") }
        #expect(runs == ["second"])
        ScreenChanges.stopWaiting(first)
        s.still.center.y += 10
        #expect(runs == ["second", "third"])
        ScreenChanges.stopWaiting(third)
    }
}
