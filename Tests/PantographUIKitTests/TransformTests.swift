import Testing
@testable import PantographUIKit
import PantographTestSupport

/// CATransform3D: the functions' conventions (row vectors, `a` then `b`) and Core
/// Animation's interpolation by decomposition.
@MainActor @Suite struct TransformTests {
    /// A rotation about z is the affine rotation, in Core Graphics' convention.
    @Test func aRotationAboutZIsTheAffineRotation() {
        let angle = 0.3
        let t = CATransform3DMakeRotation(angle, 0, 0, 1)
        let a = CGAffineTransform(rotationAngle: angle)
        #expect(close(CATransform3DGetAffineTransform(t).a, a.a) && close(CATransform3DGetAffineTransform(t).b, a.b))
        #expect(close(CATransform3DGetAffineTransform(t).c, a.c) && close(CATransform3DGetAffineTransform(t).d, a.d))
        #expect(CATransform3DIsAffine(t))
    }

    /// `CATransform3DConcat(a, b)` applies `a` first: a scale then a translation moves
    /// the scaled point.
    @Test func concatAppliesTheFirstTransformFirst() {
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(close(t.project(CGPoint(x: 1, y: 1)), CGPoint(x: 12, y: 2)))
        let u = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        #expect(close(u.project(CGPoint(x: 1, y: 1)), CGPoint(x: 12, y: 2)))
    }

    @Test func anInverseUndoesItsTransform() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(5, -3, 2), 0.7, 1, 2, 3)
        #expect(close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, 1e-12))
    }

    /// Decomposing and composing again gives the transform back, for scales, skews,
    /// turns about every axis, translations and perspective.
    @Test(arguments: [
        CATransform3DIdentity,
        CATransform3DMakeScale(2.294, 1.7, 1),
        CATransform3DMakeRotation(0.4, 0, 0, 1),
        CATransform3DMakeRotation(2.5, 0, 1, 0),
        CATransform3DMakeRotation(-1.1, 1, 0, 0),
        CATransform3DRotate(CATransform3DMakeScale(0.5, 3, 1), 1.3, 0.2, 0.5, 1),
        CATransform3DConcat(CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.3, c: 0.5, d: 1, tx: 4, ty: 9)),
                            CATransform3DIdentity),
        { var t = CATransform3DIdentity; t.m34 = -1 / 500; return CATransform3DRotate(t, 0.9, 0, 1, 0) }(),
        { var t = CATransform3DMakeRotation(0.9, 0, 1, 0); t.m34 = -1 / 500; return t }(),
    ])
    func decompositionRoundTrips(_ t: CATransform3D) throws {
        let parts = try #require(DecomposedTransform(t))
        #expect(close(parts.transform, t, 1e-9))
    }

    /// Halfway between no turn and a quarter turn is an eighth of a turn, still of
    /// unit scale: an element-wise blend would shrink the view to 0.707 of its size.
    @Test func aTurnInterpolatesAsATurn() {
        let mid = CATransform3DIdentity.interpolated(to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 0.5)
        #expect(close(mid, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), 1e-9))
    }

    /// A scale interpolates linearly in each axis (what makes deeper's phantoms' frames
    /// linear in the progress).
    @Test func aScaleInterpolatesLinearly() {
        let t = CATransform3DIdentity.interpolated(to: CATransform3DMakeScale(3, 2, 1), 0.25)
        #expect(close(t.m11, 1.5) && close(t.m22, 1.25))
    }

    /// Scales and translations take a shortcut past the decomposition; it must give the
    /// decomposition's numbers to the bit, or records would change with the path.
    @Test func theScaleAndTranslationShortcutIsTheDecomposition() throws {
        var random = SplitMix64(seed: 31)
        func scaleAndMove() -> CATransform3D {
            var t = CATransform3DMakeScale(.random(in: 0.01...5, using: &random), .random(in: 0.01...5, using: &random),
                                           Bool.random(using: &random) ? 1 : .random(in: 0.01...5, using: &random))
            (t.m41, t.m42, t.m43) = (.random(in: -900...900, using: &random), .random(in: -900...900, using: &random),
                                     Bool.random(using: &random) ? 0 : .random(in: -50...50, using: &random))
            if random.next() % 8 == 0 { t.m41 = -0.0 }
            return t
        }
        for _ in 0..<2_000 {
            let a = scaleAndMove(), b = scaleAndMove(), f = Double.random(in: -0.2...1.2, using: &random)
            #expect(a.isPositiveScaleAndTranslation && b.isPositiveScaleAndTranslation)
            let shortcut = a.interpolated(to: b, f)
            let decomposed = try #require(DecomposedTransform(a)).interpolated(to: try #require(DecomposedTransform(b)), f).transform
            #expect(shortcut.rows.joined().map(\.bitPattern) == decomposed.rows.joined().map(\.bitPattern),
                    "\(a) to \(b) at \(f)")
        }
        // Not the shortcut: a mirror is a turn, and a skew or a perspective is not a scale.
        #expect(!CATransform3DMakeScale(-1, 1, 1).isPositiveScaleAndTranslation)
        var skewed = CATransform3DIdentity
        skewed.m21 = 0.5
        #expect(!skewed.isPositiveScaleAndTranslation)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!perspective.isPositiveScaleAndTranslation)
    }
}
