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

    /// The product and the inverse are written out without arrays (they run on every
    /// frame of an additive transform): the same bits as the loops over rows they
    /// replaced, kept here as the reference, on turns, scales, shears and perspective.
    @Test func productAndInverseAreTheRowLoopsToTheBit() {
        func rows(_ t: CATransform3D) -> [[Double]] {
            [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
             [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]]
        }
        func product(_ a: CATransform3D, _ b: CATransform3D) -> [[Double]] {
            let (ra, rb) = (rows(a), rows(b))
            var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
            for i in 0..<4 { for j in 0..<4 { for k in 0..<4 { r[i][j] += ra[i][k] * rb[k][j] } } }
            return r
        }
        func inverse(_ m: [[Double]]) -> [[Double]]? {
            var a = m
            var inv: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
            for col in 0..<4 {
                guard let pivot = (col..<4).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }),
                      abs(a[pivot][col]) > 1e-12 else { return nil }
                a.swapAt(col, pivot)
                inv.swapAt(col, pivot)
                let p = a[col][col]
                for j in 0..<4 { a[col][j] /= p; inv[col][j] /= p }
                for i in 0..<4 where i != col {
                    let f = a[i][col]
                    guard f != 0 else { continue }
                    for j in 0..<4 { a[i][j] -= f * a[col][j]; inv[i][j] -= f * inv[col][j] }
                }
            }
            return inv
        }
        var perspective = CATransform3DMakeRotation(0.9, 1, 1, 0)
        perspective.m34 = -1 / 500
        var shear = CATransform3DMakeScale(1.3, -0.7, 2)
        (shear.m21, shear.m41, shear.m42) = (0.25, -12.5, 33.1)
        // A zero row times a column of negatives: the sum from 0 is +0, not −0.
        var negativeColumn = CATransform3DIdentity
        (negativeColumn.m11, negativeColumn.m21, negativeColumn.m31, negativeColumn.m41) = (-1, -2, -3, -4)
        let transforms = [CATransform3DIdentity, negativeColumn, CATransform3DMakeTranslation(5, -3, 2),
                          CATransform3DRotate(CATransform3DMakeTranslation(5, -3, 2), 0.7, 1, 2, 3),
                          CATransform3DMakeScale(0.1, 3, 1), perspective, shear,
                          CATransform3DMakeScale(0, 1, 1), CATransform3DMakeRotation(-2.1, 0, 0, 1)]
        for a in transforms {
            for b in transforms {
                #expect(rows(CATransform3DConcat(a, b)).map { $0.map(\.bitPattern) }
                            == product(a, b).map { $0.map(\.bitPattern) })
            }
            #expect(Matrix4.inverse(a).map { rows($0).map { $0.map(\.bitPattern) } }
                        == inverse(rows(a)).map { $0.map { $0.map(\.bitPattern) } })
            #expect(Matrix4.inverse(rows(a)) == inverse(rows(a)))
        }
    }
}
