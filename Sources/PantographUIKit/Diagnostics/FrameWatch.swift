import PantographEngine

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
    /// 0.01 or more all the way up. One walk down the tree, which reads each view's
    /// presentation geometry once (`Placement`), rather than every ancestor's again
    /// for every corner of every view (the picture is taken on every frame of a
    /// cancel).
    init(_ window: UIWindow) {
        /// The views from the window's child down to the one visited.
        var path: [Placement] = []
        func visit(_ view: UIView, alpha: Double) {
            let alpha = alpha * min(max(view.layer.presentationOpacity, 0), 1)
            guard !view.layer.presentationIsHidden, !view.showsItsBack, alpha >= 0.01 else { return }
            // A window's views are placed in that window.
            let outer: [Placement]? = view is UIWindow ? path : nil
            if outer != nil { path = [] } else { path.append(Placement(view.layer)) }
            defer { if let outer { path = outer } else { path.removeLast() } }
            if !view.isUIKitInternal && !(view is UIWindow) {
                let id = ObjectIdentifier(view)
                entries[id] = Entry(view: view, frame: Placement.frameInWindow(path))
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

/// What a layer shows of its geometry now, read once: a view's frame in the window
/// (`UIView.presentationFrameInWindow`) and a picture of the screen (one walk down the
/// tree, each view's placement read once) both compute from these.
@MainActor struct Placement {
    let bounds: CGRect
    let position: CGPoint
    let anchor: CGPoint
    let transform: CATransform3D
    let curl: Double

    init(_ layer: CALayer) {
        bounds = layer.presentationBounds
        position = layer.presentationPosition
        anchor = layer.anchorPoint
        transform = layer.presentationTransform
        curl = layer.presentationCurl
    }

    /// The frame in the window of the last view of `path` (the views from the
    /// window's child down to it). A view transition's page curl cuts the view, and
    /// what a curled view holds is cut with it: the engine's rule (`Rect.curled`,
    /// `Rect.showing`).
    static func frameInWindow(_ path: [Placement]) -> CGRect {
        let last = path.count - 1
        var frame = uncurledFrameInWindow(path, last)
        let curl = path[last].curl
        if curl != 0 { frame = CGRect(Rect(frame).curled(curl)) }
        for i in stride(from: last - 1, through: 0, by: -1) where path[i].curl > 0 {
            frame = CGRect(Rect(uncurledFrameInWindow(path, i)).showing(Rect(frame), curledBy: path[i].curl))
        }
        return frame
    }

    /// The frame of `path[index]` before any curl: its bounds' corners taken up
    /// through each superview to the window.
    private static func uncurledFrameInWindow(_ path: [Placement], _ index: Int) -> CGRect {
        CGRect.bounding(path[index].bounds.corners.map { corner in
            var point = corner
            for i in stride(from: index, through: 0, by: -1) {
                let p = path[i]
                point = CALayer.point(point, bounds: p.bounds, position: p.position, anchor: p.anchor,
                                      transform: p.transform)
            }
            return point
        })
    }
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
