import PantographEngine

/// The screen: its bounds are the app's `screen` setting. `UIScreen.main` is the
/// screen of the app whose code is running (UIKit's API makes it a global); outside
/// any app it is a 390×844 screen, the default `screen`.
@MainActor open class UIScreen {
    public let bounds: CGRect
    /// Accepted: nothing is drawn in pixels.
    public let scale: CGFloat = 3
    public let maximumFramesPerSecond: Int

    init(size: Size, framesPerSecond: Int) {
        bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        maximumFramesPerSecond = framesPerSecond
    }

    /// Accepted, as `scale`.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    public class var main: UIScreen { HeadlessApp.current?.screen ?? standalone }

    private static let standalone = UIScreen(size: Settings().screen, framesPerSecond: Settings().fps.rawValue)
}
