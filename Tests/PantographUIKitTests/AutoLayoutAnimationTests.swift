import PantographEngine
import Testing
@testable import PantographUIKit

/// Transition code's favourite: change a constraint's constant, then call
/// `layoutIfNeeded()` on the superview inside an animation block. The layout pass in
/// the block sets the new frames, and the block turns them into animations on the
/// engine's curves.
@MainActor @Suite struct AutoLayoutAnimationTests {
    /// A card 200 high pinned to the sides, its top 600 below the root's.
    private func cardScreen() -> (HeadlessApp, UIView, UIView, NSLayoutConstraint, NSLayoutConstraint) {
        let card = UIView()
        card.accessibilityIdentifier = "card"
        card.translatesAutoresizingMaskIntoConstraints = false
        var pinned: (NSLayoutConstraint, NSLayoutConstraint)!
        var rootView: UIView!
        let app = makeApp { root in
            rootView = root
            root.addSubview(card)
            let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 600)
            let height = card.heightAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                top, height,
            ])
            pinned = (top, height)
        }
        return (app, rootView, card, pinned.0, pinned.1)
    }

    /// Frame by frame on the block's curve, the engine's `TimingCurve` numbers, the
    /// whole frame each time; the model is the new frame at once. The top moves from
    /// 600 to 100 in 0.5 s (30 frames), with each curve option.
    @Test(arguments: [(UIView.AnimationOptions.curveEaseInOut, TimingCurve.easeInOut), (.curveEaseIn, .easeIn),
                      (.curveEaseOut, .easeOut), (.curveLinear, .linear)])
    func aConstantChangedThenLaidOutInABlockAnimates(_ option: UIView.AnimationOptions, _ curve: TimingCurve) {
        let (app, root, card, top, _) = cardScreen()
        #expect(card.frame == CGRect(x: 16, y: 600, width: 358, height: 200))
        app.turn {
            top.constant = 100
            UIView.animate(withDuration: 0.5, delay: 0, options: option, animations: { root.layoutIfNeeded() })
        }
        #expect(card.frame == CGRect(x: 16, y: 100, width: 358, height: 200))
        #expect(app.view(named: "card")?.frame == CGRect(x: 16, y: 600, width: 358, height: 200))
        for frame in 1...30 {
            app.advance()
            let y = 600 + (100 - 600) * curve.progress(at: Double(frame) / 30)
            #expect(close(app.view(named: "card")!.frame, CGRect(x: 16, y: y, width: 358, height: 200)),
                    "frame \(frame): \(app.view(named: "card")!.frame)")
        }
        #expect(app.view(named: "card")?.frame == CGRect(x: 16, y: 100, width: 358, height: 200))
        #expect(!app.isAnimating)
    }

    /// A size constant animates the bounds and the centre together: the bottom edge
    /// moves, the top stays.
    @Test func aSizeConstantAnimatesTheBoundsAndTheCentre() {
        let (app, root, _, _, height) = cardScreen()
        app.turn {
            height.constant = 100
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
        }
        app.advance(frames: 15)
        let record = app.view(named: "card")!
        #expect(close(record.frame, CGRect(x: 16, y: 600, width: 358, height: 175)))
    }

    /// The constant changed inside the block but no layout there: the frames change at
    /// the end of the turn, outside any block — a jump, as in UIKit.
    @Test func withoutLayoutInTheBlockTheFramesJump() {
        let (app, _, card, top, _) = cardScreen()
        var completed: [Bool] = []
        app.turn {
            UIView.animate(withDuration: 0.5, animations: { top.constant = 100 }, completion: { completed.append($0) })
        }
        #expect(card.frame.minY == 100)
        #expect(app.view(named: "card")?.frame.minY == 100)
        #expect(!app.isAnimating && completed == [true])
    }

    /// Laying out the card itself does not set the card's frame: its superview's pass
    /// does (Apple's page *layoutIfNeeded()*: "the view subtree starting at the root"
    /// it is sent to), so the card jumps at the end of the turn.
    @Test func layingOutTheMovedViewItselfDoesNotAnimateIt() {
        let (app, _, card, top, _) = cardScreen()
        app.turn {
            top.constant = 100
            UIView.animate(withDuration: 0.5) { card.layoutIfNeeded() }
        }
        #expect(app.view(named: "card")?.frame.minY == 100)
        #expect(!app.isAnimating)
    }

    /// A second change while the first animates: additive geometry carries both to the
    /// end, from where the card is.
    @Test func aSecondChangeMidwayAddsUp() {
        let (app, root, _, top, _) = cardScreen()
        app.turn {
            top.constant = 400
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
        }
        app.advance(frames: 30)
        #expect(close(app.view(named: "card")!.frame.minY, 500))
        app.turn {
            top.constant = 200
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
        }
        #expect(close(app.view(named: "card")!.frame.minY, 500))
        app.advance(frames: 30)
        #expect(close(app.view(named: "card")!.frame.minY, 300))
        app.settle()
        #expect(app.view(named: "card")?.frame.minY == 200)
    }

    /// Activating and deactivating constraints in the block animates too (a card that
    /// swaps its top constraint for a bottom one).
    @Test func swappingConstraintsInABlockAnimates() {
        let (app, root, card, top, _) = cardScreen()
        let bottom = card.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        app.turn {
            top.isActive = false
            bottom.isActive = true
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
        }
        #expect(card.frame.minY == 644)
        app.advance(frames: 30)
        #expect(close(app.view(named: "card")!.frame.minY, 622))
    }
}
