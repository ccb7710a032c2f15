import PantographEngine

/// UIKit's own animation for a presentation without a custom animator: the engine's
/// `SystemAnimation` plan for the transition style (the one the scenes play), performed
/// on the app's views with UIView animations.
@MainActor final class SystemAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalPresentationStyle
    let transitionStyle: UIModalTransitionStyle
    unowned let host: HeadlessApp

    init(style: UIModalPresentationStyle, transitionStyle: UIModalTransitionStyle, host: HeadlessApp) {
        self.style = style
        self.transitionStyle = transitionStyle
        self.host = host
    }

    /// The `duration` setting, as the scenes' system animations take it.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        host.settings.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        let duration = transitionDuration(using: context)
        // The plan's view ids: 0 the presented view, 1 the presentation context's (the
        // controller underneath, for a push or pop), 2 a navigation controller's dimming.
        var views: [UIView] = [context.presentedView ?? context.presented.view, context.presenting.view]
        var parts = SystemAnimation.Parts(presented: 0, context: 1, finalFrame: Rect(context.restingFrame),
                                          window: Rect(host.window.bounds), duration: duration,
                                          reinsertsContext: context.removesPresentersView)
        let plan: ResolvedPlan
        if let navigation = context.navigation {
            UIView.performWithoutAnimation { navigation.dimmingView.frame = context.containerView.bounds }
            views.append(navigation.dimmingView)
            parts.dimming = 2
            parts.contextFrame = Rect(context.containerView.bounds)
            plan = SystemAnimation.navigationPlan(context.operation, parts, settings: host.settings)
        } else {
            plan = SystemAnimation.plan(transitionStyle.engineStyle, context.operation, parts)
            if transitionStyle == .partialCurl { host.say(.notSimulated("partialCurl")) }
        }
        let container = context.containerView
        apply(plan.setup, views: views, in: container)
        UIView.performWithoutAnimation {
            for track in plan.tracks { if let from = track.from { set(track.property, of: views[track.view], to: from) } }
        }
        // One block per timing (a push's dimming eases where the screens move
        // linearly); they all end together, and the first one's completion ends the
        // transition.
        var blocks: [(timing: AnimationTiming, tracks: [TrackSpec])] = []
        for track in plan.tracks {
            if let i = blocks.firstIndex(where: { $0.timing == track.timing }) { blocks[i].tracks.append(track) }
            else { blocks.append((track.timing, [track])) }
        }
        if blocks.isEmpty { blocks = [(.curve(.easeInOut), [])] }
        for (i, block) in blocks.enumerated() {
            AnimationTransaction.run(duration: duration, delay: 0, timing: block.timing, options: [], animations: {
                for track in block.tracks { self.set(track.property, of: views[track.view], to: track.to) }
            }, completion: i > 0 ? nil : { _ in
                let cancelled = context.transitionWasCancelled
                self.apply(cancelled ? plan.whenCancelled : plan.whenCompleted, views: views, in: container)
                context.completeTransition(!cancelled)
            })
        }
    }

    private func apply(_ edits: [Edit], views: [UIView], in container: UIView) {
        for edit in edits {
            switch edit {
            case .insert(let id, let position, let frame, let hidden, let alpha):
                let view = views[id]
                switch position {
                case .top: container.addSubview(view)
                case .below(let other): container.insertSubview(view, belowSubview: views[other])
                case .above(let other): container.insertSubview(view, aboveSubview: views[other])
                }
                UIView.performWithoutAnimation {
                    if let frame { view.frame = CGRect(frame) }
                    if let hidden { view.isHidden = hidden }
                    if let alpha { view.alpha = alpha }
                }
            case .remove(let id): views[id].removeFromSuperview()
            case .bringToFront(let id): views[id].superview?.bringSubviewToFront(views[id])
            case .setHidden(let id, let hidden): views[id].isHidden = hidden
            case .set(let id, let property, let value): set(property, of: views[id], to: value)
            }
        }
    }

    /// The engine's animatable properties on a view: a turn (`yaw`, `pitch`, degrees)
    /// is a 3-D rotation without perspective, whose back the view does not draw.
    private func set(_ property: AnimatableProperty, of view: UIView, to value: Value) {
        switch (property, value) {
        case (.frame, .rect(let r)): view.frame = CGRect(r)
        case (.alpha, .number(let n)): view.alpha = n
        case (.scale, .number(let n)): view.transform = CGAffineTransform(scaleX: n, y: n)
        case (.cornerRadius, .number(let n)): view.layer.cornerRadius = n
        case (.yaw, .number(let n)):
            view.layer.isDoubleSided = false
            view.layer.transform = CATransform3DMakeRotation(n * .pi / 180, 0, 1, 0)
        case (.pitch, .number(let n)):
            view.layer.isDoubleSided = false
            view.layer.transform = CATransform3DMakeRotation(n * .pi / 180, 1, 0, 0)
        case (.curl, _):
            break // said once at the start: the page curl is not simulated
        case (.frame, .number), (.alpha, .rect), (.scale, .rect), (.cornerRadius, .rect), (.yaw, .rect),
             (.pitch, .rect):
            break // the engine's plans give each property its kind of value
        }
    }
}
