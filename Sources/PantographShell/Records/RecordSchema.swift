import PantographEngine

/// The JSON record's schema, read off `RecordShape` (the one declaration of the
/// record's fields): `docs/record.schema.json` is generated from it (a test fails when
/// the committed file is stale), every golden record is validated against it, and
/// `expect` checks its paths here.
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

    /// The record itself and its definitions, read off the one declaration.
    static let record = RecordShape.record.schema
    static let definitions = RecordShape.definitions

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

    /// The keys at `path` that a record may leave out (`optional` fields: the
    /// hierarchy before any view transition).
    static func optionalKeys(at path: [String]) -> Set<String> {
        var node = record
        for name in path {
            guard let child = child(of: node, named: name) else { return [] }
            node = child
        }
        return Set((properties(of: node) ?? []).compactMap { key, node in
            if case .optional = node { key } else { nil }
        })
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
