// The bug developers report most, its second half (docs/diagnostics.md,
// `sheetNotPulled`): ScrollingSheet's card of comments with the usual first fix, whose
// pan begins only with the list at its top. A pull on a scrolled list scrolls it to its
// top and on past it, and the card stays: it can be pulled only by a second drag. The
// fix is ScrollingSheet's: the drag handed over when the list reaches its top.
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The app's root controller, with the bug or (`fixed`) without it.
public enum TopOnlySheetApp {
    @MainActor public static func root(fixed: Bool = false) -> UIViewController {
        PostViewController(pan: fixed ? .handover : .topOnly)
    }

    /// Shows the comments, scrolled `offset` points down their list.
    @MainActor public static func openComments(in root: UIViewController, scrolledTo offset: CGFloat) {
        ScrollingSheetApp.openComments(in: root, scrolledTo: offset)
    }
}
