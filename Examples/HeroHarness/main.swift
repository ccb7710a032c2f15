import Hero
import PantographHarness
import PantographUIKit

// `pantograph` over the Hero example's own code (docs/own-code.md): `play` is the tap
// on the broadcast that presents the player; a pan down from the screen's middle
// (where the hero scene's starts) dismisses it.
PantographHarness.main(name: "hero-harness", startPoint: CGPoint(x: 195, y: 422), actions: [
    HarnessAction("play") { root in HeroApp.play(root) },
], root: HeroApp.root)
