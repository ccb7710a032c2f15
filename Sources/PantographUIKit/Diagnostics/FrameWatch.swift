/// The screen as it was at a moment: each visible view's frame in the window, by
/// identity (views are not named unless one jumps, so that naming keeps its order).
@MainActor struct ScreenShot {
    struct Entry {
        let view: UIView
        let frame: CGRect
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]
    private(set) var order: [ObjectIdentifier] = []

    /// The views the screen draws now: not hidden (nor inside a hidden view), alpha
    /// 0.01 or more all the way up.
    init(_ window: UIWindow) {
        func visit(_ view: UIView, alpha: Double) {
            let alpha = alpha * min(max(view.layer.presentationOpacity, 0), 1)
            guard !view.layer.presentationIsHidden, !view.showsItsBack, alpha >= 0.01 else { return }
            if !view.isUIKitInternal && !(view is UIWindow) {
                let id = ObjectIdentifier(view)
                entries[id] = Entry(view: view, frame: view.presentationFrameInWindow)
                order.append(id)
            }
            for s in view.subviews { visit(s, alpha: alpha) }
        }
        visit(window, alpha: 1)
    }

    /// How far each view on both moved, in the order of `later`.
    static func moves(from earlier: ScreenShot, to later: ScreenShot) -> [(view: UIView, from: CGRect, to: CGRect)] {
        later.order.compactMap { id in
            guard let a = earlier.entries[id], let b = later.entries[id] else { return nil }
            return (b.view, a.frame, b.frame)
        }
    }

    func frame(of view: UIView) -> CGRect? { entries[ObjectIdentifier(view)]?.frame }
}

/// What the frame-jump check keeps between turns: the screen before a release or a
/// re-grab, and the last two frames while a cancel plays.
@MainActor struct FrameWatch {
    /// The screen at the start of the turn being checked, and why it is checked.
    var before: (shot: ScreenShot, moment: JumpMoment)?
    /// While a cancelled transition plays back: the screen one and two frames ago.
    var lastFrame: ScreenShot?
    var frameBefore: ScreenShot?
    /// The app's time when `lastFrame` was taken.
    var lastFrameTime: TimeInterval?
    /// Where the finger came down.
    var downPoint: CGPoint?
}
