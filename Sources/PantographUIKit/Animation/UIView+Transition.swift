import PantographEngine

/// UIKit's view transitions inside one screen (docs/flip.md): the change is made at
/// once, and the effect — a flip, a curl, a dissolve — plays over it on the engine's
/// rules (`ViewTransitionRun`).
extension UIView {
    /// Runs `animations`, which changes `view`'s subviews (typically their `isHidden`),
    /// and plays the options' effect: each subview the block hid turns away (and stays
    /// on screen until the end), each it showed turns in. Other changes the block makes
    /// are animated over the duration on the options' curve, as in an animation block.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        ViewTransitionRun.start(container: view, duration: duration, options: options, completion: completion) {
            let before = view.subviews.map { ($0, $0.isHidden) }
            if let animations {
                withoutActuallyEscaping(animations) { animations in
                    _ = AnimationTransaction.run(duration: duration, delay: 0, timing: .curve(options.curve.timingCurve),
                                                 options: options, animations: animations, completion: nil)
                }
            }
            var change = ViewTransitionRun.Change()
            for (subview, wasHidden) in before where subview.superview === view {
                if !wasHidden && subview.isHidden { change.outgoing.append((subview, false)) }
                if wasHidden && !subview.isHidden { change.incoming.append(subview) }
            }
            return change
        }
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview and plays the options'
    /// effect: `fromView` leaves its superview (released, if nothing else holds it)
    /// and its snapshot turns away in its place; `toView` is added on top and turns
    /// in. With `showHideTransitionViews` nothing is added or removed: `fromView` is
    /// hidden and `toView` shown. A `fromView` in no superview has nothing to leave:
    /// the call does nothing and says so.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            HeadlessApp.current?.say(.transitionFromViewWithoutSuperview(HeadlessApp.current!.name(of: fromView)))
            return
        }
        ViewTransitionRun.start(container: container, duration: duration, options: options, completion: completion) {
            var change = ViewTransitionRun.Change()
            if options.contains(.showHideTransitionViews) {
                let wasHidden = fromView.isHidden
                fromView.isHidden = true
                toView.isHidden = false
                change.outgoing = [(fromView, wasHidden)]
            } else {
                // The screen shows the removed view's look until the end: its
                // snapshot, where it was, named after it now (it may be freed).
                let snapshot = fromView.snapshotView(afterScreenUpdates: false)!
                if let host = HeadlessApp.current { _ = host.name(of: snapshot) }
                snapshot.frame = fromView.frame
                // A hidden view's look is nothing: so is its snapshot's.
                snapshot.isHidden = fromView.isHidden
                container.insertSubview(snapshot, aboveSubview: fromView)
                fromView.removeFromSuperview()
                container.addSubview(toView)
                change.outgoing = [(snapshot, snapshot.isHidden)]
                change.snapshots = [snapshot]
            }
            change.incoming = [toView]
            return change
        }
    }
}
