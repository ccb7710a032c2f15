import Card
import PantographHarness
import PantographUIKit

// `pantograph` over the Card example's own code (docs/own-code.md): a tap on the card
// presents the story, a drag down from the screen's middle (where the card scene's
// drag starts) dismisses it; `close` is the story's close button.
PantographHarness.main(name: "card-harness", startPoint: CGPoint(x: 195, y: 422), actions: [
    HarnessAction("close") { root in CardApp.close(root) },
], root: CardApp.root)
