#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The app's root controller, for a harness or a bench outside this module.
public enum DeeperApp {
    @MainActor public static func root() -> UIViewController { GridViewController() }
}
