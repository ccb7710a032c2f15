@testable import PantographUIKit
import Testing

/// The frame-jump check's picture of the screen (`ScreenShot`): compared view by view, a
/// view is left out of the moves only when it and every view above it are placed as
/// they were, so a view carried by a view above it, UIKit's own included, or moved to
/// another superview, is still among them.
@MainActor @Suite struct ScreenShotTests {
    /// An app whose root view holds `outer`, which holds `inner`; `still` beside them.
    private func screen() -> (app: HeadlessApp, outer: UIView, inner: UIView, still: UIView) {
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
        return (app, outer, inner, still)
    }

    private func moved(_ moves: [(view: UIView, from: CGRect, to: CGRect)]) -> [ObjectIdentifier] {
        moves.map { ObjectIdentifier($0.view) }
    }

    @Test func aViewCarriedByItsSuperviewMovesWithIt() {
        let (app, outer, inner, still) = screen()
        let before = ScreenShot(app.window)
        app.turn { outer.center.x += 40 }
        let moves = ScreenShot.moves(from: before, to: ScreenShot(app.window))
        #expect(moved(moves) == [ObjectIdentifier(outer), ObjectIdentifier(inner)])
        #expect(moves.last?.from == CGRect(x: 15, y: 25, width: 50, height: 50)
            && moves.last?.to == CGRect(x: 55, y: 25, width: 50, height: 50))
        #expect(!moved(moves).contains(ObjectIdentifier(still)))
    }

    /// UIKit's own views are in no record, but what they carry moves with them.
    @Test func aViewCarriedByUIKitsOwnViewMovesWithIt() {
        let (app, outer, inner, _) = screen()
        outer.isUIKitInternal = true
        let before = ScreenShot(app.window)
        app.turn { outer.transform = CGAffineTransform(translationX: 0, y: 30) }
        let moves = ScreenShot.moves(from: before, to: ScreenShot(app.window))
        #expect(moved(moves) == [ObjectIdentifier(inner)] && moves.first?.to.minY == 55)
    }

    /// Placed as it was in a superview placed elsewhere: it moved.
    @Test func aViewPutInAnotherSuperviewMoved() {
        let (app, _, inner, still) = screen()
        let before = ScreenShot(app.window)
        app.turn { still.addSubview(inner) }
        let moves = ScreenShot.moves(from: before, to: ScreenShot(app.window))
        #expect(moved(moves) == [ObjectIdentifier(inner)] && moves.first?.to == CGRect(x: 5, y: 305, width: 50, height: 50))
    }

    /// Views that did not move are left out, unless asked for (a jump limit below
    /// zero names them), with the same frame on both sides.
    @Test func stillViewsAreLeftOutUnlessAskedFor() {
        let (app, outer, inner, still) = screen()
        let before = ScreenShot(app.window)
        let after = ScreenShot(app.window)
        #expect(ScreenShot.moves(from: before, to: after).isEmpty)
        let all = ScreenShot.moves(from: before, to: after, includingStill: true)
        let ours = all.filter { view in [outer, inner, still].contains { $0 === view.view } }
        #expect(ours.count == 3 && ours.allSatisfy { $0.from == $0.to })
        #expect(after.frame(of: inner) == CGRect(x: 15, y: 25, width: 50, height: 50))
    }
}

extension ScreenShotTests {
    /// `Placement.isSame` lists its fields by hand (to the bit, for speed): a field
    /// added to `Placement` and not compared would let a moved view pass as still.
    @Test func aPlacementIsTheSameOnlyWhenEveryFieldIs() {
        let names = Mirror(reflecting: Placement(CALayer())).children.map(\.label)
        #expect(names == ["bounds", "position", "anchor", "transform", "curl"],
                "a new field of Placement must be compared in isSame, and listed here")
        let changes: [(CALayer) -> Void] = [
            { $0.bounds.size.width += 1 }, { $0.bounds.origin.y -= 1 }, { $0.position.x += 0.5 },
            { $0.anchorPoint.y = 0 }, { $0.transform = CATransform3DMakeScale(1, 1.5, 1) },
        ]
        for change in changes {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            let before = Placement(layer)
            #expect(before.isSame(as: Placement(layer)))
            change(layer)
            #expect(!before.isSame(as: Placement(layer)))
        }
    }
}
