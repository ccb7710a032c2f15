import PantographEngine

/// A view whose bounds' origin, `contentOffset`, moves over content larger than
/// itself: by its own pan recognizer (a drag that follows the finger, rubber-bands
/// past the edges and decelerates at UIKit's rate when the finger lifts), by
/// `setContentOffset(_:animated:)`, or by the code setting the offset. Everything
/// inside is placed in the scroll view's bounds, so the offset moves what the screen
/// shows (records) and what a touch hits, as UIKit's `bounds` does. The rules are the
/// engine's (`RubberBand`, `ScrollDeceleration`, `ScrollAxisMotion`,
/// `DirectionalLock`); docs/uikit.md, "Scroll views".
@MainActor open class UIScrollView: UIView, UIGestureRecognizerDelegate {
    /// UIKit's `UIScrollView.DecelerationRate`: per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: ScrollDeceleration.normal)
        public static let fast = DecelerationRate(rawValue: ScrollDeceleration.fast)
    }

    /// How the safe area adds to `contentInset` (Apple's page
    /// *UIScrollView.ContentInsetAdjustmentBehavior*).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and always vertically for the root view of a controller
        /// in a navigation controller.
        case automatic
        /// Only along the axes the content scrolls on.
        case scrollableAxes
        case never
        case always
    }

    /// Accepted: there is no keyboard.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    /// Accepted: indicators are not drawn.
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }

    open weak var delegate: UIScrollViewDelegate?
    open var contentSize = CGSize.zero {
        didSet { if contentSize != oldValue { setNeedsLayout() } }
    }
    open var contentInset = UIEdgeInsets.zero {
        didSet { if contentInset != oldValue { setNeedsLayout() } }
    }
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { setNeedsLayout() }
    }
    /// Rubber-bands past the edges while dragged, and bounces back (else stops there).
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// Off, the pan recognizer is disabled: touches go to the recognizers around.
    open var isScrollEnabled = true {
        didSet { pan.isEnabled = isScrollEnabled }
    }
    /// A drag that begins along an axis (within 20°) moves only along it.
    open var isDirectionalLockEnabled = false
    open var decelerationRate = DecelerationRate.normal

    /// Touched: the finger is down on it, dragging or not.
    public internal(set) var isTracking = false
    /// The finger drags the content.
    public internal(set) var isDragging = false
    /// The content moves on after a drag (slowing, or bouncing back to an edge).
    public internal(set) var isDecelerating = false

    // Accepted (carried, not simulated): indicators, zooming, paging, the keyboard, touch delays.
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle = IndicatorStyle.default
    open var scrollsToTop = true
    open var isPagingEnabled = false
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Accepted: indicators are not drawn.
    open func flashScrollIndicators() {}

    let pan = ScrollViewPanGestureRecognizer()
    /// The recognizer that drags the content; the scroll view is its delegate and
    /// target, as UIKit's is.
    public var panGestureRecognizer: UIPanGestureRecognizer { pan }

    /// The drag in progress.
    var drag: ScrollDrag?
    /// The deceleration or animation moving the offset, if any.
    var motion: ScrollMotion?
    /// The adjusted insets when the scroll view last laid out.
    private var lastAdjustedInset = UIEdgeInsets.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        clipsToBounds = true
        pan.scrollView = self
        pan.addTarget(self, action: UIScrollView.handlePan)
        pan.scrollViewDelegate = self
        addGestureRecognizer(pan)
    }

    // MARK: - The offset

    /// The bounds' origin: where the content's origin is, seen from the scroll view's
    /// top left.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// Moves the offset at once, or over `ScrollMotion.animationDuration` at a constant
    /// rate ("the scrolling will animate from the current position to the specified
    /// position at a constant rate": Apple's *Scroll View Programming Guide for iOS*),
    /// with `scrollViewDidScroll` every frame and `scrollViewDidEndScrollingAnimation`
    /// at the end. Either way it stops a deceleration, as UIKit's does.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, contentOffset != self.contentOffset, let host = window?.host else {
            UIView.performWithoutAnimation { self.contentOffset = contentOffset }
            return
        }
        run(ScrollMotion(animatingFrom: self.contentOffset, to: contentOffset, in: self), in: host)
    }

    /// Scrolls as little as it takes for `rect` (in the content) to be inside the
    /// visible area, within the offsets the content allows.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let a = adjustedContentInset
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width - a.right { offset.x = rect.maxX - bounds.width + a.right }
        if rect.minX < offset.x + a.left { offset.x = rect.minX - a.left }
        if rect.maxY > offset.y + bounds.height - a.bottom { offset.y = rect.maxY - bounds.height + a.bottom }
        if rect.minY < offset.y + a.top { offset.y = rect.minY - a.top }
        let range = offsetRange
        offset = CGPoint(x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
                         y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
        setContentOffset(offset, animated: animated)
    }

    /// The bounds' origin moved: the delegate hears of it, and the scroll view lays out
    /// again (a list shows the cells that came into view).
    override func layerDidChange(_ key: LayerKey, from old: LayerValue) {
        super.layerDidChange(key, from: old)
        guard key == .bounds, old.rect.origin != bounds.origin else { return }
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: - Insets

    /// `contentInset` with the safe area added as `contentInsetAdjustmentBehavior`
    /// says.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let (vertical, horizontal): (Bool, Bool)
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic:
            (vertical, horizontal) = (scrollsVertically || isNavigationContent, scrollsHorizontally)
        }
        return UIEdgeInsets(top: contentInset.top + (vertical ? safe.top : 0),
                            left: contentInset.left + (horizontal ? safe.left : 0),
                            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
                            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Called when `adjustedContentInset` changes.
    open func adjustedContentInsetDidChange() {}

    /// The content is taller (wider) than the scroll view, with `contentInset`, or
    /// always bounces along the axis: an axis the safe area adjusts for
    /// `scrollableAxes`.
    private var scrollsVertically: Bool {
        alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }

    private var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
    }

    /// The root view of a controller a navigation controller shows.
    private var isNavigationContent: Bool { viewController?.navigationController != nil }

    /// Where the offset may rest: from the top left inset to the content's far edge.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let a = adjustedContentInset
        let minX = -a.left, minY = -a.top
        return (minX...max(minX, contentSize.width + a.right - bounds.width),
                minY...max(minY, contentSize.height + a.bottom - bounds.height))
    }

    /// UIKit's `_canScrollX`/`_canScrollY`: the content goes past the scroll view
    /// along the axis, or it always bounces there.
    var canScrollHorizontally: Bool {
        (bounces && alwaysBounceHorizontal) || offsetRange.x.upperBound > offsetRange.x.lowerBound
    }

    var canScrollVertically: Bool {
        (bounces && alwaysBounceVertical) || offsetRange.y.upperBound > offsetRange.y.lowerBound
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let adjusted = adjustedContentInset
        guard adjusted != lastAdjustedInset else { return }
        let old = lastAdjustedInset
        lastAdjustedInset = adjusted
        // Content resting at its top left stays there as the insets change (the safe
        // area reaching the scroll view as it enters the window).
        if drag == nil, motion == nil {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -adjusted.top }
            if offset.x == -old.left { offset.x = -adjusted.left }
            if offset != contentOffset { UIView.performWithoutAnimation { contentOffset = offset } }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    // MARK: - The pan recognizer's delegate (UIKit makes the scroll view its delegate)

    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }

    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}
