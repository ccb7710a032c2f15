/// What a scroll view tells its delegate, by UIKit's names; every method defaults to
/// doing nothing. Without Objective-C there is no asking whether the delegate
/// implements one: each is called, and the default does nothing.
///
/// This file is in the byte layer's list of unsafe files (docs/architecture.md):
/// UIKit hands `scrollViewWillEndDragging` its target as an `UnsafeMutablePointer`,
/// so an app's `targetContentOffset.pointee = …` compiles unchanged. The pointer is
/// lent for the call only (`withUnsafeMutablePointer`), and never outlives it.
@MainActor public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `velocity` in points per millisecond, as UIKit gives it; the target is where the
    /// content will come to rest, which the delegate may change.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// Accepted: there is no status bar to tap.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
}

extension UIScrollView {
    /// `scrollViewWillEndDragging`: the delegate sees `target` through a pointer lent
    /// for the call, and what it leaves there is returned.
    func askWillEndDragging(velocity: CGPoint, target: CGPoint) -> CGPoint {
        guard let delegate else { return target }
        var target = target
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
        return target
    }
}
