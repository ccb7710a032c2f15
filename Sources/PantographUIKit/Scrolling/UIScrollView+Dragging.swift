import PantographEngine

/// A view around a scroll view that takes part of its vertical drags: UIKit's sheet,
/// which grows and shrinks with the content's drags (`SheetScrollHandoff`).
@MainActor protocol ScrollDragPartner: AnyObject {
    func scrollViewDidBeginDragging(_ scrollView: UIScrollView)
    /// Of the finger's vertical move `dy` (down positive), what the content keeps.
    func scrollView(_ scrollView: UIScrollView, keepsOf dy: CGFloat) -> CGFloat
    /// The finger lifted (or the system took it): true when the partner settles the
    /// drag, so that the content does not move on vertically.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, velocity: CGPoint, cancelled: Bool) -> Bool
}

/// A drag in progress: where the finger would put the content (before the rubber
/// band), the translation so far, the axis it is locked to, and the partner.
struct ScrollDrag {
    var raw: CGPoint
    var translation: CGPoint
    var lock: DirectionalLock?
    var partner: ScrollDragPartner?
}

extension UIScrollView {
    /// The pan recognizer's action: the content follows the finger.
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began: beginDrag(recognizer)
        case .changed: continueDrag(recognizer)
        case .ended: endDrag(recognizer, cancelled: false)
        case .cancelled: endDrag(recognizer, cancelled: true)
        case .possible, .failed: break
        }
    }

    private func beginDrag(_ recognizer: UIPanGestureRecognizer) {
        let range = offsetRange
        // Content caught past an edge is taken where the finger shows it.
        let coefficient = window?.host?.choices.rubberBand ?? RubberBand.coefficient
        let raw = CGPoint(
            x: RubberBand.raw(forShown: contentOffset.x, range: range.x.double, dimension: bounds.width,
                              coefficient: coefficient),
            y: RubberBand.raw(forShown: contentOffset.y, range: range.y.double, dimension: bounds.height,
                              coefficient: coefficient))
        let translation = recognizer.translation(in: self)
        let lock = isDirectionalLockEnabled ? DirectionalLock.lock(for: Point(translation)) : nil
        drag = ScrollDrag(raw: raw, translation: .zero, lock: lock, partner: dragPartner)
        isDragging = true
        drag?.partner?.scrollViewDidBeginDragging(self)
        delegate?.scrollViewWillBeginDragging(self)
        continueDrag(recognizer)
    }

    private func continueDrag(_ recognizer: UIPanGestureRecognizer) {
        guard var drag else { return }
        let t = recognizer.translation(in: self)
        var d = CGPoint(x: t.x - drag.translation.x, y: t.y - drag.translation.y)
        drag.translation = t
        if drag.lock == .vertical || !canScrollHorizontally { d.x = 0 }
        if drag.lock == .horizontal || !canScrollVertically { d.y = 0 }
        let keep = drag.partner?.scrollView(self, keepsOf: d.y) ?? d.y
        drag.raw.x -= d.x
        drag.raw.y -= keep
        self.drag = drag
        let range = offsetRange
        let coefficient = window?.host?.choices.rubberBand ?? RubberBand.coefficient
        let shown = bounces
            ? CGPoint(x: RubberBand.offset(drag.raw.x, range: range.x.double, dimension: bounds.width,
                                           coefficient: coefficient),
                      y: RubberBand.offset(drag.raw.y, range: range.y.double, dimension: bounds.height,
                                           coefficient: coefficient))
            : CGPoint(x: min(max(drag.raw.x, range.x.lowerBound), range.x.upperBound),
                      y: min(max(drag.raw.y, range.y.lowerBound), range.y.upperBound))
        UIView.performWithoutAnimation { contentOffset = shown }
    }

    /// The finger lifted: the delegate may move the target, then the content moves on
    /// to it (slowing at `decelerationRate`, bouncing back past an edge). A drag the
    /// system cancelled only comes back from past an edge.
    private func endDrag(_ recognizer: UIPanGestureRecognizer, cancelled: Bool) {
        guard let drag else { return }
        self.drag = nil
        let finger = recognizer.velocity(in: self)
        var velocity = CGPoint(x: -finger.x, y: -finger.y)
        if drag.lock == .vertical || !canScrollHorizontally { velocity.x = 0 }
        if drag.lock == .horizontal || !canScrollVertically { velocity.y = 0 }
        if drag.partner?.scrollViewDidEndDragging(self, velocity: velocity, cancelled: cancelled) == true {
            velocity.y = 0
        }
        let range = offsetRange
        let start = contentOffset
        let rate = ScrollDeceleration(rate: Double(decelerationRate.rawValue))
        var destination = start
        if !cancelled {
            let projected = CGPoint(x: start.x + rate.distance(velocity: velocity.x),
                                    y: start.y + rate.distance(velocity: velocity.y))
            let target = CGPoint(x: min(max(projected.x, range.x.lowerBound), range.x.upperBound),
                                 y: min(max(projected.y, range.y.lowerBound), range.y.upperBound))
            let asked = askWillEndDragging(velocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                           target: target)
            // Left as it was, the content heads past the edge and bounces back; moved,
            // it goes where the delegate put it.
            destination = CGPoint(x: asked.x == target.x ? projected.x : asked.x,
                                  y: asked.y == target.y ? projected.y : asked.y)
        }
        let x = ScrollAxisMotion(start: start.x, velocity: velocity.x, destination: destination.x,
                                 range: range.x.double, bounces: bounces, deceleration: rate)
        let y = ScrollAxisMotion(start: start.y, velocity: velocity.y, destination: destination.y,
                                 range: range.y.double, bounces: bounces, deceleration: rate)
        let decelerates = !(x.isStill && y.isStill)
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates, let host = window?.host else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        run(ScrollMotion(decelerating: x, y, in: self), in: host)
        // After `run`, which stops whatever moved before.
        isDecelerating = true
    }
}

extension ClosedRange where Bound == CGFloat {
    var double: ClosedRange<Double> { Double(lowerBound)...Double(upperBound) }
}
