import PantographEngine

/// Coordinates between views, and which view a touch lands on: both read the model
/// (what the code set), as UIKit does; records read the presentation instead.
extension UIView {
    /// A point of this view's bounds in its superview's coordinates (the window's own
    /// for the window).
    func toSuperview(_ p: CGPoint, presentation: Bool = false) -> CGPoint {
        if presentation {
            return CALayer.point(p, bounds: layer.presentationBounds, position: layer.presentationPosition,
                                 anchor: layer.anchorPoint, transform: layer.presentationTransform)
        }
        let layer = self.layer
        if layer.hasIdentityTransform {
            let b = layer.bounds, a = layer.anchorPoint, c = layer.position
            return CGPoint(x: c.x + p.x - b.minX - a.x * b.width, y: c.y + p.y - b.minY - a.y * b.height)
        }
        return CALayer.point(p, bounds: layer.bounds, position: layer.position, anchor: layer.anchorPoint,
                             transform: layer.transform)
    }

    /// The inverse, through the 2-D part of the transform (perspective is not undone).
    func fromSuperview(_ p: CGPoint) -> CGPoint {
        let layer = self.layer
        let b = layer.bounds, anchor = layer.anchorPoint, c = layer.position
        let a = CGPoint(x: b.minX + anchor.x * b.width, y: b.minY + anchor.y * b.height)
        let q = CGPoint(x: p.x - c.x, y: p.y - c.y)
        let local = layer.hasIdentityTransform ? q : q.applying(transform.inverted())
        return CGPoint(x: a.x + local.x, y: a.y + local.y)
    }

    /// In the window's coordinates (the window's own bounds).
    func toWindow(_ p: CGPoint, presentation: Bool = false) -> CGPoint {
        var point = p
        var view: UIView? = self
        while let v = view, !(v is UIWindow) {
            point = v.toSuperview(point, presentation: presentation)
            view = v.superview
        }
        return point
    }

    func fromWindow(_ p: CGPoint) -> CGPoint {
        guard !(self is UIWindow) else { return p }
        return fromSuperview(superview?.fromWindow(p) ?? p)
    }

    /// `nil` means the window's coordinates.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = toWindow(point)
        return view?.fromWindow(inWindow) ?? inWindow
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view?.toWindow(point) ?? point
        return fromWindow(inWindow)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let inWindow = toWindow(Corners(rect))
        return (view?.fromWindow(inWindow) ?? inWindow).bounds
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let corners = Corners(rect)
        return fromWindow(view?.toWindow(corners) ?? corners).bounds
    }

    /// Four points through the same views as `toWindow` carries each: every view's
    /// geometry read once for the four (a rectangle converted walked the views eight
    /// times, reading each layer's values again every time).
    func toWindow(_ corners: Corners) -> Corners {
        var q = corners
        var view: UIView? = self
        while let v = view, !(v is UIWindow) {
            let layer = v.layer
            let b = layer.bounds, a = layer.anchorPoint, c = layer.position
            if layer.hasIdentityTransform {
                func up(_ p: CGPoint) -> CGPoint {
                    CGPoint(x: c.x + p.x - b.minX - a.x * b.width, y: c.y + p.y - b.minY - a.y * b.height)
                }
                q = Corners(up(q.p0), up(q.p1), up(q.p2), up(q.p3))
            } else {
                let t = layer.transform
                func up(_ p: CGPoint) -> CGPoint { CALayer.point(p, bounds: b, position: c, anchor: a, transform: t) }
                q = Corners(up(q.p0), up(q.p1), up(q.p2), up(q.p3))
            }
            view = v.superview
        }
        return q
    }

    /// Four points as `fromWindow` carries each, every view read once for the four.
    func fromWindow(_ corners: Corners) -> Corners {
        guard !(self is UIWindow) else { return corners }
        let q = superview?.fromWindow(corners) ?? corners
        let layer = self.layer
        let b = layer.bounds, anchor = layer.anchorPoint, c = layer.position
        let a = CGPoint(x: b.minX + anchor.x * b.width, y: b.minY + anchor.y * b.height)
        let inverse = layer.hasIdentityTransform ? nil : Optional(transform.inverted())
        func down(_ p: CGPoint) -> CGPoint {
            let q = CGPoint(x: p.x - c.x, y: p.y - c.y)
            let local = inverse.map { q.applying($0) } ?? q
            return CGPoint(x: a.x + local.x, y: a.y + local.y)
        }
        return Corners(down(q.p0), down(q.p1), down(q.p2), down(q.p3))
    }

    /// What the screen shows of this view: its presentation bounds carried up through
    /// every superview's presentation, in window coordinates.
    var presentationFrameInWindow: CGRect {
        var path: [Placement] = []
        var view: UIView? = self
        while let v = view, !(v is UIWindow) {
            path.append(Placement(v.layer))
            view = v.superview
        }
        // A window is its own frame.
        return path.isEmpty ? layer.presentationBounds : Placement.frameInWindow(Array(path.reversed()))
    }
}

/// A rectangle's four corners (or any four points) carried between views together,
/// in `CGRect.corners`'s order, without an array.
struct Corners {
    var p0, p1, p2, p3: CGPoint

    init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
    }

    init(_ r: CGRect) {
        self.init(CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                  CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY))
    }

    /// `CGRect.bounding` of the four, in order: the same rectangle to the bit.
    var bounds: CGRect {
        var (x0, y0, x1, y1) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
        func add(_ p: CGPoint) {
            x0 = Swift.min(x0, p.x); y0 = Swift.min(y0, p.y)
            x1 = Swift.max(x1, p.x); y1 = Swift.max(y1, p.y)
        }
        add(p0); add(p1); add(p2); add(p3)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension CGRect {
    var corners: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
    }
}
