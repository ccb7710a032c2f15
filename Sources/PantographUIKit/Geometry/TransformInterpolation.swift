/// How Core Animation moves between two transforms: each is decomposed into
/// translation, scale, skew, perspective and a rotation quaternion, the parts are
/// interpolated (the quaternion by spherical interpolation) and composed again, so a
/// turn stays a turn at every fraction instead of shrinking through the middle as an
/// element-wise blend would. The algorithm is the one CSS Transforms Level 2 specifies
/// ("Interpolation of 3D matrices", from Graphics Gems II's `unmatrix`), which WebKit
/// shares with Core Animation's model.
struct DecomposedTransform: Equatable {
    var translate: [Double]
    var scale: [Double]
    var skew: [Double]
    var perspective: [Double]
    var quaternion: [Double]

    /// nil for a transform with no inverse (a zero scale), which CSS and Core
    /// Animation do not decompose either.
    init?(_ t: CATransform3D) {
        var m = t.rows
        guard m[3][3] != 0 else { return nil }
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= t.m44 } }
        var perspectiveMatrix = m
        for i in 0..<3 { perspectiveMatrix[i][3] = 0 }
        perspectiveMatrix[3][3] = 1
        guard abs(Matrix4.determinant(perspectiveMatrix)) > 1e-12 else { return nil }
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            guard let inverse = Matrix4.inverse(perspectiveMatrix) else { return nil }
            // rhs · (inverse transposed)ᵀ = rhs · inverse, as a row vector times columns.
            perspective = (0..<4).map { j in (0..<4).reduce(0) { $0 + rhs[$1] * inverse[j][$1] } }
        } else {
            perspective = [0, 0, 0, 1]
        }
        translate = [m[3][0], m[3][1], m[3][2]]
        var row = (0..<3).map { i in [m[i][0], m[i][1], m[i][2]] }
        var scale = [0.0, 0, 0], skew = [0.0, 0, 0]
        scale[0] = Self.length(row[0])
        row[0] = Self.normalize(row[0])
        skew[0] = Self.dot(row[0], row[1])
        row[1] = Self.combine(row[1], row[0], 1, -skew[0])
        scale[1] = Self.length(row[1])
        row[1] = Self.normalize(row[1])
        skew[0] /= scale[1]
        skew[1] = Self.dot(row[0], row[2])
        row[2] = Self.combine(row[2], row[0], 1, -skew[1])
        skew[2] = Self.dot(row[1], row[2])
        row[2] = Self.combine(row[2], row[1], 1, -skew[2])
        scale[2] = Self.length(row[2])
        row[2] = Self.normalize(row[2])
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        if Self.dot(row[0], Self.cross(row[1], row[2])) < 0 {
            for i in 0..<3 {
                scale[i] = -scale[i]
                row[i] = row[i].map { -$0 }
            }
        }
        var q = [0.5 * max(1 + row[0][0] - row[1][1] - row[2][2], 0).squareRoot(),
                 0.5 * max(1 - row[0][0] + row[1][1] - row[2][2], 0).squareRoot(),
                 0.5 * max(1 - row[0][0] - row[1][1] + row[2][2], 0).squareRoot(),
                 0.5 * max(1 + row[0][0] + row[1][1] + row[2][2], 0).squareRoot()]
        if row[2][1] > row[1][2] { q[0] = -q[0] }
        if row[0][2] > row[2][0] { q[1] = -q[1] }
        if row[1][0] > row[0][1] { q[2] = -q[2] }
        self.scale = scale
        self.skew = skew
        quaternion = q
    }

    /// The transform these parts make.
    var transform: CATransform3D {
        var m: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
        for i in 0..<4 { m[i][3] = perspective[i] }
        for i in 0..<4 { for j in 0..<3 { m[3][i] += translate[j] * m[j][i] } }
        let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
        // The spec's rotation matrix transposed: its matrices act on column vectors,
        // Core Animation's on rows.
        let rotation: [[Double]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0],
            [0, 0, 0, 1],
        ]
        m = Self.multiply(rotation, m)
        var temp: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
        if skew[2] != 0 { temp[2][1] = skew[2]; m = Self.multiply(temp, m) }
        if skew[1] != 0 { temp[2][1] = 0; temp[2][0] = skew[1]; m = Self.multiply(temp, m) }
        if skew[0] != 0 { temp[2][0] = 0; temp[1][0] = skew[0]; m = Self.multiply(temp, m) }
        for i in 0..<3 { for j in 0..<4 { m[i][j] *= scale[i] } }
        return CATransform3D(rows: m)
    }

    /// The parts `f` of the way from `self` to `other`.
    func interpolated(to other: DecomposedTransform, _ f: Double) -> DecomposedTransform {
        func mix(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 + ($1 - $0) * f } }
        var result = self
        result.translate = mix(translate, other.translate)
        result.scale = mix(scale, other.scale)
        result.skew = mix(skew, other.skew)
        result.perspective = mix(perspective, other.perspective)
        let product = min(max(Self.dot4(quaternion, other.quaternion), -1), 1)
        if abs(product) < 1 {
            let theta = acos(product)
            let w = sin(f * theta) / (1 - product * product).squareRoot()
            let k = cos(f * theta) - product * w
            result.quaternion = (0..<4).map { quaternion[$0] * k + other.quaternion[$0] * w }
        }
        return result
    }

    private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 { for j in 0..<4 { for k in 0..<4 { r[i][j] += a[i][k] * b[k][j] } } }
        return r
    }
    private static func length(_ v: [Double]) -> Double { dot(v, v).squareRoot() }
    private static func normalize(_ v: [Double]) -> [Double] {
        let l = length(v)
        return l == 0 ? v : v.map { $0 / l }
    }
    private static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    private static func dot4(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
    private static func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
        (0..<3).map { a[$0] * sa + b[$0] * sb }
    }
    private static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
}

extension CATransform3D {
    /// The transform `f` of the way to `other`, as Core Animation interpolates it; an
    /// element-wise blend where either end cannot be decomposed.
    func interpolated(to other: CATransform3D, _ f: Double) -> CATransform3D {
        if self == other { return self }
        // Scales and translations alone (the snapshots and cards of most transitions):
        // their decomposition is the diagonal and the translation, with no turn, so the
        // parts blend element-wise; the same numbers to the bit (TransformTests),
        // without the decomposition's cost on every view of every frame.
        if isPositiveScaleAndTranslation, other.isPositiveScaleAndTranslation {
            func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
            // Zeros signed as the composition signs them: a row's zeros times its scale
            // (negative past the ends of a spring's overshoot), a translation added to 0.
            let (x, y, z) = (mix(m11, other.m11), mix(m22, other.m22), mix(m33, other.m33))
            return CATransform3D(m11: x, m12: 0 * x, m13: 0 * x, m14: 0 * x,
                                 m21: 0 * y, m22: y, m23: 0 * y, m24: 0 * y,
                                 m31: 0 * z, m32: 0 * z, m33: z, m34: 0 * z,
                                 m41: 0 + mix(m41, other.m41), m42: 0 + mix(m42, other.m42),
                                 m43: 0 + mix(m43, other.m43), m44: 1)
        }
        if let a = DecomposedTransform(self), let b = DecomposedTransform(other) {
            return a.interpolated(to: b, f).transform
        }
        let (ra, rb) = (rows, other.rows)
        return CATransform3D(rows: (0..<4).map { i in (0..<4).map { ra[i][$0] + (rb[i][$0] - ra[i][$0]) * f } })
    }

    /// No turn, skew or perspective, and every scale above zero (a negative one
    /// decomposes as a turn).
    var isPositiveScaleAndTranslation: Bool {
        m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0
            && m44 == 1 && m11 > 0 && m22 > 0 && m33 > 0
    }
}
