#if !canImport(CoreGraphics)
/// Core Graphics' colour, where the platform has none: accepted and carried, never drawn.
public final class CGColor: Hashable, @unchecked Sendable {
    /// Red, green, blue and alpha, in sRGB.
    public let components: [CGFloat]?

    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    public var alpha: CGFloat { components?.last ?? 1 }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
#endif

/// A colour: accepted and carried (a view's `backgroundColor`, a layer's), never drawn,
/// so a record has no colours; docs/uikit-coverage.md lists it as accepted only.
open class UIColor: Equatable, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        // HSB to RGB, so two colours made either way compare equal.
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb: (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count >= 4 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else {
            self.init(white: c.first ?? 0, alpha: c.last ?? 1)
        }
    }

    /// A dynamic colour resolves to its light appearance: there are no trait changes.
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let c = dynamicProvider(UITraitCollection())
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    public static func == (a: UIColor, b: UIColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var systemBackground: UIColor { .white }
    public static var secondarySystemBackground: UIColor { UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1) }
    public static var label: UIColor { .black }
    public static var secondaryLabel: UIColor { UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6) }
    public static var systemBlue: UIColor { UIColor(red: 0, green: 0.478, blue: 1, alpha: 1) }
    public static var systemGray: UIColor { UIColor(red: 0.557, green: 0.557, blue: 0.576, alpha: 1) }
    public static var systemGreen: UIColor { UIColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1) }
    public static var systemPink: UIColor { UIColor(red: 1, green: 0.176, blue: 0.333, alpha: 1) }
}

/// The traits a dynamic colour reads: the light appearance only.
public final class UITraitCollection: Sendable {
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
    public let userInterfaceStyle = UserInterfaceStyle.light
    public init() {}
}
