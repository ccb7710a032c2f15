import PantographEngine

/// One attribute of a scene statement, declared once: how it is written (a word in its
/// place, `keyword VALUE`, or a flag), how its value is read and written back, and
/// where it lands: a key path into the engine's type, which is also where the engine's
/// problems point (`\ViewDecl.alpha`). Its default is what its form's blank value
/// holds (an engine initializer's default, or the form's), and the printer leaves a
/// default out, so no default is spelled twice.
struct SceneAttribute<Target: Sendable>: Sendable {
    enum Kind: Sendable { case positional, keyword, flag }

    let kind: Kind
    /// The words that introduce it (`alpha`; `below` and `above` both write where an
    /// insert goes); none for a positional word.
    let keywords: [String]
    /// What its value is written as (`N`, `RECT`), or a positional word's name (`NAME`).
    let placeholder: String
    let isRequired: Bool
    /// Where the value lands, and where the engine's problems point.
    let path: AnyKeyPath & Sendable
    /// Reads the value's word (after the keyword that matched) into the target.
    let read: @Sendable (inout Target, _ keyword: String, Word, SceneValues) throws(SceneProblem) -> Void
    /// The attribute as written (`alpha 0.5`), or nil where the target holds the blank's value.
    let write: @Sendable (_ target: Target, _ blank: Target) -> String?

    /// How the usage line shows it: `NAME`, `frame RECT`, `[alpha N]`, `[hidden]`.
    var usage: String {
        switch kind {
        case .positional: placeholder
        case .flag: "[\(keywords[0])]"
        case .keyword:
            keywords.count > 1 ? "[" + keywords.map { "\($0) \(placeholder)" }.joined(separator: "|") + "]"
                : isRequired ? "\(keywords[0]) \(placeholder)" : "[\(keywords[0]) \(placeholder)]"
        }
    }
}

extension SceneAttribute {
    /// A word in its place, always written.
    static func positional<V: Sendable>(_ placeholder: String, _ path: WritableKeyPath<Target, V> & Sendable,
                                        read: @escaping @Sendable (Target, Word, SceneValues) throws(SceneProblem) -> V,
                                        write: @escaping @Sendable (V) -> String) -> Self {
        SceneAttribute(kind: .positional, keywords: [], placeholder: placeholder, isRequired: true, path: path,
                       read: { (target: inout Target, _, word, values) throws(SceneProblem) in
                           target[keyPath: path] = try read(target, word, values)
                       },
                       write: { target, _ in write(target[keyPath: path]) })
    }

    /// `keyword VALUE`: required, or left out when it is the default (unless `alwaysWritten`).
    static func keyword<V: Equatable & Sendable>(_ keyword: String, _ placeholder: String,
                                                 _ path: WritableKeyPath<Target, V> & Sendable,
                                                 required: Bool = false, alwaysWritten: Bool = false,
                                                 read: @escaping @Sendable (Target, Word, SceneValues) throws(SceneProblem) -> V,
                                                 write: @escaping @Sendable (V) -> String) -> Self {
        SceneAttribute(kind: .keyword, keywords: [keyword], placeholder: placeholder, isRequired: required, path: path,
                       read: { (target: inout Target, _, word, values) throws(SceneProblem) in
                           target[keyPath: path] = try read(target, word, values)
                       },
                       write: { target, blank in
                           let value = target[keyPath: path]
                           return required || alwaysWritten || value != blank[keyPath: path] ? "\(keyword) \(write(value))" : nil
                       })
    }

    /// `keyword VALUE` of an optional value: written when there is one.
    static func keyword<V: Sendable>(_ keyword: String, _ placeholder: String, _ path: WritableKeyPath<Target, V?> & Sendable,
                                     required: Bool = false,
                                     read: @escaping @Sendable (Target, Word, SceneValues) throws(SceneProblem) -> V,
                                     write: @escaping @Sendable (V) -> String) -> Self {
        SceneAttribute(kind: .keyword, keywords: [keyword], placeholder: placeholder, isRequired: required, path: path,
                       read: { (target: inout Target, _, word, values) throws(SceneProblem) in
                           target[keyPath: path] = try read(target, word, values)
                       },
                       write: { target, _ in target[keyPath: path].map { "\(keyword) \(write($0))" } })
    }

    /// A word on its own that turns something on.
    static func flag(_ keyword: String, _ path: WritableKeyPath<Target, Bool> & Sendable) -> Self {
        SceneAttribute(kind: .flag, keywords: [keyword], placeholder: "", isRequired: false, path: path,
                       read: { target, _, _, _ in target[keyPath: path] = true },
                       write: { target, _ in target[keyPath: path] ? keyword : nil })
    }

    // MARK: The values

    /// `keyword VALUE` of a kind: required, or left out when it is the default.
    static func value<V: Equatable & Sendable>(_ keyword: String, _ path: WritableKeyPath<Target, V> & Sendable,
                                               _ kind: SceneValueKind<V>, required: Bool = false,
                                               alwaysWritten: Bool = false) -> Self {
        self.keyword(keyword, kind.placeholder, path, required: required, alwaysWritten: alwaysWritten,
                     read: { _, word, values throws(SceneProblem) in try kind.read(values, word) }, write: kind.write)
    }

    /// `keyword VALUE` of a kind, optional (or required where the type allows none).
    static func value<V: Sendable>(_ keyword: String, _ path: WritableKeyPath<Target, V?> & Sendable,
                                   _ kind: SceneValueKind<V>, required: Bool = false) -> Self {
        self.keyword(keyword, kind.placeholder, path, required: required,
                     read: { _, word, values throws(SceneProblem) in try kind.read(values, word) }, write: kind.write)
    }

    /// A name, in its place.
    static func name(_ placeholder: String, _ path: WritableKeyPath<Target, String> & Sendable) -> Self {
        positional(placeholder, path, read: { _, word, _ in word.text }, write: { $0 })
    }

    /// A case of an enum, in its place (`unknown WHAT 'x'; expected …`).
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ placeholder: String, what: String, _ path: WritableKeyPath<Target, E> & Sendable
    ) -> Self where E.RawValue == String {
        positional(placeholder, path, read: { _, word, values throws(SceneProblem) in try values.choice(word, E.self, what: what) },
                   write: \.rawValue)
    }

    /// A track's or a `set`'s value: a rectangle for `frame`, a number for any other
    /// property (the target's, read before it).
    static func value(_ keyword: String, _ path: WritableKeyPath<Target, ValueExpr> & Sendable,
                      property: @escaping @Sendable (Target) -> AnimatableProperty) -> Self {
        self.keyword(keyword, "VALUE", path, required: true,
                     read: { target, word, values throws(SceneProblem) in try values.value(word, for: property(target)) },
                     write: SceneValues.value)
    }

    static func value(_ keyword: String, _ path: WritableKeyPath<Target, ValueExpr?> & Sendable,
                      property: @escaping @Sendable (Target) -> AnimatableProperty) -> Self {
        self.keyword(keyword, "VALUE", path,
                     read: { target, word, values throws(SceneProblem) in try values.value(word, for: property(target)) },
                     write: SceneValues.value)
    }
}

/// A kind of value an attribute takes: what its usage calls it, how its word is read
/// and how it is written back (the one reader and writer of each, `SceneValues`).
struct SceneValueKind<Value>: Sendable {
    let placeholder: String
    let read: @Sendable (SceneValues, Word) throws(SceneProblem) -> Value
    let write: @Sendable (Value) -> String
}

extension SceneValueKind where Value == String {
    static func name(_ placeholder: String) -> Self { Self(placeholder: placeholder, read: { _, word in word.text }, write: { $0 }) }
}

extension SceneValueKind where Value == [String] {
    /// `A,B,…`
    static var names: Self {
        Self(placeholder: "A,B,…", read: { _, word in word.text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) },
             write: { $0.joined(separator: ",") })
    }
}

extension SceneValueKind where Value == Double {
    static var number: Self { Self(placeholder: "N", read: { values, word throws(SceneProblem) in try values.number(word) }, write: SceneValues.number) }
    static var duration: Self {
        Self(placeholder: "DURATION", read: { values, word throws(SceneProblem) in try values.duration(word) }, write: SceneValues.number)
    }
}

extension SceneValueKind where Value == Expr {
    static var expr: Self { Self(placeholder: "EXPR", read: { values, word throws(SceneProblem) in try values.expr(word) }, write: SceneValues.expr) }
}

extension SceneValueKind where Value == RectExpr {
    static var rect: Self { Self(placeholder: "RECT", read: { values, word throws(SceneProblem) in try values.rect(word) }, write: SceneValues.rect) }
}

extension SceneValueKind where Value == PointExpr {
    static var point: Self { Self(placeholder: "POINT", read: { values, word throws(SceneProblem) in try values.point(word) }, write: SceneValues.point) }
}

extension SceneValueKind where Value == Point {
    static var direction: Self {
        Self(placeholder: "X,Y", read: { values, word throws(SceneProblem) in try values.direction(word) }, write: SceneValues.direction)
    }
}

extension SceneValueKind where Value == TimingDecl {
    static var timing: Self { Self(placeholder: "TIMING", read: { values, word throws(SceneProblem) in try values.timing(word) }, write: SceneValues.timing) }
}

extension SceneValueKind where Value: RawRepresentable & CaseIterable & SendableMetatype, Value.RawValue == String {
    /// One of an enum's names (`unknown 'x'; expected …`).
    static func choice(_ placeholder: String) -> Self {
        Self(placeholder: placeholder, read: { values, word throws(SceneProblem) in try values.choice(word, Value.self, what: nil) },
             write: \.rawValue)
    }
}
