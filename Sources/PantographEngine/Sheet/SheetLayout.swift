/// Where a sheet (a `pageSheet` or `formSheet` on a phone, UIKit's
/// `UISheetPresentationController`) lies for a detent. A detent's value is the
/// sheet's height above the bottom of the safe area; the largest a sheet may be,
/// `maximumDetentValue`, leaves `peek` points under the safe area's top, where the
/// sheet behind shows. Observed, not documented: boscojwho/SheetInteraction
/// (`Sources/Example/Detents.swift` lines 24–38 and `Sources/SheetLayoutInfo.swift`
/// lines 40–45 and 82–97, commit e4dd48bc) measures an iPhone 14 Pro, 852 points tall
/// with insets 59 and 34, at `maximumDetentValue` 749 = 852 − 59 − 34 − 10, and a
/// value of 0 putting the sheet's top at the window's height less the bottom inset.
/// The large detent is then the frame every sheet here rests at
/// (`PresentationRules.presentedFrame`).
public struct SheetLayout: Hashable, Sendable {
    /// Between the safe area's top and a sheet at its largest.
    public static let peek = 10.0
    /// `medium()`: "approximately half the height of the screen" (Apple's page
    /// *medium()*); Pantograph's choice is half of `maximumDetentValue`.
    public static let mediumFraction = 0.5

    public var screen: Size
    public var safeAreaTop: Double
    public var safeAreaBottom: Double

    public init(screen: Size, safeAreaTop: Double, safeAreaBottom: Double) {
        self.screen = screen
        self.safeAreaTop = safeAreaTop
        self.safeAreaBottom = safeAreaBottom
    }

    /// The resolution context's `maximumDetentValue`: the large detent's value.
    public var maximumDetentValue: Double { screen.height - safeAreaTop - Self.peek - safeAreaBottom }

    /// The medium detent's value.
    public var mediumDetentValue: Double { maximumDetentValue * Self.mediumFraction }

    /// Where the sheet's top is at a height of `value`.
    public func top(value: Double) -> Double { screen.height - safeAreaBottom - value }

    /// The height whose top is at `y`.
    public func value(top y: Double) -> Double { screen.height - safeAreaBottom - y }

    /// The sheet's frame at `value`: from its top to the bottom of the screen.
    public func frame(value: Double) -> Rect {
        let y = top(value: value)
        return Rect(0, y, screen.width, screen.height - y)
    }

    /// The height at which the sheet is off the screen: its top at the screen's bottom.
    public var dismissedValue: Double { -safeAreaBottom }
}

/// How dark a sheet's dimming is at a height, from 0 to 1: dimmed at every detent
/// without a largest undimmed one; else clear up to it, dark from the next larger
/// detent up, and in between in proportion to the height. Apple documents only the
/// ends (*largestUndimmedDetentIdentifier*: "the largest detent that doesn't dim the
/// view underneath the sheet"); the fade between them is Pantograph's choice.
public enum SheetDimming {
    public static func alpha(value: Double, undimmed: Double?, next: Double?) -> Double {
        guard let undimmed else { return 1 }
        guard let next, next > undimmed else { return 0 }
        return min(max((value - undimmed) / (next - undimmed), 0), 1)
    }
}
