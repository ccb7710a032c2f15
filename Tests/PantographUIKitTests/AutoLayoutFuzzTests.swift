import PantographEngine
import PantographTestSupport
import Testing
@testable import PantographUIKit

/// An app that does everything in a random order: views made, moved, removed and let
/// go; constraints made between any two of them, activated, deactivated, given any
/// constant and priority (conflicting, refused, out of range); frames set, the
/// autoresizing mask turned on and off; layout in and out of animation blocks, and
/// every view laid out again. Nothing may crash (no precondition is reachable from app
/// code), and the app's constraint objects must agree with the engine.
@MainActor @Suite struct AutoLayoutFuzzTests {
    static let attributes: [[NSLayoutConstraint.Attribute]] = [
        [.left, .right, .leading, .trailing, .centerX], [.top, .bottom, .centerY], [.width, .height],
    ]

    @Test(arguments: 1...50 as ClosedRange<UInt64>) func aRandomApp(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let values: [CGFloat] = [0, 10, -20, 100, 390, 1000, -0.5]
        func value() -> CGFloat { values[below(values.count)] }
        var root: UIView!
        let app = makeApp { root = $0 }
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        func act(_ step: Int) {
                let anyView = { () -> UIView in views.isEmpty || below(4) == 0 ? root : views[below(views.count)] }
                switch below(12) {
                case 0, 1:
                    let v = UIView(frame: CGRect(x: value(), y: value(), width: abs(value()), height: abs(value())))
                    v.accessibilityIdentifier = "v\(step)"
                    v.translatesAutoresizingMaskIntoConstraints = below(3) == 0
                    let parent = anyView()
                    if parent.window != nil || below(2) == 0 { parent.addSubview(v) }
                    views.append(v)
                case 2:
                    if !views.isEmpty { views[below(views.count)].removeFromSuperview() }
                case 3:
                    let v = anyView(), parent = anyView()
                    if v !== root && !parent.isDescendant(of: v) { parent.addSubview(v) }
                case 4, 5:
                    let group = Self.attributes[below(3)]
                    let a = anyView(), b = anyView()
                    let size = group[0] == .width
                    let relations: [NSLayoutConstraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
                    let multipliers: [CGFloat] = [1, 0.5, 2]
                    let c: NSLayoutConstraint
                    if size && below(3) == 0 {
                        c = NSLayoutConstraint(item: a, attribute: group[below(2)], relatedBy: .equal, toItem: nil,
                                               attribute: .notAnAttribute, multiplier: 1, constant: abs(value()))
                    } else {
                        // A location times a multiplier depends on whose origin it is
                        // measured from; only sizes get one.
                        c = NSLayoutConstraint(item: a, attribute: group[below(group.count)], relatedBy: relations[below(3)],
                                               toItem: b, attribute: group[below(group.count)],
                                               multiplier: size ? multipliers[below(3)] : 1, constant: value())
                    }
                    let priorities: [UILayoutPriority] = [.defaultLow, .defaultHigh, UILayoutPriority(999)]
                    if below(3) == 0 { c.priority = priorities[below(3)] }
                    c.isActive = true
                    constraints.append(c)
                case 6:
                    if !constraints.isEmpty { constraints[below(constraints.count)].isActive.toggle() }
                case 7:
                    if !constraints.isEmpty { constraints[below(constraints.count)].constant = value() }
                case 8:
                    if !constraints.isEmpty {
                        let priorities: [Float] = [0, 1, 250, 999, 1000, 1001]
                        constraints[below(constraints.count)].priority = UILayoutPriority(priorities[below(6)])
                    }
                case 9:
                    if !views.isEmpty { views[below(views.count)].translatesAutoresizingMaskIntoConstraints.toggle() }
                case 10:
                    if !views.isEmpty {
                        views[below(views.count)].frame = CGRect(x: value(), y: value(), width: abs(value()),
                                                                 height: abs(value()))
                    }
                default:
                    if !views.isEmpty && below(2) == 0 {
                        // Let one go: the app keeps none of its references but the constraints.
                        let v = views.remove(at: below(views.count))
                        v.removeFromSuperview()
                    } else {
                        UIView.animate(withDuration: 0.2) { root.layoutIfNeeded() }
                    }
                }
        }
        for step in 0..<300 {
            app.turn { act(step) }
            app.advance(frames: below(3))
            app.turn { app.window.forEachInSubtree { $0.setNeedsLayout() } }
            for c in constraints { check(c, seed: seed, step: step) }
        }
    }

    /// The app's view of a constraint agrees with the engine's: while its items live,
    /// it is active exactly while it is in its holder's `constraints`, and an active
    /// one belongs to its items' engine. (A constraint whose item or holder is gone
    /// waits for its engine's next sweep, at a layout pass of its tree.)
    private func check(_ c: NSLayoutConstraint, seed: UInt64, step: Int) {
        guard let host = LayoutEnd(c.firstItem)?.hostView, (c.secondItem == nil) == (c.secondAttribute == .notAnAttribute),
              c.isActive == false || c.holder != nil
        else { return }
        let listed = c.holder?.autoLayout.constraints.contains { $0 === c } ?? false
        #expect(c.isActive == listed, "seed \(seed) step \(step): \(LayoutConsole.describe(c))")
        if c.isActive {
            #expect(c.engine != nil && c.engine === host.layoutEngine, "seed \(seed) step \(step): \(LayoutConsole.describe(c))")
        }
    }
}
