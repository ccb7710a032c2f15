import Testing
@testable import PantographShell
import PantographEngine
import PantographTestSupport

/// `RecordShape` is the one declaration of the record; the schema and `Record.json` are
/// read off it, but `RecordWriter`, the fast path, is written by hand
/// (docs/architecture.md, "The shell"). These tests hold the writer to the declaration:
/// the same keys in the same order at every object, the same bytes as the declared
/// values, and every declared object reached, on every scene's states and after every
/// line of every golden script. A field declared and not written fails here with
/// what to write where.
@Suite struct RecordShapeTests {
    /// What the writer wrote, checked against the declaration; `reached` collects the
    /// object paths (`transition/release`) seen holding an object.
    struct Check {
        var problems: [String] = []
        var reached: Set<String> = []

        mutating func keys(of value: OrderedJSON, at path: [String], in what: String) {
            switch value {
            case .object(let pairs):
                let written = pairs.map(\.0)
                // An optional field may be absent; whether it should be is the bytes'
                // check (the declared value leaves it out too).
                let optional = RecordSchema.optionalKeys(at: path)
                let declared = (RecordSchema.keys(at: path) ?? []).filter { written.contains($0) || !optional.contains($0) }
                reached.insert(path.joined(separator: "/"))
                if written != declared {
                    problems.append("\(what): " + RecordShapeTests.advice(written: written, declared: declared, at: path))
                    return
                }
                for (key, child) in pairs where key != "result" { keys(of: child, at: path + [key], in: what) }
            case .array(let items):
                for item in items { keys(of: item, at: path, in: what) }
            case .null, .bool, .number, .string:
                break
            }
        }
    }

    /// What to do when the writer's keys at `path` are not the declared ones.
    static func advice(written: [String], declared: [String], at path: [String]) -> String {
        let place = "/" + path.joined(separator: "/")
        let missing = declared.filter { !written.contains($0) }
        let extra = written.filter { !declared.contains($0) }
        if !missing.isEmpty {
            let each = missing.map { key in
                let before = declared.firstIndex(of: key).flatMap { $0 > 0 ? declared[$0 - 1] : nil }
                return "\"\(key)\"" + (before.map { " after \"\($0)\"" } ?? " first")
            }
            return "RecordShape declares \(each.joined(separator: ", ")) at \(place), which RecordWriter does not write: "
                + "write it in RecordWriter.swift in the declared place, as the field's getter in RecordShape.swift reads it; "
                + "then re-record the schema and the goldens (PANTOGRAPH_RECORD=1 swift test --filter 'SchemaTests|GoldenTests')"
        }
        if !extra.isEmpty {
            return "RecordWriter writes \(extra.map { "\"\($0)\"" }.joined(separator: ", ")) at \(place), which RecordShape does not declare: "
                + "declare the field in RecordShape.swift (key, type, nullability, description, value) in the writer's place, or stop writing it"
        }
        return "RecordWriter writes the keys at \(place) in the order \(written) but RecordShape declares \(declared): "
            + "write them in RecordShape's order"
    }

    /// Every object path the declaration has: `""` for the record, `gesture/location`, `views/frame` …
    static func declaredObjectPaths(_ node: RecordSchema.Node, at path: [String] = []) -> [String] {
        switch node {
        case .object(let properties, _):
            return [path.joined(separator: "/")] + properties.flatMap { declaredObjectPaths($0.1, at: path + [$0.0]) }
        case .array(let items, _): return declaredObjectPaths(items, at: path)
        case .nullable(let inner, _), .optional(let inner, _): return declaredObjectPaths(inner, at: path)
        case .ref(let name, _):
            guard let definition = RecordShape.definitions.first(where: { $0.0 == name })?.1 else { return [] }
            return declaredObjectPaths(definition, at: path)
        case .string, .number, .integer, .boolean, .oneOfStrings, .any: return []
        }
    }

    /// Every reference the declaration makes, to check each has its definition.
    static func references(_ node: RecordSchema.Node) -> [String] {
        switch node {
        case .object(let properties, _): properties.flatMap { references($0.1) }
        case .array(let items, _): references(items)
        case .nullable(let inner, _), .optional(let inner, _): references(inner)
        case .ref(let name, _): [name]
        case .string, .number, .integer, .boolean, .oneOfStrings, .any: []
        }
    }

    /// Records of every built-in scene's states, written by one writer as the session's
    /// is (each view's text kept from the record before), each with the tree's bytes.
    static func sceneRecords() throws -> [(what: String, written: String, declared: String)] {
        var writer = RecordWriter()
        var records: [(String, String, String)] = []
        let inputs: [Input] = [.panBegin(at: nil), .panMove(to: Point(x: -30, y: -120), after: nil),
                               .panEnd(velocity: Point(x: 0, y: -900)), .advance(seconds: 0.05), .present,
                               .advance(seconds: 0.1), .settle, .panBegin(at: nil), .panMove(to: Point(x: 40, y: 60), after: nil),
                               .panCancel, .settle, .dismiss, .advance(seconds: 0.2), .settle,
                               // flip's UIView.transition (refused elsewhere): a view kept on screen as a phantom.
                               .viewTransition(.with(view: "container", options: ViewTransitionOptions())), .advance(seconds: 0.1),
                               .viewTransition(.from("green", to: "pink", options: ViewTransitionOptions())), .advance(seconds: 0.1),
                               .settle]
        for scene in SceneLibrary.builtIn.all {
            var sim = Simulator(scene: scene)
            var settings = sim.settings
            settings.clock = .manual
            _ = try sim.apply(.changeSettings(settings))
            for (i, input) in inputs.enumerated() {
                let outcome = (try? sim.apply(input)) ?? Outcome()
                sim.layOutWindow()
                let record = Record(seq: i + 1, input: "\(input)", file: "f.pg", line: i + 1,
                                    error: i == 3 ? .init(message: "m", line: 1, column: 2) : nil,
                                    warnings: outcome.warnings.map { "\($0)" }, events: outcome.events,
                                    result: i == 4 ? .object([("k", .int(1))]) : .null, simulator: sim)
                writer.reset()
                writer.write(record)
                records.append(("\(scene.name) step \(i) (\(input))", writer.out.text,
                                record.json.encoded))
            }
        }
        return records
    }

    @Test func theWriterWritesTheDeclaredShapeInEveryScene() throws {
        var check = Check()
        for (what, written, declared) in try Self.sceneRecords() {
            check.keys(of: try OrderedJSON.parse(written), at: [], in: what)
            if written != declared {
                check.problems.append("\(what): RecordWriter's bytes differ from RecordShape's values at \(firstDifference(declared, written)): "
                                      + "write each field as its getter in RecordShape.swift reads it")
            }
        }
        #expect(check.problems.isEmpty, "\(check.problems.prefix(5).joined(separator: "\n"))")
        // Only where the writer agrees so far: a mismatch stops the walk into that object.
        guard check.problems.isEmpty else { return }
        let unreached = Self.declaredObjectPaths(RecordSchema.record).filter { !check.reached.contains($0) }
        #expect(unreached.isEmpty, "no record reached /\(unreached.joined(separator: ", /")): add an input to sceneRecords() that fills it, so that the writer's keys there are checked")
    }

    /// After each line of each golden script, the last record the session wrote is the
    /// declaration's value of the state: the part of the record the state makes
    /// (clock, scene, gesture, transition, presented, views), compared whole.
    @Test(arguments: GoldenTests.scripts)
    func theWriterAgreesWithTheDeclarationOnGoldenScripts(_ name: String) throws {
        let script = try String(contentsOf: goldenDirectory.appendingPathComponent(name + ".pg"), encoding: .utf8)
        let (session, sink) = try ShellProbe.session(format: .json, keepGoing: true)
        var check = Check()
        let stateKeys: Set<String> = ["clock", "scenario", "gesture", "transition", "presented", "views"]
        for (index, line) in Array(script.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            sink.out = ""
            let result = session.execute(line: Array(line), file: name + ".pg", lineNumber: index + 1)
            if result.quit { break }
            guard let last = ShellProbe.lines(sink.out).last else { continue }
            let what = "\(name).pg:\(index + 1)"
            let written = try OrderedJSON.parse(last)
            check.keys(of: written, at: [], in: what)
            let declared = try OrderedJSON.parse(ShellSession.recordJSON(session.state).encoded)
            for key in stateKeys where written[key] != declared[key] {
                check.problems.append("\(what): RecordWriter's \"\(key)\" differs from RecordShape's value of the state: "
                                      + "write each field as its getter in RecordShape.swift reads it")
            }
        }
        #expect(check.problems.isEmpty, "\(check.problems.prefix(5).joined(separator: "\n"))")
    }

    /// The advice names the field, the file and where: what an engineer who declared a
    /// field and forgot the writer reads.
    @Test func aFieldDeclaredButNotWrittenSaysWhatToDo() {
        let declared = RecordSchema.keys(at: []) ?? []
        let advice = Self.advice(written: declared.filter { $0 != "presented" }, declared: declared, at: [])
        #expect(advice.contains("\"presented\" after \"transition\""), "\(advice)")
        #expect(advice.contains("RecordWriter.swift"))
        let nested = Self.advice(written: ["x"], declared: ["x", "y"], at: ["gesture", "location"])
        #expect(nested.contains("\"y\" after \"x\" at /gesture/location"), "\(nested)")
        #expect(Self.advice(written: ["x", "z"], declared: ["x"], at: []).contains("does not declare"))
        #expect(Self.advice(written: ["y", "x"], declared: ["x", "y"], at: []).contains("order"))
    }

    /// An object that holds objects of its own kind (a view hierarchy) can be declared:
    /// its schema refers to itself by name and its value recurses.
    struct Node: Sendable { let name: String; let children: [Node] }
    static let node: RecordObject<Node> = RecordObject(definition: "node", [
        .string("name") { $0.name },
        .objects("subviews", referring: "node", json: { RecordShapeTests.node.json($0) }) { $0.children },
    ])

    @Test func anObjectMayHoldItsOwnKind() {
        let tree = Node(name: "a", children: [Node(name: "b", children: [])])
        #expect(Self.node.json(tree).encoded == #"{"name":"a","subviews":[{"name":"b","subviews":[]}]}"#)
        #expect(RecordSchema.json(Self.node.schema).encoded.contains(##""items":{"$ref":"#/$defs/node"}"##))
    }

    /// Every object the declaration names is in the schema's `$defs`, once.
    @Test func everyReferenceHasItsDefinition() {
        let names = RecordShape.definitions.map(\.0)
        #expect(Set(names).count == names.count)
        let referenced = Self.references(RecordSchema.record) + RecordShape.definitions.flatMap { Self.references($0.1) }
        for name in Set(referenced) {
            #expect(names.contains(name), "RecordShape refers to \"\(name)\" but RecordShape.definitions does not list it")
        }
    }
}
