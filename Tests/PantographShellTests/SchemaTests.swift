import Foundation
import Testing
@testable import PantographShell
import PantographTestSupport

/// Every JSON record the shell prints validates against the repository's own schema,
/// `docs/record.schema.json` (generated from `RecordSchema`), keeps its keys in the
/// schema's order, prints finite numbers with at most 6 decimals, and is
/// byte-identical from run to run.
struct SchemaTests {
    /// The committed schema is what `RecordSchema` declares.
    @Test func committedSchemaIsUpToDate() throws {
        try Snapshot.expect(RecordSchema.json.pretty, matches: "docs/record.schema.json", rerun: "SchemaTests")
    }

    /// The committed golden records (stdout only: a `--- stderr` part follows them).
    static func committedGoldenRecords() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: goldenDirectory.path)
            .filter { $0.hasSuffix(".jsonl") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: goldenDirectory.appendingPathComponent(name), encoding: .utf8)
            return String(text.components(separatedBy: "--- stderr\n")[0])
        }.joined()
    }

    /// A tour through every command: queries, pan events, drags, the interaction
    /// controller, the manual clock, warnings and errors.
    static let tour = """
        help
        help pan
        help exit
        curve easeInOut at 0.25
        spring duration 0.5 damping 0.8
        spring mass 1 stiffness 100 damping 10 velocity 2
        scenario
        scenario deeper
        scene list
        scene show
        scene save \(FileManager.default.temporaryDirectory.appendingPathComponent("pantograph-tour.scene").path)
        scene load \(FileManager.default.temporaryDirectory.appendingPathComponent("pantograph-tour.scene").path)
        set
        set threshold
        set clock
        set completion-curve
        show
        show state
        show views
        show events
        show settings
        draw
        draw width 20 ascii
        # a present by pan, with every way to time a sample
        pan begin
        pan move 0,-50
        pan move 0,-100 +20ms
        pan by 0,-50 +0.02s
        pan by 0,-10 +0.01
        pan move 0,-210 +0
        show
        pan end
        show events
        reset
        pan begin 200,600
        pan move 10,-30
        pan cancel
        drag 0,300 over 0.2 steps 4 velocity 0,1000
        drag 0,-300 steps 5 over 0.2 velocity 0,-1000
        show events
        dismiss
        present
        drag 0,400
        drag 0,-84.4
        update 0.5
        finish; cancel; pause
        present; present
        dismiss; dismiss
        # touches, judged by every policy and swept
        touch down 100,500
        touch move 100,495
        touch up
        touch down 100,500
        touch flick 100,440
        tap 100,500
        call open
        explore sessions 1
        touch down 100,500
        touch move 100,480
        touch move 100,400 +20ms
        compare
        touch cancel
        compare
        sweep distance 0..400 step 100 velocity -1000..1000 step 1000 policy velocity
        # the manual clock: finishing, pausing, cancelling, settling
        set clock manual
        set interruptible on
        pan begin; pan move 0,-200; pan end
        show
        wait 100ms
        pause
        update 0.6
        update 42%
        cancel
        wait 50ms
        finish
        settle
        present
        wait 0.1
        update 0.5
        settle
        set completion-speed 0
        pan begin; pan move 0,200; pan end
        settle
        set completion-speed 2
        set completion-curve cubic(0.25,0.1,0.25,1)
        set scrub linear
        pan begin; pan move 0,-300 +50ms; pan end velocity 0,-2000
        wait 10ms
        settle
        set completion-speed -3
        set completion-curve easeIn
        drag 0,500 over 0.1
        settle
        set clock auto
        set scrub time
        set fps 120
        set screen 400x900
        set safe-area 50,40
        set duration 0.3
        set cap 1
        set threshold 25%
        drag 0,-225
        pan begin; pan move 0,10; pan move 0,-400; pan cancel
        # the last transition over time; the tour's session writes no file (a temporary path all the same)
        show timeline
        show timeline every 0
        plot \(FileManager.default.temporaryDirectory.appendingPathComponent("pantograph-tour.svg").path) views image~,fade
        set completion-curve default
        set policy threshold
        # view transitions inside one screen, and the weak outlet's crash
        scenario flip
        set clock manual
        transition with container transitionCurlUp
        wait 0.5
        transition with container transitionFlipFromLeft curveLinear
        settle
        transition from green to pink transitionCrossDissolve
        settle
        transition from pink to green transitionFlipFromRight
        scenario deeper
        set output json
        reset
        show settings
        # errors: each prints a record with ok:false
        pna begin
        pan move 0,-10
        pan end
        pan begin 1..2,3
        set threshold 1.5
        set fps 30
        set bogus 1
        update nan
        wait -1
        pan begin 500,500
        scenario nowhere
        drag 0,-10 steps 0
        pan begin; pan begin; pan cancel
        show nothing
        help nothing
        # a navigation stack: push, pop, the back swipe, and UIKit's refusals
        scenario navigation
        drag 200,0 from 1,400
        push detail
        push list
        pop animated off
        push detail animated off
        pan begin 100,400
        pan end
        scenario deeper
        # scripts: checks of the last command, going back, files (none in-process)
        drag 0,-200
        expect transition.phase == completed
        expect presented != false
        expect event completeTransition
        expect no event pauseInteractiveTransition
        expect events presentationTransitionWillBegin, animationEnded(true)
        expect transition.percent ~= 0.5 within 0.1
        expect views.ghost.alpha == 1
        undo 2
        undo
        record tour-recording.pg
        record off
        source tour-sourced.pg
        # recorded traces (the repository's sample corpus, through the test's files)
        scenario deeper
        replay docs/examples/traces/flicks.jsonl trace 2
        compare
        judge show 2 docs/examples/traces/flicks.jsonl docs/examples/out-of-order.jsonl
        judge show 1 infer intent within 1s docs/examples/out-of-order.jsonl
        tune policy threshold docs/examples/traces/flicks.jsonl
        replay docs/examples/off-screen.jsonl
        exit
        """

    static func jsonRun(_ script: String, file: String = "tour.pg") throws -> String {
        try run(script, format: .json, keepGoing: true, file: file, files: TraceFiles()).out
    }

    // MARK: - Against the schema, with Python's jsonschema

    static let validator = #"""
        import json, sys
        try:
            from jsonschema import Draft202012Validator
        except ImportError as e:
            print("python3 has no jsonschema module: %s" % e)
            sys.exit(3)
        def refuse(constant):
            raise ValueError("non-finite number " + constant)
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(schema)
        errors = 0
        count = 0
        for number, line in enumerate(open(sys.argv[2], encoding="utf-8"), 1):
            count = number
            try:
                record = json.loads(line, parse_constant=refuse)
            except ValueError as e:
                print("record %d: not JSON (%s): %s" % (number, e, line[:200]))
                errors += 1
                continue
            where = "%s:%s %r" % ((record.get("source") or {}).get("file"), (record.get("source") or {}).get("line"), record.get("input"))
            for error in sorted(validator.iter_errors(record), key=lambda e: list(e.absolute_path)):
                print("record %d (%s): /%s: %s" % (number, where, "/".join(map(str, error.absolute_path)), error.message))
                errors += 1
        print("%d records, %d errors" % (count, errors))
        sys.exit(1 if errors else 0)
        """#

    /// Runs the validator on `jsonl`; returns its exit status and what it printed.
    static func validate(_ jsonl: String, schema: String? = nil) throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pantograph-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let records = directory.appendingPathComponent("records.jsonl")
        try jsonl.write(to: records, atomically: true, encoding: .utf8)
        var schemaPath = Repository.url("docs/record.schema.json").path
        if let schema {
            let url = directory.appendingPathComponent("schema.json")
            try schema.write(to: url, atomically: true, encoding: .utf8)
            schemaPath = url.path
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", validator, schemaPath, records.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            Issue.record("cannot run python3 to validate the records: \(error)")
            return (-1, "")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func tourAndGoldenRecordsValidateAgainstTheSchema() throws {
        let golden = try Self.committedGoldenRecords()
        #expect(ShellProbe.lines(golden).count > 90)
        let (status, output) = try Self.validate(try Self.jsonRun(Self.tour) + golden)
        #expect(status == 0, "schema validation failed:\n\(output)")
    }

    /// The records of an app's harness (the examples' harnesses' golden records, which
    /// the end-to-end tests hold the binaries to) are the same schema's: an app's
    /// record grows it only by optional fields.
    @Test func harnessRecordsValidateAgainstTheSchema() throws {
        var records = ""
        for folder in ["Tests/EndToEndTests/HarnessGolden", "Tests/EndToEndTests/HarnessScenes"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path)
            // A script's records; a trace file (`gestures.jsonl`) has no script.
            for name in names.sorted() where name.hasSuffix(".jsonl") && names.contains(name.dropLast(6) + ".pg") {
                let text = try String(contentsOf: Repository.url("\(folder)/\(name)"), encoding: .utf8)
                // The records, before the `--- stderr` and `--- status` parts.
                records += text.split(separator: "\n").prefix { !$0.hasPrefix("--- ") }.map { $0 + "\n" }.joined()
            }
        }
        #expect(ShellProbe.lines(records).count > 150)
        let (status, output) = try Self.validate(records)
        #expect(status == 0, "schema validation failed:\n\(output)")
    }

    /// A schema for records whose `result` is `compare`'s: each policy's name mapped to
    /// the schema's own `verdict` definition.
    static var compareSchema: String {
        guard case .object(let pairs) = RecordSchema.json, let defs = pairs.first(where: { $0.0 == "$defs" })?.1 else {
            return ""
        }
        let result = JSON.object([("type", .string("object")), ("minProperties", .int(1)),
                                  ("additionalProperties", .object([("$ref", .string("#/$defs/verdict"))]))])
        return JSON.object([("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
                            ("type", .string("object")), ("required", .array([.string("result")])),
                            ("properties", .object([("result", result)])), ("$defs", defs)]).pretty
    }

    /// `compare`'s result, live, after a release and after a system cancel, is what the
    /// schema's `verdict` says; a verdict without its reason is not.
    @Test func compareResultsValidateAgainstTheVerdict() throws {
        let script = "pan begin\npan move 0,-84.4\ncompare\npan end\ncompare\npan begin\npan move 0,-300\npan cancel\ncompare"
        let records = ShellProbe.lines(try Self.jsonRun(script)).filter { $0.contains("\"input\":\"compare\"") }
        #expect(records.count == 3)
        let jsonl = records.joined(separator: "\n") + "\n"
        let (status, output) = try Self.validate(jsonl, schema: Self.compareSchema)
        #expect(status == 0, "compare's result fails the verdict:\n\(output)")
        let broken = jsonl.replacingOccurrences(of: ",\"reason\":", with: ",\"why\":")
        try #require(broken != jsonl)
        #expect(try Self.validate(broken, schema: Self.compareSchema).status == 1)
    }

    /// The validation is not vacuous: a record with a field the schema does not
    /// declare, or without one it requires, or with a phase it does not know, fails.
    @Test(arguments: [("\"presented\":", "\"presentedd\":"), ("\"ok\":true,", ""),
                      ("\"scenario\":\"deeper\"", "\"scenario\":7")])
    func theValidatorRejectsRecordsThatDrift(_ edit: (String, String)) throws {
        let record = try #require(ShellProbe.lines(try Self.jsonRun("pan begin")).first)
        let broken = record.replacingOccurrences(of: edit.0, with: edit.1)
        try #require(broken != record)
        #expect(try Self.validate(record + "\n").status == 0)
        #expect(try Self.validate(broken + "\n").status == 1)
    }

    /// The tour exercises what it claims to: errors, warnings, every phase, every command.
    @Test func tourCoversEveryCommandPhaseAndOutcome() throws {
        let records = try ShellProbe.lines(Self.jsonRun(Self.tour)).map(ShellProbe.object)
        let inputs = records.compactMap { $0["input"] as? String }
        for spec in CommandRegistry.all {
            for form in spec.forms {
                let heads = ([spec.name] + spec.aliases).map { name in
                    ([name] + (form.subcommand.map { [$0] } ?? [])).joined(separator: " ")
                }
                #expect(inputs.contains { input in heads.contains { input == $0 || input.hasPrefix($0 + " ") } },
                        "the tour never runs '\(heads[0])'")
            }
        }
        let phases = Set(records.compactMap { ($0["transition"] as? [String: Any])?["phase"] as? String })
        #expect(phases == ["interactive", "animating", "finishing", "cancelling", "paused", "completed", "cancelled"])
        #expect(records.contains { $0["ok"] as? Bool == false })
        #expect(records.contains { ($0["warnings"] as? [String])?.isEmpty == false })
        #expect(records.contains { !($0["result"] is NSNull) })
        let states = Set(records.compactMap { ($0["gesture"] as? [String: Any])?["state"] as? String })
        #expect(states.isSuperset(of: ["possible", "began", "changed", "ended", "cancelled"]))
    }

    /// A completion curve whose control points leave 0…1 vertically overshoots: the
    /// percent must still stay within 0…1 (the schema's `percent` range).
    @Test(arguments: ["cubic(0.5,3,0.5,3)", "cubic(0.5,-3,0.5,-3)", "cubic(0.3,1.6,0.6,1.4)"])
    func overshootingCompletionCurvesKeepPercentInRange(_ curve: String) throws {
        let script = """
            set completion-curve \(curve)
            set clock manual
            pan begin; pan move 0,-200; pan end
            wait 50ms; wait 50ms; wait 50ms; wait 50ms; wait 50ms; wait 50ms; wait 50ms
            scenario deeper
            set completion-curve \(curve)
            set clock manual
            pan begin; pan move 0,-200; pan cancel
            wait 20ms; wait 20ms; wait 20ms; wait 20ms; wait 20ms
            """
        let jsonl = try Self.jsonRun(script)
        let percents = try ShellProbe.lines(jsonl).map(ShellProbe.object).compactMap {
            (($0["transition"] as? [String: Any])?["percent"] as? NSNumber)?.doubleValue
        }
        #expect(percents.allSatisfy { (0...1).contains($0) }, "percents: \(percents)")
        let (status, output) = try Self.validate(jsonl)
        #expect(status == 0, "schema validation failed:\n\(output)")
    }

    // MARK: - In Swift: one record per command, key order, numbers, determinism

    @Test func oneRecordPerCommand() throws {
        let out = try Self.jsonRun(Self.tour)
        #expect(ShellProbe.lines(out).count == ShellProbe.commandCount(Self.tour))
        #expect(out.hasSuffix("\n"))
        #expect(!out.contains("\n\n"))
        let seqs = try ShellProbe.lines(out).map { try ShellProbe.object($0)["seq"] as? Int }
        #expect(seqs == (1...seqs.count).map { Optional($0) })
    }

    /// Every object of every record has the schema's keys, in its order (an optional one may be absent).
    @Test func keysComeInTheSchemaOrder() throws {
        var lines = ShellProbe.lines(try Self.jsonRun(Self.tour))
        lines += ShellProbe.lines(try Self.committedGoldenRecords())
        func check(_ value: OrderedJSON, at path: [String], in line: String) {
            switch value {
            case .object(let pairs):
                // An optional key (the validator checks which are required) may be absent.
                let keys = pairs.map(\.0)
                #expect(keys == RecordSchema.keys(at: path)?.filter(keys.contains), "/\(path.joined(separator: "/")) in \(line.prefix(80))")
                if path.last == "result" { return }
                for (key, child) in pairs where key != "result" { check(child, at: path + [key], in: line) }
            case .array(let items):
                for item in items { check(item, at: path, in: line) }
            default:
                break
            }
        }
        for line in lines { check(try OrderedJSON.parse(line), at: [], in: line) }
    }

    @Test func numbersAreFiniteWithAtMostSixDecimals() throws {
        let text = try Self.jsonRun(Self.tour) + Self.committedGoldenRecords()
        let number = try Regex(#"^-?(0|[1-9][0-9]*)(\.[0-9]{1,6})?$"#)
        for line in ShellProbe.lines(text) {
            for value in try OrderedJSON.parse(line).numbers {
                #expect(value.wholeMatch(of: number) != nil, "number \(value) in \(line.prefix(60))")
                #expect(value != "-0", "negative zero in \(line.prefix(60))")
            }
        }
        // Nothing outside strings spells a non-finite value either.
        for word in ["NaN", "Infinity", "nan", "inf"] {
            let stripped = text.replacing(try Regex(#""(?:[^"\\]|\\.)*""#), with: "\"\"")
            #expect(!stripped.contains(word))
        }
    }

    @Test func outputIsByteIdenticalAcrossRuns() throws {
        #expect(try Self.jsonRun(Self.tour) == Self.jsonRun(Self.tour))
        let textA = try run(Self.tour, format: .text, keepGoing: true)
        let textB = try run(Self.tour, format: .text, keepGoing: true)
        #expect(textA.out == textB.out)
        #expect(textA.err == textB.err)
    }
}
