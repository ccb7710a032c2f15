import PantographEngine

/// The offset moving on its own, frame by frame on the app's clock: a deceleration
/// (the two axes' `ScrollAxisMotion`s) or `setContentOffset(_:animated:)`'s animation.
/// Each frame sets the offset (so the delegate hears `scrollViewDidScroll`); at the
/// end the delegate hears `scrollViewDidEndDecelerating` or
/// `scrollViewDidEndScrollingAnimation`. A finger that comes down, or a new
/// `setContentOffset(_:animated:)`, stops it without either, as UIKit's does.
@MainActor final class ScrollMotion: FrameDriven {
    enum Kind {
        case deceleration(x: ScrollAxisMotion, y: ScrollAxisMotion)
        case animation(from: CGPoint, to: CGPoint)
    }

    /// `setContentOffset(_:animated: true)`'s duration: Apple does not publish it
    /// (docs/fidelity.md).
    static let animationDuration = 0.3

    let kind: Kind
    private weak var scrollView: UIScrollView?
    private var elapsed = 0.0
    private(set) var isFinished = false

    init(decelerating x: ScrollAxisMotion, _ y: ScrollAxisMotion, in scrollView: UIScrollView) {
        kind = .deceleration(x: x, y: y)
        self.scrollView = scrollView
    }

    init(animatingFrom from: CGPoint, to: CGPoint, in scrollView: UIScrollView) {
        kind = .animation(from: from, to: to)
        self.scrollView = scrollView
    }

    var duration: Double {
        switch kind {
        case .deceleration(let x, let y): max(x.duration, y.duration)
        case .animation: Self.animationDuration
        }
    }

    /// The offset `t` seconds in.
    func offset(at t: Double) -> CGPoint {
        switch kind {
        case .deceleration(let x, let y):
            return CGPoint(x: x.offset(at: t), y: y.offset(at: t))
        case .animation(let from, let to):
            let f = min(max(t / Self.animationDuration, 0), 1)
            return CGPoint(x: lerp(Double(from.x), Double(to.x), f), y: lerp(Double(from.y), Double(to.y), f))
        }
    }

    var isFrameRunning: Bool { !isFinished }

    func advanceFrame(by seconds: Double) {
        guard !isFinished, let scrollView else {
            isFinished = true
            return
        }
        elapsed += seconds
        let done = elapsed >= duration
        let offset = offset(at: done ? duration : elapsed)
        UIView.performWithoutAnimation { scrollView.contentOffset = offset }
        guard done else { return }
        isFinished = true
        scrollView.motion = nil
        switch kind {
        case .deceleration:
            scrollView.isDecelerating = false
            scrollView.delegate?.scrollViewDidEndDecelerating(scrollView)
        case .animation:
            scrollView.delegate?.scrollViewDidEndScrollingAnimation(scrollView)
        }
    }

    /// Stopped before its end (caught by a finger, replaced): no callback.
    func stop() { isFinished = true }
}

extension UIScrollView {
    func run(_ motion: ScrollMotion, in host: HeadlessApp) {
        stopMotion()
        self.motion = motion
        host.drive(motion)
    }

    /// Whatever moves the offset on its own stops where it is.
    func stopMotion() {
        motion?.stop()
        motion = nil
        isDecelerating = false
    }

    /// A finger came down: content moving on its own stops where it is. True when it
    /// was moving (the drag then begins at once).
    func catchMotion() -> Bool {
        guard motion != nil else { return false }
        stopMotion()
        return true
    }
}
