/// Core Animation's 4×4 transform, defined here rather than taken from QuartzCore,
/// whose `CALayer` would clash with this module's. A point is a row vector
/// `(x, y, z, 1) · M`: the translation is `m41 m42 m43`, and `m34` gives perspective
/// (`-1/d` for an eye `d` points away).
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// All zeros, as the C struct is; `CATransform3DIdentity` is the identity.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// Rows as arrays, for the algorithms below.
    init(rows r: [[Double]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// The point `(x, y, 0)` through the transform, perspective divided.
    func project(_ p: CGPoint) -> CGPoint {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        guard w != 0, w != 1 else { return CGPoint(x: x, y: y) }
        return CGPoint(x: x / w, y: y / w)
    }
}

public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; the identity when the
/// axis is zero, as Core Animation returns it.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let (s, c) = (sin(angle), cos(angle))
    let k = 1 - c
    return CATransform3D(m11: c + k * x * x, m12: k * x * y + s * z, m13: k * x * z - s * y, m14: 0,
                         m21: k * x * y - s * z, m22: c + k * y * y, m23: k * y * z + s * x, m24: 0,
                         m31: k * x * z + s * y, m32: k * y * z - s * x, m33: c + k * z * z, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`. Written out entry by entry: the same sums, in the same order from 0,
/// as the loop over rows would take, without its arrays (a transform blended on every
/// frame of an additive animation goes through here).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    func entry(_ a1: Double, _ a2: Double, _ a3: Double, _ a4: Double,
               _ b1: Double, _ b2: Double, _ b3: Double, _ b4: Double) -> Double {
        0 + a1 * b1 + a2 * b2 + a3 * b3 + a4 * b4
    }
    return CATransform3D(
        m11: entry(a.m11, a.m12, a.m13, a.m14, b.m11, b.m21, b.m31, b.m41),
        m12: entry(a.m11, a.m12, a.m13, a.m14, b.m12, b.m22, b.m32, b.m42),
        m13: entry(a.m11, a.m12, a.m13, a.m14, b.m13, b.m23, b.m33, b.m43),
        m14: entry(a.m11, a.m12, a.m13, a.m14, b.m14, b.m24, b.m34, b.m44),
        m21: entry(a.m21, a.m22, a.m23, a.m24, b.m11, b.m21, b.m31, b.m41),
        m22: entry(a.m21, a.m22, a.m23, a.m24, b.m12, b.m22, b.m32, b.m42),
        m23: entry(a.m21, a.m22, a.m23, a.m24, b.m13, b.m23, b.m33, b.m43),
        m24: entry(a.m21, a.m22, a.m23, a.m24, b.m14, b.m24, b.m34, b.m44),
        m31: entry(a.m31, a.m32, a.m33, a.m34, b.m11, b.m21, b.m31, b.m41),
        m32: entry(a.m31, a.m32, a.m33, a.m34, b.m12, b.m22, b.m32, b.m42),
        m33: entry(a.m31, a.m32, a.m33, a.m34, b.m13, b.m23, b.m33, b.m43),
        m34: entry(a.m31, a.m32, a.m33, a.m34, b.m14, b.m24, b.m34, b.m44),
        m41: entry(a.m41, a.m42, a.m43, a.m44, b.m11, b.m21, b.m31, b.m41),
        m42: entry(a.m41, a.m42, a.m43, a.m44, b.m12, b.m22, b.m32, b.m42),
        m43: entry(a.m41, a.m42, a.m43, a.m44, b.m13, b.m23, b.m33, b.m43),
        m44: entry(a.m41, a.m42, a.m43, a.m44, b.m14, b.m24, b.m34, b.m44))
}

/// The translation first, then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat,
                                _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse, or `t` unchanged when it has none (as Core Animation returns it).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    Matrix4.inverse(t) ?? t
}

public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
        && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// The 2-D part, whatever the rest holds.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// 4×4 arithmetic on rows.
enum Matrix4 {
    static func determinant(_ m: [[Double]]) -> Double {
        func minor(_ r: Int, _ c: Int) -> Double {
            var sub: [[Double]] = []
            for i in 0..<4 where i != r { sub.append((0..<4).filter { $0 != c }.map { m[i][$0] }) }
            return sub[0][0] * (sub[1][1] * sub[2][2] - sub[1][2] * sub[2][1])
                - sub[0][1] * (sub[1][0] * sub[2][2] - sub[1][2] * sub[2][0])
                + sub[0][2] * (sub[1][0] * sub[2][1] - sub[1][1] * sub[2][0])
        }
        var d = 0.0
        for c in 0..<4 { d += (c % 2 == 0 ? 1 : -1) * m[0][c] * minor(0, c) }
        return d
    }

    /// Gauss–Jordan with partial pivoting; nil when singular.
    static func inverse(_ m: [[Double]]) -> [[Double]]? {
        guard let inverse = inverse(flat: m.flatMap { $0 }) else { return nil }
        return (0..<4).map { i in Array(inverse[(i * 4)..<(i * 4 + 4)]) }
    }

    /// The same, of a transform (an additive animation of `transform` takes one as it
    /// starts).
    static func inverse(_ t: CATransform3D) -> CATransform3D? {
        let m: [Double] = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                 t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        guard let r = inverse(flat: m) else { return nil }
        return CATransform3D(m11: r[0], m12: r[1], m13: r[2], m14: r[3], m21: r[4], m22: r[5], m23: r[6], m24: r[7],
                             m31: r[8], m32: r[9], m33: r[10], m34: r[11], m41: r[12], m42: r[13], m43: r[14],
                             m44: r[15])
    }

    /// Gauss–Jordan on the 16 entries row by row (entry `4i + j` is row `i`, column
    /// `j`): one array for the matrix and one for its inverse, where rows of arrays
    /// made a dozen.
    private static func inverse(flat m: [Double]) -> [Double]? {
        var a = m
        var inv = [Double](repeating: 0, count: 16)
        for i in 0..<4 { inv[i * 5] = 1 }
        for col in 0..<4 {
            guard let pivot = (col..<4).max(by: { abs(a[$0 * 4 + col]) < abs(a[$1 * 4 + col]) }),
                  abs(a[pivot * 4 + col]) > 1e-12
            else { return nil }
            if pivot != col {
                for j in 0..<4 {
                    a.swapAt(col * 4 + j, pivot * 4 + j)
                    inv.swapAt(col * 4 + j, pivot * 4 + j)
                }
            }
            let p = a[col * 4 + col]
            for j in 0..<4 { a[col * 4 + j] /= p; inv[col * 4 + j] /= p }
            for i in 0..<4 where i != col {
                let f = a[i * 4 + col]
                guard f != 0 else { continue }
                for j in 0..<4 { a[i * 4 + j] -= f * a[col * 4 + j]; inv[i * 4 + j] -= f * inv[col * 4 + j] }
            }
        }
        return inv
    }
}
