import Deeper
import PantographHarness
import PantographUIKit

// `pantograph` over the Deeper example's own code (docs/own-code.md): its pans start
// on the first cell's image, where the deeper scene's do. `close` dismisses the
// presented screen as a careless button would, force-unwrapping it: with nothing
// presented, it traps (docs/own-code.md, "A trap in the app's code").
PantographHarness.main(name: "deeper-harness", startPoint: CGPoint(x: 105, y: 405), actions: [
    HarnessAction("close") { root in root.presentedViewController!.dismiss(animated: true) },
], root: DeeperApp.root)
