import Deeper
import PantographHarness
import PantographUIKit

// `pantograph` over the Deeper example's own code (docs/own-code.md): its pans start
// on the first cell's image, where the deeper scene's do.
PantographHarness.main(name: "deeper-harness", startPoint: CGPoint(x: 105, y: 405), root: DeeperApp.root)
