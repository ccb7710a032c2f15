/// How a sheet released by the finger picks where it rests. Apple does not document
/// it (*UISheetPresentationController* says only that the sheet rests at one of its
/// detents); these are the rules a harness can choose between, named in
/// docs/fidelity.md.
public enum SheetReleaseRule: String, Hashable, Sendable, CaseIterable {
    /// The detent nearest where the flick would carry the sheet: its height less the
    /// deceleration's projection of the release velocity (`ScrollDeceleration.distance`,
    /// WWDC 2018's rule, as the `projection` policy projects). The default: it is how
    /// the scroll view, which shares the sheet's physics, picks its target, and
    /// FloatingPanel's half-open sheets (its `targetState`) work the same way.
    case nearestAfterProjection
    /// The detent nearest the sheet's height at the release, whatever the velocity.
    case nearest
}

/// Where a released sheet goes, as data.
public enum SheetRelease {
    /// The index in `values` (resting heights, ascending: the detents, and the
    /// dismissed height first when the release may dismiss) of the one the sheet
    /// rests at, released at `value` with `velocity` points per second downward.
    /// A tie goes to the larger height: the sheet stays open rather than closes.
    public static func target(value: Double, velocity: Double, values: [Double], rule: SheetReleaseRule,
                              deceleration: ScrollDeceleration) -> Int {
        let projected = switch rule {
        case .nearestAfterProjection: value - deceleration.distance(velocity: velocity)
        case .nearest: value
        }
        var best = 0
        for i in values.indices where abs(values[i] - projected) <= abs(values[best] - projected) { best = i }
        return best
    }
}

/// A finger's vertical move on a sheet that holds a scroll view, shared between the
/// two as UIKit's sheets do it (WWDC 2021, *Customize and resize sheets in UIKit*):
/// moving down, the content scrolls back to its top first and the sheet takes the
/// rest; moving up, the sheet grows to its largest detent first when
/// `prefersScrollingExpandsWhenScrolledToEdge` is on, and the content scrolls with
/// the rest (with it off, the content takes every upward move).
public enum SheetScrollHandoff {
    /// The parts of `dy` (points, down positive) that move the sheet and the content.
    /// `scrolled` is how far the content is scrolled down from its top (≥ 0 in the
    /// content); `room` how much the sheet may still grow before its largest detent.
    public static func split(_ dy: Double, scrolled: Double, room: Double, expandsOnScroll: Bool)
        -> (sheet: Double, scroll: Double) {
        if dy >= 0 {
            let scroll = min(dy, max(scrolled, 0))
            return (dy - scroll, scroll)
        }
        guard expandsOnScroll else { return (0, dy) }
        let sheet = max(dy, -max(room, 0))
        return (sheet, dy - sheet)
    }
}
