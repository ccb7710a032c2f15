internal import PantographLayout

/// Auto Layout's part of the view's life: joining a tree's engine, leaving it with a
/// subtree, the frame pinned while it translates its autoresizing mask, and the layout
/// pass — the update pass, the safe area followed, then `layoutSubviews` setting the
/// solved frames of the subviews. UIView.swift calls these at its seams.
extension UIView {
    // MARK: - Taking part

    /// The view's item in its tree's engine, made (with its ancestors') the first time
    /// a constraint names it or a view inside it. A tree with no engine yet gets
    /// `engine`, or a new one.
    func constraintItem(adopting engine: LayoutEngine? = nil) -> (LayoutEngine, LayoutItem) {
        if let item = autoLayout.item, let engine = layoutEngine { return (engine, item) }
        if let superview {
            let (treeEngine, parent) = superview.constraintItem(adopting: engine)
            return (treeEngine, treeEngine.addItem(for: self, in: parent))
        }
        let rootEngine = engine ?? LayoutEngine()
        return (rootEngine, rootEngine.addItem(for: self, in: nil))
    }

    /// The engine of the tree the view is in, if it has one: its root's.
    var treeEngine: LayoutEngine? {
        var view = self
        while let parent = view.superview { view = parent }
        return view.layoutEngine
    }

    /// `addSubview` (and insert), after `superview` is set and before
    /// `didMoveToSuperview`: the subtree's items go under the new superview's, in its
    /// tree's engine (moved there if the subtree had an engine of its own).
    func constraintsDidJoin(_ parent: UIView) {
        if autoLayout.subtreeNeedsUpdateConstraints {
            parent.markSubtreeNeedsUpdateConstraints(requested: isConstraintUpdateRequested)
        }
        if autoLayout.item == nil, type(of: self).requiresConstraintBasedLayout { _ = constraintItem() }
        guard autoLayout.item != nil, let engine = layoutEngine else { return }
        if let other = parent.treeEngine, other !== engine {
            let (_, parentItem) = parent.constraintItem()
            other.adopt(self, from: engine, under: parentItem)
        } else {
            let (_, parentItem) = parent.constraintItem(adopting: engine)
            engine.attach(self, under: parentItem)
        }
    }

    /// `removeFromSuperview` (or a move), after `superview` is cleared: the
    /// constraints that crossed into the subtree become inactive.
    func constraintsDidLeave(_ parent: UIView) {
        layoutEngine?.detach(self)
    }

    /// `translatesAutoresizingMaskIntoConstraints` was set.
    func translatesAutoresizingMaskDidChange() {
        guard let engine = layoutEngine else { return }
        autoLayout.isAutoresizingBroken = false
        if translatesAutoresizingMaskIntoConstraints { engine.pinFrame(of: self) } else { engine.unpinFrame(of: self) }
    }

    /// The model's bounds, position or transform changed: the safe areas may have
    /// moved, and a pinned frame follows.
    func geometryDidChangeForConstraints(_ key: LayerKey) {
        guard let engine = layoutEngine else { return }
        engine.geometryDidChange()
        if key != .transform, translatesAutoresizingMaskIntoConstraints { engine.pinFrame(of: self) }
    }

    /// `layoutMargins` was set: the engine's margins follow, then UIKit's callback.
    func layoutMarginsDidChangeForConstraints() {
        layoutEngine?.updateMargins(of: self)
        layoutMarginsDidChange()
    }

    // MARK: - The layout pass

    /// `layoutIfNeeded`: in a tree with Auto Layout, the update pass, the safe-area
    /// guides moved to where the safe area reaches, then the views that need it laid
    /// out; once more if laying them out moved a safe area.
    func layoutIfNeededWithConstraints() {
        if layoutEngine != nil || isConstraintUpdateRequested { updateConstraintsIfNeeded() }
        guard let engine = layoutEngine else { return layoutSubtreeIfNeeded() }
        engine.followSafeAreas()
        engine.applyChanges()
        layoutSubtreeIfNeeded()
        if engine.followSafeAreas() {
            engine.applyChanges()
            layoutSubtreeIfNeeded()
        }
    }

    /// Constraint changes made since the last look (at the start of the pass, and after
    /// each view's `layoutSubviews` and its controller's `viewDidLayoutSubviews`, where
    /// the app may change constraints) mark the views whose frames they move.
    func applyPendingConstraintChanges() {
        if let engine = layoutEngine, engine.isDirty { engine.applyChanges() }
    }

    /// UIView's own `layoutSubviews`: every subview that Auto Layout places
    /// (`translatesAutoresizingMaskIntoConstraints` false) gets its solved frame, by
    /// its `center` and the size of its `bounds` — inside an animation block, these
    /// become the animation's targets.
    func layoutSubviewsFromConstraints() {
        guard let engine = layoutEngine else { return }
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let item = subview.autoLayout.item, subview.layoutEngine === engine else { continue }
            let frame = engine.frame(of: item)
            guard frame != subview.layoutFrameInSuperview else { continue }
            subview.center = CGPoint(x: frame.midX, y: frame.midY)
            subview.bounds = CGRect(origin: subview.bounds.origin, size: frame.size)
        }
    }
}
