/// Where in a scene's declaration something is: the part of the scene (a view, a
/// track of an animation, a gesture…) and, when one of its attributes is to blame,
/// which (a key path into the part's type: `\ViewDecl.superview`, `\TrackDecl.start`;
/// `item` picks one name of a list, as `\ControllerDecl.children`'s second). The engine
/// returns a path with every problem it finds; a front end that kept where it read
/// each part (the shell's source map) turns the path into a line and a column.
public struct ScenePath: Hashable, Sendable, CustomStringConvertible {
    /// A part of the declaration: one element of one of `Scene`'s lists, counted
    /// from 0 as the lists are.
    public enum Part: Hashable, Sendable {
        /// The scene as a whole (its name).
        case scene
        case option(Int)
        case view(Int)
        case controller(Int)
        /// The `n`th view of `initialWindow`.
        case initialWindow(Int)
        case initialDepth
        /// A presentation or push: its controllers and style.
        case presentation(Int)
        case presentationController(Int)
        /// An animator's plan for one operation (its duration).
        case plan(presentation: Int, Transition.Operation)
        /// An edit of a presentation's part: setup, completion, cancellation,
        /// `…WillBegin`, `…DidEnd`.
        case edit(presentation: Int, SceneError.Part, Int)
        /// A track of an animator's animation or of the presentation controller's
        /// alongside animation.
        case track(presentation: Int, SceneError.Part, Int)
        /// An animation a plan starts that is not the transition's (its duration).
        case standalone(presentation: Int, Transition.Operation, Int)
        case standaloneTrack(presentation: Int, Transition.Operation, animation: Int, Int)
        case gesture(presentation: Int, Transition.Operation)
    }

    public let part: Part
    /// The attribute to blame; nil: the part as a whole.
    public let attribute: (AnyKeyPath & Sendable)?
    /// Which name of a list-valued attribute.
    public let item: Int?

    public init(_ part: Part, _ attribute: (AnyKeyPath & Sendable)? = nil, item: Int? = nil) {
        self.part = part
        self.attribute = attribute
        self.item = item
    }

    /// The same part, without the attribute.
    public var whole: ScenePath { ScenePath(part) }

    public static func == (a: ScenePath, b: ScenePath) -> Bool {
        a.part == b.part && a.item == b.item && a.attribute.map { $0 as AnyKeyPath } == b.attribute.map { $0 as AnyKeyPath }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(part)
        hasher.combine(item)
        hasher.combine(attribute.map { $0 as AnyKeyPath })
    }

    public var description: String {
        "\(part)" + (attribute.map { " \($0)" } ?? "") + (item.map { "[\($0)]" } ?? "")
    }
}
