import Cards
import PantographHarness
import PantographUIKit

// `swift run cards-harness`: pantograph over the app's own code. A drag starts from the
// middle of the screen (on the detail, once a card is open); `open` taps the first card.
PantographHarness.main(name: "cards-harness", startPoint: CGPoint(x: 195, y: 422), actions: [
    HarnessAction("open") { root in CardsApp.openFirstCard(root) },
], root: CardsApp.root)
