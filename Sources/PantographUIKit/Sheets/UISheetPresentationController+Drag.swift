import PantographEngine

/// A drag of the sheet, by its own pan or through a scroll view inside it: the height
/// the finger would give it (before the rubber band), whether a dismissal was refused,
/// where the last move went, and the swipe's dismissal once it began.
struct SheetDrag {
    var raw: CGFloat
    /// The sheet's own pan's translation so far (window points, down positive).
    var translation: CGFloat = 0
    /// Asked once, when the drag first goes below the smallest detent.
    var refused: Bool?
    /// The last move went to the sheet, not to a scroll view's content.
    var lastMoveWasSheet = false
    var dismissal: UIPercentDrivenInteractiveTransition?
}

extension UISheetPresentationController {
    /// UIKit's pan on the sheet (touches on it that no scroll view inside took).
    func handleSheetPan(_ recognizer: UIPanGestureRecognizer) {
        let t = recognizer.translation(in: nil).y
        switch recognizer.state {
        case .began:
            beginDrag()
            move(by: t)
            drag?.translation = t
        case .changed:
            guard let before = drag?.translation else { return }
            move(by: t - before)
            drag?.translation = t
        case .ended: endDrag(velocity: recognizer.velocity(in: nil).y, cancelled: false)
        case .cancelled: endDrag(velocity: 0, cancelled: true)
        case .possible, .failed: break
        }
    }

    /// The finger takes the sheet where the screen shows it (on its way to a detent
    /// too, which stops there).
    func beginDrag() {
        var start = restingValue
        if settlingTo != nil, let view = presentedView, let layout {
            start = layout.value(top: view.presentationFrameInWindow.minY)
            view.layer.removeAllAnimations()
            dimmingView.layer.removeAllAnimations()
            settlingTo = nil
            place(at: start, animated: false)
        }
        drag = SheetDrag(raw: start)
    }

    /// The finger moved `dy` points (down positive): between the detents the sheet
    /// follows it, past the largest it rubber-bands, and below the smallest a swipe
    /// dismisses it, or, refused (`isModalInPresentation`, or the delegate's
    /// `presentationControllerShouldDismiss`), rubber-bands there too.
    func move(by dy: CGFloat) {
        guard var drag, let layout, let smallest = resolvedDetents.first?.value,
              let largest = resolvedDetents.last?.value else { return }
        drag.raw -= dy
        drag.lastMoveWasSheet = true
        defer { self.drag = drag }
        if let dismissal = drag.dismissal {
            dismissal.update(dismissalPercent(drag.raw, from: smallest, layout))
            return
        }
        if drag.raw < smallest {
            if drag.refused == nil { drag.refused = !mayDismissByUser() }
            if drag.refused == false {
                place(at: smallest, animated: false)
                drag.dismissal = beginSwipeDismissal(from: smallest)
                if drag.dismissal != nil { return }
            }
        }
        let coefficient = containerView?.window?.host?.choices.rubberBand ?? RubberBand.coefficient
        let shown = RubberBand.offset(drag.raw, range: Double(smallest)...Double(largest),
                                      dimension: layout.screen.height, coefficient: coefficient)
        place(at: shown, animated: false)
    }

    /// How far a swipe has dismissed the sheet: from the smallest detent to off the
    /// screen is the whole way, the distance UIKit's own dismissal moves it.
    private func dismissalPercent(_ raw: CGFloat, from smallest: CGFloat, _ layout: SheetLayout) -> CGFloat {
        min(max((smallest - raw) / (smallest - layout.dismissedValue), 0), 1)
    }

    /// The finger lifted (or the system took it): a swipe that dismisses finishes or
    /// cancels, any other drag settles at a detent, each as the release rule in
    /// `HeadlessApp.choices` picks it (`SheetRelease`); a refused swipe tells the
    /// delegate `presentationControllerDidAttemptToDismiss`.
    func endDrag(velocity: CGFloat, cancelled: Bool) {
        guard let drag, let layout, let host = containerView?.window?.host else { return }
        self.drag = nil
        let resolved = resolvedDetents
        guard let smallest = resolved.first else { return }
        let v = cancelled ? 0 : Double(velocity)
        let rate = ScrollDeceleration(rate: host.settings.policyValues["deceleration"] ?? ScrollDeceleration.normal)
        if let dismissal = drag.dismissal {
            let values = [layout.dismissedValue, Double(smallest.value)]
            let i = SheetRelease.target(value: max(Double(drag.raw), layout.dismissedValue), velocity: v, values: values,
                                        rule: host.choices.sheetRelease, deceleration: rate)
            if i == 0 { dismissal.finish() } else { dismissal.cancel() }
            return
        }
        if drag.refused == true, drag.raw < smallest.value { delegate?.presentationControllerDidAttemptToDismiss(self) }
        let shown = shownValue(layout)
        let i = SheetRelease.target(value: Double(shown), velocity: v, values: resolved.map { Double($0.value) },
                                    rule: host.choices.sheetRelease, deceleration: rate)
        settle(to: resolved[i], from: shown, duration: host.settings.duration)
    }

    /// The height the sheet's frame shows.
    func shownValue(_ layout: SheetLayout) -> CGFloat {
        guard let view = presentedView else { return restingValue }
        return layout.value(top: view.frame.minY)
    }

    /// To `detent` over `duration`, easeInOut (UIKit's own animation is not published);
    /// there, the selection changes and the delegate hears it, as UIKit tells it when
    /// the sheet comes to rest.
    private func settle(to detent: (identifier: Detent.Identifier, value: CGFloat), from shown: CGFloat,
                        duration: Double) {
        guard shown != detent.value else { return select(detent.identifier) }
        settlingTo = detent.identifier
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
            self.place(at: detent.value, animated: true)
        }, completion: { [weak self] finished in
            guard let self, finished, self.settlingTo == detent.identifier else { return }
            self.select(detent.identifier)
        })
    }

    /// Whether the user may dismiss the sheet: not modal, and the delegate agrees.
    private func mayDismissByUser() -> Bool {
        !presentedViewController.isModalInPresentation
            && delegate?.presentationControllerShouldDismiss(self) ?? true
    }

    /// UIKit's own dismissal, interactive, from the smallest detent: the delegate hears
    /// `presentationControllerWillDismiss` now and `presentationControllerDidDismiss`
    /// if it completes. Nil when the dismissal could not start.
    private func beginSwipeDismissal(from smallest: CGFloat) -> UIPercentDrivenInteractiveTransition? {
        guard let host = containerView?.window?.host else { return nil }
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = host.settings.completionSpeed
        interaction.completionTimingCurve = host.settings.completionCurve
        dismissingFrom = smallest
        delegate?.presentationControllerWillDismiss(self)
        offeredInteraction = interaction
        presentedViewController.performDismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        offeredInteraction = nil
        guard presentedViewController.activeTransition != nil else {
            dismissingFrom = nil
            return nil
        }
        return interaction
    }

    /// A tap on the dimming: dismissed as a swipe would be, or refused.
    func dismissByUser() {
        guard isOnScreen, drag == nil else { return }
        guard mayDismissByUser() else { return delegate?.presentationControllerDidAttemptToDismiss(self) ?? () }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.performDismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }
}

/// A scroll view in the sheet shares its vertical drags with it (`SheetScrollHandoff`):
/// the content at its top, a drag down moves the sheet; a drag up grows the sheet
/// first when `prefersScrollingExpandsWhenScrolledToEdge` is on.
extension UISheetPresentationController: ScrollDragPartner {
    func scrollViewDidBeginDragging(_ scrollView: UIScrollView) { beginDrag() }

    func scrollView(_ scrollView: UIScrollView, keepsOf dy: CGFloat) -> CGFloat {
        guard let drag, let largest = resolvedDetents.last?.value else { return dy }
        let scrolled = scrollView.contentOffset.y - scrollView.offsetRange.y.lowerBound
        let split = SheetScrollHandoff.split(Double(dy), scrolled: Double(scrolled), room: Double(largest - drag.raw),
                                             expandsOnScroll: prefersScrollingExpandsWhenScrolledToEdge)
        if split.sheet != 0 { move(by: split.sheet) }
        if dy != 0 { self.drag?.lastMoveWasSheet = split.sheet != 0 }
        return split.scroll
    }

    /// The sheet settles when the last move was its own or it rests between detents;
    /// otherwise the content moves on and the sheet stays at the detent it is at.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, velocity: CGPoint, cancelled: Bool) -> Bool {
        guard let drag, let layout else { return false }
        let shown = shownValue(layout)
        if drag.dismissal == nil, !drag.lastMoveWasSheet,
           let detent = resolvedDetents.first(where: { $0.value == shown }) {
            self.drag = nil
            select(detent.identifier)
            return false
        }
        endDrag(velocity: -velocity.y, cancelled: cancelled)
        return true
    }
}

extension UIScrollView {
    /// The sheet this scroll view is in, presented and at rest, if any.
    var dragPartner: ScrollDragPartner? {
        var view: UIView? = self
        while let v = view {
            if let sheet = v.viewController?.presentationControllerStorage as? UISheetPresentationController,
               sheet.presentedView === v, sheet.isOnScreen {
                return sheet
            }
            view = v.superview
        }
        return nil
    }
}
