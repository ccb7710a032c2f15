internal import PantographLayout

/// A subtree's items and the constraints among them, copied into another layout: how a
/// tree with an engine of its own joins another's (a controller's view, constrained in
/// `viewDidLoad`, added to the window), and how `systemLayoutSizeFitting` solves a view
/// on its own.
extension LayoutEngine {
    struct SubtreeCopy {
        /// Parents before children, each view's guides after it.
        var items: [(old: LayoutItem, new: LayoutItem, owner: Owner)] = []
        var newItem: [LayoutItem: LayoutItem] = [:]
        var constraints: [(constraint: NSLayoutConstraint, new: LayoutConstraint.ID)] = []
        /// Those the copy refused (it should not: the same system, less what crosses the
        /// subtree): broken, never left pointing at the old layout.
        var refused: [NSLayoutConstraint] = []
    }

    /// Copies `root`'s subtree (its views and guides that have items here) into
    /// `target` under `parent`, with everything each item carries (a pinned frame —
    /// the root's only if `pinningRoot` —, intrinsic size, content priorities,
    /// margins) and every solved constraint whose two items are in it, in the order
    /// they were added. Constraints to items outside the subtree are left behind.
    func copySubtree(of root: UIView, into target: inout Layout, under parent: LayoutItem?,
                     pinningRoot: Bool) -> SubtreeCopy {
        var copy = SubtreeCopy()
        func visit(_ view: UIView, parent: LayoutItem?, pinning: Bool) {
            guard let old = view.autoLayout.item, view.layoutEngine === self else { return }
            let new = copyItem(old, into: &target, parent: parent, pinning: pinning)
            copy.items.append((old, new, Owner(view: view)))
            copy.newItem[old] = new
            for guide in view.autoLayout.guides {
                guard let oldGuide = guide.item, guide.engine === self else { continue }
                let newGuide = copyItem(oldGuide, into: &target, parent: new, pinning: false)
                copy.items.append((oldGuide, newGuide, Owner(guide: guide)))
                copy.newItem[oldGuide] = newGuide
            }
            for subview in view.subviews { visit(subview, parent: new, pinning: true) }
        }
        visit(root, parent: parent, pinning: pinningRoot)
        var ids = Set<LayoutConstraint.ID>()
        for entry in copy.items { ids.formUnion(must { () throws(LayoutError) in try layout.constraints(naming: entry.old) }) }
        for id in ids.sorted() {
            guard let constraint = activeConstraint(id) else { continue }
            var moved = must { () throws(LayoutError) in try layout.constraint(id) }
            guard let first = copy.newItem[moved.firstItem] else { continue }
            let second = moved.secondItem.map { copy.newItem[$0] }
            if case .some(nil) = second { continue }
            moved.firstItem = first
            moved.secondItem = second ?? nil
            if let new = try? target.add(moved) {
                copy.constraints.append((constraint, new))
            } else {
                copy.refused.append(constraint)
            }
        }
        return copy
    }

    private func copyItem(_ old: LayoutItem, into target: inout Layout, parent: LayoutItem?, pinning: Bool) -> LayoutItem {
        must { () throws(LayoutError) in
            let new = try target.addItem(in: parent)
            if pinning, let frame = try layout.fixedFrame(of: old) { try target.setFixedFrame(frame, of: new) }
            let size = try layout.intrinsicContentSize(of: old)
            try target.setIntrinsicContentSize(width: size.width, height: size.height, of: new)
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                try target.setContentHuggingPriority(try layout.contentHuggingPriority(for: axis, of: old), for: axis, of: new)
                try target.setContentCompressionResistancePriority(
                    try layout.contentCompressionResistancePriority(for: axis, of: old), for: axis, of: new)
            }
            try target.setLayoutMargins(try layout.layoutMargins(of: old), of: new)
            return new
        }
    }

    /// `addSubview` of a view whose tree has an engine of its own into a tree with
    /// this one: its subtree's items and constraints move here, under `parent`, and
    /// leave `source`. The app's constraint objects follow, still active.
    func adopt(_ root: UIView, from source: LayoutEngine, under parent: LayoutItem) {
        let copy = source.copySubtree(of: root, into: &layout, under: parent, pinningRoot: true)
        for entry in copy.items {
            take(entry.new, owner: entry.owner)
            if let view = entry.owner.view {
                view.autoLayout.item = entry.new
                view.layoutEngine = self
            }
            if let guide = entry.owner.guide {
                guide.item = entry.new
                guide.engine = self
                if guide.role == .safeArea { followSafeArea(of: guide) }
            }
        }
        for (constraint, id) in copy.constraints { take(constraint, id) }
        for constraint in copy.refused {
            constraint.state = .broken
            constraint.engine = self
            LayoutConsole.say(.unsatisfiable(conflicting: [], broken: LayoutConsole.describe(constraint)),
                              near: constraint.hostView)
        }
        // Broken constraints held in the subtree belong here now too.
        root.forEachInSubtree { view in
            for c in view.autoLayout.constraints where c.state == .broken { c.engine = self }
        }
        source.release(copy)
        geometryDidChange()
    }

    /// Lets go of a subtree another engine adopted: its items and their constraints
    /// leave the solver; the constraint objects are the adopter's now.
    private func release(_ copy: SubtreeCopy) {
        for entry in copy.items.reversed() {
            forgetOwner(of: entry.old)
            let removed = must { () throws(LayoutError) in try layout.removeItem(entry.old) }
            for id in removed { dropConstraint(id) }
        }
    }

    /// `systemLayoutSizeFitting`: the size of `view` that its constraints, intrinsic
    /// size and subviews give, as near `target` as the fitting priorities ask, solved
    /// apart from the view's superview and its own pinned frame.
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority,
                            vertical: UILayoutPriority) -> CGSize {
        var scratch = Layout()
        let root: LayoutItem
        if let engine = view.layoutEngine, view.autoLayout.item != nil {
            let copy = engine.copySubtree(of: view, into: &scratch, under: nil, pinningRoot: false)
            root = copy.items[0].new
        } else {
            guard let item = try? scratch.addItem() else { return .zero }
            root = item
            let size = view.intrinsicContentSize
            _ = try? scratch.setIntrinsicContentSize(width: size.width < 0 ? nil : Double(size.width),
                                                     height: size.height < 0 ? nil : Double(size.height), of: root)
        }
        for (attribute, value, priority) in [(LayoutAttribute.width, target.width, horizontal),
                                             (.height, target.height, vertical)] {
            // A wish the view's required constraints refuse is left out, as it cannot win.
            _ = try? scratch.add(LayoutConstraint(item: root, attribute: attribute, relatedBy: .equal, toItem: nil,
                                                  attribute: .notAnAttribute, constant: Double(value),
                                                  priority: priority.layoutPriority))
        }
        guard let frame = try? scratch.frame(of: root) else { return .zero }
        return CGSize(width: frame.width, height: frame.height)
    }
}
