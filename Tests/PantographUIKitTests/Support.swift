import PantographEngine
@testable import PantographUIKit

/// A root controller whose view holds what a test puts in it.
@MainActor final class TestRootViewController: UIViewController {
    var onLoad: (UIView) -> Void = { _ in }
    override func viewDidLoad() {
        super.viewDidLoad()
        onLoad(view)
    }
}

/// An app on the default screen (390×844, 60 frames a second) whose root view holds
/// what `build` adds.
@MainActor func makeApp(_ build: @escaping (UIView) -> Void = { _ in }) -> HeadlessApp {
    HeadlessApp {
        let root = TestRootViewController()
        root.onLoad = build
        return root
    }
}

/// Equal to within `tolerance` (frames and values computed two ways).
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) && close(a.width, b.width, tolerance)
        && close(a.height, b.height, tolerance)
}

func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
    zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }).allSatisfy { close($0, $1, tolerance) }
}
