/// A timing curve as UIKit names it (`UIView.AnimationCurve`), or any Core Animation
/// cubic Bézier. Used for `completion-curve` (docs/reference.md, "Settings").
public enum TimingCurve: Hashable, Sendable {
    case linear
    case easeIn
    case easeOut
    /// UIKit's `.easeInOut`, Core Animation's `easeInEaseOut`.
    case easeInOut
    /// Core Animation's `kCAMediaTimingFunctionDefault`, the curve of implicit animations.
    case `default`
    case cubic(CubicBezier)

    /// The named curves in the order help and Tab completion list them.
    public static let namedCurves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .default]

    /// The control points Core Animation uses for this curve (docs/uikit.md, "Timing").
    public var bezier: CubicBezier {
        switch self {
        case .linear: CubicBezier(0, 0, 1, 1)
        case .easeIn: CubicBezier(0.42, 0, 1, 1)
        case .easeOut: CubicBezier(0, 0, 0.58, 1)
        case .easeInOut: CubicBezier(0.42, 0, 0.58, 1)
        case .default: CubicBezier(0.25, 0.1, 0.25, 1)
        case .cubic(let bezier): bezier
        }
    }

    /// The progress after `fraction` of the duration; `fraction` is clamped to 0…1 and
    /// the ends are exact, so an animation lands exactly on its target.
    public func progress(at fraction: Double) -> Double {
        if case .linear = self {
            // The identity needs no solver, and this keeps it free of rounding.
            return fraction > 0 ? min(fraction, 1) : 0
        }
        return bezier.value(at: fraction)
    }

    /// The canonical text, which `parse` reads back to the same value: output and
    /// recordings show it, so a recorded setting can be replayed.
    public var name: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .default: "default"
        case .cubic(let b):
            "cubic(\([b.x1, b.y1, b.x2, b.y2].map(Self.canonicalText).joined(separator: ",")))"
        }
    }

    /// A number as the shortest text that reads back to the same `Double`, without the
    /// `.0` Swift adds to whole numbers (`1`, `0.25`, `1e-05`), so that names stay short
    /// and stable.
    static func canonicalText(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Reads a curve name: exactly `linear`, `easeIn`, `easeOut`, `easeInOut`, `default`,
    /// or `cubic(X1,Y1,X2,Y2)` without blanks, with decimal numbers, `X1` and `X2`
    /// within 0…1.
    ///
    /// Settings must be rejected, not silently adjusted (docs/reference.md, "Settings"), so every
    /// problem gets a message that says what was expected instead.
    public static func parse(_ text: String) throws(TimingCurveError) -> TimingCurve {
        if let named = namedCurves.first(where: { $0.name == text }) {
            return named
        }
        guard text.hasPrefix("cubic(") else {
            throw .unknownName(text)
        }
        if text.contains(where: \.isWhitespace) {
            throw .blanks(text)
        }
        guard text.hasSuffix(")") else {
            throw .unclosed(text)
        }
        let inside = text.dropFirst("cubic(".count).dropLast()
        let fields = inside.split(separator: ",", omittingEmptySubsequences: false)
        guard fields.count == 4 else {
            let count = inside.isEmpty ? 0 : fields.count
            throw .numberCount(count)
        }
        var numbers: [Double] = []
        for (coordinate, field) in zip(TimingCurveError.Coordinate.allCases, fields) {
            numbers.append(try number(String(field), coordinate))
        }
        for coordinate in [TimingCurveError.Coordinate.x1, .x2] where !(0...1).contains(numbers[coordinate.index]) {
            throw .outsideUnitRange(coordinate, String(fields[coordinate.index]))
        }
        return .cubic(CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3]))
    }

    /// One decimal number of `cubic(...)`. The grammar is checked by hand because
    /// `Double(_:)` also takes hexadecimal, `nan` and `inf`, which are not curve numbers.
    private static func number(_ text: String, _ coordinate: TimingCurveError.Coordinate) throws(TimingCurveError) -> Double {
        let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        if ["nan", "inf", "infinity"].contains(unsigned.lowercased()) {
            throw .notFinite(coordinate, text)
        }
        guard isDecimal(unsigned), let value = Double(text) else {
            throw .notDecimal(coordinate, text)
        }
        guard value.isFinite else {
            throw .notFinite(coordinate, text)
        }
        return value
    }

    /// Whether `text` is `digits[.digits][e[+|-]digits]` or `.digits[e…]`, unsigned.
    private static func isDecimal(_ text: Substring) -> Bool {
        var rest = text[...]
        func digits() -> Int {
            let run = rest.prefix(while: { $0.isASCII && $0.isNumber })
            rest = rest.dropFirst(run.count)
            return run.count
        }
        var mantissa = digits()
        if rest.first == "." {
            rest = rest.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return rest.isEmpty
    }
}

/// Why a timing curve's text was rejected, as data: the shell words it, naming what
/// was expected (`set completion-curve`, `curve`, a scene's timing).
public enum TimingCurveError: Error, Hashable, Sendable {
    /// One of `cubic(X1,Y1,X2,Y2)`'s four numbers.
    public enum Coordinate: String, Hashable, Sendable, CaseIterable {
        case x1, y1, x2, y2
        var index: Int { Self.allCases.firstIndex(of: self)! }
    }

    /// Neither a named curve nor `cubic(`…: the text.
    case unknownName(String)
    /// `cubic(…)` with a blank in it.
    case blanks(String)
    /// `cubic(…` without its closing parenthesis.
    case unclosed(String)
    /// `cubic(…)` with other than four numbers: how many.
    case numberCount(Int)
    /// A number that is not a decimal (`0x1`, `abc`, empty), as written.
    case notDecimal(Coordinate, String)
    /// `nan`, `inf` or a decimal too large for a `Double`, as written.
    case notFinite(Coordinate, String)
    /// X1 or X2 outside 0…1 (Core Animation's curves are functions of time), as written.
    case outsideUnitRange(Coordinate, String)
}
