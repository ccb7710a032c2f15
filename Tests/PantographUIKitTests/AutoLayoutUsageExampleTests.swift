import PantographEngine
import Testing
@testable import PantographUIKit

/// docs/autolayout.md's UIKit example, verbatim (DocTests holds the page to this file):
/// a sheet pinned below the screen, opened by a constant animated in a block.
@MainActor @Suite struct AutoLayoutUsageExampleTests {
    final class DetailViewController: UIViewController {
        let sheet = UIView()
        lazy var sheetTop = sheet.topAnchor.constraint(equalTo: view.bottomAnchor)

        override func viewDidLoad() {
            super.viewDidLoad()
            sheet.accessibilityIdentifier = "sheet"
            sheet.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(sheet)
            NSLayoutConstraint.activate([
                sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                sheet.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
                sheetTop,
            ])
        }

        func open() {
            sheetTop.constant = -view.bounds.height / 2
            UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
        }
    }

    @Test func theSheetOpensOnTheCurve() {
        let detail = DetailViewController()
        let app = HeadlessApp { detail }
        app.turn { detail.open() }
        app.advance(frames: 9)   // halfway: app.view(named: "sheet")!.frame.minY ≈ 633
        #expect(close(app.view(named: "sheet")!.frame.minY, 633, 1e-9))
        app.settle()
        #expect(app.view(named: "sheet")!.frame.minY == 422)
    }
}
