/// The reference the solver is held to: the exact lexicographic optimum of a small
/// system, found by enumerating vertices, written without any of the solver's code.
///
/// Every constraint is `Σ cᵢxᵢ + k (≤, =, ≥) 0` at a priority. The cost of a point is,
/// level by level from the highest priority below required, the sum of the violations
/// there (|e| for an equality, the overshoot for an inequality). That cost is linear
/// on each cell of the arrangement of the constraints' hyperplanes, and the optimal set
/// is a union of that arrangement's faces. Cut by the box |xᵢ| ≤ M (M beyond every
/// vertex an integer system this small has, so the box holds optimal points), it is
/// bounded, so its least cost and the least and greatest value of each variable over
/// it are reached at vertices of the arrangement with the planes xᵢ = ±M added. So the
/// reference solves every n-subset of planes and keeps the feasible points.
struct BruteForce {
    enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

    struct Linear: CustomStringConvertible {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        /// 1000 is required.
        var priority: Float

        func evaluate(_ x: [Double]) -> Double {
            zip(coefficients, x).reduce(constant) { $0 + $1.0 * $1.1 }
        }

        func violation(_ x: [Double]) -> Double {
            let e = evaluate(x)
            switch relation {
            case .equal: return abs(e)
            case .lessThanOrEqual: return max(0, e)
            case .greaterThanOrEqual: return max(0, -e)
            }
        }

        var description: String {
            let terms = coefficients.enumerated().map { "\($0.element)·x\($0.offset)" }.joined(separator: " + ")
            let op = switch relation { case .equal: "=="; case .lessThanOrEqual: "<="; case .greaterThanOrEqual: ">=" }
            return "\(terms) + \(constant) \(op) 0 @\(priority)"
        }
    }

    static let tolerance = 1e-6
    static let bound = 10_000.0

    let system: [Linear]
    /// 1 … 3.
    let variables: Int
    /// The priorities below required, highest first.
    let levels: [Float]
    /// system index → its level's index, or nil if required.
    private let levelOf: [Int?]
    /// The coefficients padded to three dimensions, for speed.
    private let normals: [SIMD3<Double>]

    init(system: [Linear], variables: Int) {
        self.system = system
        self.variables = variables
        let levels = Array(Set(system.map(\.priority).filter { $0 < 1000 })).sorted(by: >)
        self.levels = levels
        levelOf = system.map { linear in linear.priority < 1000 ? levels.firstIndex(of: linear.priority) : nil }
        normals = system.map { Self.padded($0.coefficients) }
    }

    static func padded(_ values: [Double]) -> SIMD3<Double> {
        SIMD3(values.count > 0 ? values[0] : 0, values.count > 1 ? values[1] : 0, values.count > 2 ? values[2] : 0)
    }

    private func violation(_ index: Int, _ x: SIMD3<Double>) -> Double {
        let e = (normals[index] * x).sum() + system[index].constant
        switch system[index].relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    func isFeasible(_ x: [Double]) -> Bool { isFeasible(Self.padded(x)) }

    func isFeasible(_ x: SIMD3<Double>) -> Bool {
        for index in system.indices where levelOf[index] == nil {
            if violation(index, x) > Self.tolerance * max(1, abs(system[index].constant)) { return false }
        }
        return true
    }

    /// The violations summed per level, highest first.
    func cost(_ x: [Double]) -> [Double] { cost(Self.padded(x)) }

    func cost(_ x: SIMD3<Double>) -> [Double] {
        var cost = [Double](repeating: 0, count: levels.count)
        for index in system.indices {
            if let level = levelOf[index] { cost[level] += violation(index, x) }
        }
        return cost
    }

    static func isBelow(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where abs(x - y) > tolerance * max(1, abs(x), abs(y)) { return x < y }
        return false
    }

    static func isClose(_ a: [Double], _ b: [Double]) -> Bool { !isBelow(a, b) && !isBelow(b, a) }

    /// A plane `normal · x = offset`, padded to three dimensions.
    struct Plane {
        var normal: SIMD3<Double>
        var offset: Double
    }

    /// Every feasible vertex of the arrangement: each n-subset of the planes solved by
    /// Cramer's rule.
    func vertices() -> [SIMD3<Double>] {
        var planes = system.indices.map { Plane(normal: normals[$0], offset: -system[$0].constant) }
        for i in 0..<variables {
            var unit = SIMD3<Double>(0, 0, 0)
            unit[i] = 1
            planes += [Plane(normal: unit, offset: Self.bound), Plane(normal: unit, offset: -Self.bound)]
        }
        var points: [SIMD3<Double>] = []
        func keep(_ x: SIMD3<Double>) {
            if isFeasible(x) { points.append(x) }
        }
        let count = planes.count
        switch variables {
        case 1:
            for a in planes where abs(a.normal.x) > 1e-9 { keep(SIMD3(a.offset / a.normal.x, 0, 0)) }
        case 2:
            for i in 0..<count {
                for j in (i + 1)..<max(i + 1, count) {
                    let a = planes[i], b = planes[j]
                    let det = a.normal.x * b.normal.y - a.normal.y * b.normal.x
                    guard abs(det) > 1e-9 else { continue }
                    keep(SIMD3((a.offset * b.normal.y - a.normal.y * b.offset) / det,
                               (a.normal.x * b.offset - a.offset * b.normal.x) / det, 0))
                }
            }
        default:
            for i in 0..<count {
                for j in (i + 1)..<max(i + 1, count) {
                    let ab = cross(planes[i].normal, planes[j].normal)
                    for k in (j + 1)..<max(j + 1, count) {
                        let a = planes[i], b = planes[j], c = planes[k]
                        let det = (ab * c.normal).sum()
                        guard abs(det) > 1e-9 else { continue }
                        // x = (dₐ (b × c) + d_b (c × a) + d_c (a × b)) / det
                        let x = (a.offset * cross(b.normal, c.normal) + b.offset * cross(c.normal, a.normal)
                            + c.offset * ab) / det
                        keep(x)
                    }
                }
            }
        }
        return points
    }

    private func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
    }

    struct Optimum {
        var cost: [Double]
        /// Per variable, the least and greatest value over the optimal set.
        var ranges: [ClosedRange<Double>]
    }

    /// nil when the required constraints have no common point.
    func optimum() -> Optimum? {
        let points = vertices()
        let costs = points.map(cost)
        guard var best = costs.first else { return nil }
        for c in costs.dropFirst() where Self.isBelow(c, best) { best = c }
        var ranges = [ClosedRange<Double>?](repeating: nil, count: variables)
        for (point, c) in zip(points, costs) where Self.isClose(c, best) {
            for i in 0..<variables {
                ranges[i] = ranges[i].map { min($0.lowerBound, point[i])...max($0.upperBound, point[i]) } ?? point[i]...point[i]
            }
        }
        return Optimum(cost: best, ranges: ranges.map { $0! })
    }
}
