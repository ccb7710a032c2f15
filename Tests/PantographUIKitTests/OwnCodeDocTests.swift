#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif
import Foundation
import Testing
@testable import Deeper

/// docs/own-code.md's Swift, verbatim, compiled and run here (DocTests holds the page
/// to this file).
@MainActor @Suite struct OwnCodeDocTests {
    final class CardViewController: UIViewController {
        var moves = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            let pan = UIPanGestureRecognizer(target: self, action: CardViewController.handlePan)
            view.addGestureRecognizer(pan)
        }

        func handlePan(_ recognizer: UIPanGestureRecognizer) {
            moves += 1
        }

        func listenAgain(to recognizer: UIPanGestureRecognizer) {
            recognizer.addTarget(self, action: CardViewController.handlePan)
        }
    }

    @Test func targetActionWithoutSelectors() throws {
        let card = CardViewController()
        let app = HeadlessApp { card }
        try app.touchDown(at: CGPoint(x: 100, y: 100))
        try app.touchMove(to: CGPoint(x: 100, y: 150))
        try app.touchUp()
        #expect(card.moves == 2)
        card.listenAgain(to: card.view.gestureRecognizers!.first as! UIPanGestureRecognizer)
        try app.touchDown(at: CGPoint(x: 100, y: 100))
        try app.touchMove(to: CGPoint(x: 100, y: 150))
        #expect(card.moves == 4)
    }

    @Test func runningAnAppHeadless() throws {
        let app = HeadlessApp { GridViewController() }
        try app.touchDown(at: CGPoint(x: 105, y: 405))
        try app.touchMove(to: CGPoint(x: 105, y: 395))
        for step in 1...10 {
            try app.touchMove(to: CGPoint(x: 105, y: 395 - 20 * Double(step)))
        }
        try app.touchUp()
        app.settle()
        let names = app.views.map(\.name)   // ["detail", "header", "headline"]
        #expect(names == ["detail", "header", "headline"])
        #expect(app.log.map(\.description).contains("viewDidAppear(detail)"))
    }

    @Test func aTurnOfTheRunLoop() {
        let grid = GridViewController()
        let app = HeadlessApp { grid }
        let detail = DetailViewController(transitioning: grid.transitioning)
        app.turn {
            grid.present(detail, animated: true)
            // Asked already: the animator. Not yet: any callback of the transition.
        }
        // The turn is over: the transition has started.
        #expect(app.log.map(\.description).contains("viewWillAppear(detail)"))
    }
}
