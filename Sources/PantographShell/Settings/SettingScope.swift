import PantographEngine

/// Which scenes a common setting means something in, read from the scene itself, so
/// that a scene loaded from a file is judged as a built-in is.
public enum SettingScope: Sendable {
    case everyScene
    /// Scenes whose pan drives a percent-driven transition: the release policy decides
    /// finish or cancel there, and only there (card's drag has none).
    case releasePolicy
    /// Scenes with a back swipe from the left edge (`UIScreenEdgePanGestureRecognizer`).
    case edgeSwipe
    /// Scenes that push and pop with UIKit's own navigation transition.
    case navigation

    func holds(for scene: Scene) -> Bool {
        switch self {
        case .everyScene: true
        case .releasePolicy: scene.drives { _ in true }
        case .edgeSwipe: scene.drives(\.fromLeftEdge)
        case .navigation: scene.presentations.contains(where: \.isPush)
        }
    }
}

extension Scene {
    /// Whether a presentation's pan is percent-driven with a drive that `test` accepts.
    func drives(_ test: (PanDrive) -> Bool) -> Bool {
        presentations.contains { p in
            [p.presentGesture, p.dismissGesture].contains { gesture in
                if case .percentDriven(let drive) = gesture { test(drive) } else { false }
            }
        }
    }
}
