/// One property of an object in the JSON record, declared once: its key, its type in
/// the schema (nullability and description included) and how its value is read from
/// what the object is made of. `RecordShape` lists them; the schema
/// (`RecordSchema.json`, so `docs/record.schema.json`) and the value form
/// (`Record.json`) are both read off the list, so they cannot disagree.
///
/// The constructors tie the schema's type to the type the getter returns: a `number`
/// field reads a `Double` and is written as a number, an `orNull` field reads an
/// optional and is declared nullable.
struct RecordField<Source>: Sendable {
    let name: String
    let schema: RecordSchema.Node
    /// nil: the field is absent from this record (only an `objectIfAny` field is).
    let value: @Sendable (Source) -> JSON?

    static func integer(_ name: String, _ description: String? = nil, minimum: Int? = nil,
                        _ get: @escaping @Sendable (Source) -> Int) -> Self {
        Self(name: name, schema: .integer(description: description, minimum: minimum)) { .int(get($0)) }
    }

    static func number(_ name: String, _ description: String? = nil, minimum: Double? = nil, maximum: Double? = nil,
                       _ get: @escaping @Sendable (Source) -> Double) -> Self {
        Self(name: name, schema: .number(description: description, minimum: minimum, maximum: maximum)) { .number(get($0)) }
    }

    static func numberOrNull(_ name: String, _ description: String? = nil, minimum: Double? = nil,
                             _ get: @escaping @Sendable (Source) -> Double?) -> Self {
        Self(name: name, schema: .nullable(.number(minimum: minimum), description: description)) {
            get($0).map(JSON.number) ?? .null
        }
    }

    static func string(_ name: String, _ description: String? = nil, minLength: Int? = nil,
                       _ get: @escaping @Sendable (Source) -> String) -> Self {
        Self(name: name, schema: .string(description: description, minLength: minLength)) { .string(get($0)) }
    }

    static func stringOrNull(_ name: String, _ description: String? = nil, minLength: Int? = nil,
                             _ get: @escaping @Sendable (Source) -> String?) -> Self {
        Self(name: name, schema: .nullable(.string(minLength: minLength), description: description)) {
            get($0).map(JSON.string) ?? .null
        }
    }

    static func boolean(_ name: String, _ description: String? = nil, _ get: @escaping @Sendable (Source) -> Bool) -> Self {
        Self(name: name, schema: .boolean(description: description)) { .bool(get($0)) }
    }

    /// One of `values` (a raw value's enum, say).
    static func oneOf(_ name: String, _ values: [String], _ description: String? = nil,
                      _ get: @escaping @Sendable (Source) -> String) -> Self {
        Self(name: name, schema: .oneOfStrings(values, nullable: false, description: description)) { .string(get($0)) }
    }

    static func oneOfOrNull(_ name: String, _ values: [String], _ description: String? = nil,
                            _ get: @escaping @Sendable (Source) -> String?) -> Self {
        Self(name: name, schema: .oneOfStrings(values, nullable: true, description: description)) {
            get($0).map(JSON.string) ?? .null
        }
    }

    static func object<Child>(_ name: String, _ child: RecordObject<Child>, _ description: String? = nil,
                              _ get: @escaping @Sendable (Source) -> Child) -> Self {
        Self(name: name, schema: child.reference(description: description)) { child.json(get($0)) }
    }

    /// An object made of the same source, spelled inline (`source`, the record's file
    /// and line): no copy of the source is made for it.
    static func inline(_ name: String, _ child: RecordObject<Source>) -> Self {
        Self(name: name, schema: child.reference(description: nil)) { child.json($0) }
    }

    static func objectOrNull<Child>(_ name: String, _ child: RecordObject<Child>, _ description: String? = nil,
                                    _ get: @escaping @Sendable (Source) -> Child?) -> Self {
        Self(name: name, schema: .nullable(child.reference(description: nil), description: description)) {
            get($0).map(child.json) ?? .null
        }
    }

    /// An object only some records have (the hierarchy, once a view transition has
    /// run): absent, not null, where `get` gives nil, and not required by the schema,
    /// so records that never have it keep their bytes.
    static func objectIfAny<Child>(_ name: String, _ child: RecordObject<Child>, _ description: String? = nil,
                                   _ get: @escaping @Sendable (Source) -> Child?) -> Self {
        Self(name: name, schema: .optional(child.reference(description: nil), description: description)) {
            get($0).map(child.json)
        }
    }

    static func strings(_ name: String, _ description: String? = nil, minLength: Int? = nil,
                        _ get: @escaping @Sendable (Source) -> [String]) -> Self {
        Self(name: name, schema: .array(of: .string(minLength: minLength), description: description)) {
            .array(get($0).map(JSON.string))
        }
    }

    /// Strings made one by one from a list of values (the events' descriptions): no
    /// array of strings between the list and the JSON.
    static func strings<Element>(_ name: String, _ description: String? = nil, minLength: Int? = nil,
                                 each text: @escaping @Sendable (Element) -> String,
                                 _ get: @escaping @Sendable (Source) -> [Element]) -> Self {
        Self(name: name, schema: .array(of: .string(minLength: minLength), description: description)) {
            .array(get($0).map { .string(text($0)) })
        }
    }

    static func objects<Child>(_ name: String, _ child: RecordObject<Child>, _ description: String? = nil,
                               _ get: @escaping @Sendable (Source) -> [Child]) -> Self {
        Self(name: name, schema: .array(of: child.reference(description: nil), description: description)) {
            .array(get($0).map(child.json))
        }
    }

    /// Objects of a definition that holds objects of its own kind (a view and its
    /// subviews): named by the definition, and each made by `json`, which runs only
    /// when a record is made, so an object may list itself (`{ RecordShape.node.json($0) }`;
    /// give that `static let` its type, which Swift cannot infer through the cycle).
    static func objects<Child>(_ name: String, referring definition: String, _ description: String? = nil,
                               json: @escaping @Sendable (Child) -> JSON,
                               _ get: @escaping @Sendable (Source) -> [Child]) -> Self {
        Self(name: name, schema: .array(of: .ref(definition), description: description)) { .array(get($0).map(json)) }
    }

    /// Any JSON value: a query's result.
    static func any(_ name: String, _ description: String? = nil, _ get: @escaping @Sendable (Source) -> JSON) -> Self {
        Self(name: name, schema: .any(description: description), value: get)
    }
}

/// An object of the record: its fields in the order they are written, and whether the
/// schema names it as a definition (`#/$defs/NAME`, for an object used in several
/// places or worth naming) or spells it where it is used.
struct RecordObject<Source>: Sendable {
    /// The name of its definition in the schema, or nil for an object spelled inline.
    let definition: String?
    let description: String?
    let fields: [RecordField<Source>]

    init(definition: String? = nil, description: String? = nil, _ fields: [RecordField<Source>]) {
        self.definition = definition
        self.description = description
        self.fields = fields
    }

    /// The object's own schema: closed, every field required (`RecordSchema.json`).
    var schema: RecordSchema.Node { .object(fields.map { ($0.name, $0.schema) }, description: description) }

    /// Its value, field by field in the declared order.
    func json(_ source: Source) -> JSON {
        var pairs: [(String, JSON)] = []
        pairs.reserveCapacity(fields.count)
        for field in fields {
            if let value = field.value(source) { pairs.append((field.name, value)) }
        }
        return .object(pairs)
    }

    /// How a field holding it appears in the schema: a reference to its definition, or
    /// the object itself (described by the field, else by itself).
    func reference(description fieldDescription: String?) -> RecordSchema.Node {
        if let definition { return .ref(definition, description: fieldDescription) }
        return .object(fields.map { ($0.name, $0.schema) }, description: fieldDescription ?? description)
    }
}
