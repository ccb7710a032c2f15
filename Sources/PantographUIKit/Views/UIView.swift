import PantographEngine

/// A view: a layer (its model and animations) in a hierarchy. Its geometry, alpha and
/// visibility are the layer's, so what an animation block changes becomes an animation
/// of the layer, and records read the layer's presentation.
@MainActor open class UIView: UIResponder {
    /// The class of the layer `init` makes.
    open class var layerClass: CALayer.Type { CALayer.self }

    public let layer: CALayer
    /// Unowned, not weak: a weak reference gives its view a side table, and every
    /// retain and release of that view then takes the runtime's slow path. The view
    /// going clears it (`deinit`), as UIKit's dealloc does.
    public private(set) unowned var superview: UIView? {
        didSet { HierarchyChanges.changed() }
    }
    public private(set) var subviews: [UIView] = [] {
        willSet { ScreenChanges.willChange() }
    }
    var recognizers: [UIGestureRecognizer] = []
    var needsLayout = true
    /// A view inside needs layout: `layoutIfNeeded` goes down only where this is set.
    var subtreeNeedsLayout = true
    /// The view a snapshot was taken of (records name a snapshot after it).
    weak var snapshotSource: UIView?
    private(set) var isSnapshot = false
    /// UIKit's own views (a transition's container), left out of records.
    var isUIKitInternal = false {
        willSet { ScreenChanges.willChange() }
    }
    /// UIKit's own views that records show (a sheet's or a navigation controller's
    /// dimming): what UIKit does to them is not the app's, and the diagnostics do not
    /// judge it.
    var isUIKitChrome = false
    /// The controller whose root view this is.
    weak var viewController: UIViewController?
    /// Its name in records, once given (`HeadlessApp.name(of:)`).
    var recordName: String?
    /// Its part in Auto Layout (UIView+AutoLayout.swift).
    var autoLayout = AutoLayoutState()
    /// Its tree's Auto Layout engine, while it has an item. Kept out of `autoLayout`
    /// with the flag below: every `layoutIfNeeded` and geometry change reads them, and
    /// as plain properties they are read without the exclusivity check a read of
    /// `autoLayout` costs (about 80 instructions).
    var layoutEngine: LayoutEngine?
    /// `setNeedsUpdateConstraints` was called inside: the pass runs even where no
    /// constraint exists yet (a view that makes its constraints in `updateConstraints`).
    var isConstraintUpdateRequested = false

    public init(frame: CGRect) {
        layer = Self.layerClass.init()
        super.init()
        layer.view = self
        AnimationTransaction.withoutRecording { self.frame = frame }
    }

    public convenience override init() { self.init(frame: .zero) }

    /// There are no archives to decode: the view starts empty, as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        layer = Self.layerClass.init()
        super.init()
        layer.view = self
    }

    /// What it leaves behind outlives it as UIKit's does: a subview the app kept has no
    /// superview, a layer no view, a recognizer no view. Every subview's `superview`,
    /// its layer's `view` and every recognizer's `view` point here and nowhere else
    /// (`insert`, `addGestureRecognizer` and `gestureRecognizers` keep it so), and are
    /// unowned: each is cleared here, before anything can read it.
    isolated deinit {
        for v in subviews { v.superview = nil }
        for r in recognizers { r.view = nil }
        layer.view = nil
        HierarchyChanges.changed()
    }

    open override var next: UIResponder? { viewController ?? superview }

    // MARK: - Geometry

    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The 2-D transform: the layer's, without its 3-D parts.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    open var alpha: CGFloat {
        get { layer.opacityValue }
        set { layer.opacityValue = newValue }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Accepted and carried, not drawn.
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }

    open var tag = 0
    /// The view's name in records.
    open var accessibilityIdentifier: String?
    open var isUserInteractionEnabled = true
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true

    // Accepted and carried: one finger, nothing drawn.
    open var accessibilityLabel: String?
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var isOpaque = true
    open var tintColor: UIColor?
    open var contentMode = ContentMode.scaleToFill

    /// What the margin attributes and `layoutMarginsGuide` are inset by (8 points on
    /// each side unless set).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { layoutMarginsDidChangeForConstraints() }
    }

    /// True: the frame the code sets is pinned by required constraints. False: Auto
    /// Layout sets the frame from the view's constraints (UIView+LayoutPass.swift).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { translatesAutoresizingMaskDidChange() }
    }

    /// `layoutMargins` by leading and trailing edge (left to right).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left,
                                      bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
                                           right: newValue.trailing) }
    }

    // MARK: - Hierarchy

    /// The window this view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.superview
        }
        return nil
    }

    open func addSubview(_ view: UIView) { insert(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) { insert(view, at: index) }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insert(view, at: i)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insert(view, at: i + 1)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        constraintsDidLeave(parent)
        // Core Animation drops the animations of layers that leave the screen; their
        // blocks hear `finished` false.
        if oldWindow != nil { forEachInSubtree { $0.layer.removeAllAnimations() } }
        didMoveToSuperview()
        if oldWindow != nil { forEachInSubtree { $0.didMoveToWindow() } }
    }

    /// `addSubview` and `insertSubview`: a view added where it already is moves there.
    /// A view added to itself is UIKit's `NSInvalidArgumentException` "Can't add self as
    /// subview", which ends the app; one added under its own subtree would make a cycle,
    /// and ends it the same way (docs/fidelity.md).
    private func insert(_ view: UIView, at index: Int) {
        if view === self || isDescendant(of: view) {
            fatalError("Can't add self as subview: \(view === self ? "a view" : "an ancestor of the view") added to \(type(of: self))")
        }
        if view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: i)
            subviews.insert(view, at: min(max(index > i ? index - 1 : index, 0), subviews.count))
            return
        }
        let newWindow = window
        let oldWindow = view.window
        view.removeFromSuperviewKeepingWindowCallbacks(to: newWindow)
        view.willMove(toSuperview: self)
        if newWindow !== oldWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.constraintsDidJoin(self)
        if view.subtreeNeedsLayout || view.needsLayout {
            view.subtreeNeedsLayout = false
            view.markSubtreeNeedsLayout()
        }
        view.didMoveToSuperview()
        if newWindow !== oldWindow { view.forEachInSubtree { $0.didMoveToWindow() } }
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Leaving the old superview on the way to a new one: the window callbacks are made
    /// once, for the move, by the caller.
    private func removeFromSuperviewKeepingWindowCallbacks(to newWindow: UIWindow?) {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        constraintsDidLeave(parent)
        if let oldWindow = parent.window, newWindow !== oldWindow {
            forEachInSubtree { $0.layer.removeAllAnimations() }
        }
    }

    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let x = v {
            if x === view { return true }
            v = x.superview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let hit = s.viewWithTag(tag) { return hit } }
        return nil
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    /// The view and every view inside it, depth first, back to front.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for s in subviews { s.forEachInSubtree(body) }
    }

    // MARK: - Layout

    open func setNeedsLayout() {
        needsLayout = true
        markSubtreeNeedsLayout()
    }

    /// Marks this view and every view above it as holding one that needs layout.
    private func markSubtreeNeedsLayout() {
        var view: UIView? = self
        while let v = view, !v.subtreeNeedsLayout {
            v.subtreeNeedsLayout = true
            view = v.superview
        }
    }

    /// Lays out the view and the views inside it that need it, now: Auto Layout's
    /// update pass first (UIView+LayoutPass.swift), then `layoutSubviews` down the tree.
    open func layoutIfNeeded() { layoutIfNeededWithConstraints() }

    /// The views inside that need layout, laid out top down.
    func layoutSubtreeIfNeeded() {
        guard subtreeNeedsLayout || needsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
            // Constraints the app changed there move views below, laid out next.
            applyPendingConstraintChanges()
        }
        for s in subviews { s.layoutSubtreeIfNeeded() }
    }

    /// Where a view places its subviews. The default sets the frames Auto Layout
    /// solved for the subviews it places; autoresizing masks act as the bounds change.
    open func layoutSubviews() { layoutSubviewsFromConstraints() }

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    public static let noIntrinsicMetric: CGFloat = -1
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    // MARK: - Auto Layout, the overridable part (the rest: UIView+AutoLayout.swift)

    /// Adds or changes the view's constraints in the update pass, subviews before
    /// superviews; an override calls `super` last.
    open func updateConstraints() {}

    /// The intrinsic size changed: the next update pass asks `intrinsicContentSize`.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidInvalidate() }

    /// True for a view that makes its constraints in `updateConstraints`: the update
    /// pass runs for its tree even before any constraint exists.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called after `layoutMargins` changes.
    open func layoutMarginsDidChange() {}

    /// The size the view's constraints give it nearest `targetSize`
    /// (`UIView.layoutFittingCompressedSize` or `…ExpandedSize`), at the fitting level.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// A model value of the layer changed: a frame pinned for Auto Layout follows; a
    /// new size lays the view out again and resizes its subviews by their masks.
    func layerDidChange(_ key: LayerKey, from old: LayerValue) {
        if key == .bounds || key == .position || key == .transform { geometryDidChangeForConstraints(key) }
        guard key == .bounds, old.rect.size != bounds.size else { return }
        setNeedsLayout()
        if autoresizesSubviews { for s in subviews { s.autoresize(from: old.rect.size, to: bounds.size) } }
    }

    /// UIKit's autoresizing: the superview's change in size is shared among the
    /// flexible parts of the view's left margin, width and right margin (and top,
    /// height, bottom), in proportion to their sizes.
    func autoresize(from old: CGSize, to new: CGSize) {
        let mask = autoresizingMask
        // A view Auto Layout places ignores its mask.
        guard !mask.isEmpty, translatesAutoresizingMaskIntoConstraints else { return }
        var f = frame
        func share(_ delta: CGFloat, _ before: CGFloat, _ size: CGFloat, _ after: CGFloat,
                   _ flexBefore: Bool, _ flexSize: Bool, _ flexAfter: Bool) -> (CGFloat, CGFloat) {
            let parts = [(flexBefore, before), (flexSize, size), (flexAfter, after)].filter(\.0)
            guard !parts.isEmpty else { return (before, size) }
            let total = parts.reduce(0) { $0 + $1.1 }
            func part(_ flex: Bool, _ value: CGFloat) -> CGFloat {
                guard flex else { return 0 }
                return total > 0 ? delta * value / total : delta / CGFloat(parts.count)
            }
            return (before + part(flexBefore, before), size + part(flexSize, size))
        }
        let x = share(new.width - old.width, f.minX, f.width, old.width - f.maxX,
                      mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let y = share(new.height - old.height, f.minY, f.height, old.height - f.maxY,
                      mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        f = CGRect(x: x.0, y: y.0, width: x.1, height: y.1)
        frame = f
    }

    // MARK: - Safe area

    /// How far the window's safe area reaches into this view, edge by edge.
    open var safeAreaInsets: UIEdgeInsets {
        guard let window, let host = window.host else { return .zero }
        let insets = host.safeAreaInsets
        let f = convert(bounds, to: nil)
        return UIEdgeInsets(top: min(max(insets.top - f.minY, 0), f.height),
                            left: min(max(insets.left - f.minX, 0), f.width),
                            bottom: min(max(f.maxY - (window.bounds.height - insets.bottom), 0), f.height),
                            right: min(max(f.maxX - (window.bounds.width - insets.right), 0), f.width))
    }

    open func safeAreaInsetsDidChange() {}

    // MARK: - Snapshots

    /// A view that shows how this one looks now: a phantom with the same size, placed
    /// at the origin, named after this view in records (`name~`).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.isSnapshot = true
        snapshot.snapshotSource = self
        if window == nil { HeadlessApp.current?.say(.snapshotOfViewNotInWindow(HeadlessApp.current!.name(of: self))) }
        return snapshot
    }

    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                    withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let snapshot = snapshotView(afterScreenUpdates: afterUpdates)
        snapshot?.frame = CGRect(origin: .zero, size: rect.size)
        return snapshot
    }

    // MARK: - Gesture recognizers

    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            for r in recognizers { r.view = nil }
            recognizers = newValue ?? []
            for r in recognizers {
                // A recognizer is on one view: it leaves the one it was on, as
                // `addGestureRecognizer` makes it.
                if let old = r.view, old !== self { old.recognizers.removeAll { $0 === r } }
                r.view = self
            }
        }
    }

    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizers.append(recognizer)
        recognizer.view = self
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// The deepest view containing the point that takes touches: hidden, nearly
    /// transparent, disabled and animating views (without `allowUserInteraction`) and
    /// what they hold do not.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, !AnimationTransaction.blocksTouches(self),
              self.point(inside: point, with: event) else { return nil }
        for s in subviews.reversed() {
            if let hit = s.hitTest(s.fromSuperview(point), with: event) { return hit }
        }
        return self
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Asked before a recognizer on this view begins; false makes it fail.
    open func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool { true }
}

extension UIView {
    /// How content fills the bounds (accepted, not drawn).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft,
             topRight, bottomLeft, bottomRight
    }

    /// Which margins and sizes follow the superview's size.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// Insets by leading and trailing edge.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
