/// How far past its edge a dragged scroll view (or sheet) shows when the finger has
/// pulled it `x` points past: `(1 − 1/(x·c/d + 1))·d`, `d` the view's size along the
/// drag, `c` = 0.55. Apple does not publish the rule; this is the formula observed and
/// widely cited for iOS (Grant Paul's 2014 observation, as super-ultra/ScrollMechanics
/// writes it: `ScrollMechanics/Sources/RubberBand.swift` lines 4–13, commit
/// 587660a6). It gives the whole pull at first (slope c) and never more than `d`.
public enum RubberBand {
    /// The coefficient observed on iOS.
    public static let coefficient = 0.55

    /// What is shown of an overshoot of `x` ≥ 0 points along a view `dimension` long.
    public static func distance(_ x: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard x > 0, d > 0 else { return 0 }
        return (1 - 1 / (x * c / d + 1)) * d
    }

    /// A raw offset (where the finger would put the content) as shown: itself within
    /// `range`, pulled back towards the edge past it.
    public static func offset(_ raw: Double, range: ClosedRange<Double>, dimension: Double,
                              coefficient: Double = coefficient) -> Double {
        if raw < range.lowerBound {
            return range.lowerBound - distance(range.lowerBound - raw, dimension: dimension, coefficient: coefficient)
        }
        if raw > range.upperBound {
            return range.upperBound + distance(raw - range.upperBound, dimension: dimension, coefficient: coefficient)
        }
        return raw
    }

    /// The overshoot that shows as `distance` (0 ≤ distance < dimension): the
    /// inverse of `distance(_:dimension:coefficient:)`, `d / (c·(1 − d/D))`, for a
    /// drag that grabs content shown past its edge.
    public static func overshoot(forDistance d: Double, dimension: Double, coefficient c: Double = coefficient) -> Double {
        guard d > 0, dimension > 0, c > 0 else { return 0 }
        let f = min(d / dimension, 0.999_999)
        return d / (c * (1 - f))
    }

    /// The raw offset that shows as `shown`: the inverse of `offset(_:range:dimension:coefficient:)`.
    public static func raw(forShown shown: Double, range: ClosedRange<Double>, dimension: Double,
                           coefficient: Double = coefficient) -> Double {
        if shown < range.lowerBound {
            return range.lowerBound - overshoot(forDistance: range.lowerBound - shown, dimension: dimension,
                                                coefficient: coefficient)
        }
        if shown > range.upperBound {
            return range.upperBound + overshoot(forDistance: shown - range.upperBound, dimension: dimension,
                                                coefficient: coefficient)
        }
        return shown
    }
}
