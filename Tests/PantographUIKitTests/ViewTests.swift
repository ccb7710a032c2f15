import Testing
@testable import PantographUIKit

/// UIView's geometry, hierarchy, hit testing, layout and snapshots.
@MainActor @Suite struct ViewTests {
    /// Apple's page *UIView.frame*: the frame is the bounds placed at the center in the
    /// superview; with a transform it is the box around the transformed bounds.
    @Test func frameBoundsAndCenterAgree() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(close(v.frame, CGRect(x: -40, y: -5, width: 200, height: 100)))
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(v.frame, CGRect(x: 35, y: -5, width: 50, height: 100)))
    }

    /// A rotation about y without perspective narrows the frame by |cos|; with `m34`
    /// the near edge grows and the far one shrinks.
    @Test func aTurnAboutYNarrowsTheFrame() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        #expect(close(v.frame.width, 50, 1e-9))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        v.layer.transform = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        #expect(v.frame.height > 100)
    }

    /// Apple's page *convert(_:to:)*: through every superview's position and transform;
    /// nil means the window's coordinates.
    @Test func convertGoesThroughEverySuperview() {
        let app = makeApp()
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        app.turn {
            app.window.rootViewController!.view.addSubview(outer)
            outer.addSubview(inner)
        }
        #expect(inner.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 115, y: 115))
        outer.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about outer's centre (200, 200): (15, 15) in outer is 85 from it.
        #expect(close(inner.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 30, y: 30)))
        #expect(close(inner.convert(CGPoint(x: 30, y: 30), from: nil), CGPoint(x: 5, y: 5)))
        #expect(close(outer.convert(inner.frame, to: nil), CGRect(x: 20, y: 20, width: 100, height: 100)))
    }

    /// A rectangle goes through the views with its four corners together (one walk):
    /// the same rectangle to the bit as its corners converted one by one, through a
    /// turned, scaled and moved chain, both ways.
    @Test func aRectangleConvertsAsItsCornersDo() {
        let app = makeApp()
        let outer = UIView(frame: CGRect(x: 100.3, y: 90.7, width: 200, height: 210))
        let middle = UIView(frame: CGRect(x: 10.1, y: 12.9, width: 80, height: 60))
        let inner = UIView(frame: CGRect(x: 7.7, y: 3.3, width: 50, height: 40))
        app.turn {
            app.window.rootViewController!.view.addSubview(outer)
            outer.addSubview(middle)
            middle.addSubview(inner)
        }
        outer.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.7, y: 0.6)
        middle.bounds.origin = CGPoint(x: -4.5, y: 2.25)
        inner.transform = CGAffineTransform(translationX: 3.1, y: -7)
        func corners(_ r: CGRect) -> [CGPoint] {
            [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
             CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
        }
        func bits(_ r: CGRect) -> [UInt64] {
            [r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0).bitPattern }
        }
        let rect = CGRect(x: 1.5, y: -2.25, width: 33.3, height: 17.9)
        for (view, other) in [(inner, nil), (inner, outer), (middle, inner), (outer, middle)] as [(UIView, UIView?)] {
            #expect(bits(view.convert(rect, to: other)) == bits(.bounding(corners(rect).map { view.convert($0, to: other) })))
            #expect(bits(view.convert(rect, from: other))
                        == bits(.bounding(corners(rect).map { view.convert($0, from: other) })))
        }
    }

    /// Apple's page *hitTest(_:with:)*: hidden views, views with alpha below 0.01 and
    /// views with user interaction off are ignored, with what they hold; the frontmost
    /// subview wins.
    @Test func hitTestingSkipsHiddenTransparentAndDisabledViews() {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let app = makeApp { root in
            root.addSubview(back)
            root.addSubview(front)
        }
        let root = app.window.rootViewController!.view!
        #expect(app.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        front.isHidden = true
        #expect(app.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(app.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        back.isUserInteractionEnabled = false
        #expect(app.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        #expect(app.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === root)
    }

    @Test func addInsertBringSendAndRemove() {
        let parent = UIView()
        let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        parent.insertSubview(d, at: 0)
        #expect(parent.subviews == [d, a, c, b])
        parent.bringSubviewToFront(d)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews == [b, a, c, d])
        parent.insertSubview(b, aboveSubview: c)
        #expect(parent.subviews == [a, c, b, d])
        // Adding a view that is already there moves it to the front.
        parent.addSubview(a)
        #expect(parent.subviews == [c, b, d, a])
        c.removeFromSuperview()
        #expect(parent.subviews == [b, d, a] && c.superview == nil)
        let other = UIView()
        other.addSubview(b)
        #expect(parent.subviews == [d, a] && b.superview === other)
    }

    /// The window callbacks come once for a move between two views of one window.
    /// A view under itself would make the hierarchy a cycle (and every walk of it endless):
    /// UIKit raises "Can't add self as subview", and so does this, for itself and its ancestors.
    @Test func aViewCannotGoUnderItself() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let v = UIView()
            v.addSubview(v)
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            let outer = UIView(), inner = UIView()
            outer.addSubview(inner)
            inner.insertSubview(outer, at: 0)
        }
        let outer = UIView(), inner = UIView(), sibling = UIView()
        outer.addSubview(inner)
        outer.addSubview(sibling)
        inner.addSubview(sibling)
        #expect(sibling.superview === inner && outer.subviews == [inner])
    }

    @Test func movingCallsTheSuperviewAndWindowHooks() {
        final class Spy: UIView {
            var calls: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { calls.append("willMoveToSuperview") }
            override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
            override func willMove(toWindow newWindow: UIWindow?) { calls.append("willMoveToWindow") }
            override func didMoveToWindow() { calls.append("didMoveToWindow") }
        }
        let spy = Spy()
        let app = makeApp()
        let root = app.window.rootViewController!.view!
        root.addSubview(spy)
        #expect(spy.calls == ["willMoveToSuperview", "willMoveToWindow", "didMoveToSuperview", "didMoveToWindow"])
        spy.calls = []
        let sibling = UIView()
        root.addSubview(sibling)
        sibling.addSubview(spy)
        #expect(spy.calls == ["willMoveToSuperview", "didMoveToSuperview"])
        spy.calls = []
        spy.removeFromSuperview()
        #expect(spy.calls == ["willMoveToSuperview", "willMoveToWindow", "didMoveToSuperview", "didMoveToWindow"])
    }

    @Test func tagsAndIdentifiers() {
        let parent = UIView()
        let child = UIView()
        child.tag = 7
        child.accessibilityIdentifier = "child"
        parent.addSubview(child)
        #expect(parent.viewWithTag(7) === child)
        #expect(parent.viewWithTag(8) == nil)
        let app = makeApp { $0.addSubview(parent) }
        #expect(app.view(named: "child") != nil)
    }

    /// Apple's pages *layoutSubviews()*, *setNeedsLayout()* and *layoutIfNeeded()*: a
    /// view marked lays out at the next update (the end of the turn here), or at once
    /// when asked; a new size marks it.
    @Test func layoutRunsWhenMarkedAndAtTheEndOfTheTurn() {
        final class Counting: UIView {
            var count = 0
            override func layoutSubviews() { count += 1 }
        }
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = makeApp { $0.addSubview(v) }
        let before = v.count
        v.layoutIfNeeded()
        #expect(v.count == before)
        v.setNeedsLayout()
        v.layoutIfNeeded()
        #expect(v.count == before + 1)
        app.turn { v.frame.size = CGSize(width: 20, height: 20) }
        #expect(v.count == before + 2)
    }

    /// The autoresizing mask shares a change of the superview's size among the
    /// flexible margins and sizes.
    @Test func autoresizingFollowsTheSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinned = UIView(frame: CGRect(x: 70, y: 10, width: 20, height: 20))
        pinned.autoresizingMask = [.flexibleLeftMargin]
        parent.addSubview(fill)
        parent.addSubview(pinned)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        #expect(pinned.frame == CGRect(x: 170, y: 10, width: 20, height: 20))
    }

    /// The safe area is how far the screen's insets (47 top, 34 bottom by default)
    /// reach into the view.
    @Test func safeAreaInsetsAreTheScreensWhereTheyOverlap() {
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        let app = makeApp {
            $0.addSubview(top)
            $0.addSubview(middle)
        }
        #expect(app.window.rootViewController!.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
    }

    /// A snapshot has the view's size at the origin and is named after it in records.
    @Test func aSnapshotIsNamedAfterItsView() throws {
        let image = UIView(frame: CGRect(x: 20, y: 300, width: 170, height: 170))
        image.accessibilityIdentifier = "image"
        let app = makeApp { $0.addSubview(image) }
        let snapshot = try #require(image.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 170, height: 170))
        app.turn { app.window.addSubview(snapshot) }
        let record = try #require(app.view(named: "image~"))
        #expect(record.isSnapshot)
    }

    /// Records name views by identifier, by controller, by type and number.
    @Test func recordsNameEveryView() {
        let plain = UIView()
        let app = makeApp { $0.addSubview(plain) }
        #expect(app.views.map(\.name) == ["testRoot", "UIView#1"])
    }
}
