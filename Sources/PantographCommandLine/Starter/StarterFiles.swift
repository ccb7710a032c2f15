// Generated from the repository's Starter/ folder by StarterFilesTests; do not
// edit: `PANTOGRAPH_RECORD=1 swift test --filter StarterFilesTests` writes it again.

/// The files `pantograph init` writes (InitCommand), as Starter/ has them.
enum StarterFiles {
    static let all: [StarterFile] = [
        StarterFile(path: ".gitignore", contents: #"""
.build/
.swiftpm/

"""#),
        StarterFile(path: "Package.swift.in", contents: #"""
// swift-tools-version:6.0
// Made by `pantograph init`: a card transition written as an iOS app writes it, run
// headless by Pantograph (its docs/own-code.md, "A card, step by step").
import PackageDescription

let package = Package(
    name: "__NAME__",
    dependencies: [
        __PANTOGRAPH_DEPENDENCY__,
    ],
    targets: [
        // The app's transition files, as for iOS: only the import and target–action differ.
        .target(name: "Cards", dependencies: [.product(name: "PantographUIKit", package: "__PANTOGRAPH__")]),
        // `swift run cards-harness`: pantograph's REPL, scripts and records over the app.
        .executableTarget(name: "cards-harness",
                          dependencies: ["Cards", .product(name: "PantographHarness", package: "__PANTOGRAPH__")]),
        // `swift test`: the transition driven in Swift Testing, and Scripts/*.pg run as tests.
        .testTarget(name: "CardsTests",
                    dependencies: ["Cards", .product(name: "PantographHarness", package: "__PANTOGRAPH__"),
                                   .product(name: "PantographUIKit", package: "__PANTOGRAPH__")]),
    ],
    swiftLanguageModes: [.v6]
)

"""#),
        StarterFile(path: "README.md", contents: #"""
# __NAME__

A card in a grid grows into a detail screen; a drag down dismisses it, through a
percent-driven interactor with a threshold. The code in `Sources/Cards` is written as
an iOS app writes it; Pantograph runs it headless (its `docs/own-code.md`).

- `swift run cards-harness` is the REPL over the app: `tap 105,230` opens the first
  card, `drag 0,80` drags the detail down, `help` lists the commands.
- `swift run cards-harness Scripts/cancel.pg` runs the script; `--json` prints records.
- `swift test` runs `Tests/CardsTests`: the transition driven from Swift Testing, and
  the script as a test.

"""#),
        StarterFile(path: "Scripts/cancel.pg", contents: #"""
# A card opens; a short drag down cancels the dismissal and the detail is as it was;
# a long one dismisses it and the card is back in the grid.
tap 105,230
expect presented == true
drag 0,80
expect transition.release.decision == cancel
expect presented == true
expect views.closeButton.hidden == false
drag 0,300
expect presented == false
expect views.cards[0].hidden == false

"""#),
        StarterFile(path: "Sources/Cards/CardTransition.swift", contents: #"""
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The percent-driven interactor, and whether a finger drives it.
final class CardInteractor: UIPercentDrivenInteractiveTransition {
    var isInteracting = false
}

/// The transitioning delegate: the card animator both ways, the interactor while a
/// drag dismisses.
class CardTransition: NSObject, UIViewControllerTransitioningDelegate {
    static let threshold: CGFloat = 0.3
    let interactor = CardInteractor()
    weak var card: UIView?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        card.map { CardAnimator(presenting: true, card: $0) }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        card.map { CardAnimator(presenting: false, card: $0) }
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactor.isInteracting ? interactor : nil
    }
}

/// The detail grows out of the card, which hides meanwhile, and shrinks back into it.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let card: UIView

    init(presenting: Bool, card: UIView) {
        self.presenting = presenting
        self.card = card
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let detail = context.viewController(forKey: presenting ? .to : .from) as? DetailViewController
        else { return }
        let container = context.containerView
        let onCard = transform(toCard: card.convert(card.bounds, to: container), from: container.bounds)
        if presenting {
            detail.view.frame = container.bounds
            detail.view.transform = onCard
            container.addSubview(detail.view)
            card.isHidden = true
        }
        // The close button does not fly with the card.
        detail.closeButton.isHidden = true
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            detail.view.transform = self.presenting ? .identity : onCard
            detail.view.layer.cornerRadius = self.presenting ? 0 : 16
        }, completion: { _ in
            let finished = !context.transitionWasCancelled
            // What the animations do not put back, a cancel must: the close button.
            if self.presenting || !finished { detail.closeButton.isHidden = false }
            if !self.presenting && finished { self.card.isHidden = false }
            context.completeTransition(finished)
        })
    }

    /// The transform that puts the full-screen detail where the card is.
    private func transform(toCard card: CGRect, from screen: CGRect) -> CGAffineTransform {
        CGAffineTransform(translationX: card.midX - screen.midX, y: card.midY - screen.midY)
            .scaledBy(x: card.width / screen.width, y: card.height / screen.height)
    }
}

"""#),
        StarterFile(path: "Sources/Cards/DetailViewController.swift", contents: #"""
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The detail: the card's picture on top and a close button; a drag down dismisses it.
final class DetailViewController: UIViewController {
    let header = UIView()
    let closeButton = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 16
        header.backgroundColor = .secondarySystemBackground
        view.addSubview(header)
        closeButton.frame = CGRect(x: view.bounds.width - 50, y: 60, width: 30, height: 30)
        view.addSubview(closeButton)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DetailViewController.handlePan))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.width)
    }

    /// A drag down drives the dismissal: 400 points on the screen (the view shrinks
    /// under the finger, so not in its own coordinates) is the whole way; past the
    /// threshold, or flung down, it finishes; otherwise it cancels.
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let transition = transitioningDelegate as? CardTransition else { return }
        let progress = min(max(recognizer.translation(in: nil).y / 400, 0), 1)
        let interactor = transition.interactor
        switch recognizer.state {
        case .began:
            interactor.isInteracting = true
            dismiss(animated: true)
        case .changed:
            interactor.update(progress)
        case .ended:
            interactor.isInteracting = false
            if progress > CardTransition.threshold || recognizer.velocity(in: nil).y > 1000 {
                interactor.finish()
            } else {
                interactor.cancel()
            }
        case .cancelled:
            interactor.isInteracting = false
            interactor.cancel()
        default:
            break
        }
    }
}

"""#),
        StarterFile(path: "Sources/Cards/GridViewController.swift", contents: #"""
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

"""#),
        StarterFile(path: "Sources/cards-harness/main.swift", contents: #"""
import Cards
import PantographHarness
import PantographUIKit

// `swift run cards-harness`: pantograph over the app's own code. A drag starts from the
// middle of the screen (on the detail, once a card is open); `open` taps the first card.
PantographHarness.main(name: "cards-harness", startPoint: CGPoint(x: 195, y: 422), actions: [
    HarnessAction("open") { root in CardsApp.openFirstCard(root) },
], root: CardsApp.root)

"""#),
        StarterFile(path: "Tests/CardsTests/CardsTests.swift", contents: #"""
import Cards
import PantographHarness
import PantographUIKit
import Testing

/// The app's transition, driven as a user drives it, in a Swift test.
@MainActor @Suite struct CardsTests {
    @Test func aCancelledDragLeavesTheDetailAsItWas() throws {
        let harness = try Harness(name: "cards", startPoint: CGPoint(x: 195, y: 422), root: CardsApp.root)
        try harness.tap(CGPoint(x: 105, y: 230))
        let records = try harness.drag(CGPoint(x: 0, y: 80))
        #expect(records.last?.contains(#""warnings":[]"#) == true, "a diagnostic")
        try harness.run("expect transition.release.decision == cancel")
        #expect(harness.app.view(named: "closeButton")?.isHidden == false)
    }

    /// The script beside the package, as a test.
    @Test func theCancelScript() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let harness = try Harness(name: "cards", startPoint: CGPoint(x: 195, y: 422), root: CardsApp.root)
        try harness.runScript(at: package.appendingPathComponent("Scripts/cancel.pg").path)
    }
}

"""#),
    ]
}
