// A grid of cards; a tap on one grows it into a detail screen, and a drag down on the
// detail shrinks it back (CardTransition.swift). Written as an iOS app writes it: the
// import and the target–action form are Pantograph's only edits.
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The grid: four cards, two by two. A tap on a card presents its detail.
final class GridViewController: UIViewController {
    var cards: [UIView] = []
    var transition = CardTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for index in 0..<4 {
            let card = UIView(frame: CGRect(x: 20 + Double(index % 2) * 180, y: 120 + Double(index / 2) * 230,
                                            width: 170, height: 220))
            card.backgroundColor = .secondarySystemBackground
            card.layer.cornerRadius = 16
            card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: GridViewController.handleTap))
            view.addSubview(card)
            cards.append(card)
        }
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard let card = recognizer.view else { return }
        open(card)
    }

    /// Presents the card's detail, grown out of the card.
    func open(_ card: UIView) {
        let detail = DetailViewController()
        transition.card = card
        detail.transitioningDelegate = transition
        detail.modalPresentationStyle = .custom
        present(detail, animated: true)
    }
}

/// The app's root controller, for the harness and the tests.
public enum CardsApp {
    @MainActor public static func root() -> UIViewController { GridViewController() }

    /// Opens the first card, as a tap on it does.
    @MainActor public static func openFirstCard(_ root: UIViewController) {
        guard let grid = root as? GridViewController, let card = grid.cards.first else { return }
        grid.open(card)
    }
}
