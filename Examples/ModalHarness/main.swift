import Modal
import PantographHarness
import PantographUIKit

// `pantograph` over the Modal example's own code (docs/own-code.md): `present` is the
// presenting controller's button (automatic style, cover vertical: the modal scene's
// defaults), `dismiss` the presented one's; a pan down from the screen's middle (where
// the modal scene's starts) dismisses the sheet.
PantographHarness.main(name: "modal-harness", startPoint: CGPoint(x: 195, y: 422), actions: [
    HarnessAction("present") { root in ModalApp.show(root) },
    HarnessAction("dismiss") { root in ModalApp.hide(root) },
], root: ModalApp.root)
