// "Dive deeper": a grid cell's image and title fly into a detail screen as snapshots
// over a fading backdrop, driven by a percent-driven interactor with a 0.1 threshold
// (the article "Dive deeper into motion design: advanced iOS transitions", in a Korean
// translation published 2020-11-09; docs/deeper.md). Plain UIKit code: the import below
// and the target–action form are the only edits PantographUIKit needs
// (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The grid: one cell, in the left column of a two-column grid with 20-point margins
/// and a 10-point gutter; its square image's centre 17 points above the screen's middle.
final class GridViewController: UIViewController {
    let cellImage = UIView()
    let cellTitle = UIView()
    let transitioning = DeeperTransitioning()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let side = (view.bounds.width - 50) / 2
        let top = view.bounds.height / 2 - 17 - side / 2
        cellImage.frame = CGRect(x: 20, y: top, width: side, height: side)
        cellImage.layer.cornerRadius = 12
        cellImage.clipsToBounds = true
        cellImage.backgroundColor = .systemGray
        cellImage.accessibilityIdentifier = "cellImage"
        cellTitle.frame = CGRect(x: 20, y: top + side + 8, width: side, height: 20)
        cellTitle.accessibilityIdentifier = "cellTitle"
        view.addSubview(cellImage)
        view.addSubview(cellTitle)
        transitioning.grid = self
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: GridViewController.handlePanGesture))
    }

    /// Up presents: one screen height of upward travel is 100 %, capped at 90 %.
    func handlePanGesture(_ gestureRecognizer: UIPanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: view)
        // In floats, as the article computes it.
        let upward = fminf(Float(translation.y / view.bounds.height), 0)
        let progress = CGFloat(fminf(abs(upward), DeeperTransitioning.cap))
        transitioning.drive(gestureRecognizer.state, progress: progress) {
            let detail = DetailViewController(transitioning: transitioning)
            present(detail, animated: true)
        }
    }
}

/// The detail: a square header and a headline under it; a pan down dismisses it.
final class DetailViewController: UIViewController {
    let header = UIView()
    let headline = UIView()
    private let transitioning: DeeperTransitioning

    init(transitioning: DeeperTransitioning) {
        self.transitioning = transitioning
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = transitioning
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let width = view.bounds.width
        header.frame = CGRect(x: 0, y: 0, width: width, height: width)
        header.accessibilityIdentifier = "header"
        headline.frame = CGRect(x: 20, y: width + 16, width: width - 40, height: 34)
        headline.accessibilityIdentifier = "headline"
        view.addSubview(header)
        view.addSubview(headline)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DetailViewController.handlePanGesture))
    }

    /// Down dismisses, by the same measure.
    func handlePanGesture(_ gestureRecognizer: UIPanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: view)
        let downward = fmaxf(Float(translation.y / view.bounds.height), 0)
        let progress = CGFloat(fminf(downward, DeeperTransitioning.cap))
        transitioning.drive(gestureRecognizer.state, progress: progress) {
            dismiss(animated: true)
        }
    }
}
