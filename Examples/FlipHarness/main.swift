import Flip
import PantographHarness
import PantographUIKit

// `pantograph` over the Flip example's own code (docs/own-code.md): the note's
// buttons. `curl` curls the container while the views toggle; `flip` flips green to
// pink and back, with the weak outlets' crash; `flipShowHide` does it with
// `showHideTransitionViews`, which keeps both views.
PantographHarness.main(name: "flip-harness", actions: [
    HarnessAction("curl") { root in FlipApp.curl(root) },
    HarnessAction("flip") { root in FlipApp.flipRoundTrip(root, showHide: false) },
    HarnessAction("flipShowHide") { root in FlipApp.flipRoundTrip(root, showHide: true) },
], root: FlipApp.root)
