import PantographEngine

/// The screen as it was at a moment: each visible view's placement and the way up from
/// it to the window, by identity (views are not named unless one jumps, so that naming
/// keeps its order). A frame in the window is worked out only when asked: two pictures
/// are compared view by view, and a view whose placement and whose ancestors' are the
/// same in both (to the bit) is where it was, without the arithmetic (most views, on
/// most turns: the frame-jump check pictures the screen at every release).
@MainActor struct ScreenShot {
    /// A view the walk visited, UIKit's own included: what its layer shows, and the
    /// view it was visited from (none under a window, where the way up ends).
    private struct Node {
        let view: UIView
        let placement: Placement
        let parent: Int?
        /// One of the views the check names (not UIKit's own).
        let isEntry: Bool
    }

    private var nodes: [Node] = []
    /// Each visited view's node.
    private var index: [ObjectIdentifier: Int] = [:]
    /// The nodes of the views the check names, back to front.
    private var order: [Int] = []

    /// The views the screen draws now: not hidden (nor inside a hidden view), alpha
    /// 0.01 or more all the way up. One walk down the tree, which reads each view's
    /// presentation geometry once (`Placement`), rather than every ancestor's again
    /// for every corner of every view (the picture is taken on every frame of a
    /// cancel).
    init(_ window: UIWindow) {
        func visit(_ view: UIView, alpha: Double, parent: Int?) {
            let alpha = alpha * min(max(view.layer.presentationOpacity, 0), 1)
            guard !view.layer.presentationIsHidden, !view.showsItsBack, alpha >= 0.01 else { return }
            // A window's views are placed in that window.
            var below: Int? = nil
            if !(view is UIWindow) {
                let isEntry = !view.isUIKitInternal
                below = nodes.count
                index[ObjectIdentifier(view)] = nodes.count
                if isEntry { order.append(nodes.count) }
                nodes.append(Node(view: view, placement: Placement(view.layer), parent: parent, isEntry: isEntry))
            }
            for s in view.subviews { visit(s, alpha: alpha, parent: below) }
        }
        visit(window, alpha: 1, parent: nil)
    }

    /// The frame in the window of `node`: the placements from the window's child down
    /// to it (`Placement.frameInWindow`).
    private func frame(_ node: Int) -> CGRect {
        var path: [Placement] = []
        var at: Int? = node
        while let i = at {
            path.append(nodes[i].placement)
            at = nodes[i].parent
        }
        path.reverse()
        return Placement.frameInWindow(path)
    }

    /// How far each view on both moved, in the order of `later`. A view placed as it
    /// was, with every view above it placed as it was, has the same frame in both, to
    /// the bit: it is left out unless `includingStill` (a jump limit below zero names
    /// views that did not move).
    static func moves(from earlier: ScreenShot, to later: ScreenShot,
                      includingStill: Bool = false) -> [(view: UIView, from: CGRect, to: CGRect)] {
        // Whether each node of `later` is placed as in `earlier`, its ancestors too; a
        // node's parent comes before it.
        var still: [Bool] = []
        still.reserveCapacity(later.nodes.count)
        for node in later.nodes {
            guard let e = earlier.index[ObjectIdentifier(node.view)] else { still.append(false); continue }
            let was = earlier.nodes[e]
            let sameParent: Bool = switch (node.parent, was.parent) {
            case (nil, nil): true
            case let (p?, q?): still[p] && later.nodes[p].view === earlier.nodes[q].view
            default: false
            }
            still.append(sameParent && node.placement.isSame(as: was.placement))
        }
        return later.order.compactMap { i in
            guard let e = earlier.index[ObjectIdentifier(later.nodes[i].view)], earlier.nodes[e].isEntry,
                  includingStill || !still[i] else { return nil }
            return (later.nodes[i].view, earlier.frame(e), later.frame(i))
        }
    }

    func frame(of view: UIView) -> CGRect? {
        guard let i = index[ObjectIdentifier(view)], nodes[i].isEntry else { return nil }
        return frame(i)
    }
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

    /// The same values, to the bit (a NaN is never the same): the same frame follows.
    func isSame(as other: Placement) -> Bool {
        func same<F: FloatingPoint>(_ a: F, _ b: F) -> Bool { a == b && a.sign == b.sign }
        let (t, u) = (transform, other.transform)
        return same(bounds.origin.x, other.bounds.origin.x) && same(bounds.origin.y, other.bounds.origin.y)
            && same(bounds.size.width, other.bounds.size.width) && same(bounds.size.height, other.bounds.size.height)
            && same(position.x, other.position.x) && same(position.y, other.position.y)
            && same(anchor.x, other.anchor.x) && same(anchor.y, other.anchor.y) && same(curl, other.curl)
            && same(t.m11, u.m11) && same(t.m12, u.m12) && same(t.m13, u.m13) && same(t.m14, u.m14)
            && same(t.m21, u.m21) && same(t.m22, u.m22) && same(t.m23, u.m23) && same(t.m24, u.m24)
            && same(t.m31, u.m31) && same(t.m32, u.m32) && same(t.m33, u.m33) && same(t.m34, u.m34)
            && same(t.m41, u.m41) && same(t.m42, u.m42) && same(t.m43, u.m43) && same(t.m44, u.m44)
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
    /// Why the turn being checked is checked (a release, a re-grab).
    var moment: JumpMoment?
    /// The screen at the start of that turn, taken just before the turn first changed
    /// it (`ScreenChanges`): nil while nothing on it has changed.
    var before: ScreenShot?
    /// The wait for that change, until it comes or the turn ends.
    var waiting: Int?
    /// While a cancelled transition plays back: the screen one and two frames ago.
    var lastFrame: ScreenShot?
    var frameBefore: ScreenShot?
    /// The app's time when `lastFrame` was taken.
    var lastFrameTime: TimeInterval?
    /// Where the finger came down.
    var downPoint: CGPoint?
}
