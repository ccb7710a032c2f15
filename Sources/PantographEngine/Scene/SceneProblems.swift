/// The problems a check of a scene has found so far, each with its path: a check
/// goes on after a problem, so a scene is refused with every problem at once. A class,
/// so the resolver's parts all add to one list.
final class SceneProblems {
    let scene: String
    private(set) var found: [SceneError.Located] = []

    init(scene: String) { self.scene = scene }

    func report(_ problem: SceneError.Problem, at path: ScenePath) {
        found.append(SceneError.Located(problem, at: path))
    }

    /// Throws what was found, if anything.
    func check() throws(SceneError) {
        guard found.isEmpty else { throw SceneError(scene: scene, problems: found) }
    }

    /// A number that must be finite; NaN and infinity are reported and read as 0.
    func finite(_ value: Double, at path: @autoclosure () -> ScenePath) -> Double {
        guard value.isFinite else {
            report(.notFinite(sign: value.isNaN ? nil : value.sign), at: path())
            return 0
        }
        return value
    }

    func finite(_ point: Point, at path: @autoclosure () -> ScenePath) -> Point {
        guard point.x.isFinite, point.y.isFinite else {
            _ = finite(point.x.isFinite ? point.y : point.x, at: path())
            return .zero
        }
        return point
    }

    /// An expression within `Expr.deepest` and `Expr.largest`, evaluated; one that is
    /// not is reported and read as 0 (it is never evaluated: evaluation recurses).
    func evaluate(_ expr: Expr, _ settings: Settings, at path: @autoclosure () -> ScenePath) -> Double {
        guard expr.isWithinLimits else {
            report(.expressionTooLarge, at: path())
            return 0
        }
        return finite(expr.evaluate(settings), at: path())
    }

    /// A rectangle's four expressions, reported once if any is refused.
    func evaluate(_ rect: RectExpr, _ settings: Settings, at path: @autoclosure () -> ScenePath) -> Rect {
        guard rect.x.isWithinLimits, rect.y.isWithinLimits, rect.width.isWithinLimits, rect.height.isWithinLimits else {
            report(.expressionTooLarge, at: path())
            return Rect(0, 0, 0, 0)
        }
        let r = rect.evaluate(settings)
        guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else {
            _ = finite(!r.x.isFinite ? r.x : !r.y.isFinite ? r.y : !r.width.isFinite ? r.width : r.height, at: path())
            return Rect(0, 0, 0, 0)
        }
        return r
    }

    func evaluate(_ point: PointExpr, _ settings: Settings, at path: @autoclosure () -> ScenePath) -> Point {
        guard point.x.isWithinLimits, point.y.isWithinLimits else {
            report(.expressionTooLarge, at: path())
            return .zero
        }
        return finite(point.evaluate(settings), at: path())
    }

    /// Whether a name can be shown and typed: not empty, and no control character, no
    /// blank and nothing invisible in it.
    static func isPrintable(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate,
                 .privateUse:
                false
            default:
                true
            }
        }
    }

    func name(_ name: String, at path: @autoclosure () -> ScenePath) {
        if !Self.isPrintable(name) { report(.nameNotPrintable(name), at: path()) }
    }
}
