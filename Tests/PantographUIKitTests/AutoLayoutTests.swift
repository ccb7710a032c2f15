import PantographEngine
import Testing
@testable import PantographUIKit

/// The cases every Auto Layout user writes, as app code: constraints made in
/// `viewDidLoad` (the root view's own engine, adopted when the view joins the window),
/// frames set by the layout pass at the end of the turn, worked out by hand. The screen
/// is 390×844 with a safe area of 47 at the top and 34 at the bottom.
@MainActor @Suite struct AutoLayoutTests {
    /// A view Auto Layout places.
    private func placed(_ name: String) -> UIView {
        let v = UIView()
        v.accessibilityIdentifier = name
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }

    @Test func pinnedEdgesWithInsets() {
        let card = placed("card")
        let app = makeApp { root in
            root.addSubview(card)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
            ])
        }
        #expect(card.frame == CGRect(x: 16, y: 100, width: 358, height: 724))
        #expect(app.view(named: "card")?.frame == CGRect(x: 16, y: 100, width: 358, height: 724))
        #expect(app.console.isEmpty)
        #expect(!card.hasAmbiguousLayout)
    }

    /// Two views `a` and `b` in the 390×844 root, one layout each, worked out by
    /// hand: each row is the constraints and the two whole frames they give.
    @Test func layoutsByHand() {
        typealias Build = (UIView, UIView, UIView) -> [NSLayoutConstraint]
        let cases: [(name: String, build: Build, a: CGRect, b: CGRect)] = [
            ("a row of two with a gap, equal widths", { r, a, b in [
                a.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 20),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
                b.trailingAnchor.constraint(equalTo: r.trailingAnchor, constant: -20),
                a.widthAnchor.constraint(equalTo: b.widthAnchor),
                a.topAnchor.constraint(equalTo: r.topAnchor, constant: 100),
                b.topAnchor.constraint(equalTo: a.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalTo: a.heightAnchor),
            ] }, CGRect(x: 20, y: 100, width: 170, height: 50), CGRect(x: 200, y: 100, width: 170, height: 50)),
            ("stacked, b under a, a square a third of the width", { r, a, b in [
                a.centerXAnchor.constraint(equalTo: r.centerXAnchor),
                a.widthAnchor.constraint(equalTo: r.widthAnchor, multiplier: 1.0 / 3),
                a.heightAnchor.constraint(equalTo: a.widthAnchor),
                a.topAnchor.constraint(equalTo: r.topAnchor, constant: 60),
                b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
                b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
                b.trailingAnchor.constraint(equalTo: a.trailingAnchor),
                b.bottomAnchor.constraint(equalTo: r.bottomAnchor, constant: -400),
            ] }, CGRect(x: 130, y: 60, width: 130, height: 130), CGRect(x: 130, y: 198, width: 130, height: 246)),
            ("at most 300 wide, at least 20 from each side, as wide as it can", { r, a, b in
                let wide = a.widthAnchor.constraint(equalToConstant: 1000)
                wide.priority = .defaultHigh
                return [
                    a.widthAnchor.constraint(lessThanOrEqualToConstant: 300), wide,
                    a.leadingAnchor.constraint(greaterThanOrEqualTo: r.leadingAnchor, constant: 20),
                    a.centerXAnchor.constraint(equalTo: r.centerXAnchor),
                    a.topAnchor.constraint(equalTo: r.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
                    b.leadingAnchor.constraint(equalTo: r.leadingAnchor),
                    b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 5),
                    b.topAnchor.constraint(equalTo: a.bottomAnchor), b.heightAnchor.constraint(equalToConstant: 10),
                ]
            }, CGRect(x: 45, y: 0, width: 300, height: 10), CGRect(x: 0, y: 10, width: 155, height: 10)),
            ("inside the root's margins, b at the bottom of the safe area", { r, a, b in [
                a.leadingAnchor.constraint(equalTo: r.layoutMarginsGuide.leadingAnchor),
                a.trailingAnchor.constraint(equalTo: r.layoutMarginsGuide.trailingAnchor),
                a.topAnchor.constraint(equalTo: r.layoutMarginsGuide.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 40),
                b.bottomAnchor.constraint(equalTo: r.safeAreaLayoutGuide.bottomAnchor),
                b.leadingAnchor.constraint(equalTo: r.leadingAnchor), b.trailingAnchor.constraint(equalTo: r.trailingAnchor),
                b.heightAnchor.constraint(equalToConstant: 44),
            ] }, CGRect(x: 8, y: 8, width: 374, height: 40), CGRect(x: 0, y: 766, width: 390, height: 44)),
        ]
        for c in cases {
            let a = placed("a"), b = placed("b")
            let app = makeApp { root in
                root.addSubview(a)
                root.addSubview(b)
                NSLayoutConstraint.activate(c.build(root, a, b))
            }
            #expect(a.frame == c.a, "\(c.name): a \(a.frame)")
            #expect(b.frame == c.b, "\(c.name): b \(b.frame)")
            #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout, "\(c.name)")
            #expect(app.console.isEmpty, "\(c.name): \(app.console)")
        }
    }

    /// The width is half the container's, the height three quarters of the width, and
    /// the centres meet.
    @Test func centredWithAWidthMultiplier() {
        let card = placed("card")
        _ = makeApp { root in
            root.addSubview(card)
            NSLayoutConstraint.activate([
                card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.75),
            ])
        }
        #expect(card.frame == CGRect(x: 97.5, y: 348.875, width: 195, height: 146.25))
    }

    /// A required maximum, a strong wish and a weak one: the strong one wins as far as
    /// the maximum lets it; lowered below the weak one, the weak one wins.
    @Test func competingPriorities() {
        let card = placed("card")
        let strong = card.widthAnchor.constraint(equalToConstant: 500)
        strong.priority = .defaultHigh
        let weak = card.widthAnchor.constraint(equalToConstant: 100)
        weak.priority = .defaultLow
        let app = makeApp { root in
            root.addSubview(card)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                card.topAnchor.constraint(equalTo: root.topAnchor),
                card.heightAnchor.constraint(equalToConstant: 50),
                card.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -40),
                strong, weak,
            ])
        }
        #expect(card.frame.width == 350)
        app.turn { strong.priority = .defaultLow - 1 }
        #expect(card.frame.width == 100)
        app.turn { strong.priority = .defaultLow + 1 }
        #expect(card.frame.width == 350)
    }

    /// Two views side by side in a row too narrow for both intrinsic widths: the one
    /// that resists compression harder keeps its width.
    @Test func compressionResistanceDecidesWhoShrinks() {
        let left = ContentView(width: 120, height: 30), right = ContentView(width: 120, height: 30)
        let row = placed("row")
        _ = makeApp { root in
            root.addSubview(row)
            for v in [left, right] {
                v.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(v)
            }
            left.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.topAnchor.constraint(equalTo: root.topAnchor),
                row.widthAnchor.constraint(equalToConstant: 200),
                row.heightAnchor.constraint(equalToConstant: 30),
                left.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
                right.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                left.topAnchor.constraint(equalTo: row.topAnchor),
                right.topAnchor.constraint(equalTo: row.topAnchor),
            ])
        }
        #expect(left.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
        #expect(right.frame == CGRect(x: 128, y: 0, width: 72, height: 30))
        #expect(left.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh + 1)
        #expect(right.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    /// Apple's page *invalidateIntrinsicContentSize()*: the layout system takes the new
    /// size "into account in its next layout pass".
    @Test func aNewIntrinsicSizeTakesEffectAtTheNextPass() {
        let badge = ContentView(width: 80, height: 30)
        badge.accessibilityIdentifier = "badge"
        badge.translatesAutoresizingMaskIntoConstraints = false
        let app = makeApp { root in
            root.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            ])
        }
        #expect(badge.frame == CGRect(x: 155, y: 200, width: 80, height: 30))
        app.turn {
            badge.size = CGSize(width: 120, height: 40)
            badge.invalidateIntrinsicContentSize()
            #expect(badge.frame.width == 80)
        }
        #expect(badge.frame == CGRect(x: 135, y: 200, width: 120, height: 40))
    }

    /// The safe area's guide: the view between the insets; a view below the safe area's
    /// reach has none, and gets it when it moves up (at the next layout pass).
    @Test func theSafeAreaGuideFollowsTheViewsPlaceInTheWindow() {
        let content = placed("content")
        let panel = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
        let title = placed("title")
        let app = makeApp { root in
            root.addSubview(content)
            root.addSubview(panel)
            panel.addSubview(title)
            let safe = root.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: safe.topAnchor),
                content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                title.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
                title.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
                title.widthAnchor.constraint(equalToConstant: 100),
                title.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(app.window.rootViewController!.view.safeAreaLayoutGuide.layoutFrame == content.frame)
        #expect(title.frame.minY == 0)
        app.turn { panel.frame.origin.y = 10 }
        #expect(title.frame.minY == 37)
        app.turn { panel.transform = CGAffineTransform(translationX: 0, y: 20) }
        #expect(title.frame.minY == 17)
    }

    /// A panel Auto Layout places, with a title on its safe-area guide: where the panel
    /// lands decides how far the screen's safe area reaches into it, so the pass that
    /// moves the panel moves the guide and runs once more — the title is right when
    /// `layoutIfNeeded` returns, not a pass late. Panel top → the panel's and the title's frames.
    @Test func aSafeAreaMovedByThePassIsFollowedInIt() {
        let panel = placed("panel"), title = placed("title")
        var top: NSLayoutConstraint?
        let app = makeApp { root in
            root.addSubview(panel)
            panel.addSubview(title)
            top = panel.topAnchor.constraint(equalTo: root.topAnchor)
            NSLayoutConstraint.activate([
                top!,
                panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                panel.heightAnchor.constraint(equalToConstant: 300),
                title.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
                title.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
                title.widthAnchor.constraint(equalToConstant: 100),
                title.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        // The first pass found the panel empty at the origin: no safe area in it.
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(title.frame == CGRect(x: 0, y: 47, width: 100, height: 20))
        let cases: [(top: CGFloat, panel: CGRect, title: CGRect)] = [
            (20, CGRect(x: 0, y: 20, width: 390, height: 300), CGRect(x: 0, y: 27, width: 100, height: 20)),
            (100, CGRect(x: 0, y: 100, width: 390, height: 300), CGRect(x: 0, y: 0, width: 100, height: 20)),
            (-10, CGRect(x: 0, y: -10, width: 390, height: 300), CGRect(x: 0, y: 57, width: 100, height: 20)),
            (600, CGRect(x: 0, y: 600, width: 390, height: 300), CGRect(x: 0, y: 0, width: 100, height: 20)),
        ]
        for c in cases {
            // Read straight after `layoutIfNeeded`, before the turn's end lays out again.
            let (p, t) = app.turn {
                top!.constant = c.top
                panel.superview!.layoutIfNeeded()
                return (panel.frame, title.frame)
            }
            #expect(p == c.panel, "top \(c.top)")
            #expect(t == c.title, "top \(c.top)")
        }
        #expect(app.console.isEmpty)
    }

    /// The margins guide is the bounds inset by `layoutMargins`, and follows them.
    @Test func theMarginsGuideFollowsTheMargins() {
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        let inner = placed("inner")
        let app = makeApp { root in
            root.addSubview(box)
            box.addSubview(inner)
            let margins = box.layoutMarginsGuide
            NSLayoutConstraint.activate([
                inner.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                inner.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                inner.topAnchor.constraint(equalTo: margins.topAnchor),
                inner.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }
        #expect(inner.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
        app.turn { box.layoutMargins = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 30) }
        #expect(inner.frame == CGRect(x: 10, y: 20, width: 260, height: 180))
        #expect(box.layoutMarginsGuide.layoutFrame == inner.frame)
    }

    /// An app's own guide: a spacer that two views are placed around.
    @Test func anAppsOwnLayoutGuide() {
        let a = placed("a"), b = placed("b")
        let gap = UILayoutGuide()
        var root: UIView!
        let app = makeApp { r in
            root = r
            r.addSubview(a)
            r.addSubview(b)
            r.addLayoutGuide(gap)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: r.leadingAnchor),
                a.widthAnchor.constraint(equalToConstant: 100),
                gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                gap.widthAnchor.constraint(equalToConstant: 40),
                b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: r.trailingAnchor),
                a.topAnchor.constraint(equalTo: r.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
                b.topAnchor.constraint(equalTo: r.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
            ])
            #expect(root.layoutGuides.count == 1 && gap.owningView === root)
        }
        #expect(b.frame == CGRect(x: 140, y: 0, width: 250, height: 10))
        #expect(gap.layoutFrame.minX == 100 && gap.layoutFrame.width == 40)
        // Removed, it takes the constraints that name it along.
        let naming = root.constraints.filter { $0.firstItem === gap || $0.secondItem === gap }
        #expect(naming.count == 3)
        app.turn { root.removeLayoutGuide(gap) }
        #expect(naming.allSatisfy { !$0.isActive } && root.layoutGuides.isEmpty && gap.owningView == nil)
        #expect(gap.layoutFrame == .zero)
    }

    /// The old API: constraints made with the initializer and added to a view, which
    /// holds them; a size equal to a constant has no second item.
    @Test func theInitializerAndAddConstraint() {
        let card = placed("card")
        let app = makeApp { root in
            root.addSubview(card)
            root.addConstraints([
                NSLayoutConstraint(item: card, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left,
                                   multiplier: 1, constant: 30),
                NSLayoutConstraint(item: card, attribute: .top, relatedBy: .equal, toItem: root, attribute: .bottom,
                                   multiplier: 0.5, constant: 0),
            ])
            card.addConstraint(NSLayoutConstraint(item: card, attribute: .width, relatedBy: .equal, toItem: nil,
                                                  attribute: .notAnAttribute, multiplier: 1, constant: 60))
            card.addConstraint(NSLayoutConstraint(item: card, attribute: .height, relatedBy: .greaterThanOrEqual,
                                                  toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 70))
            #expect(root.constraints.count == 2 && card.constraints.count == 2)
        }
        #expect(card.frame == CGRect(x: 30, y: 422, width: 60, height: 70))
        #expect(app.console.isEmpty)
    }

    /// Only a superview's `layoutSubviews` that calls `super` places its subviews.
    @Test func aLayoutSubviewsThatDoesNotCallSuperPlacesNothing() {
        let silent = SilentView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = placed("child")
        _ = makeApp { root in
            root.addSubview(silent)
            silent.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: silent.leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: silent.topAnchor, constant: 10),
                child.widthAnchor.constraint(equalToConstant: 50),
                child.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        #expect(silent.laidOut > 0)
        #expect(child.frame == .zero)
    }

    /// Auto Layout sets the centre and the bounds, so a transform survives a pass.
    @Test func aTransformSurvivesLayout() {
        let card = placed("card")
        let width = card.widthAnchor.constraint(equalToConstant: 100)
        let app = makeApp { root in
            root.addSubview(card)
            card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor), width,
                card.topAnchor.constraint(equalTo: root.topAnchor), card.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        #expect(card.center == CGPoint(x: 50, y: 50) && card.bounds.size == CGSize(width: 100, height: 100))
        #expect(card.frame == CGRect(x: 25, y: 25, width: 50, height: 50))
        app.turn { width.constant = 200 }
        #expect(card.center == CGPoint(x: 100, y: 50) && card.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
    }

    /// Apple's page *hasAmbiguousLayout*: a view whose frame more than one solution fits.
    @Test func anUnderconstrainedViewIsAmbiguous() {
        let card = placed("card")
        let width = card.widthAnchor.constraint(equalToConstant: 10)
        let app = makeApp { root in
            root.addSubview(card)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                card.topAnchor.constraint(equalTo: root.topAnchor),
                card.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        #expect(card.hasAmbiguousLayout)
        app.turn { width.isActive = true }
        #expect(!card.hasAmbiguousLayout)
        #expect(!UIView().hasAmbiguousLayout)
    }

    /// `systemLayoutSizeFitting`: the size the constraints give, nearest the target,
    /// apart from the view's superview.
    @Test func theFittingSizeOfAViewWithContent() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let label = ContentView(width: 100, height: 40)
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 64))
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 390, height: 64))
        // Its own frame is not a constraint on the answer, and is left as it was.
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(ContentView(width: 33, height: 44).systemLayoutSizeFitting(.zero) == CGSize(width: 33, height: 44))
    }
}

/// A view with an intrinsic content size the test sets, as a label's text gives one.
@MainActor final class ContentView: UIView {
    var size: CGSize
    init(width: CGFloat, height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// A view whose `layoutSubviews` does not call `super`.
@MainActor final class SilentView: UIView {
    var laidOut = 0
    override func layoutSubviews() { laidOut += 1 }
}
