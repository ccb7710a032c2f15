import PantographHarness
import PantographUIKit
import Sheet

// `pantograph` over the Sheet example's own code (docs/own-code.md): a pan left from
// the right edge (where the sheet scene's present starts) presents the sheet, a pan
// right on the sheet dismisses it.
PantographHarness.main(name: "sheet-harness", startPoint: CGPoint(x: 389, y: 422), root: SheetApp.root)
