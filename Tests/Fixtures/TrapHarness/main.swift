import PantographHarness
import PantographUIKit

/// A harness for the tests of a trap in the app's code while `judge` runs its traces
/// (EndToEndTests, `AppJudgeTests`): the app's pan handler force-unwraps a controller it
/// never made when a finger lifts more than 100 points below where it came down.
final class TrapViewController: UIViewController {
    var detail: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: TrapViewController.pan))
    }

    func pan(_ recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .ended, recognizer.translation(in: view).y > 100 else { return }
        detail!.dismiss(animated: true)
    }
}

// With TRAP_HARNESS_AT_START set, the root closure itself traps: the tests of a trap
// while the app is made, before any command (HarnessTrapTests).
PantographHarness.main(name: "trap-harness", root: {
    if ProcessInfo.processInfo.environment["TRAP_HARNESS_AT_START"] != nil { fatalError("no grid to show") }
    return TrapViewController()
})
