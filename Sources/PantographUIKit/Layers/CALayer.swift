import PantographEngine

/// Core Animation's layer as far as transitions read it: a model (what the code set)
/// and the animations running on it; `presentation()` is the model with them applied at
/// their timeline's time, which is what the screen shows and what records print.
@MainActor open class CALayer {
    /// The view this layer backs, if any (UIKit makes the view the layer's delegate).
    /// Unowned, cleared by the view's `deinit`: a weak reference would give every view
    /// a side table.
    unowned var view: UIView?
    private var extraSublayers: [CALayer] = []
    public private(set) weak var superlayer: CALayer?

    // The model: what the code set. Stored one by one: every geometry read (a touch's
    // translation converts points through every superview) reads them.
    private var modelBounds = CGRect.zero
    private var modelPosition = CGPoint.zero
    private var modelTransform = CATransform3DIdentity
    private var modelOpacity = 1.0
    private var modelCornerRadius = 0.0
    /// Running animations, in the order they were added.
    private(set) var animations: [LayerAnimation] = [] {
        willSet { ScreenChanges.willChange() }
    }

    public required init() {}

    /// A copy of `layer`'s values with no animations (`init(layer:)`).
    public init(layer: Any) {
        if let other = layer as? CALayer { copyValues(from: other, presentation: false) }
    }

    // MARK: - Properties

    public var bounds: CGRect {
        get { modelBounds }
        set { set(.bounds, .rect(newValue)) }
    }

    public var position: CGPoint {
        get { modelPosition }
        set { set(.position, .point(newValue)) }
    }

    public var transform: CATransform3D {
        get { modelTransform }
        set { set(.transform, .transform(newValue)) }
    }

    /// Core Animation's `Float`; kept as a double inside, so that an animated value is
    /// not rounded to a float between frames.
    public var opacity: Float {
        get { Float(opacityValue) }
        set { set(.opacity, .scalar(Double(newValue))) }
    }

    var opacityValue: Double {
        get { modelOpacity }
        set { set(.opacity, .scalar(newValue)) }
    }

    public var cornerRadius: CGFloat {
        get { modelCornerRadius }
        set { set(.cornerRadius, .scalar(newValue)) }
    }

    /// Whether the transform is the identity, asked on every point converted.
    private(set) var hasIdentityTransform = true

    /// Where `position` sits in the bounds, as a fraction of its size: transforms turn
    /// about it.
    public var anchorPoint: CGPoint {
        get { anchor }
        set {
            ScreenChanges.willChange()
            anchor = newValue
        }
    }
    /// `anchorPoint`'s storage, private: read for every corner a conversion takes, and
    /// the compiler checks no access at run time only to storage not visible outside
    /// the module.
    private var anchor = CGPoint(x: 0.5, y: 0.5)
    public var isHidden = false {
        willSet { ScreenChanges.willChange() }
    }
    public var masksToBounds = false
    public var zPosition: CGFloat = 0
    /// Whether the back of a turned layer is drawn; UIKit's flips turn it off.
    public var isDoubleSided = true {
        willSet { ScreenChanges.willChange() }
    }
    public var name: String?

    // Accepted and carried, not drawn.
    public var backgroundColor: CGColor?
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor?
    public var shadowColor: CGColor?
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                              .layerMaxXMaxYCorner]
    public var contents: Any?
    public var mask: CALayer?

    /// The frame in the superlayer: the bounds placed at `position` through the
    /// transform (the box around its corners when it turns).
    public var frame: CGRect {
        get { Self.frame(bounds: bounds, position: position, anchor: anchorPoint, transform: transform) }
        set {
            // As with an identity transform: the frame is undefined under any other.
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width,
                               y: newValue.minY + anchorPoint.y * newValue.height)
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
        }
    }

    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: - Sublayers

    /// The layers of the view's subviews, then the sublayers added directly.
    public var sublayers: [CALayer]? {
        let all = (view?.subviews.map(\.layer) ?? []) + extraSublayers
        return all.isEmpty ? nil : all
    }

    public func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        extraSublayers.append(layer)
        layer.superlayer = self
    }

    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        extraSublayers.insert(layer, at: min(Int(index), extraSublayers.count))
        layer.superlayer = self
    }

    public func removeFromSuperlayer() {
        if let view, view.superview != nil {
            view.removeFromSuperview()
            return
        }
        superlayer?.extraSublayers.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: - Animations

    /// Every animation's key path (`position`, `bounds`, `transform`, `opacity`,
    /// `cornerRadius`), in order, once each.
    public func animationKeys() -> [String]? {
        var keys: [String] = []
        for a in animations where !keys.contains(a.key.name) { keys.append(a.key.name) }
        return keys.isEmpty ? nil : keys
    }

    /// Removes every animation: the layer shows its model at once, and the blocks that
    /// made them are told `finished` false.
    public func removeAllAnimations() {
        for a in animations { a.group.interrupted(a) }
        animations = []
    }

    /// The layer as the screen shows it now.
    public func presentation() -> CALayer? {
        let copy = CALayer()
        copy.copyValues(from: self, presentation: true)
        return copy
    }

    /// The layer's own model (`model()` of a presentation copy is itself here).
    public func model() -> CALayer { self }

    // The list changed on a copy and written back: the compiler then checks no access
    // to it at run time (docs/performance.md, "Exclusivity checks").
    func add(_ animation: LayerAnimation) {
        var all = animations
        animations = []
        all.append(animation)
        animations = all
    }

    func remove(_ animation: LayerAnimation) {
        let all = animations
        animations = all.filter { $0 !== animation }
    }

    /// The animations of `key`, taken off before their end (a newer one replaces them).
    func interruptAnimations(of key: LayerKey) {
        for a in animations where a.key == key { a.group.interrupted(a) }
        let all = animations
        animations = all.filter { $0.key != key }
    }

    func hasAnimation(of key: LayerKey) -> Bool { animations.contains { $0.key == key } }

    // MARK: - Model and presentation values

    func modelValue(_ key: LayerKey) -> LayerValue {
        switch key {
        case .bounds: .rect(modelBounds)
        case .position: .point(modelPosition)
        case .transform: .transform(modelTransform)
        case .opacity: .scalar(modelOpacity)
        case .cornerRadius: .scalar(modelCornerRadius)
        case .hidden: .scalar(isHidden ? 1 : 0)
        case .curl: .scalar(0)
        }
    }

    private func store(_ key: LayerKey, _ value: LayerValue) {
        switch key {
        case .bounds: modelBounds = value.rect
        case .position: modelPosition = value.point
        case .transform:
            modelTransform = value.transform
            hasIdentityTransform = CATransform3DIsIdentity(modelTransform)
        case .opacity: modelOpacity = value.scalar
        case .cornerRadius: modelCornerRadius = value.scalar
        case .hidden: isHidden = value.scalar > 0.5
        case .curl: break // not a property: a presentation copy has no curl
        }
    }

    /// The model with every running animation of `key` applied, in the order added.
    func presentationValue(_ key: LayerKey) -> LayerValue {
        var value = modelValue(key)
        for a in animations where a.key == key { value = a.apply(to: value) }
        return value
    }

    // With nothing running, the presentation is the model: read as it is stored, not
    // through `LayerValue` (every picture of the screen and every record reads these
    // for every view, and a still layer is the common case).
    var presentationBounds: CGRect { animations.isEmpty ? modelBounds : presentationValue(.bounds).rect }
    var presentationPosition: CGPoint { animations.isEmpty ? modelPosition : presentationValue(.position).point }
    var presentationTransform: CATransform3D {
        animations.isEmpty ? modelTransform : presentationValue(.transform).transform
    }
    var presentationOpacity: Double { animations.isEmpty ? modelOpacity : presentationValue(.opacity).scalar }
    var presentationCornerRadius: Double {
        animations.isEmpty ? modelCornerRadius : presentationValue(.cornerRadius).scalar
    }
    var presentationIsHidden: Bool { animations.isEmpty ? isHidden : presentationValue(.hidden).scalar > 0.5 }
    var presentationCurl: Double { animations.isEmpty ? 0 : presentationValue(.curl).scalar }

    var presentationFrame: CGRect {
        Self.frame(bounds: presentationBounds, position: presentationPosition, anchor: anchorPoint,
                   transform: presentationTransform)
    }

    func setModel(_ key: LayerKey, _ value: LayerValue) { set(key, value) }

    /// Every model write goes through here: an animation block records the value
    /// before it, and a view hears about its new bounds.
    private func set(_ key: LayerKey, _ value: LayerValue) {
        let old = modelValue(key)
        // Told even of a value the layer already has: a keyframe that sets it still
        // says where the property is at its time (a block drops what did not change).
        AnimationTransaction.willChange(self, key)
        guard old != value else { return }
        ScreenChanges.willChange()
        store(key, value)
        view?.layerDidChange(key, from: old)
    }

    private func copyValues(from other: CALayer, presentation: Bool) {
        for key in LayerKey.allCases {
            store(key, presentation ? other.presentationValue(key) : other.modelValue(key))
        }
        anchorPoint = other.anchorPoint
        masksToBounds = other.masksToBounds
        zPosition = other.zPosition
        isDoubleSided = other.isDoubleSided
        name = other.name
        backgroundColor = other.backgroundColor
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowRadius = other.shadowRadius
        shadowOffset = other.shadowOffset
        maskedCorners = other.maskedCorners
        contents = other.contents
    }

    // MARK: - Geometry

    /// The point `p` of a layer's bounds in its superlayer's coordinates: relative to
    /// the anchor, through the transform, then placed at `position`.
    static func point(_ p: CGPoint, bounds: CGRect, position: CGPoint, anchor: CGPoint,
                      transform: CATransform3D) -> CGPoint {
        let a = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        let local = CGPoint(x: p.x - a.x, y: p.y - a.y)
        let t = CATransform3DIsIdentity(transform) ? local : transform.project(local)
        return CGPoint(x: position.x + t.x, y: position.y + t.y)
    }

    static func frame(bounds: CGRect, position: CGPoint, anchor: CGPoint, transform: CATransform3D) -> CGRect {
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        return CGRect.bounding(corners.map {
            point($0, bounds: bounds, position: position, anchor: anchor, transform: transform)
        })
    }
}

extension LayerKey {
    /// Core Animation's key path.
    var name: String {
        switch self {
        case .bounds: "bounds"
        case .position: "position"
        case .transform: "transform"
        case .opacity: "opacity"
        case .cornerRadius: "cornerRadius"
        case .hidden: "hidden"
        case .curl: "pageCurl"
        }
    }
}

/// Which corners `cornerRadius` rounds (accepted and carried).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
