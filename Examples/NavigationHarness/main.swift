import Navigation
import PantographHarness
import PantographUIKit

// `pantograph` over the Navigation example's own code (docs/own-code.md): the stack
// list › detail with UIKit's own transitions; a pan from the left edge (where the
// navigation scene's back swipe starts) pops; `more` pushes the third screen, `back`
// is the back button.
PantographHarness.main(name: "navigation-harness", startPoint: CGPoint(x: 1, y: 422), actions: [
    HarnessAction("more") { root in NavigationApp.showMore(root) },
    HarnessAction("back") { root in NavigationApp.back(root) },
], root: { NavigationApp.root() })
