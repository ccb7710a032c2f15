import PantographEngine

/// A layer property an animation can move: what UIView's animatable properties come
/// down to (`frame` and `center` are `bounds` and `position`, `alpha` is `opacity`).
enum LayerKey: Hashable, Sendable, CaseIterable {
    case bounds, position, transform, opacity, cornerRadius
    /// Core Animation's `hidden` (1 hidden, 0 shown), which only UIKit's own
    /// animations move: a view transition keeps a view UIKit has already hidden on
    /// screen until it ends. The model is `isHidden`; a block never animates it.
    case hidden
    /// A page curl's share (`Rect.curled`), which only a view transition animates:
    /// Core Animation draws it as a filter of the layer's rendering, with no property
    /// of its own, so the model is always 0.
    case curl

    /// iOS 8's additive animations, by the engine's rule (`AnimatableProperty.isAdditive`):
    /// a second animation of a view's geometry or transform adds its change to the one
    /// in flight instead of replacing it; a transform's change is a matrix concatenated
    /// with the model, as Core Animation adds transforms (`CAPropertyAnimation.isAdditive`).
    var isAdditive: Bool {
        switch self {
        case .bounds, .position: AnimatableProperty.frame.isAdditive
        case .transform: AnimatableProperty.scale.isAdditive
        case .opacity: AnimatableProperty.alpha.isAdditive
        case .cornerRadius: AnimatableProperty.cornerRadius.isAdditive
        case .curl: AnimatableProperty.curl.isAdditive
        // Only UIKit animates it (a transition's hiding): no block changes it.
        case .hidden: false
        }
    }
}

/// A value of one of those properties.
enum LayerValue: Hashable, Sendable {
    case rect(CGRect)
    case point(CGPoint)
    case transform(CATransform3D)
    case scalar(Double)

    /// `f` of the way to `other`; transforms as Core Animation decomposes them.
    func interpolated(to other: LayerValue, _ f: Double) -> LayerValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        switch (self, other) {
        // Raw origin and size, never `minX` or `width`: a change held as a rectangle
        // can have a negative size, which those would standardize away.
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                                width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height)))
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.transform(let a), .transform(let b)):
            return .transform(a.interpolated(to: b, f))
        case (.scalar(let a), .scalar(let b)):
            return .scalar(mix(a, b))
        // Both ends of an animation are read from the same key.
        case (.rect, _), (.point, _), (.transform, _), (.scalar, _):
            preconditionFailure("no interpolation from \(self) to \(other)")
        }
    }

    /// `self + other`, for an additive animation's contribution.
    func adding(_ other: LayerValue) -> LayerValue {
        switch (self, other) {
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                                width: a.size.width + b.size.width, height: a.size.height + b.size.height))
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
        case (.transform(let a), .transform(let b)):
            // A transform times its inverse is the identity only up to rounding: an
            // entry within 1e-12 of a whole number is that number, so what an additive
            // animation starts from is the value before it (the screen, in single
            // precision, shows no difference).
            var sum = CATransform3DConcat(a, b)
            sum.snapToWhole()
            return .transform(sum)
        case (.rect, _), (.point, _), (.scalar, _), (.transform, _):
            preconditionFailure("no sum of \(self) and \(other)")
        }
    }

    /// `self − other`, the change an additive animation plays back to zero, such that
    /// `other.adding(self.subtracting(other)) == self`; nil when there is none: a
    /// transform onto one with no inverse (a scale of 0).
    func subtracting(_ other: LayerValue) -> LayerValue? {
        switch (self, other) {
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y,
                                width: a.size.width - b.size.width, height: a.size.height - b.size.height))
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case (.scalar(let a), .scalar(let b)): return .scalar(a - b)
        case (.transform(let a), .transform(let b)):
            return Matrix4.inverse(b).map { .transform(CATransform3DConcat($0, a)) }
        case (.rect, _), (.point, _), (.scalar, _), (.transform, _):
            preconditionFailure("no difference of \(self) and \(other)")
        }
    }

    /// The zero of the same kind.
    var zero: LayerValue {
        switch self {
        case .rect: .rect(.zero)
        case .point: .point(.zero)
        case .transform: .transform(CATransform3DIdentity)
        case .scalar: .scalar(0)
        }
    }

    var rect: CGRect { if case .rect(let r) = self { r } else { preconditionFailure("\(self) is not a rect") } }
    var point: CGPoint { if case .point(let p) = self { p } else { preconditionFailure("\(self) is not a point") } }
    var transform: CATransform3D {
        if case .transform(let t) = self { t } else { preconditionFailure("\(self) is not a transform") }
    }
    var scalar: Double { if case .scalar(let s) = self { s } else { preconditionFailure("\(self) is not a number") } }
}

private extension CATransform3D {
    /// Each entry within 1e-12 of a whole number made that number, in place.
    mutating func snapToWhole() {
        func snap(_ x: inout CGFloat) {
            let whole = x.rounded()
            if abs(x - whole) < 1e-12 { x = whole }
        }
        snap(&m11); snap(&m12); snap(&m13); snap(&m14)
        snap(&m21); snap(&m22); snap(&m23); snap(&m24)
        snap(&m31); snap(&m32); snap(&m33); snap(&m34)
        snap(&m41); snap(&m42); snap(&m43); snap(&m44)
    }
}
