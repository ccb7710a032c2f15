import PantographEngine

/// UIKit's `UIScrollViewPanGestureRecognizer`: a pan on the scroll view, its target
/// and delegate the scroll view. What it adds to a pan is UIKit's
/// `_shouldTryToBeginWithEvent:` (the decompiled UIKitCore of
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore, commit 6d54c26,
/// `UIScrollViewPanGestureRecognizer.mm`): it does not begin when the scroll view can
/// scroll along neither axis, nor when it scrolls along one only and the finger went
/// past the slop along the other alone, so that the touch goes to the recognizers
/// around it (a horizontal list inside a vertical one). And `_beginScrollWithEvent:`:
/// a finger that comes down on content still moving on its own stops it and begins
/// the drag at once.
@MainActor final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?
    /// The delegate UIKit requires: the scroll view.
    weak var scrollViewDelegate: UIScrollView?
    /// Where the finger came down, in window points.
    private var down: CGPoint?

    /// UIKit raises when anything but the scroll view is made the delegate ("UIScrollView's
    /// built-in pan gesture recognizer must have its scroll view as its delegate"):
    /// said on the console, and the scroll view stays the delegate.
    override weak var delegate: UIGestureRecognizerDelegate? {
        get { scrollViewDelegate }
        set {
            guard newValue !== scrollViewDelegate, let app = HeadlessApp.current else { return }
            app.say(.scrollViewPanDelegate)
        }
    }

    override func stepDown(_ touch: UITouch, event: UIEvent, settings: RecognizerSettings) -> RecognizerStep {
        let step = super.stepDown(touch, event: event, settings: settings)
        down = touch.point
        guard let scrollView else { return step }
        scrollView.isTracking = true
        guard scrollView.catchMotion() else { return step }
        // Caught while it moved: tracking from the touch, with no slop to cross.
        _ = changePan { try? $0.touchMove(to: Point(touch.point), time: settings.time, slop: 0) }
        return .wantsToBegin
    }

    override func stepUp(_ touch: UITouch, event: UIEvent, settings: RecognizerSettings) -> RecognizerStep {
        scrollView?.isTracking = false
        return super.stepUp(touch, event: event, settings: settings)
    }

    override func stepCancel(_ touch: UITouch, event: UIEvent) -> RecognizerStep {
        scrollView?.isTracking = false
        return super.stepCancel(touch, event: event)
    }

    override func admits(_ settings: RecognizerSettings) -> Bool {
        guard let scrollView, let down, let at = pan.location else { return false }
        let moved = CGPoint(x: at.x - down.x, y: at.y - down.y)
        let canX = scrollView.canScrollHorizontally, canY = scrollView.canScrollVertically
        let willX = abs(moved.x) >= settings.slop, willY = abs(moved.y) >= settings.slop
        if !canX && !canY { return false }
        if !canX && !willY { return false }
        if !canY && !willX { return false }
        return true
    }

    override func reset() {
        super.reset()
        down = nil
    }
}
