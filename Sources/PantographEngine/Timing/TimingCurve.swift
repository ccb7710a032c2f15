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
        case .linear: CubicBezier(known: 0, 0, 1, 1)
        case .easeIn: CubicBezier(known: 0.42, 0, 1, 1)
        case .easeOut: CubicBezier(known: 0, 0, 0.58, 1)
        case .easeInOut: CubicBezier(known: 0.42, 0, 0.58, 1)
        case .default: CubicBezier(known: 0.25, 0.1, 0.25, 1)
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

    /// The canonical text, which the shell reads back to the same value: output and
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
}

/// Why a timing curve was refused, as data: the shell reads a curve's text and words
/// this, naming what was expected (`set completion-curve`, `curve`, a scene's timing);
/// `CubicBezier`'s initializer throws `notFinite` too.
public enum TimingCurveError: Error, Hashable, Sendable {
    /// One of `cubic(X1,Y1,X2,Y2)`'s four numbers.
    public enum Coordinate: String, Hashable, Sendable, CaseIterable {
        case x1, y1, x2, y2
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
