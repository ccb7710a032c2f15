import PantographEngine

/// A timing curve as the command language and the scene language write it: exactly
/// `linear`, `easeIn`, `easeOut`, `easeInOut`, `default`, or `cubic(X1,Y1,X2,Y2)`
/// without blanks, its numbers in the one decimal grammar (`DecimalText`), `X1` and
/// `X2` within 0…1. What `TimingCurve.name` writes reads back to the same curve.
///
/// Settings must be refused, not silently adjusted (docs/reference.md, "Settings"),
/// so every problem is a `TimingCurveError` that says what was expected.
enum TimingCurveText {
    static func parse(_ text: String) throws(TimingCurveError) -> TimingCurve {
        if let named = TimingCurve.namedCurves.first(where: { $0.name == text }) {
            return named
        }
        guard text.hasPrefix("cubic(") else { throw .unknownName(text) }
        if text.contains(where: \.isWhitespace) { throw .blanks(text) }
        guard text.hasSuffix(")") else { throw .unclosed(text) }
        let inside = text.dropFirst("cubic(".count).dropLast()
        let fields = inside.split(separator: ",", omittingEmptySubsequences: false)
        guard fields.count == 4 else { throw .numberCount(inside.isEmpty ? 0 : fields.count) }
        var numbers: [Double] = []
        for (coordinate, field) in zip(TimingCurveError.Coordinate.allCases, fields) {
            numbers.append(try number(field, coordinate))
        }
        for (index, coordinate) in [(0, TimingCurveError.Coordinate.x1), (2, .x2)] where !(0...1).contains(numbers[index]) {
            throw .outsideUnitRange(coordinate, String(fields[index]))
        }
        return .cubic(try CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3]))
    }

    /// One of `cubic(…)`'s numbers: `nan` and `inf` are named as not finite, since
    /// they look like numbers; anything else that is not a decimal is not one.
    private static func number(_ text: Substring, _ coordinate: TimingCurveError.Coordinate) throws(TimingCurveError) -> Double {
        let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : text
        if ["nan", "inf", "infinity"].contains(unsigned.lowercased()) { throw .notFinite(coordinate, String(text)) }
        guard let value = DecimalText.parse(ArraySlice(text.utf8)) else { throw .notDecimal(coordinate, String(text)) }
        guard value.isFinite else { throw .notFinite(coordinate, String(text)) }
        return value
    }
}
