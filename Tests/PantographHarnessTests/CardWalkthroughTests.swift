#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif
import Foundation
import PantographHarness
import Testing
@testable import Cards

/// docs/own-code.md, "A card, step by step": the starter's card (Starter/Sources/Cards)
/// before its fix. The first version of the dismissal hides the close button outside
/// the animations and shows it again only when the detail has gone, so a cancelled
/// drag leaves it hidden; the harness says so (a diagnostic, as a warning).
@MainActor @Suite struct CardWalkthroughTests {
    /// The first version of the dismissal.
    final class FirstDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let card: UIView

        init(card: UIView) { self.card = card }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let detail = context.viewController(forKey: .from) as? DetailViewController else { return }
            let scale = card.bounds.width / context.containerView.bounds.width
            detail.closeButton.isHidden = true
            UIView.animate(withDuration: 0.4, animations: {
                detail.view.transform = CGAffineTransform(scaleX: scale, y: scale)
            }, completion: { _ in
                if !context.transitionWasCancelled {
                    self.card.isHidden = false
                }
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }

    /// The card's transition with the first version of the dismissal.
    final class FirstCardTransition: CardTransition {
        override func animationController(forDismissed dismissed: UIViewController)
            -> UIViewControllerAnimatedTransitioning? {
            card.map { FirstDismissAnimator(card: $0) }
        }
    }

    static func firstVersion() -> UIViewController {
        let grid = GridViewController()
        grid.transition = FirstCardTransition()
        return grid
    }

    @Test func aCancelLeavesTheCloseButtonHidden() throws {
        let harness = try Harness(name: "cards", startPoint: CGPoint(x: 195, y: 422), root: Self.firstVersion)
        try harness.tap(CGPoint(x: 105, y: 230))
        let record = try #require(try harness.drag(CGPoint(x: 0, y: 80)).last)
        #expect(record.contains(#""decision":"cancel""#))
        #expect(record.contains("closeButton is left hidden: the cancel path must put back what the transition changed outside its animations"))
        #expect(harness.app.view(named: "closeButton")?.isHidden == true)
        #expect(throws: HarnessError.self) { try harness.run("expect views.closeButton.hidden == false") }
        // Said once: the next command has nothing new to say.
        #expect(try harness.run("wait 0.1").last?.contains(#""warnings":[]"#) == true)
    }

    /// The shipped version: the same drag leaves nothing behind.
    @Test func theFixLeavesNothing() throws {
        let harness = try Harness(name: "cards", startPoint: CGPoint(x: 195, y: 422), root: CardsApp.root)
        try harness.tap(CGPoint(x: 105, y: 230))
        let record = try #require(try harness.drag(CGPoint(x: 0, y: 80)).last)
        #expect(record.contains(#""warnings":[]"#))
        try harness.run("expect views.closeButton.hidden == false")
    }
}
