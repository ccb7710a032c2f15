import PantographEngine
internal import PantographLayout

/// A view tree's Auto Layout: PantographLayout's `Layout` (the items, the constraints,
/// the incremental solver) and the app's objects its items and constraints stand for.
/// The views that take part share it: every item of one tree is in one engine (an
/// engine may hold several trees, as a subtree removed from its superview stays in
/// its engine). A view takes part once a constraint names it or one of its subviews
/// (`UIView.constraintItem`); a view that never does costs nothing.
///
/// The solver is always solved: a constraint activated or a constant changed is
/// re-solved at once. What reaches the screen waits for the layout pass: a change
/// marks the engine dirty, and the pass (`applyChanges`) marks the superview of every
/// view whose solved frame differs from its frame as needing layout, so that its
/// `layoutSubviews` sets it, inside an animation block if the pass runs in one.
///
/// An unsatisfiable required constraint is broken as UIKit breaks one: logged with
/// UIKit's words, and left out of the solver while it stays active for the app. Which
/// one breaks is the one whose activation (or new constant, or new frame) was refused:
/// the solver keeps what was there.
@MainActor final class LayoutEngine {
    var layout = Layout()
    /// The view or guide each item stands for, weakly: an item whose owner is gone is
    /// swept at the next pass.
    private var owners: [LayoutItem: Owner] = [:]
    /// The app's constraint objects in the solver, by their id there.
    private var active: [LayoutConstraint.ID: NSLayoutConstraint] = [:]
    /// The solver changed since the last pass looked.
    private(set) var isDirty = false
    /// The safe-area guides whose edges follow their view's place in the window.
    private var safeAreaGuides: [WeakGuide] = []
    /// Counts the changes of a taking part view's place (its model geometry, its
    /// superview): a safe area can move only when it has changed since the last look.
    private var geometryGeneration = 0
    private var followedGeneration = -1

    struct Owner {
        weak var view: UIView?
        weak var guide: UILayoutGuide?
    }

    private struct WeakGuide {
        weak var guide: UILayoutGuide?
    }

    // MARK: - Items

    /// A view's item, in its superview's item (or a root): pinned to its frame when it
    /// translates its autoresizing mask, with its intrinsic content size, content
    /// priorities and margins.
    func addItem(for view: UIView, in parent: LayoutItem?) -> LayoutItem {
        let item = must { () throws(LayoutError) in try layout.addItem(in: parent) }
        owners[item] = Owner(view: view)
        view.autoLayout.item = item
        view.layoutEngine = self
        if view.translatesAutoresizingMaskIntoConstraints { pinFrame(of: view) }
        updateContentSize(of: view)
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            updateContentPriorities(of: view, for: axis)
        }
        updateMargins(of: view)
        isDirty = true
        return item
    }

    /// A layout guide's item, in its owning view's.
    func addItem(for guide: UILayoutGuide, in parent: LayoutItem) -> LayoutItem {
        let item = must { () throws(LayoutError) in try layout.addItem(in: parent) }
        owners[item] = Owner(guide: guide)
        guide.item = item
        guide.engine = self
        return item
    }

    /// Forgets a guide (`removeLayoutGuide`): the constraints that name it become
    /// inactive.
    func removeItem(of guide: UILayoutGuide) {
        guard let item = guide.item else { return }
        owners[item] = nil
        perform(near: guide.owningView) { () throws(LayoutError) in forget(try layout.removeItem(item)) }
        guide.item = nil
        guide.engine = nil
    }

    /// `translatesAutoresizingMaskIntoConstraints`: the view's frame, pinned by
    /// required constraints, followed as the app moves it. A frame that conflicts with
    /// required constraints breaks the pinning (logged, as UIKit breaks an
    /// `NSAutoresizingMaskLayoutConstraint`) until the property is set again.
    func pinFrame(of view: UIView) {
        guard let item = view.autoLayout.item, !view.autoLayout.isAutoresizingBroken else { return }
        let frame = view.layoutFrameInSuperview
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
            return LayoutConsole.say(.notFiniteGeometry("The frame of \(LayoutConsole.name(of: view))"), near: view)
        }
        do {
            try layout.setFixedFrame(Rect(frame), of: item)
            isDirty = true
        } catch .unsatisfiable {
            let conflicting = conflicts(with: { (layout: inout Layout) throws(LayoutError) in
                try layout.setFixedFrame(Rect(frame), of: item)
            }, pinning: item)
            view.autoLayout.isAutoresizingBroken = true
            perform(near: view) { () throws(LayoutError) in try layout.setFixedFrame(nil, of: item) }
            LayoutConsole.say(.unsatisfiable(conflicting: conflicting,
                                             broken: LayoutConsole.describeAutoresizing(view, frame: frame)), near: view)
        } catch {
            report(error, near: view)
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints = false`: the frame is the
    /// constraints' now.
    func unpinFrame(of view: UIView) {
        guard let item = view.autoLayout.item else { return }
        perform(near: view) { () throws(LayoutError) in try layout.setFixedFrame(nil, of: item) }
    }

    /// The view's `intrinsicContentSize`, asked now (`noIntrinsicMetric`, or any
    /// negative size, on an axis: none).
    func updateContentSize(of view: UIView) {
        guard let item = view.autoLayout.item else { return }
        let size = view.intrinsicContentSize
        let width = size.width < 0 ? nil : Double(size.width), height = size.height < 0 ? nil : Double(size.height)
        guard (width?.isFinite ?? true) && (height?.isFinite ?? true) else {
            return LayoutConsole.say(.notFiniteGeometry("The intrinsic content size of \(LayoutConsole.name(of: view))"),
                                     near: view)
        }
        let current = must { () throws(LayoutError) in try layout.intrinsicContentSize(of: item) }
        guard current.width != width || current.height != height else { return }
        perform(near: view) { () throws(LayoutError) in try layout.setIntrinsicContentSize(width: width, height: height, of: item) }
    }

    func updateContentPriorities(of view: UIView, for axis: NSLayoutConstraint.Axis) {
        guard let item = view.autoLayout.item else { return }
        let hugging = view.autoLayout.hugging[axis].layoutPriority
        let compression = view.autoLayout.compressionResistance[axis].layoutPriority
        perform(near: view) { () throws(LayoutError) in
            if try layout.contentHuggingPriority(for: axis.layout, of: item) != hugging {
                try layout.setContentHuggingPriority(hugging, for: axis.layout, of: item)
            }
            if try layout.contentCompressionResistancePriority(for: axis.layout, of: item) != compression {
                try layout.setContentCompressionResistancePriority(compression, for: axis.layout, of: item)
            }
        }
    }

    /// `layoutMargins`: the margin attributes and the margins guide follow. New
    /// margins that a required constraint cannot take are refused whole (logged).
    func updateMargins(of view: UIView) {
        guard let item = view.autoLayout.item else { return }
        let m = view.layoutMargins
        let margins = EdgeInsets(top: Double(m.top), left: Double(m.left), bottom: Double(m.bottom), right: Double(m.right))
        guard margins != must({ () throws(LayoutError) in try layout.layoutMargins(of: item) }) else { return }
        do {
            try layout.setLayoutMargins(margins, of: item)
            isDirty = true
        } catch .unsatisfiable {
            let conflicting = conflicts(with: { (layout: inout Layout) throws(LayoutError) in
                try layout.setLayoutMargins(margins, of: item)
            })
            LayoutConsole.say(.unsatisfiable(conflicting: conflicting,
                                             broken: "<\(LayoutConsole.name(of: view)).layoutMargins>"), near: view)
        } catch .notFinite {
            LayoutConsole.say(.notFiniteGeometry("The layout margins of \(LayoutConsole.name(of: view))"), near: view)
        } catch {
            report(error, near: view)
        }
    }

    // MARK: - Constraints

    /// Adds an app's constraint (or one of UIKit's own) to the solver; an
    /// unsatisfiable required one is broken and logged. Whether it is active now
    /// (broken counts: UIKit keeps a broken constraint active).
    func activate(_ c: NSLayoutConstraint, first: LayoutItem, second: LayoutItem?) -> Bool {
        let model = c.layoutConstraint(first: first, second: second)
        do {
            let id = try layout.add(model)
            active[id] = c
            c.state = .active(id)
            c.engine = self
            isDirty = true
            return true
        } catch .unsatisfiable {
            let conflicting = conflicts(with: { (layout: inout Layout) throws(LayoutError) in _ = try layout.add(model) })
            c.state = .broken
            c.engine = self
            LayoutConsole.say(.unsatisfiable(conflicting: conflicting, broken: LayoutConsole.describe(c)), near: c.hostView)
            return true
        } catch {
            report(error, near: c.hostView)
            return false
        }
    }

    func remove(_ c: NSLayoutConstraint, _ id: LayoutConstraint.ID) {
        active[id] = nil
        perform(near: c.hostView) { () throws(LayoutError) in try layout.remove(id) }
    }

    /// A new constant, re-solved by dual simplex; one the required constraints cannot
    /// take breaks the constraint.
    func constantDidChange(of c: NSLayoutConstraint, _ id: LayoutConstraint.ID) {
        do {
            try layout.setConstant(Double(c.constant), of: id)
            isDirty = true
        } catch .unsatisfiable {
            let constant = Double(c.constant)
            let conflicting = conflicts(with: { (layout: inout Layout) throws(LayoutError) in
                try layout.setConstant(constant, of: id)
            }, changing: id)
            remove(c, id)
            c.state = .broken
            LayoutConsole.say(.unsatisfiable(conflicting: conflicting, broken: LayoutConsole.describe(c)), near: c.hostView)
        } catch {
            report(error, near: c.hostView)
        }
    }

    func priorityDidChange(of c: NSLayoutConstraint, _ id: LayoutConstraint.ID) {
        perform(near: c.hostView) { () throws(LayoutError) in
            try layout.setPriority(c.priority.layoutPriority, of: id)
        }
    }

    /// Constraints the layout removed itself (they crossed a subtree that left its
    /// superview, or named an item that went): inactive now, for the app too.
    func forget(_ ids: [LayoutConstraint.ID]) {
        for id in ids { active.removeValue(forKey: id)?.didLeaveEngine() }
        if !ids.isEmpty { isDirty = true }
    }

    // MARK: - The hierarchy

    /// `removeFromSuperview`: the view's subtree becomes a root of this engine, and
    /// the constraints between it and the rest of the tree become inactive (Apple's
    /// page *removeFromSuperview()*); those inside it stay.
    func detach(_ view: UIView) {
        guard let item = view.autoLayout.item else { return }
        geometryDidChange()
        perform(near: view) { () throws(LayoutError) in forget(try layout.setParent(nil, of: item)) }
    }

    /// `addSubview`: a root of this engine goes under `parent`'s item, keeping its
    /// frame if it translates its autoresizing mask.
    func attach(_ view: UIView, under parent: LayoutItem) {
        guard let item = view.autoLayout.item else { return }
        geometryDidChange()
        perform(near: view) { () throws(LayoutError) in forget(try layout.setParent(parent, of: item)) }
    }

    // MARK: - The layout pass

    /// Marks the superview of every view whose solved frame is not its frame as needing
    /// layout, and sweeps the items of views and guides that are gone.
    func applyChanges() {
        guard isDirty else { return }
        isDirty = false
        var gone: [LayoutItem] = []
        for (item, owner) in owners {
            if let view = owner.view {
                guard !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
                      !superview.needsLayout, view.layoutEngine === self else { continue }
                if view.layoutFrameInSuperview != frame(of: item) { superview.setNeedsLayout() }
            } else if owner.guide == nil {
                gone.append(item)
            }
        }
        // The constraints that named them become inactive for the app too: one it
        // still holds must not point into the solver.
        for item in gone.sorted() {
            owners[item] = nil
            perform(near: nil) { () throws(LayoutError) in forget(try layout.removeItem(item)) }
        }
    }

    /// The item's solved frame in its parent (a guide's in its owning view).
    func frame(of item: LayoutItem) -> CGRect {
        CGRect(must { () throws(LayoutError) in try layout.frame(of: item) })
    }

    func hasAmbiguousLayout(_ item: LayoutItem) -> Bool {
        do { return try layout.hasAmbiguousLayout(item) } catch { return false }
    }

    /// A safe-area guide whose edges follow its view (`followSafeAreas`).
    func followSafeArea(of guide: UILayoutGuide) {
        safeAreaGuides.append(WeakGuide(guide: guide))
        geometryDidChange()
    }

    /// A view that takes part moved, resized, turned or changed superview.
    func geometryDidChange() { geometryGeneration &+= 1 }

    /// Moves every safe-area guide's edges to where the safe area reaches into its view
    /// now; whether any moved.
    @discardableResult
    func followSafeAreas() -> Bool {
        guard geometryGeneration != followedGeneration else { return false }
        followedGeneration = geometryGeneration
        safeAreaGuides.removeAll { $0.guide?.engine !== self }
        var moved = false
        for entry in safeAreaGuides where entry.guide?.followSafeAreaInsets() == true { moved = true }
        return moved
    }

    // MARK: - Bookkeeping (for the subtree copies)

    func activeConstraint(_ id: LayoutConstraint.ID) -> NSLayoutConstraint? { active[id] }

    /// The app's solved constraints (and UIKit's own), in the order they were added.
    var activeConstraints: [(LayoutConstraint.ID, NSLayoutConstraint)] {
        active.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The views with items here, in the order their items were made.
    var views: [(LayoutItem, UIView)] {
        owners.sorted { $0.key < $1.key }.compactMap { item, owner in owner.view.map { (item, $0) } }
    }

    /// How many views and guides have items here (swept ones gone).
    var itemCount: Int { owners.count }

    /// An item copied here from another engine, with its owner.
    func take(_ item: LayoutItem, owner: Owner) {
        owners[item] = owner
        isDirty = true
    }

    /// A constraint copied here from another engine, still active.
    func take(_ c: NSLayoutConstraint, _ id: LayoutConstraint.ID) {
        active[id] = c
        c.state = .active(id)
        c.engine = self
        isDirty = true
    }

    func forgetOwner(of item: LayoutItem) { owners[item] = nil }

    func dropConstraint(_ id: LayoutConstraint.ID) { active[id] = nil }

    // MARK: - Refusals

    /// A change the solver may refuse for a reason the app caused (a frame or size not
    /// finite) or none (rounding): said on the console, nothing changed.
    private func perform(near view: UIView?, _ change: () throws(LayoutError) -> Void) {
        do {
            try change()
            isDirty = true
        } catch {
            report(error, near: view)
        }
    }

    private func report(_ error: LayoutError, near view: UIView?) {
        switch error {
        case .didNotConverge: LayoutConsole.say(.didNotConverge, near: view)
        case .invalidPriority(let p): LayoutConsole.say(.invalidPriority(p.rawValue), near: view)
        case .notFinite: LayoutConsole.say(.notFiniteGeometry("A value"), near: view)
        case .unsatisfiable:
            LayoutConsole.say(.unsatisfiable(conflicting: [], broken: "<a change of \(LayoutConsole.name(of: view))>"),
                              near: view)
        case .unknownItem, .unknownConstraint, .attributes, .noCommonAncestor, .hierarchyCycle,
             .requiredPriorityChange:
            preconditionFailure("the layout engine's own bookkeeping is wrong: \(error)")
        }
    }

    /// A call about items this engine made and still has, which cannot be refused.
    func must<T>(_ call: () throws(LayoutError) -> T) -> T {
        do { return try call() } catch { preconditionFailure("the layout engine asked about an item it never made: \(error)") }
    }
}

extension UIView {
    /// The frame Auto Layout sets and reads: the bounds' size around the centre, as
    /// UIKit's engine sets `center` and `bounds` (so a transform survives layout).
    var layoutFrameInSuperview: CGRect {
        let size = bounds.size
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
