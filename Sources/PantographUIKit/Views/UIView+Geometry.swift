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
        CGRect.bounding(rect.corners.map { convert($0, to: view) })
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect.bounding(rect.corners.map { convert($0, from: view) })
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

extension CGRect {
    var corners: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
    }
}
