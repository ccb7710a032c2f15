/// The views in the window, back to front.
public struct Scene: Hashable, Sendable {
    public private(set) var views: [View]

    public init(_ views: [View]) {
        self.views = views
    }

    public subscript(name: String) -> View? {
        views.first { $0.name == name }
    }

    public func contains(_ name: String) -> Bool { self[name] != nil }

    /// Hidden itself or inside a hidden superview: not visible on screen.
    public func isEffectivelyHidden(_ name: String) -> Bool {
        var current = self[name]
        while let view = current {
            if view.isHidden { return true }
            current = view.superview.flatMap { self[$0] }
        }
        return false
    }

    public mutating func apply(_ edit: SceneEdit) {
        switch edit {
        case .insert(let group, .top):
            views.append(contentsOf: group)
        case .insert(let group, .below(let name)):
            let index = views.firstIndex { $0.name == name } ?? views.endIndex
            views.insert(contentsOf: group, at: index)
        case .remove(let name):
            let doomed = subtree(of: name)
            views.removeAll { doomed.contains($0.name) }
        case .setHidden(let name, let hidden):
            modify(name) { $0.isHidden = hidden }
        }
    }

    public mutating func apply(_ edits: [SceneEdit]) {
        for edit in edits { apply(edit) }
    }

    /// Sets every track's property to its value at `progress` (0 = from, 1 = to).
    public mutating func apply(_ tracks: [Track], progress: Double) {
        for track in tracks {
            modify(track.view) { track.property.apply(to: &$0, progress: progress) }
        }
    }

    mutating func modify(_ name: String, _ change: (inout View) -> Void) {
        guard let index = views.firstIndex(where: { $0.name == name }) else { return }
        change(&views[index])
    }

    /// A view and everything inside it, as `removeFromSuperview()` takes them along.
    func subtree(of name: String) -> Set<String> {
        var names: Set<String> = [name]
        var grew = true
        while grew {
            grew = false
            for view in views where !names.contains(view.name) {
                if let parent = view.superview, names.contains(parent) {
                    names.insert(view.name)
                    grew = true
                }
            }
        }
        return names
    }
}

/// A change to the hierarchy that an animator or UIKit makes at one instant.
public enum SceneEdit: Hashable, Sendable {
    /// `addSubview` of the views (a view and its subviews, back to front).
    case insert([View], InsertPosition)
    /// `removeFromSuperview`, taking the view's subviews along.
    case remove(String)
    case setHidden(String, Bool)
}

public enum InsertPosition: Hashable, Sendable {
    case top
    /// `insertSubview(_:belowSubview:)`
    case below(String)
}

/// One animated property of one view: where it starts and where it ends.
public struct Track: Hashable, Sendable {
    public var view: String
    public var property: AnimatedProperty

    public init(_ view: String, _ property: AnimatedProperty) {
        self.view = view
        self.property = property
    }

    /// The same animation played the other way.
    public var reversed: Track { Track(view, property.reversed) }
}

public enum AnimatedProperty: Hashable, Sendable {
    case frame(Rect, Rect)
    case alpha(Double, Double)
    case cornerRadius(Double, Double)
    case scale(Double, Double)

    public var reversed: AnimatedProperty {
        switch self {
        case .frame(let a, let b): .frame(b, a)
        case .alpha(let a, let b): .alpha(b, a)
        case .cornerRadius(let a, let b): .cornerRadius(b, a)
        case .scale(let a, let b): .scale(b, a)
        }
    }

    func apply(to view: inout View, progress f: Double) {
        switch self {
        case .frame(let a, let b): view.frame = a.interpolated(to: b, fraction: f)
        case .alpha(let a, let b): view.alpha = lerp(a, b, f)
        case .cornerRadius(let a, let b): view.cornerRadius = lerp(a, b, f)
        case .scale(let a, let b): view.scale = lerp(a, b, f)
        }
    }
}
