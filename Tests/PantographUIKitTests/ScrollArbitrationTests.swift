import PantographEngine
import Testing
@testable import PantographUIKit

/// A scroll view inside a card that a pan dismisses: the conflict developers report
/// most (docs/uikit.md, "Scroll views"). Case by case, each under a rule of
/// Apple's (*Coordinating multiple gesture recognizers*; *require(toFail:)*;
/// *gestureRecognizerShouldBegin(_:)*; *gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)*),
/// the whole state after the drag: where the content is, what the dismiss pan did.
@MainActor @Suite struct ScrollArbitrationTests {
    /// What a drag leaves: the content's offset, the dismiss pan's states, and its
    /// translation at its last action.
    struct Outcome: Equatable, CustomStringConvertible {
        var offset: CGPoint
        var dismiss: [UIGestureRecognizer.State]
        var dismissTranslation: CGPoint?
        var description: String { "offset \(offset), dismiss \(dismiss), translation \(String(describing: dismissTranslation))" }
    }

    /// How the app wires the two.
    enum Wiring: CaseIterable {
        /// Nothing: UIKit's defaults.
        case none
        /// The dismiss pan's delegate lets it recognize with any other.
        case simultaneous
        /// The scroll view's pan waits for the dismiss pan to fail, and the dismiss pan
        /// begins only for a drag down on content at its top.
        case dismissFirstAtTop
    }

    @MainActor final class DismissDelegate: UIGestureRecognizerDelegate {
        var wiring = Wiring.none
        weak var scroll: UIScrollView?
        var down = CGPoint.zero
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            down = touch.location(in: nil)
            return true
        }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
            wiring == .simultaneous
        }
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard wiring == .dismissFirstAtTop, let scroll, let pan = gestureRecognizer as? UIPanGestureRecognizer
            else { return true }
            // The finger's move so far (the pan's own translation and velocity start at
            // the slop, where it is asked: docs/uikit.md, "The pan recognizer").
            let at = pan.location(in: nil)
            let dx = at.x - down.x, dy = at.y - down.y
            return scroll.contentOffset.y <= 0 && dy > abs(dx)
        }
    }

    /// The card fills the screen; its scroll view, 600 tall from y = 100, holds 2000
    /// points of content scrolled to `offset`.
    private func run(_ wiring: Wiring, offset: CGFloat, to end: CGPoint) throws -> Outcome {
        let handler = GestureTests.Handler()
        let delegate = DismissDelegate()
        delegate.wiring = wiring
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let dismiss = UIPanGestureRecognizer(target: handler, action: GestureTests.Handler.handlePan)
        dismiss.delegate = delegate
        card.addGestureRecognizer(dismiss)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentOffset = CGPoint(x: 0, y: offset)
        card.addSubview(scroll)
        delegate.scroll = scroll
        if wiring == .dismissFirstAtTop { scroll.panGestureRecognizer.require(toFail: dismiss) }
        let app = makeApp { $0.addSubview(card) }
        let start = CGPoint(x: 200, y: 300)
        try app.touchDown(at: start)
        for i in 1...10 {
            let f = CGFloat(i) / 10
            try app.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        let outcome = Outcome(offset: scroll.contentOffset, dismiss: handler.pans.map(\.0),
                              dismissTranslation: handler.pans.last?.1)
        try app.touchUp()
        return outcome
    }

    /// The content's offset after a drag of `dy` (down positive) from the slop on, from
    /// `offset`, rubber-banded past the top as the engine says.
    private func dragged(from offset: CGFloat, by dy: CGFloat) -> CGPoint {
        CGPoint(x: 0, y: RubberBand.offset(Double(offset - dy), range: 0...1400, dimension: 600))
    }

    private let changes = Array(repeating: UIGestureRecognizer.State.changed, count: 9)

    /// Without wiring, the deeper recognizer, the scroll view's, begins first and fails
    /// the dismiss pan: at the top the content rubber-bands and the card cannot be
    /// pulled ("no two gesture recognizers can recognize their gestures simultaneously").
    @Test func byDefaultTheScrollViewTakesTheDragAndTheCardCannotBePulled() throws {
        #expect(try run(.none, offset: 0, to: CGPoint(x: 200, y: 400))
                    == Outcome(offset: dragged(from: 0, by: 90), dismiss: [], dismissTranslation: nil))
        #expect(try run(.none, offset: 300, to: CGPoint(x: 200, y: 400))
                    == Outcome(offset: dragged(from: 300, by: 90), dismiss: [], dismissTranslation: nil))
    }

    /// Simultaneous: both recognize, and both move in the same gesture, the content
    /// scrolling while the card is pulled (the second way the bug shows).
    @Test func simultaneousRecognitionMovesBoth() throws {
        #expect(try run(.simultaneous, offset: 300, to: CGPoint(x: 200, y: 400))
                    == Outcome(offset: dragged(from: 300, by: 90), dismiss: [.began] + changes,
                               dismissTranslation: CGPoint(x: 0, y: 90)))
    }

    /// The fix: the scroll view's pan requires the dismiss pan to fail, and the dismiss
    /// pan's delegate begins it only for a drag down with the content at its top. At
    /// the top the card follows the finger and the content stays; scrolled, the
    /// dismiss pan is refused and the content scrolls; a drag up scrolls.
    @Test func requireToFailAndShouldBeginShareTheDrag() throws {
        #expect(try run(.dismissFirstAtTop, offset: 0, to: CGPoint(x: 200, y: 400))
                    == Outcome(offset: .zero, dismiss: [.began] + changes, dismissTranslation: CGPoint(x: 0, y: 90)))
        #expect(try run(.dismissFirstAtTop, offset: 300, to: CGPoint(x: 200, y: 400))
                    == Outcome(offset: dragged(from: 300, by: 90), dismiss: [], dismissTranslation: nil))
        #expect(try run(.dismissFirstAtTop, offset: 0, to: CGPoint(x: 200, y: 200))
                    == Outcome(offset: dragged(from: 0, by: -90), dismiss: [], dismissTranslation: nil))
    }

    /// A sideways drag on content that scrolls only vertically: the scroll view's pan
    /// does not begin (UIKit's `_shouldTryToBeginWithEvent:`), so the card's pan, the
    /// next recognizer out, takes it (unless its own delegate refuses a sideways drag,
    /// as the third wiring's does).
    @Test(arguments: [Wiring.none, .simultaneous])
    func aSidewaysDragGoesToTheCard(wiring: Wiring) throws {
        #expect(try run(wiring, offset: 300, to: CGPoint(x: 300, y: 300))
                    == Outcome(offset: CGPoint(x: 0, y: 300), dismiss: [.began] + changes,
                               dismissTranslation: CGPoint(x: 90, y: 0)))
    }
}
