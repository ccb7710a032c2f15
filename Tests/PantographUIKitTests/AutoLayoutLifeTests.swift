import PantographEngine
import Testing
@testable import PantographUIKit

/// A constraint's life: activated and deactivated, held by a view, lost when a view
/// leaves its superview, carried when a tree joins another; and the update pass.
@MainActor @Suite struct AutoLayoutLifeTests {
    private func placed(_ name: String) -> UIView {
        let v = UIView()
        v.accessibilityIdentifier = name
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }

    /// Apple's page *isActive*: activating adds the constraint to "the closest common
    /// ancestor" of its items; deactivating removes it.
    @Test func activateAndDeactivate() {
        let card = placed("card")
        var root: UIView!
        let wide = card.widthAnchor.constraint(equalToConstant: 300)
        let narrow = card.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultHigh
        let app = makeApp { r in
            root = r
            r.addSubview(card)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: r.leadingAnchor),
                card.topAnchor.constraint(equalTo: r.topAnchor),
                card.heightAnchor.constraint(equalToConstant: 10),
                wide, narrow,
            ])
        }
        #expect(wide.isActive && narrow.isActive)
        #expect(root.constraints.count == 2 && card.constraints.map { $0 === wide } == [false, true, false])
        #expect(card.frame.width == 300)
        app.turn { NSLayoutConstraint.deactivate([wide]) }
        #expect(!wide.isActive && card.constraints.count == 2)
        #expect(card.frame.width == 100)
        app.turn { wide.isActive = true }
        #expect(card.frame.width == 300 && card.constraints.count == 3)
        app.turn { card.removeConstraint(wide) }
        #expect(!wide.isActive && card.frame.width == 100)
        #expect(wide.firstItem === card && wide.secondItem == nil && wide.firstAttribute == .width)
        #expect(wide.secondAttribute == .notAnAttribute && wide.relation == .equal && wide.multiplier == 1)
    }

    /// Apple's page *removeFromSuperview()*: the constraints between the removed
    /// subtree and the rest go (inactive); those inside it stay, and hold when the view
    /// comes back.
    @Test func aViewRemovedFromItsSuperviewLosesTheConstraintsThatCrossedIt() {
        let card = placed("card"), badge = placed("badge")
        var root: UIView!
        var outer: [NSLayoutConstraint] = [], inner: [NSLayoutConstraint] = []
        let app = makeApp { r in
            root = r
            r.addSubview(card)
            card.addSubview(badge)
            outer = [card.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 20),
                     card.topAnchor.constraint(equalTo: r.topAnchor, constant: 20),
                     card.widthAnchor.constraint(equalTo: r.widthAnchor, multiplier: 0.5),
                     badge.topAnchor.constraint(equalTo: r.topAnchor, constant: 30)]
            inner = [card.heightAnchor.constraint(equalToConstant: 100),
                     badge.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                     badge.widthAnchor.constraint(equalToConstant: 30),
                     badge.heightAnchor.constraint(equalToConstant: 30)]
            NSLayoutConstraint.activate(outer + inner)
        }
        #expect(badge.frame == CGRect(x: 165, y: 10, width: 30, height: 30))
        app.turn { card.removeFromSuperview() }
        #expect(outer.allSatisfy { !$0.isActive } && inner.allSatisfy(\.isActive))
        #expect(root.constraints.isEmpty)
        app.turn {
            root.addSubview(card)
            NSLayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         card.topAnchor.constraint(equalTo: root.topAnchor),
                                         card.widthAnchor.constraint(equalToConstant: 200)])
        }
        #expect(card.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(badge.frame.minX == 170 && badge.frame.height == 30)
        #expect(app.console.isEmpty)
    }

    /// A tree built with constraints of its own (its own engine) joining a window whose
    /// tree has one: its constraints move along, still active, and still change.
    @Test func aTreeWithAnEngineJoinsAnother() {
        let sheet = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        let handle = placed("handle")
        sheet.addSubview(handle)
        let handleWidth = handle.widthAnchor.constraint(equalToConstant: 36)
        NSLayoutConstraint.activate([
            handle.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
            handle.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 5),
            handle.heightAnchor.constraint(equalToConstant: 5), handleWidth,
        ])
        sheet.layoutIfNeeded()
        #expect(handle.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
        let header = placed("header")
        let app = makeApp { root in
            root.addSubview(header)
            NSLayoutConstraint.activate([header.topAnchor.constraint(equalTo: root.topAnchor),
                                         header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         header.widthAnchor.constraint(equalTo: root.widthAnchor),
                                         header.heightAnchor.constraint(equalToConstant: 44)])
        }
        app.turn { app.window.rootViewController!.view.addSubview(sheet) }
        #expect(handleWidth.isActive && handle.constraints.count == 2)
        app.turn { handleWidth.constant = 60 }
        #expect(handle.frame == CGRect(x: 165, y: 5, width: 60, height: 5))
        #expect(app.view(named: "handle")?.frame == CGRect(x: 165, y: 405, width: 60, height: 5))
        app.turn { sheet.frame.origin.y = 300 }
        #expect(app.view(named: "handle")?.frame.minY == 305)
    }

    /// A presented controller whose view is built with constraints in `viewDidLoad`
    /// (an engine of its own until it joins the window's tree): laid out in the
    /// window, moving with its view through UIKit's own animation, and again after a
    /// dismissal and a second presentation.
    @Test func aPresentedControllersConstraintsJoinTheWindow() {
        let grid = makeApp { root in
            let header = UIView()
            header.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(header)
            NSLayoutConstraint.activate([header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                                         header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                         header.heightAnchor.constraint(equalToConstant: 44)])
        }
        let detail = TestRootViewController()
        detail.modalPresentationStyle = .fullScreen
        let card = placed("detailCard")
        detail.onLoad = { root in
            root.addSubview(card)
            NSLayoutConstraint.activate([card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
                                         card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                                         card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                                         card.heightAnchor.constraint(equalTo: card.widthAnchor)])
        }
        let presenter = grid.window.rootViewController!
        grid.turn { presenter.present(detail, animated: true) }
        grid.advance(frames: 5)
        let moving = grid.view(named: "detailCard")!.frame
        #expect(moving.minY > 63 && moving.size == CGSize(width: 358, height: 358))
        grid.settle()
        #expect(grid.view(named: "detailCard")?.frame == CGRect(x: 16, y: 63, width: 358, height: 358))
        grid.turn { detail.dismiss(animated: true) }
        grid.settle()
        #expect(grid.view(named: "detailCard") == nil)
        grid.turn { presenter.present(detail, animated: false) }
        #expect(grid.view(named: "detailCard")?.frame == CGRect(x: 16, y: 63, width: 358, height: 358))
        #expect(grid.console.isEmpty)
    }

    /// A controller that sizes a constraint from its view's bounds in
    /// `viewWillLayoutSubviews`, and one that does it in `viewDidLayoutSubviews`: the
    /// same pass places every view, down to a grandchild.
    @Test func constraintsChangedDuringThePassTakeEffectInIt() {
        for late in [false, true] {
            let controller = SizingController(late: late)
            let app = HeadlessApp { controller }
            #expect(controller.card.frame == CGRect(x: 0, y: 0, width: 390, height: 195), "late: \(late)")
            #expect(controller.badge.frame == CGRect(x: 0, y: 185, width: 10, height: 10), "late: \(late)")
            _ = app
        }
    }

    /// Nothing keeps a removed view alive: the engine holds views weakly and forgets
    /// the items of those that are gone at the next pass.
    @Test func aViewThatIsGoneIsForgotten() {
        var root: UIView!
        let app = makeApp { root = $0 }
        weak var gone: UIView?
        app.turn {
            let card = placed("card")
            root.addSubview(card)
            NSLayoutConstraint.activate([card.topAnchor.constraint(equalTo: root.topAnchor),
                                         card.widthAnchor.constraint(equalToConstant: 10)])
            gone = card
        }
        let engine = root.layoutEngine!
        #expect(engine.itemCount == 3)
        app.turn { gone?.removeFromSuperview() }
        #expect(gone == nil)
        app.turn { root.setNeedsLayout() }
        #expect(engine.itemCount == 2)
    }

    /// A view that is gone takes its constraints with it, for the app too: one the app
    /// still holds, between a surviving subview and its gone superview, is inactive,
    /// and changing or activating it is safe (its second item is nil).
    @Test func theConstraintsOfAViewThatIsGoneAreInactive() {
        var root: UIView!
        let app = makeApp { root = $0 }
        let badge = placed("badge")
        var width: NSLayoutConstraint!
        weak var gone: UIView?
        app.turn {
            let card = placed("card")
            root.addSubview(card)
            card.addSubview(badge)
            width = badge.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
            NSLayoutConstraint.activate([card.widthAnchor.constraint(equalToConstant: 100), width,
                                         badge.heightAnchor.constraint(equalToConstant: 10)])
            gone = card
        }
        #expect(badge.frame.size == CGSize(width: 50, height: 10))
        app.turn { gone?.removeFromSuperview() }
        #expect(gone == nil && badge.superview == nil)
        app.turn { root.setNeedsLayout() }
        #expect(!width.isActive && width.secondItem == nil)
        #expect(badge.constraints.count == 1)
        app.turn {
            width.constant = 20
            width.priority = .defaultHigh
            width.isActive = true
        }
        #expect(!width.isActive && app.console.isEmpty)
    }

    /// The update pass: `updateConstraints` at the first pass, subviews before
    /// superviews (and the controller's `updateViewConstraints` for its root view);
    /// again at the next pass after `setNeedsUpdateConstraints`.
    @Test func theUpdatePassCallsUpdateConstraintsFromTheLeavesUp() {
        var calls: [String] = []
        let outer = UpdatingView(name: "outer") { calls.append($0) }
        let inner = UpdatingView(name: "inner") { calls.append($0) }
        let app = HeadlessApp {
            let root = UpdatingController { calls.append($0) }
            root.onLoad = { view in
                view.addSubview(outer)
                outer.addSubview(inner)
                outer.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([outer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                             outer.topAnchor.constraint(equalTo: view.topAnchor),
                                             outer.widthAnchor.constraint(equalToConstant: 100),
                                             outer.heightAnchor.constraint(equalToConstant: 100)])
            }
            return root
        }
        #expect(calls == ["inner", "outer", "updateViewConstraints"])
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
        calls = []
        app.turn { inner.setNeedsUpdateConstraints() }
        #expect(calls == ["inner"])
        #expect(!inner.needsUpdateConstraints())
        calls = []
        app.turn {
            outer.setNeedsUpdateConstraints()
            #expect(outer.needsUpdateConstraints())
            outer.updateConstraintsIfNeeded()
            #expect(calls == ["outer"])
        }
        #expect(calls == ["outer"])
    }

    /// A view that makes its constraints in `updateConstraints` and says so with
    /// `requiresConstraintBasedLayout`: the pass runs for it although nothing else in
    /// the window uses Auto Layout.
    @Test func requiresConstraintBasedLayoutStartsThePass() {
        var calls: [String] = []
        let view = SelfConstrainingView { calls.append($0) }
        let app = makeApp { $0.addSubview(view) }
        #expect(calls == ["self"])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
        _ = app
    }
}

/// A view that pins a subview in its first `updateConstraints`, as the pattern goes.
@MainActor final class UpdatingView: UIView {
    let name: String
    let log: (String) -> Void
    private var didSetUp = false
    init(name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
        log(name)
        if !didSetUp, name == "inner", let outer = superview {
            translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 5),
                                         topAnchor.constraint(equalTo: outer.topAnchor, constant: 5),
                                         widthAnchor.constraint(equalToConstant: 20),
                                         heightAnchor.constraint(equalToConstant: 20)])
            didSetUp = true
        }
        super.updateConstraints()
    }
}

@MainActor final class UpdatingController: UIViewController {
    let log: (String) -> Void
    var onLoad: (UIView) -> Void = { _ in }
    init(log: @escaping (String) -> Void) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        onLoad(view)
    }
    override func updateViewConstraints() {
        log("updateViewConstraints")
        super.updateViewConstraints()
    }
}

@MainActor final class SelfConstrainingView: UIView {
    let log: (String) -> Void
    init(log: @escaping (String) -> Void) {
        self.log = log
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override class var requiresConstraintBasedLayout: Bool { true }
    override func updateConstraints() {
        log("self")
        if constraints.isEmpty, let superview {
            NSLayoutConstraint.activate([leadingAnchor.constraint(equalTo: superview.leadingAnchor),
                                         topAnchor.constraint(equalTo: superview.topAnchor),
                                         widthAnchor.constraint(equalToConstant: 44),
                                         heightAnchor.constraint(equalToConstant: 44)])
        }
        super.updateConstraints()
    }
}

/// Sizes its card's height from its view's width during the layout pass.
@MainActor final class SizingController: UIViewController {
    let late: Bool
    let card = UIView(), badge = UIView()
    lazy var height = card.heightAnchor.constraint(equalToConstant: 0)
    init(late: Bool) {
        self.late = late
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        for v in [card, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(card)
        card.addSubview(badge)
        NSLayoutConstraint.activate([card.topAnchor.constraint(equalTo: view.topAnchor),
                                     card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                     card.widthAnchor.constraint(equalTo: view.widthAnchor), height,
                                     badge.bottomAnchor.constraint(equalTo: card.bottomAnchor),
                                     badge.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                                     badge.widthAnchor.constraint(equalToConstant: 10),
                                     badge.heightAnchor.constraint(equalToConstant: 10)])
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if !late { height.constant = view.bounds.width / 2 }
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if late { height.constant = view.bounds.width / 2 }
    }
}
