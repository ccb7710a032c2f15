import PantographEngine

/// The JSON record's schema, declared beside `Record` so that the two change together:
/// `docs/record.schema.json` is generated from this declaration (a test fails when the
/// committed file is stale), every golden record is validated against it, and the
/// record writer's key order is checked against its property order.
///
/// Objects are closed (`additionalProperties: false`) and every property is required
/// but an `optional` one: a field added to the record without a line here fails the
/// validation.
public enum RecordSchema {
    /// A JSON Schema (draft 2020-12) node, as small as the record needs.
    indirect enum Node: Sendable {
        case object([(String, Node)], description: String? = nil)
        case array(of: Node, description: String? = nil)
        case string(description: String? = nil, minLength: Int? = nil)
        case number(description: String? = nil, minimum: Double? = nil, maximum: Double? = nil)
        case integer(description: String? = nil, minimum: Int? = nil)
        case boolean(description: String? = nil)
        /// One of these strings, or null when `nullable`.
        case oneOfStrings([String], nullable: Bool = false, description: String? = nil)
        /// The node, or null.
        case nullable(Node, description: String? = nil)
        /// A property that only some records have (not in the object's `required`).
        case optional(Node, description: String? = nil)
        case ref(String, description: String? = nil)
        /// Any JSON value.
        case any(description: String? = nil)
    }

    static let point = Node.object([("x", .number()), ("y", .number())], description: "A point or a vector in window points.")
    static let rect = Node.object([("x", .number()), ("y", .number()), ("width", .number()), ("height", .number())],
                                  description: "A frame in window points, origin top-left.")

    static let gesture = Node.object([
        ("state", .oneOfStrings(["possible", "began", "changed", "ended", "cancelled", "failed"],
                                description: "The pan recognizer's state, as UIGestureRecognizer.State names it.")),
        ("location", .nullable(.ref("point"), description: "Where the touch is now; null before the first pan.")),
        ("translation", .ref("point", description: "translation(in:): cumulative since the pan began.")),
        ("velocity", .ref("point", description: "velocity(in:) in points per second, UIKit's two-sample estimate.")),
    ], description: "The pan gesture recognizer.")

    /// Every decision a release policy can make, from the engine's own list.
    static let decisions = Decision.allCases.map(\.rawValue)

    static let transition = Node.object([
        ("operation", .oneOfStrings(Transition.Operation.allCases.map(\.rawValue))),
        ("phase", .oneOfStrings(["interactive", "animating", "finishing", "cancelling", "paused", "completed", "cancelled"],
                                description: "animating: a non-interactive transition in flight; completed and cancelled stay until the next transition begins.")),
        ("interactive", .boolean(description: "The transition context's isInteractive.")),
        ("percent", .number(description: "percentComplete, 0…1: the fraction of the animation's time.", minimum: 0, maximum: 1)),
        ("decision", .oneOfStrings(decisions, nullable: true,
                                   description: "What the release policy would decide if the gesture ended now; null when no gesture drives the transition. stay: neither finish() nor cancel(), the transition left interactive.")),
        ("reason", .nullable(.string(minLength: 1), description: "Why the policy would decide so now, with the numbers; null when decision is.")),
        ("release", .nullable(.ref("release"), description: "How the gesture that drove this transition ended; null until it has, for a transition no gesture drove, and after pause() takes the decision back.")),
        ("duration", .number(description: "The animator's transitionDuration in seconds.", minimum: 0)),
        ("completionSpeed", .number(description: "completionSpeed as UIKit's getter returns it (1 for values ≤ 0).")),
        ("completionCurve", .string(description: "The completion curve's name, or cubic(X1,Y1,X2,Y2).")),
        ("remaining", .nullable(.number(minimum: 0), description: "Seconds of animation left; null when nothing runs.")),
        ("wasCancelled", .boolean(description: "transitionWasCancelled: true from cancel() on.")),
    ], description: "The transition in flight, or the last one.")

    static let release = Node.object([
        ("policy", .string(description: "The release policy that judged it.", minLength: 1)),
        ("progress", .number(description: "The transition's progress at the release, 0…1.", minimum: 0, maximum: 1)),
        ("translation", .number(description: "Points along the gesture's direction (positive toward completing).")),
        ("velocity", .number(description: "Points per second along the gesture's direction (positive toward completing).")),
        ("decision", .oneOfStrings(decisions,
                                   description: "finish() or cancel() called, or stay: neither, the transition left interactive at its percent.")),
        ("reason", .string(description: "Why, with the numbers: \"progress 10.0 % is not above the threshold 10.0 %\".", minLength: 1)),
        ("bySystem", .boolean(description: "The system cancelled the gesture (pan cancel, touch cancel) rather than the finger lifting.")),
    ], description: "A gesture's end as its release policy judged it.")

    /// Not part of every record: `compare`'s `result` maps each policy's name to one.
    static let verdict = Node.object([
        ("decision", .oneOfStrings(decisions)),
        ("reason", .string(description: "Why, with the numbers, as compare's text gives it.", minLength: 1)),
    ], description: "One release policy's judgement of a gesture, in compare's result.")

    static let view = Node.object([
        ("name", .string(minLength: 1)),
        ("phantom", .boolean(description: "A snapshot flying between the screens (named after the view it copies, with a ~).")),
        ("frame", .ref("rect", description: "The visual frame: the scale applied about the centre.")),
        ("alpha", .number()),
        ("hidden", .boolean(description: "The view or one of its superviews is hidden.")),
        ("scale", .number()),
        ("cornerRadius", .number()),
    ])

    static let record = Node.object([
        ("seq", .integer(description: "The command's number, from 1; failed commands count.", minimum: 1)),
        ("input", .string(description: "The command as typed, without comments and surrounding blanks.")),
        ("source", .object([("file", .string()), ("line", .integer(minimum: 1))],
                           description: "Where the command was read: a path, <stdin>, <command-line> or <repl>.")),
        ("ok", .boolean(description: "False when the command failed; it then changed nothing.")),
        ("error", .nullable(.object([("message", .string(minLength: 1)), ("line", .integer(minimum: 1)),
                                     ("column", .integer(minimum: 1))]),
                            description: "Why the command failed; the message's lines after the first are notes (a usage, the known names).")),
        ("warnings", .array(of: .string(), description: "Calls UIKit would silently ignore, and settings that change what is possible.")),
        ("clock", .number(description: "The virtual clock in seconds.", minimum: 0)),
        ("scenario", .string()),
        ("gesture", .ref("gesture")),
        ("transition", .nullable(.ref("transition"), description: "null before the first transition.")),
        ("presented", .boolean(description: "Whether the presented view controller is on screen; in a navigation stack, whether a controller is pushed over the root.")),
        ("views", .array(of: .ref("view"), description: "Every view in the window, back to front.")),
        ("hierarchy", .optional(.ref("hierarchy"), description: "Only once the scene has made a view transition (docs/flip.md): UIKit's hierarchy, which mid-flight is not what `views` shows.")),
        ("events", .array(of: .string(minLength: 1), description: "The lifecycle callbacks that fired during the command, in order.")),
        ("result", .any(description: "null, or the value a query computes: for compare, an object mapping each release policy's name to its verdict (#/$defs/verdict); for judge, the counts per policy, every trace's verdicts and the traces skipped (docs/recording.md).")),
    ], description: "One record per command (JSON Lines); keys in this order.")

    static let hierarchy = Node.object([
        ("views", .array(of: .object([
            ("name", .string(minLength: 1)),
            ("superview", .nullable(.string(minLength: 1), description: "null: a subview of the window.")),
            ("hidden", .boolean(description: "The view's own isHidden, as UIKit has set it.")),
        ]), description: "The views in UIKit's hierarchy, back to front: without the snapshots of views already removed.")),
        ("deallocated", .array(of: .string(minLength: 1), description: "The views UIKit has freed, in order.")),
    ], description: "UIKit's view hierarchy after view transitions.")

    static let definitions: [(String, Node)] = [
        ("point", point), ("rect", rect), ("gesture", gesture), ("transition", transition), ("release", release), ("view", view),
        ("verdict", verdict), ("hierarchy", hierarchy),
    ]

    /// The schema as JSON.
    public static var json: JSON {
        guard case .object(var pairs) = json(record) else { return .null }
        pairs.insert(contentsOf: [("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
                                  ("title", .string("A Pantograph output record"))], at: 0)
        pairs.append(("$defs", .object(definitions.map { ($0.0, json($0.1)) })))
        return .object(pairs)
    }

    /// The property names of the record and its nested objects, in the writer's order:
    /// `[""]` for the record itself, `["gesture"]`, `["transition"]`, `["views"]` …
    public static func keys(at path: [String]) -> [String]? {
        var node = record
        for name in path {
            guard let child = child(of: node, named: name) else { return nil }
            node = child
        }
        return properties(of: node)?.map(\.0)
    }

    /// Where a dotted path (`transition.release.decision`) leaves the record's shape,
    /// whatever the record holds now: `expect` checks a path here, so a path the record
    /// can never have is a mistake even while its parent is null.
    enum PathProblem: Equatable {
        /// `part` is not a property (or element) of the object (or array) at `walked`;
        /// `known` lists what is.
        case unknown(walked: [String], part: String, known: [String])
        /// The node at `walked` is a single value: it has no `part`.
        case scalar(walked: [String], part: String)
    }

    /// Nil when the path is one the record's shape has. An array's element is named by
    /// its index, or, in `views`, by one of `viewNames`; anything goes inside `result`.
    static func problem(with path: [String], viewNames: [String]) -> PathProblem? {
        var node = record
        var walked: [String] = []
        for part in path {
            switch resolved(node) {
            case .object(let properties, _):
                guard let child = properties.first(where: { $0.0 == part })?.1 else {
                    return .unknown(walked: walked, part: part, known: properties.map(\.0))
                }
                node = child
            case .array(let items, _):
                let names = walked == ["views"] ? viewNames : []
                guard names.contains(part) || (Int(part).map { $0 >= 0 } ?? false) else {
                    return .unknown(walked: walked, part: part, known: names + ["0, 1, …"])
                }
                node = items
            case .any:
                return nil
            case .string, .number, .integer, .boolean, .oneOfStrings, .nullable, .optional, .ref:
                return .scalar(walked: walked, part: part)
            }
            walked.append(part)
        }
        return nil
    }

    /// A node with its reference followed and its null taken away (one step, not into arrays).
    private static func resolved(_ node: Node) -> Node {
        switch node {
        case .ref(let name, _): definitions.first { $0.0 == name }.map { resolved($0.1) } ?? node
        case .nullable(let inner, _), .optional(let inner, _): resolved(inner)
        default: node
        }
    }

    private static func resolve(_ node: Node) -> Node {
        switch node {
        case .ref(let name, _): definitions.first { $0.0 == name }.map { resolve($0.1) } ?? node
        case .nullable(let inner, _), .optional(let inner, _): resolve(inner)
        case .array(let items, _): resolve(items)
        default: node
        }
    }

    private static func properties(of node: Node) -> [(String, Node)]? {
        if case .object(let properties, _) = resolve(node) { return properties }
        return nil
    }

    private static func child(of node: Node, named name: String) -> Node? {
        properties(of: node)?.first { $0.0 == name }?.1
    }

    static func json(_ node: Node) -> JSON {
        func described(_ pairs: [(String, JSON)], _ description: String?) -> JSON {
            .object((description.map { [("description", JSON.string($0))] } ?? []) + pairs)
        }
        switch node {
        case .object(let properties, let description):
            return described([("type", .string("object")),
                              ("required", .array(properties.filter {
                                  if case .optional = $0.1 { false } else { true }
                              }.map { .string($0.0) })),
                              ("additionalProperties", .bool(false)),
                              ("properties", .object(properties.map { ($0.0, json($0.1)) }))], description)
        case .array(let items, let description):
            return described([("type", .string("array")), ("items", json(items))], description)
        case .string(let description, let minLength):
            return described([("type", .string("string"))] + (minLength.map { [("minLength", .int($0))] } ?? []), description)
        case .number(let description, let minimum, let maximum):
            return described([("type", .string("number"))]
                             + (minimum.map { [("minimum", .number($0))] } ?? [])
                             + (maximum.map { [("maximum", .number($0))] } ?? []), description)
        case .integer(let description, let minimum):
            return described([("type", .string("integer"))] + (minimum.map { [("minimum", .int($0))] } ?? []), description)
        case .boolean(let description):
            return described([("type", .string("boolean"))], description)
        case .oneOfStrings(let values, let nullable, let description):
            return described([("enum", .array(values.map(JSON.string) + (nullable ? [.null] : [])))], description)
        case .nullable(let inner, let description):
            return described([("oneOf", .array([.object([("type", .string("null"))]), json(inner)]))], description)
        case .optional(let inner, let description):
            guard let description, case .object(let pairs) = json(inner) else { return json(inner) }
            return described(pairs, description)
        case .ref(let name, let description):
            return described([("$ref", .string("#/$defs/\(name)"))], description)
        case .any(let description):
            return described([], description)
        }
    }
}
