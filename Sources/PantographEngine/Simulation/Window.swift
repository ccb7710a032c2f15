#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One view in the window: what UIKit stores for it.
public struct ViewState: Hashable, Sendable {
    /// The view's index in the scene's declaration.
    public let id: Int
    /// In the superview's coordinates, without the transform.
    public var frame: Rect
    public var alpha: Double
    public var isHidden: Bool
    /// A uniform scale transform about the centre.
    public var scale: Double = 1
    public var cornerRadius: Double
    /// Degrees about the vertical axis (a flip).
    public var yaw: Double = 0
    /// Degrees about the horizontal axis (a flip from the top or bottom).
    public var pitch: Double = 0
    /// The fraction of the height a page curl has lifted, from the bottom edge;
    /// negative, the fraction covered from the top edge.
    public var curl: Double = 0

    /// The view's own transform applied to its frame, in its superview's coordinates.
    var transformedFrame: Rect {
        let c = frame.center
        let sx = yaw == 0 ? scale : scale * abs(cos(yaw * .pi / 180))
        let sy = pitch == 0 ? scale : scale * abs(cos(pitch * .pi / 180))
        let w = frame.width * sx, h = frame.height * sy
        return Rect(c.x - w / 2, c.y - h / 2, w, h).curled(curl)
    }

    /// A view turned past 90° shows its back, which UIKit does not draw.
    var showsItsBack: Bool { abs(yaw) > 90 || abs(pitch) > 90 }
}

/// The views in the window, back to front. It lasts: views stay until an edit removes
/// them, whatever transitions come and go.
public struct Window: Hashable, Sendable {
    public internal(set) var views: [ViewState]

    init(_ ids: [Int], model: SceneModel) {
        views = []
        for id in ids { insert(id, at: .top, model: model) }
    }

    func index(of id: Int) -> Int? { views.firstIndex { $0.id == id } }
    public func contains(_ id: Int) -> Bool { index(of: id) != nil }
    public subscript(id: Int) -> ViewState? { index(of: id).map { views[$0] } }

    func value(of property: AnimatableProperty, view id: Int) -> Value? {
        guard let v = self[id] else { return nil }
        switch property {
        case .frame: return .rect(v.frame)
        case .alpha: return .number(v.alpha)
        case .scale: return .number(v.scale)
        case .cornerRadius: return .number(v.cornerRadius)
        case .yaw: return .number(v.yaw)
        case .pitch: return .number(v.pitch)
        case .curl: return .number(v.curl)
        }
    }

    mutating func set(_ property: AnimatableProperty, of id: Int, to value: Value) {
        guard let i = index(of: id) else { return }
        switch (property, value) {
        case (.frame, .rect(let r)): views[i].frame = r
        // A spring's overshoot cannot show an alpha above 1 or a radius below 0: the
        // screen clamps both, and so does what Pantograph prints.
        case (.alpha, .number(let n)): views[i].alpha = min(max(n, 0), 1)
        case (.scale, .number(let n)): views[i].scale = n
        case (.cornerRadius, .number(let n)): views[i].cornerRadius = max(n, 0)
        case (.yaw, .number(let n)): views[i].yaw = n
        case (.pitch, .number(let n)): views[i].pitch = n
        case (.curl, .number(let n)): views[i].curl = min(max(n, -1), 1)
        // `DeclResolver` gives each property its kind of value, and a track keeps it.
        case (.frame, .number), (.alpha, .rect), (.scale, .rect), (.cornerRadius, .rect), (.yaw, .rect),
             (.pitch, .rect), (.curl, .rect):
            preconditionFailure("\(property) cannot be set to \(value)")
        }
    }

    /// `addSubview` of a declared view and its subviews, fresh from their declaration.
    mutating func insert(_ id: Int, at position: Edit.Position, frame: Rect? = nil, hidden: Bool? = nil,
                         alpha: Double? = nil, model: SceneModel) {
        remove(id, model: model)
        let subtree = model.subtree[id]
        var top = model.declared[subtree[0]]
        if let frame { top.frame = frame }
        if let hidden { top.isHidden = hidden }
        if let alpha { top.alpha = alpha }
        let at: Int
        switch position {
        case .top:
            at = views.endIndex
        case .below(let other):
            at = index(of: other) ?? views.endIndex
        case .above(let other):
            let inside = model.subtree[other]
            at = (views.lastIndex { inside.contains($0.id) }).map { $0 + 1 } ?? views.endIndex
        }
        // The view, then its subviews as declared: one at a time, with no array made
        // for them (most inserted views have no subviews).
        views.insert(top, at: at)
        for k in subtree.indices.dropFirst() { views.insert(model.declared[subtree[k]], at: at + k) }
    }

    /// `removeFromSuperview`, with the subviews. A view not in the window (an edit
    /// inserting it for the first time) leaves the array untouched.
    mutating func remove(_ id: Int, model: SceneModel) {
        let doomed = model.subtree[id]
        // A view with no subviews (most) is one `remove(at:)`, not a pass over them all.
        guard let first = views.firstIndex(where: { doomed.contains($0.id) }) else { return }
        if doomed.count == 1 {
            views.remove(at: first)
            return
        }
        views.removeAll { doomed.contains($0.id) }
    }

    mutating func apply(_ edit: Edit, model: SceneModel) {
        switch edit {
        case .insert(let id, let position, let frame, let hidden, let alpha):
            insert(id, at: position, frame: frame, hidden: hidden, alpha: alpha, model: model)
        case .remove(let id):
            remove(id, model: model)
        case .bringToFront(let id):
            bringToFront(id, model: model)
        case .setHidden(let id, let hidden):
            if let i = index(of: id) { views[i].isHidden = hidden }
        case .set(let id, let property, let value):
            set(property, of: id, to: value)
        }
    }

    /// `addSubview` of a view already in its superview: it moves, as it is, above its
    /// siblings.
    mutating func bringToFront(_ id: Int, model: SceneModel) {
        let subtree = model.subtree[id]
        let moving = views.filter { subtree.contains($0.id) }
        guard !moving.isEmpty else { return }
        views.removeAll { subtree.contains($0.id) }
        var at = views.endIndex
        if let superview = model.superview[id] {
            let inside = model.subtree[superview]
            at = (views.lastIndex { inside.contains($0.id) }).map { $0 + 1 } ?? views.endIndex
        }
        views.insert(contentsOf: moving, at: at)
    }

    mutating func apply(_ edits: [Edit], model: SceneModel) {
        for edit in edits { apply(edit, model: model) }
    }

    /// What `convert(bounds, to: window)` gives: the view's transformed frame carried
    /// through each superview's position and transform.
    public func visualFrame(of view: ViewState, model: SceneModel) -> Rect {
        var r = view.transformedFrame
        // Up the superviews by index: a sequence with a closure allocated per view.
        var next = model.superview[view.id]
        while let ancestor = next {
            next = model.superview[ancestor]
            let a = self[ancestor] ?? model.declared[ancestor]
            r = r.offsetBy(dx: a.frame.x, dy: a.frame.y)
            // A curled view shows only its top; what it holds is cut off with it.
            if a.curl > 0 { r = a.frame.showing(r, curledBy: a.curl) }
            // cos(0) is exactly 1: no call for the views that never turn.
            let sx = a.yaw == 0 ? a.scale : a.scale * abs(cos(a.yaw * .pi / 180))
            let sy = a.pitch == 0 ? a.scale : a.scale * abs(cos(a.pitch * .pi / 180))
            guard sx != 1 || sy != 1 else { continue }
            let c = a.frame.center
            r = Rect(c.x + (r.x - c.x) * sx, c.y + (r.y - c.y) * sy, r.width * sx, r.height * sy)
        }
        return r
    }

    /// Hidden itself, inside a hidden view, or turned to show its back.
    public func isEffectivelyHidden(_ view: ViewState, model: SceneModel) -> Bool {
        if view.isHidden || view.showsItsBack { return true }
        var next = model.superview[view.id]
        while let ancestor = next {
            next = model.superview[ancestor]
            let a = self[ancestor] ?? model.declared[ancestor]
            if a.isHidden || a.showsItsBack { return true }
        }
        return false
    }
}

/// An `EditDecl` resolved: ids and numbers.
package enum Edit: Hashable, Sendable {
    package enum Position: Hashable, Sendable {
        case top
        case below(Int)
        case above(Int)
    }

    case insert(Int, Position, frame: Rect?, hidden: Bool?, alpha: Double?)
    case remove(Int)
    /// `addSubview` of a view its superview already holds.
    case bringToFront(Int)
    case setHidden(Int, Bool)
    case set(Int, AnimatableProperty, Value)
}
