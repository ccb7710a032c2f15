/// Auto Layout on a view: its anchors and guides, the constraints it holds, its content
/// priorities, the update pass and the fitting size. The overridable part
/// (`updateConstraints`, `intrinsicContentSize`, `invalidateIntrinsicContentSize`,
/// `systemLayoutSizeFitting`, `layoutMarginsDidChange`, `requiresConstraintBasedLayout`)
/// is in UIView.swift's class body, as Swift lets only that be overridden; the layout
/// pass is UIView+LayoutPass.swift.
extension UIView {
    // MARK: - Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The bottom edge: there is no text to have a baseline.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The bottom edge: there is no text to have a baseline.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: - Guides

    /// The part of the view the window's safe area leaves uncovered; its edges follow
    /// the view's place in the window at each layout pass.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = UILayoutGuide(role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide", owner: self)
        autoLayout.safeAreaGuide = guide
        autoLayout.guides.append(guide)
        return guide
    }

    /// The bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = UILayoutGuide(role: .margins, identifier: "UIViewLayoutMarginsGuide", owner: self)
        autoLayout.marginsGuide = guide
        autoLayout.guides.append(guide)
        return guide
    }

    public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

    /// Adds a guide (taking it from the view that had it).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.guides.append(guide)
    }

    /// Removes a guide; the constraints that name it become inactive.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        guide.engine?.removeItem(of: guide)
        autoLayout.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    // MARK: - Constraints it holds

    /// The active constraints this view holds: those activated with their items'
    /// nearest common ancestor here, and those added with `addConstraint`.
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    /// Activates the constraint, held by this view, which must be its items' common
    /// ancestor or above it (else logged, as UIKit logs it, and left inactive).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.activate(holder: self) }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.activate(holder: self) }
    }

    /// Deactivates the constraint if this view holds it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        constraint.deactivate()
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    /// Whether the view's frame could be another in an equally good solution (a
    /// debugging aid in UIKit; exact here).
    public var hasAmbiguousLayout: Bool {
        guard let item = autoLayout.item, let engine = layoutEngine else { return false }
        return engine.hasAmbiguousLayout(item)
    }

    // MARK: - Content priorities

    /// How hard the view resists growing past its intrinsic size (250 unless set).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.hugging[axis]
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority.layoutPriority.isValid else {
            return LayoutConsole.say(.invalidPriority(priority.rawValue), near: self)
        }
        autoLayout.hugging[axis] = priority
        layoutEngine?.updateContentPriorities(of: self, for: axis)
    }

    /// How hard the view resists shrinking below its intrinsic size (750 unless set).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.compressionResistance[axis]
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority.layoutPriority.isValid else {
            return LayoutConsole.say(.invalidPriority(priority.rawValue), near: self)
        }
        autoLayout.compressionResistance[axis] = priority
        layoutEngine?.updateContentPriorities(of: self, for: axis)
    }

    // MARK: - The update pass

    /// `updateConstraints` is owed: the next layout pass (or `updateConstraintsIfNeeded`)
    /// calls it, subviews before superviews.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        markSubtreeNeedsUpdateConstraints(requested: true)
    }

    public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

    /// Runs the update pass over this view and the views inside it now: each view that
    /// owes it gets `updateConstraints` (a controller's root view, its controller's
    /// `updateViewConstraints`), subviews first; an invalidated intrinsic size is asked
    /// again.
    public func updateConstraintsIfNeeded() {
        guard autoLayout.subtreeNeedsUpdateConstraints else { return }
        autoLayout.subtreeNeedsUpdateConstraints = false
        isConstraintUpdateRequested = false
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if autoLayout.isContentSizeStale {
            autoLayout.isContentSizeStale = false
            layoutEngine?.updateContentSize(of: self)
        }
        if autoLayout.needsUpdateConstraints {
            autoLayout.needsUpdateConstraints = false
            if let controller = viewController { controller.updateViewConstraints() } else { updateConstraints() }
        }
    }

    /// This view and every view above it hold a view the update pass must visit.
    func markSubtreeNeedsUpdateConstraints(requested: Bool) {
        var view: UIView? = self
        while let v = view, !v.autoLayout.subtreeNeedsUpdateConstraints || (requested && !v.isConstraintUpdateRequested) {
            v.autoLayout.subtreeNeedsUpdateConstraints = true
            if requested { v.isConstraintUpdateRequested = true }
            view = v.superview
        }
    }

    /// What `invalidateIntrinsicContentSize` does: the update pass asks the size again.
    func intrinsicContentSizeDidInvalidate() {
        guard autoLayout.item != nil else { return }
        autoLayout.isContentSizeStale = true
        markSubtreeNeedsUpdateConstraints(requested: true)
    }

    // MARK: - Fitting size

    /// `UIView.layoutFittingCompressedSize`: the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// `UIView.layoutFittingExpandedSize`: the largest.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// `systemLayoutSizeFitting`: the update pass first, then the view solved on its own.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        return LayoutEngine.fittingSize(of: self, target: target, horizontal: horizontal, vertical: vertical)
    }
}
