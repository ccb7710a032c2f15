internal import PantographLayout

/// A constraint's item: a view, or a layout guide standing in its owning view.
@MainActor enum LayoutEnd {
    case view(UIView)
    case guide(UILayoutGuide)

    init?(_ object: AnyObject?) {
        switch object {
        case let view as UIView: self = .view(view)
        case let guide as UILayoutGuide: self = .guide(guide)
        default: return nil
        }
    }

    /// The view the item is in: itself, or the guide's owning view (nil for a guide
    /// not added to a view).
    var hostView: UIView? {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide.owningView
        }
    }

    /// The item in its view tree's engine, made if it has none (nil for a guide not
    /// added to a view).
    func constraintItem() -> (LayoutEngine, LayoutItem)? {
        switch self {
        case .view(let view): view.constraintItem()
        case .guide(let guide): guide.constraintItem()
        }
    }
}

extension NSLayoutConstraint {
    /// `isActive = true` (holder nil: the items' nearest common ancestor holds it) and
    /// `addConstraint` (holder: the view it was sent to). Items in two view trees, or a
    /// guide in none, raise; a holder that is not an ancestor of both items is logged;
    /// either way nothing changes.
    func activate(holder explicitHolder: UIView?) {
        guard state == .inactive, refusal == nil else { return }
        // An item gone (UIKit holds them weakly) leaves nothing to activate.
        guard let first = LayoutEnd(firstItem), (secondItem == nil) == (secondAttribute == .notAnAttribute) else {
            return
        }
        let second = LayoutEnd(secondItem)
        let ancestor: UIView?
        switch (first.hostView, second?.hostView) {
        case (let a?, _) where second == nil: ancestor = a
        case (let a?, let b?): ancestor = a.nearestCommonAncestor(with: b)
        default: ancestor = nil
        }
        guard let ancestor else {
            return LayoutConsole.say(.noCommonAncestor(first: LayoutConsole.anchorName(firstItem, firstAttribute),
                                                       second: LayoutConsole.anchorName(secondItem, secondAttribute)),
                                     near: first.hostView ?? second?.hostView)
        }
        if let explicitHolder, !ancestor.isDescendant(of: explicitHolder) {
            return LayoutConsole.say(.hierarchyNotPrepared(LayoutConsole.describe(self)), near: explicitHolder)
        }
        guard let (engine, a) = first.constraintItem() else { return }
        let b = second?.constraintItem()?.1
        guard engine.activate(self, first: a, second: b) else { return }
        let holder = explicitHolder ?? ancestor
        holder.autoLayout.constraints.append(self)
        self.holder = holder
    }

    /// `isActive = false`: out of its engine and its holder's list.
    func deactivate() {
        guard state != .inactive else { return }
        if case .active(let id) = state { engine?.remove(self, id) }
        didLeaveEngine()
    }

    /// Whether an item is `root` or inside it.
    func names(inside root: UIView) -> Bool {
        [firstItem, secondItem].contains { item in LayoutEnd(item)?.hostView?.isDescendant(of: root) == true }
    }

    /// Inactive now, for the app: its engine has already let go of it.
    func didLeaveEngine() {
        state = .inactive
        engine = nil
        holder?.autoLayout.constraints.removeAll { $0 === self }
        holder = nil
    }
}

extension UIView {
    /// The deepest view that is this one or an ancestor of it and `other` or an
    /// ancestor of it; nil when they are in two trees.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = self
        while let v = view {
            ancestors.insert(ObjectIdentifier(v))
            view = v.superview
        }
        view = other
        while let v = view {
            if ancestors.contains(ObjectIdentifier(v)) { return v }
            view = v.superview
        }
        return nil
    }
}
