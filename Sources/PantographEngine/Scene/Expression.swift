/// A number a scene is written in: a constant, or arithmetic over the settings (the
/// screen, the safe area, the animator's duration), so that `set screen` re-lays a
/// scene out and a scene can be written as data, not code.
public indirect enum Expr: Hashable, Sendable, Codable {
    case number(Double)
    case variable(Variable)
    case sum(Expr, Expr)
    case difference(Expr, Expr)
    case product(Expr, Expr)
    case quotient(Expr, Expr)
    case floor(Expr)

    /// What an expression can read.
    public enum Variable: String, Hashable, Sendable, Codable, CaseIterable {
        /// The screen's width and height in points.
        case width, height
        /// The safe-area insets.
        case safeTop, safeBottom
        /// The `duration` setting: the animator's transitionDuration.
        case duration
    }

    public static let width = Expr.variable(.width)
    public static let height = Expr.variable(.height)
    public static let safeTop = Expr.variable(.safeTop)
    public static let safeBottom = Expr.variable(.safeBottom)
    public static let duration = Expr.variable(.duration)

    public static func + (a: Expr, b: Expr) -> Expr { .sum(a, b) }
    public static func - (a: Expr, b: Expr) -> Expr { .difference(a, b) }
    public static func * (a: Expr, b: Expr) -> Expr { .product(a, b) }
    public static func / (a: Expr, b: Expr) -> Expr { .quotient(a, b) }

    /// The most levels an expression may nest (`(a+b)*c` is 3 deep: the product, the
    /// sum, the numbers) and the most operations and operands it may hold, counting a
    /// shared part every time it is used: evaluating, comparing and printing an
    /// expression visit it whole, and recursively.
    public static let deepest = 100
    public static let largest = 10_000

    /// Whether the expression is within `deepest` and `largest`: it recurses no deeper
    /// than `deepest` and visits no more than `largest` parts, whatever the expression.
    public var isWithinLimits: Bool {
        var budget = Self.largest
        return fits(depth: 1, budget: &budget)
    }

    private func fits(depth: Int, budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0, depth <= Self.deepest else { return false }
        switch self {
        case .number, .variable: return true
        case .floor(let a): return a.fits(depth: depth + 1, budget: &budget)
        case .sum(let a, let b), .difference(let a, let b), .product(let a, let b), .quotient(let a, let b):
            return a.fits(depth: depth + 1, budget: &budget) && b.fits(depth: depth + 1, budget: &budget)
        }
    }

    public func evaluate(_ settings: Settings) -> Double {
        switch self {
        case .number(let value): value
        case .variable(.width): settings.screen.width
        case .variable(.height): settings.screen.height
        case .variable(.safeTop): settings.safeAreaTop
        case .variable(.safeBottom): settings.safeAreaBottom
        case .variable(.duration): settings.duration
        case .sum(let a, let b): a.evaluate(settings) + b.evaluate(settings)
        case .difference(let a, let b): a.evaluate(settings) - b.evaluate(settings)
        case .product(let a, let b): a.evaluate(settings) * b.evaluate(settings)
        case .quotient(let a, let b): a.evaluate(settings) / b.evaluate(settings)
        case .floor(let a): a.evaluate(settings).rounded(.down)
        }
    }
}

extension Expr: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

/// A frame written in expressions.
public struct RectExpr: Hashable, Sendable, Codable {
    public var x: Expr
    public var y: Expr
    public var width: Expr
    public var height: Expr

    public init(_ x: Expr, _ y: Expr, _ width: Expr, _ height: Expr) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The whole screen: (0, 0, W, H).
    public static let screen = RectExpr(0, 0, .width, .height)

    public func evaluate(_ settings: Settings) -> Rect {
        Rect(x.evaluate(settings), y.evaluate(settings), width.evaluate(settings), height.evaluate(settings))
    }

    /// Its four expressions.
    public var parts: [Expr] { [x, y, width, height] }

    /// The centre, as a point of expressions.
    public var center: PointExpr {
        PointExpr(x + width / 2, y + height / 2)
    }
}

/// A location written in expressions.
public struct PointExpr: Hashable, Sendable, Codable {
    public var x: Expr
    public var y: Expr

    public init(_ x: Expr, _ y: Expr) {
        self.x = x
        self.y = y
    }

    public func evaluate(_ settings: Settings) -> Point {
        Point(x: x.evaluate(settings), y: y.evaluate(settings))
    }

    /// Its two expressions.
    public var parts: [Expr] { [x, y] }
}
