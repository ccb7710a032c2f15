import Foundation
import PantographEngine

/// The diagnostics in words: one sentence each, what happened, what UIKit does with it
/// and where to look (docs/diagnostics.md says more). The values carry no words; this
/// is the one place that has them, as the shell's `Phrasing` has the engine's.
public enum DiagnosticWording {
    public static func text(_ diagnostic: Diagnostic) -> String {
        switch diagnostic {
        case .transitionNeverEnds(let t, let path, let percent, let time):
            return "the \(name(t)) will never end: \(stuck(path, percent)); nothing calls completeTransition, "
                + "so UIKit keeps the transition in flight and ignores touches (at \(seconds(time)))"
        case .transitionStillRunning(let t, let percent, let time):
            return "the \(name(t)) is still running after a settle, at \(percentText(percent)): something animates "
                + "without end and nothing calls completeTransition, so UIKit keeps the transition in flight and "
                + "ignores touches (at \(seconds(time)))"
        case .windowMismatch(let controller, .notShown, let time):
            return "\(controller) is on top, but its view is not in the window: the screen does not show what is "
                + "presented and pushed; the animator must add the to-view to the container (at \(seconds(time)))"
        case .windowMismatch(let controller, .stillShown(let t), let time):
            let ended = t.operation.isForward ? "is not presented or pushed after the cancelled"
                : "is no longer presented or pushed after the"
            return "\(controller) \(ended) \(name(t)), but its view is still in the window: the screen shows "
                + "what is \(t.operation.isForward ? "not there" : "gone"); UIKit removes the transition's "
                + "container, so keep the transition's views in it (at \(seconds(time)))"
        case .completedTwice(let t, let first, let second, let time):
            return "completeTransition(\(second)) called again on the \(name(t)), after completeTransition(\(first)): "
                + "UIKit ignores it; the code that calls it runs twice (at \(seconds(time)))"
        case .completedAfterCancel(let t, let time):
            return "completeTransition(true) after the \(name(t)) was cancelled: UIKit completes the transition the "
                + "user cancelled; pass !transitionWasCancelled, not the animation's finished flag (at \(seconds(time)))"
        case .interactionEndedBeforeStart(let t, let gesture, let time):
            return "the \(gestureText(gesture)) before UIKit called startInteractiveTransition for the \(name(t)): "
                + "the interaction controller never heard the end, so the transition stands interactive and will "
                + "never end; remember an end that comes first and finish or cancel when the transition starts "
                + "(at \(seconds(time)))"
        case .leftBehind(let t, let view, let place, let isSnapshot, let time):
            return "\(isSnapshot ? "the snapshot" : "the view") \(view) that the \(name(t)) added is still in "
                + "\(placeText(place)) after it ended (at \(seconds(time)))"
        case .alteredAfterCancel(let t, let view, let change, let time):
            return "after the cancelled \(name(t)), \(view) is \(changeText(change)): the cancel path must put back "
                + "what the transition changed outside its animations (at \(seconds(time)))"
        case .animationNotDriven(let t, let view, let origin, let time):
            return "an animation of \(view) made \(originText(origin)) during the \(name(t)) is not driven by the "
                + "percent: it runs on the clock and plays on its own after the finger lifts; make every animation "
                + "in animateTransition (keyframes for phases) (at \(seconds(time)))"
        case .unbalancedAppearance(let controller, let call, let state, let time):
            return "Unbalanced calls to begin/end appearance transitions for <\(controller)>. (\(callText(call)) "
                + "when it had \(stateText(state)), at \(seconds(time)))"
        case .backSwipeDoesNothing(let navigation, let cause, let time):
            return "the back swipe on \(navigation) began, but \(causeText(cause)) (at \(seconds(time)))"
        case .scrolledWithTransition(let t, let scrollView, let scrolled, let time):
            return "\(scrollView) scrolled \(points(scrolled)) in the same gesture that drove the \(name(t)): the "
                + "content and the transition moved at once; let the gesture's pan begin only with the content at its "
                + "edge, and make the scroll view's pan wait for it to fail (at \(seconds(time)))"
        case .sheetNotPulled(let controller, let scrollView, let pulled, let time):
            return "a drag down on \(scrollView) took it to its top and \(points(pulled)) past it, and \(controller) "
                + "was not pulled: its pan moves it only for a drag that begins at the top; let both pans recognize "
                + "and hand the drag over when the content reaches its top (at \(seconds(time)))"
        case .frameJump(let view, let from, let to, let moment, let time):
            return "\(view) jumped \(points(jump(from, to))) at \(momentText(moment)): from \(rect(from)) "
                + "to \(rect(to)) in one frame (at \(seconds(time)))"
        }
    }

    /// The largest distance an edge of the frame moved: a move, or a change of size.
    static func jump(_ a: CGRect, _ b: CGRect) -> CGFloat {
        max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
    }

    private static func name(_ t: DiagnosedTransition) -> String {
        let animator = t.animator.map { "by \($0)" } ?? "by UIKit's own animation"
        let interactor = t.interactor.map { ", driven by \($0)" } ?? ""
        return "\(t.operation.rawValue) of \(t.controller) (\(animator)\(interactor))"
    }

    private static func stuck(_ path: StuckPath, _ percent: Double) -> String {
        switch path {
        case .finish: "after finish() its animations ran to their end and their completions ran"
        case .cancel: "after cancel() its animations played back and their completions ran"
        case .animation: "its animations ended and their completions ran"
        case .interaction: "it is interactive at \(percentText(percent)) with no finger on the screen, and nothing "
            + "called finish() or cancel()"
        case .paused: "it is paused at \(percentText(percent)) with no finger on the screen"
        }
    }

    private static func gestureText(_ gesture: GestureEnd) -> String {
        switch gesture {
        case .ended(let view): "pan on \(view) ended"
        case .cancelled(let view): "pan on \(view) was cancelled by the system"
        }
    }

    private static func placeText(_ place: Place) -> String {
        switch place {
        case .container: "the transition's container"
        case .window: "the window"
        case .view(let name): name
        }
    }

    private static func changeText(_ change: ViewChange) -> String {
        switch change {
        case .hidden: "left hidden"
        case .alpha(let before, let after): "left at alpha \(fixed(after)) (it was \(fixed(before)))"
        case .transform(let before, let after):
            "left transformed (\(transformText(after)); it was \(transformText(before)))"
        }
    }

    private static func transformText(_ t: CATransform3D) -> String {
        if t == CATransform3DIdentity { return "identity" }
        if CATransform3DIsAffine(t) {
            let a = CATransform3DGetAffineTransform(t)
            return "a \(fixed(a.a)) \(fixed(a.b)) \(fixed(a.c)) \(fixed(a.d)) tx \(fixed(a.tx)) ty \(fixed(a.ty))"
        }
        return "a 3-D transform"
    }

    private static func originText(_ origin: UndrivenOrigin) -> String {
        switch origin {
        case .completionBlock: "in a completion block"
        case .outsideTheRunLoop: "outside the run loop's turns (a dispatch or a timer)"
        }
    }

    private static func callText(_ call: AppearanceCall) -> String {
        switch call {
        case .willAppear: "viewWillAppear"
        case .didAppear: "viewDidAppear"
        case .willDisappear: "viewWillDisappear"
        case .didDisappear: "viewDidDisappear"
        }
    }

    private static func stateText(_ state: AppearanceState) -> String {
        switch state {
        case .disappeared: "already disappeared"
        case .appearing: "begun to appear"
        case .appeared: "already appeared"
        case .disappearing: "begun to disappear"
        }
    }

    private static func causeText(_ cause: BackSwipeCause) -> String {
        switch cause {
        case .animatorWithoutInteractionController(let animator):
            "the navigation delegate returned an animator (\(animator)) and no interaction controller, so the pop "
                + "runs on its own, not with the finger; return an interaction controller the swipe drives, or no "
                + "animator for the swipe's pop"
        case .replacedDelegateAtRoot:
            "only the root is on the stack: the app replaced interactivePopGestureRecognizer.delegate and lets the "
                + "swipe begin with nothing to pop (on a device the screen then stops responding); begin only with "
                + "more than one controller on the stack"
        case .replacedDelegateDuringTransition:
            "a transition is in flight: the app replaced interactivePopGestureRecognizer.delegate and lets the "
                + "swipe begin, and UIKit refuses the nested pop; begin only when no transition runs"
        }
    }

    private static func momentText(_ moment: JumpMoment) -> String {
        switch moment {
        case .release: "the release"
        case .regrab: "a re-grab"
        case .cancelEnd: "the end of a cancel"
        }
    }

    private static func percentText(_ p: Double) -> String { String(format: "%.1f %%", p * 100) }
    private static func seconds(_ t: TimeInterval) -> String { String(format: "%.3f s", t) }
    private static func points(_ d: CGFloat) -> String { String(format: "%.1f pt", Double(d)) }
    private static func fixed(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
    private static func rect(_ r: CGRect) -> String {
        "\(fixed(r.minX)),\(fixed(r.minY)),\(fixed(r.width)),\(fixed(r.height))"
    }
}
