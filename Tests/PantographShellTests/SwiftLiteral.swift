import PantographEngine

/// Writes a value of the engine's declaration types as Swift source that builds the
/// same value, by reflection (`Mirror`), so that a field added to a type needs nothing
/// here: a struct is its type's blank value with each field that differs assigned
/// (`changed(ViewDecl("", .screen)) { $0.name = "grid"; … }`), an enum case is its
/// case with its payload, named without its type (every place it is written in has
/// one), an expression is its numbers and variables, collections are literals (a dictionary's keys sorted, so
/// the source is the same on every run). Only a type the generator has not met
/// before needs a line: its blank, or its constructor.
struct SwiftLiteral {
    /// Each struct type's blank value and its source; its fields are assigned.
    static let blanks: [String: (value: any Sendable, source: String)] = [
        "ViewDecl": (ViewDecl("", .screen), #"ViewDecl("", .screen)"#),
        "ControllerDecl": (ControllerDecl("", view: ""), #"ControllerDecl("", view: "")"#),
        "PresentationDecl": (PresentationDecl("", presents: "", style: .automatic), #"PresentationDecl("", presents: "", style: .automatic)"#),
        "PresentationControllerDecl": (PresentationControllerDecl(), "PresentationControllerDecl()"),
        "PresentationControllerDecl.Callbacks": (PresentationControllerDecl.Callbacks(), "PresentationControllerDecl.Callbacks()"),
        "AnimatorDecl": (AnimatorDecl(present: PlanDecl(duration: 0, tracks: []), dismiss: PlanDecl(duration: 0, tracks: [])),
                         "AnimatorDecl(present: PlanDecl(duration: 0, tracks: []), dismiss: PlanDecl(duration: 0, tracks: []))"),
        "PlanDecl": (PlanDecl(duration: 0, tracks: []), "PlanDecl(duration: 0, tracks: [])"),
        "AnimationDecl": (AnimationDecl(duration: 0, []), "AnimationDecl(duration: 0, [])"),
        "TrackDecl": (TrackDecl("", .alpha, to: .number(0)), #"TrackDecl("", .alpha, to: .number(0))"#),
        "PanDrive": (PanDrive(direction: .zero, distance: 0, start: PointExpr(0, 0)),
                     "PanDrive(direction: .zero, distance: 0, start: PointExpr(0, 0))"),
        "DirectDrag": (DirectDrag(view: "", direction: .zero, distance: 0, shrink: 0, radius: 0, springBackDuration: 0, start: PointExpr(0, 0)),
                       #"DirectDrag(view: "", direction: .zero, distance: 0, shrink: 0, radius: 0, springBackDuration: 0, start: PointExpr(0, 0))"#),
        "Tap": (Tap(view: "", highlightScale: 1, highlightDuration: 0, unhighlightDuration: 0),
                #"Tap(view: "", highlightScale: 1, highlightDuration: 0, unhighlightDuration: 0)"#),
        "SceneOption": (SceneOption("", "", choices: [], default: "", binding: .outlets("")),
                           #"SceneOption("", "", choices: [], default: "", binding: .outlets(""))"#),
        "Settings": (Settings(), "Settings()"),
    ]

    /// Types written as a call of their fields, in order: the call's head and each
    /// field's argument label.
    static let constructors: [String: (head: String, labels: [String])] = [
        "RectExpr": ("RectExpr", ["", "", "", ""]),
        "PointExpr": ("PointExpr", ["", ""]),
        "Point": ("Point", ["x", "y"]),
        "Size": ("Size", ["width", "height"]),
        "CubicBezier": ("CubicBezier", ["known", "", "", ""]),
    ]

    struct Unknown: Error, CustomStringConvertible {
        let description: String
    }

    func write(_ value: Any, indent: String = "") throws -> String {
        switch value {
        case let text as String: return String(reflecting: text)
        case let number as Double: return Self.number(number)
        case let number as Int: return "\(number)"
        case let flag as Bool: return "\(flag)"
        default: break
        }
        // An expression as its numbers and the variables' own names: `.quotient(.width, 2)`.
        switch value as? Expr {
        case .number(let number)?: return Self.number(number)
        case .variable(let variable)?: return ".\(variable.rawValue)"
        default: break
        }
        let mirror = Mirror(reflecting: value)
        let type = Self.typeName(value)
        switch mirror.displayStyle {
        case .optional:
            return try mirror.children.first.map { try write($0.value, indent: indent) } ?? "nil"
        case .collection:
            let items = try mirror.children.map { try write($0.value, indent: indent + "    ") }
            guard !items.isEmpty else { return "[]" }
            if items.joined().count < 80 { return "[" + items.joined(separator: ", ") + "]" }
            return "[\n" + items.map { indent + "    " + $0 + ",\n" }.joined() + indent + "]"
        case .dictionary:
            let pairs = try mirror.children.map { pair -> (String, String) in
                let parts = Mirror(reflecting: pair.value).children.map(\.value)
                return (try write(parts[0]), try write(parts[1]))
            }.sorted { $0.0 < $1.0 }
            return pairs.isEmpty ? "[:]" : "[" + pairs.map { "\($0): \($1)" }.joined(separator: ", ") + "]"
        case .enum:
            guard let payload = mirror.children.first else {
                // A case of its own: its name, or, where the type shows itself otherwise, its raw value.
                if value is CustomStringConvertible, let raw = Self.rawValue(value) {
                    return ".init(rawValue: \(try write(raw)))!"
                }
                return ".\(value)"
            }
            let inner = Mirror(reflecting: payload.value)
            let arguments: [String]
            if inner.displayStyle == .tuple {
                arguments = try inner.children.map { child in
                    let label = child.label.map { $0.hasPrefix(".") ? "" : $0 + ": " } ?? ""
                    return label + (try write(child.value, indent: indent))
                }
            } else {
                arguments = [try write(payload.value, indent: indent)]
            }
            return ".\(payload.label!)(\(arguments.joined(separator: ", ")))"
        case .struct:
            if let constructor = Self.constructors[type] {
                let fields = try mirror.children.map { try write($0.value, indent: indent) }
                return constructor.head + "(" + zip(constructor.labels, fields).map { $0.isEmpty ? $1 : "\($0): \($1)" }
                    .joined(separator: ", ") + ")"
            }
            guard let blank = Self.blanks[type] else { throw Unknown(description: "no blank for \(type): add one to SwiftLiteral") }
            // Fields compare as this writer writes them, not as `String(reflecting:)` does:
            // that prints a dictionary in its hash order, which changes from run to run, so
            // two equal dictionaries could read as different.
            let blankFields = Dictionary(uniqueKeysWithValues: try Mirror(reflecting: blank.value).children.map {
                ($0.label!, try write($0.value, indent: indent + "    "))
            })
            var assignments: [String] = []
            for child in mirror.children {
                let written = try write(child.value, indent: indent + "    ")
                if written != blankFields[child.label!] { assignments.append("$0.\(child.label!) = \(written)") }
            }
            guard !assignments.isEmpty else { return blank.source }
            if assignments.joined().count < 80 { return "changed(\(blank.source)) { " + assignments.joined(separator: "; ") + " }" }
            return "changed(\(blank.source)) {\n" + assignments.map { indent + "    " + $0 + "\n" }.joined() + indent + "}"
        default:
            throw Unknown(description: "cannot write a \(type) (\(String(describing: mirror.displayStyle)))")
        }
    }

    /// The shortest text that reads back to the same `Double`, as a Swift literal.
    static func number(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// The type's name as the engine's own source spells it.
    static func typeName(_ value: Any) -> String {
        let name = String(reflecting: Swift.type(of: value))
        return name.hasPrefix("PantographEngine.") ? String(name.dropFirst("PantographEngine.".count)) : name
    }

    private static func rawValue(_ value: Any) -> Any? {
        func raw<T: RawRepresentable>(_ value: T) -> Any { value.rawValue }
        guard let representable = value as? any RawRepresentable else { return nil }
        return raw(representable)
    }
}
