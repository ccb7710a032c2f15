import Foundation
import PantographEngine
import PantographTestSupport
import Testing

/// Each example's harness (Examples/NAMEHarness: `pantograph` over the example's own
/// code) against its scene (Scenes/NAME.scene): `HarnessScenes/NAME.pg` runs on both,
/// and their records must be equal, JSON and text, once the documented map
/// (docs/own-code.md, "The examples' harnesses against their scenes") is applied. What
/// the harness prints is a golden file too (`NAME.txt`, `NAME.jsonl`).
@Suite struct HarnessSceneTests {
    static let path = "Tests/EndToEndTests/HarnessScenes"

    /// How an example's record is read as its scene's: views renamed, views one side
    /// has and the other does not, the harness's `call`s that are the scene's commands,
    /// settings the scene is given first, and fields whose difference is explained.
    struct ExampleMap: Sendable, CustomTestStringConvertible {
        let name: String
        var views: [String: String] = [:]
        var appOnly: Set<String> = []
        var sceneOnly: Set<String> = []
        var commands: [String: String] = [:]
        var scenePreamble: [String] = []
        var transitionFields: Set<String> = []
        /// Whether `presented` says the same: a navigation scene's says the stack.
        var comparesPresented = true
        var testDescription: String { name }
    }

    static let maps: [ExampleMap] = [
        // The status bar is UIKit's, not one of the app's views; the dismiss animator
        // says 1 s (`transitionDuration`) and animates in 0.7 s, the scene's 0.7 s.
        ExampleMap(name: "card", sceneOnly: ["statusBar"], transitionFields: ["duration", "percent", "remaining"]),
        ExampleMap(name: "hero", commands: ["call play": "present"]),
        ExampleMap(name: "sheet"),
        ExampleMap(name: "modal", commands: ["call present": "present", "call dismiss": "dismiss"]),
        // The controller's root view holds the container; the scene's container is the root.
        ExampleMap(name: "flip", appOnly: ["viewTransition"],
                   commands: ["call curl": "transition with container transitionCurlUp"]),
        // UIKit's own push and pop take 0.5 s; the scene's are Flutter's 0.4 s.
        ExampleMap(name: "navigation", views: ["parallaxDimming": "shade"],
                   commands: ["call more": "push more", "call back": "pop"], scenePreamble: ["set duration 0.5"],
                   comparesPresented: false),
    ]

    @Test func everyExampleHasAHarnessScript() throws {
        let scripts = Repository.scripts(in: Self.path)
        #expect(scripts == Self.maps.map(\.name).sorted())
    }

    /// The harness's own output, byte for byte, in both modes, the same on a second run.
    @Test(arguments: maps)
    func golden(_ map: ExampleMap) throws {
        try Snapshot.expectBothModes("\(Self.path)/\(map.name)", rerun: "HarnessSceneTests") { json in
            let run = try runHarness(map, json ? ["--json"] : [])
            return run.golden
        }
    }

    /// The JSON records, field by field through the map.
    @Test(arguments: maps)
    func jsonRecordsEqualTheScene(_ map: ExampleMap) throws {
        let app = try runHarness(map, ["--json"])
        let scene = try runScene(map, ["--json"])
        #expect(app.status == 0 && scene.status == 0, "\(app.stderr)\(scene.stderr)")
        let appRecords = try Self.records(app.stdout).map { Self.project($0, map, app: true) }
        let sceneRecords = try Self.records(scene.stdout).dropFirst(map.scenePreamble.count)
            .map { Self.project($0, map, app: false, seqOffset: map.scenePreamble.count) }
        #expect(appRecords.count >= 4 && appRecords.count == sceneRecords.count)
        for (a, s) in zip(appRecords, sceneRecords) {
            #expect(a == s, "\(a["input"] ?? "?"): \(Self.differences(a, s))")
        }
    }

    /// The text records: each record's clock, what is presented, the transition's
    /// operation, phase and percent, and the table of views, renamed.
    @Test(arguments: maps)
    func textRecordsEqualTheScene(_ map: ExampleMap) throws {
        let app = try runHarness(map, [])
        let scene = try runScene(map, [])
        #expect(app.status == 0 && scene.status == 0, "\(app.stderr)\(scene.stderr)")
        let appText = Self.textProjection(app.stdout, map, app: true)
        let sceneText = Self.textProjection(scene.stdout, map, app: false)
        // Two empty projections would be equal: a record block the projection no longer
        // finds must fail, not compare nothing with nothing.
        #expect(appText.count >= 4 && appText.allSatisfy { !$0.isEmpty }, "\(appText)")
        #expect(appText.count == sceneText.count)
        for (i, (a, s)) in zip(appText, sceneText).enumerated() {
            #expect(a == s, "record \(i + 1)")
        }
    }

    /// `show timeline` after the script, every frame: the app's rows (its transition
    /// taken again on a fresh app) are the scene's (replayed from its history), through
    /// the map, but for the percent where the map leaves it out. Flip's last transition
    /// is a view transition (`UIView.transition`): its rows carry the effect and the
    /// angle. Not Navigation's, whose pop ends between two frames: a scene's replay
    /// steps to an animation's end, an app's frames are the display's, so its last row
    /// comes at the next frame (docs/own-code.md, "Pictures").
    @Test(arguments: maps.filter { $0.name != "navigation" })
    func timelinesEqualTheScene(_ map: ExampleMap) throws {
        let script = try String(contentsOf: Repository.url("\(Self.path)/\(map.name).pg"), encoding: .utf8)
        let query = "\nshow timeline every 0\n"
        let app = try runProcess(Binary.sibling("\(map.name)-harness"), ["--json", "--keep-going", "-"],
                                 stdin: Data((script + query).utf8))
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map { map.commands[String($0)] ?? String($0) }
        let scene = try pantograph(["--json", "--keep-going", "--scenario", map.name, "-"],
                                   stdin: (map.scenePreamble + lines).joined(separator: "\n") + query)
        #expect(app.status == 0 && scene.status == 0, "\(app.stderr)\(scene.stderr)")
        func rows(_ run: Run, app: Bool) throws -> [NSDictionary] {
            let last = try #require(try Self.records(run.stdout).last)
            #expect(last["input"] as? String == "show timeline every 0")
            let rows = try #require(last["result"] as? [[String: Any]])
            return rows.map { row in
                var r = row
                if map.transitionFields.contains("percent") { r["percent"] = nil }
                var views: [String: Any] = [:]
                for (name, view) in r["views"] as? [String: Any] ?? [:] {
                    if app ? map.appOnly.contains(name) : map.sceneOnly.contains(name) { continue }
                    views[app ? Self.numberless(map.views[name] ?? name) : name] = view
                }
                r["views"] = views
                return r as NSDictionary
            }
        }
        let (appRows, sceneRows) = (try rows(app, app: true), try rows(scene, app: false))
        #expect(appRows.count == sceneRows.count)
        #expect(appRows.count > 20, "every frame of the last transition")
        for (a, s) in zip(appRows, sceneRows) {
            #expect(a == s, "at \(a["time"] ?? "?"): \(Self.differences(a, s))")
        }
    }

    /// A view transition of the Flip example, by its action, and the flip scene's
    /// commands for it.
    struct FlipPicture: Sendable, CustomTestStringConvertible {
        let app: [String]
        let scene: [String]
        var testDescription: String { app.joined(separator: "; ") }
    }

    static let flipPictures = [
        FlipPicture(app: ["call curl"], scene: ["transition with container transitionCurlUp"]),
        // The app flips back in the first flip's completion; the scene's script, a
        // second later.
        FlipPicture(app: ["call flipShowHide", "wait 1"],
                    scene: ["transition from green to pink transitionFlipFromLeft showHideTransitionViews", "wait 1",
                            "transition from pink to green transitionFlipFromRight showHideTransitionViews"]),
    ]

    /// The Flip example's view transitions pictured as the flip scene pictures the same
    /// ones (docs/own-code.md, "Pictures"): `show timeline`'s text (heading, rows,
    /// events), the JSON rows of every frame, and the drawing `plot` writes, byte for
    /// byte but for the program's name in its title. Its views are named as the
    /// scene's, and the root view (`viewTransition`) does not move, so no map is needed.
    @Test(arguments: flipPictures)
    func flipsViewTransitionsArePicturedAsTheScenes(_ picture: FlipPicture) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pantograph-flip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func run(_ commands: [String], app: Bool, json: Bool, query: [String]) throws -> Run {
            let script = (["set clock manual"] + commands + ["wait 1"] + query).joined(separator: "\n")
            let flags = json ? ["--json", "-"] : ["--quiet", "-"]
            let run = app ? try runProcess(Binary.sibling("flip-harness"), flags, stdin: Data(script.utf8), directory: dir)
                : try pantograph(["--scenario", "flip"] + flags, stdin: script, directory: dir)
            #expect(run.status == 0, "\(run)")
            return run
        }
        let text = ["show timeline every 100ms", "plot app.svg"]
        let appText = try run(picture.app, app: true, json: false, query: text)
        let appDrawing = try String(contentsOf: dir.appendingPathComponent("app.svg"), encoding: .utf8)
        let sceneText = try run(picture.scene, app: false, json: false, query: text.map { $0.replacing("app.svg", with: "scene.svg") })
        let sceneDrawing = try String(contentsOf: dir.appendingPathComponent("scene.svg"), encoding: .utf8)
        #expect(appText.stdout.hasPrefix("view transition, "), "\(appText)")
        #expect(appText.stdout == sceneText.stdout)
        #expect(appDrawing.contains(">flip-harness: "))
        #expect(appDrawing.replacing(">flip-harness: ", with: ">flip: ") == sceneDrawing)
        func rows(_ run: Run) throws -> NSArray {
            let last = try #require(try Self.records(run.stdout).last)
            return try #require(last["result"] as? NSArray)
        }
        let appRows = try rows(run(picture.app, app: true, json: true, query: ["show timeline every 0"]))
        let sceneRows = try rows(run(picture.scene, app: false, json: true, query: ["show timeline every 0"]))
        #expect(appRows.count == 61, "a second's frames at 60 fps")
        #expect(appRows == sceneRows)
    }

    /// UIKit's hierarchy, read off the Flip example's objects, is the flip scene's
    /// after every command through the map (the app's root view holds the container):
    /// mid-flip, with the note's weak outlets, green is out of the container and freed,
    /// and pink is still hidden, as the scene says.
    @Test func flipsHierarchyIsTheScenes() throws {
        let script = ["set clock manual", "call flip", "wait 0.5"]
        let scene = script.map { $0 == "call flip" ? "transition from green to pink transitionFlipFromLeft" : $0 }
        let flip = try #require(Self.maps.first { $0.name == "flip" })
        let app = try runProcess(Binary.sibling("flip-harness"), ["--json", "-"], stdin: Data(script.joined(separator: "\n").utf8))
        let sim = try pantograph(["--json", "--scenario", "flip", "-"], stdin: scene.joined(separator: "\n"))
        #expect(app.status == 0 && sim.status == 0, "\(app.stderr)\(sim.stderr)")
        let appHierarchies = try Self.records(app.stdout).map { ($0["hierarchy"] as? [String: Any]).map { Self.project(hierarchy: $0, flip, app: true) as NSDictionary } }
        let sceneHierarchies = try Self.records(sim.stdout).map { ($0["hierarchy"] as? [String: Any]).map { $0 as NSDictionary } }
        #expect(appHierarchies == sceneHierarchies)
        #expect(appHierarchies.first == .some(nil), "none before the first view transition")
        let last = try #require(sceneHierarchies.last ?? nil)
        #expect(last["deallocated"] as? [String] == ["green"])
        let text = try runProcess(Binary.sibling("flip-harness"), script.flatMap { ["-e", $0] })
        #expect(text.stdout.hasSuffix("""
            hierarchy window: viewTransition · viewTransition: container · container: pink
              (hidden)
            deallocated green


            """), "\(text.stdout)")
    }

    // MARK: Running

    func runHarness(_ map: ExampleMap, _ flags: [String]) throws -> Run {
        try runProcess(Binary.sibling("\(map.name)-harness"), flags + ["--keep-going", map.name + ".pg"],
                       directory: Repository.url(Self.path))
    }

    /// The same script on the scene, through standard input: its `call`s made the
    /// scene's commands, after the scene's preamble.
    func runScene(_ map: ExampleMap, _ flags: [String]) throws -> Run {
        let script = try String(contentsOf: Repository.url("\(Self.path)/\(map.name).pg"), encoding: .utf8)
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map { map.commands[String($0)] ?? String($0) }
        return try pantograph(flags + ["--keep-going", "--scenario", map.name, "-"],
                              stdin: (map.scenePreamble + lines).joined(separator: "\n"))
    }

    // MARK: The map, on JSON

    static func records(_ jsonLines: String) throws -> [[String: Any]] {
        try jsonLines.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    /// What UIKit asks a delegate: an app's record has the questions, a scene's has
    /// none (it declares its objects).
    static let questions = Set(DelegateQuestion.allCases.map(\.rawValue))

    /// A record through the map, as a dictionary that compares with `==`.
    static func project(_ record: [String: Any], _ map: ExampleMap, app: Bool, seqOffset: Int = 0) -> NSDictionary {
        var r = record
        // The program's name, and the script's file (the scene reads it from stdin).
        r["scenario"] = nil
        r["source"] = nil
        if let seq = r["seq"] as? Int { r["seq"] = seq - seqOffset }
        if app, let input = r["input"] as? String { r["input"] = map.commands[input] ?? input }
        if let hierarchy = r["hierarchy"] as? [String: Any] { r["hierarchy"] = project(hierarchy: hierarchy, map, app: app) }
        if !map.comparesPresented { r["presented"] = nil }
        if let events = r["events"] as? [String] {
            r["events"] = events.filter { !questions.contains($0) }.map(numberless)
        }
        if var t = r["transition"] as? [String: Any] {
            // While the finger is down, the scene's policy says what it would decide; an
            // app's handler decides only when it lifts. The release's policy and reason
            // are the scene's policy's and `app`.
            t["decision"] = nil
            t["reason"] = nil
            if var release = t["release"] as? [String: Any] {
                release["policy"] = nil
                release["reason"] = nil
                t["release"] = release
            }
            for field in map.transitionFields { t[field] = nil }
            r["transition"] = t
        }
        if let views = r["views"] as? [[String: Any]] {
            r["views"] = views.compactMap { view -> [String: Any]? in
                guard let name = view["name"] as? String else { return view }
                if app ? map.appOnly.contains(name) : map.sceneOnly.contains(name) { return nil }
                var v = view
                if app { v["name"] = numberless(map.views[name] ?? name) }
                return v
            }
        }
        return r as NSDictionary
    }

    /// UIKit's hierarchy through the map: the views one side has and the other has not
    /// are taken out, and what they held is under what held them.
    static func project(hierarchy: [String: Any], _ map: ExampleMap, app: Bool) -> [String: Any] {
        let left = app ? map.appOnly : map.sceneOnly
        let views = hierarchy["views"] as? [[String: Any]] ?? []
        var holders: [String: Any] = [:]
        for view in views { if let name = view["name"] as? String { holders[name] = view["superview"] } }
        func renamed(_ name: String) -> String { app ? numberless(map.views[name] ?? name) : name }
        var projected = hierarchy
        projected["views"] = views.compactMap { view -> [String: Any]? in
            guard let name = view["name"] as? String, !left.contains(name) else { return nil }
            var superview = view["superview"]
            while let held = superview as? String, left.contains(held) { superview = holders[held] }
            var v = view
            v["name"] = renamed(name)
            v["superview"] = (superview as? String).map(renamed) ?? NSNull()
            return v
        }
        projected["deallocated"] = (hierarchy["deallocated"] as? [String] ?? []).filter { !left.contains($0) }.map(renamed)
        return projected
    }

    /// A controller the app makes again for each presentation is numbered (`sheet#2`);
    /// the scene declares one.
    static func numberless(_ name: String) -> String {
        name.replacing(/#\d+(?=\)|$)/, with: "")
    }

    static func differences(_ a: NSDictionary, _ s: NSDictionary) -> String {
        let keys = Set(a.allKeys.compactMap { $0 as? String }).union(s.allKeys.compactMap { $0 as? String }).sorted()
        return keys.filter { !NSDictionary(dictionary: [$0: a[$0] ?? NSNull()]).isEqual(to: [$0: s[$0] ?? NSNull()]) }
            .map { "\($0): app \(a[$0] ?? "nil"), scene \(s[$0] ?? "nil")" }.joined(separator: "; ")
    }

    // MARK: The map, on text

    /// Each record's lines that both say in the same words: the clock and what is
    /// presented, the transition's operation, phase and percent, and the views' rows,
    /// each renamed and its columns single-spaced.
    static func textProjection(_ text: String, _ map: ExampleMap, app: Bool) -> [[String]] {
        var records: [[String]] = []
        for block in text.components(separatedBy: "\n\n") where block.prefixMatch(of: #/clock [0-9.]+ s · /#) != nil {
            var lines: [String] = []
            var inViews = false
            for line in block.split(separator: "\n").map(String.init) {
                let words = line.split(separator: " ").map(String.init)
                if line.hasPrefix("clock ") {
                    // clock T s · NAME · WHAT
                    let parts = line.components(separatedBy: " · ")
                    let what = map.comparesPresented ? parts.dropFirst(2).map(numberless) : []
                    lines.append(([parts[0]] + what).joined(separator: " · "))
                } else if line.hasPrefix("transition ") {
                    // Operation and phase, and the percent unless the map leaves it out.
                    let parts = line.components(separatedBy: " · ")
                    lines.append(parts.prefix(map.transitionFields.contains("percent") ? 2 : 3).joined(separator: " · "))
                } else if words.first == "view", words.dropFirst().first == "x" {
                    inViews = true
                } else if inViews, line.hasPrefix("  "), let name = words.first {
                    if app ? map.appOnly.contains(name) : map.sceneOnly.contains(name) { continue }
                    let renamed = app ? numberless(map.views[name] ?? name) : name
                    lines.append(([renamed] + words.dropFirst()).joined(separator: " "))
                } else {
                    inViews = false
                }
            }
            records.append(lines)
        }
        return records
    }
}
