/// A sheet's presentation controller is there before the presentation, to configure.
extension UIViewController {
    /// The sheet presentation controller of a `pageSheet` or `formSheet` (or
    /// `automatic`) controller, made when first read; nil for any other style, and
    /// while the controller is presented in another.
    public var sheetPresentationController: UISheetPresentationController? {
        guard modalPresentationStyle.isSheet else { return nil }
        if let sheet = presentationControllerStorage as? UISheetPresentationController { return sheet }
        guard presentingStorage == nil else { return nil }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        presentationControllerStorage = sheet
        return sheet
    }

    /// The presentation controller `present` uses for UIKit's own styles: the sheet's
    /// (configured before, or made now), or a plain one.
    func systemPresentationController(presenting context: UIViewController) -> UIPresentationController {
        if let sheet = sheetPresentationController {
            sheet.presentingViewController = context
            return sheet
        }
        return UIPresentationController(presentedViewController: self, presenting: context)
    }
}

extension UIModalPresentationStyle {
    /// A sheet on a phone: `automatic` is `pageSheet` there.
    var isSheet: Bool {
        switch self {
        case .pageSheet, .formSheet, .automatic: true
        case .fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext, .popover, .none: false
        }
    }
}
