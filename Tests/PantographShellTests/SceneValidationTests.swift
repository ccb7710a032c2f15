import Testing
@testable import PantographShell
import PantographEngine

/// Loading a scene reports every problem at its line and column, with what was
/// expected, and gives no scene when there is any.
struct SceneValidationTests {
    /// A valid scene; each case below changes one line of it (or adds one).
    static let base = [
        "scene base",                                                        // 1
        "view main frame screen",                                            // 2
        "view panel in main frame 0,height,width,300",                       // 3
        "view panel~ frame 0,height,width,300 phantom",                      // 4
        "controller main view main",                                         // 5
        "controller panel view panel",                                       // 6
        "window main",                                                       // 7
        "present main panel style custom",                                   // 8
        "animate present duration duration",                                 // 9
        "setup insert panel~",                                               // 10
        "track panel frame to 0,100,width,300 duration duration/2",          // 11
        "track panel frame to 0,0,width,300 delay duration/2",               // 12
        "animate dismiss duration duration",                                 // 13
        "track panel frame to 0,height,width,300",                           // 14
        "gesture present pan direction 0,-1 distance 300 start width/2,height-10", // 15
    ]

    static func scene(replacing line: Int, with text: String) -> String {
        var lines = base
        if line > lines.count { lines.append(text) } else { lines[line - 1] = text }
        return lines.joined(separator: "\n")
    }

    @Test func theBaseSceneLoads() throws {
        let scene = try SceneParser.parse(Self.base.joined(separator: "\n"))
        #expect(scene.views.count == 3)
    }

    /// The other side of each comparison: at the limit, a scene loads.
    @Test(arguments: [
        (14, "track panel frame to screen duration 0"),                       // a duration of 0
        (14, "track panel frame to screen delay 0 duration duration"),        // ends exactly at the end
        (14, "track panel frame to screen delay duration duration 0"),        // starts at the end
        (12, "track panel frame to 0,0,width,300 delay duration/2"),          // starts where line 11 ends
        (15, "gesture present pan direction 0,-1 distance 0.001 start 1,1"),  // just above 0
        (13, "animate dismiss duration 0.001*duration"),                     // just above 0
    ])
    func atTheLimitASceneLoads(_ line: Int, _ text: String) throws {
        _ = try SceneParser.parse(Self.scene(replacing: line, with: text))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let line: Int
        let text: String
        let column: Int
        let message: String
        var testDescription: String { message }
    }

    static let cases: [Case] = [
        // An unknown view, wherever a view is named.
        Case(line: 7, text: "window mian", column: 8, message: "unknown view 'mian'; expected a declared view (main, panel, panel~); did you mean 'main'?"),
        Case(line: 10, text: "setup insert ghost", column: 14, message: "unknown view 'ghost'; expected a declared view (main, panel, panel~)"),
        Case(line: 10, text: "setup insert panel~ below ghost", column: 27, message: "unknown view 'ghost'; expected a declared view (main, panel, panel~)"),
        Case(line: 14, text: "track ghost alpha to 0", column: 7, message: "unknown view 'ghost'; expected a declared view (main, panel, panel~)"),
        Case(line: 5, text: "controller main view ghost", column: 22, message: "unknown view 'ghost'; expected a declared view (main, panel, panel~)"),
        Case(line: 3, text: "view panel in ghost frame 0,height,width,300", column: 15, message: "unknown view 'ghost'; expected a declared view (main, panel, panel~)"),
        Case(line: 8, text: "present main sheet style custom", column: 14, message: "unknown controller 'sheet'; expected a declared controller (main, panel)"),
        // A parent cycle.
        Case(line: 2, text: "view main in panel frame screen", column: 14, message: "view 'main' is inside itself: main in panel in main"),
        // A phantom of an unknown view.
        Case(line: 16, text: "view ghost~ frame screen phantom", column: 6, message: "phantom 'ghost~' copies no view; expected the name of a declared view followed by ~ ('ghost' is not declared)"),
        // Negative and zero durations.
        Case(line: 9, text: "animate present duration -1", column: 26, message: "the present animation's duration is -1; it must be positive"),
        Case(line: 9, text: "animate present duration duration-duration", column: 26, message: "the present animation's duration is 0; it must be positive"),
        Case(line: 14, text: "track panel frame to screen delay -0.1", column: 7, message: "panel frame starts at -0.1 s; a delay must not be negative"),
        Case(line: 14, text: "track panel frame to screen duration -0.1", column: 7, message: "panel frame lasts -0.1 s; a duration must not be negative"),
        Case(line: 14, text: "track panel frame to screen duration duration+0.1", column: 7, message: "panel frame ends at 0.6 s, after its animation's 0.5 s"),
        // Two tracks over one property at once: line 12 starts where 11 ends (fine);
        // a hundredth of a second earlier, they fight.
        Case(line: 12, text: "track panel frame to 0,0,width,300 delay duration/2-0.01", column: 7,
             message: "two tracks move panel frame at once: line 11's 0…0.25 s and this one's 0.24…0.5 s; one property takes one track at a time"),
        // A gesture distance ≤ 0, at zero and below.
        Case(line: 15, text: "gesture present pan direction 0,-1 distance 0 start 1,1", column: 45, message: "the pan's distance is 0; it must be positive"),
        Case(line: 15, text: "gesture present pan direction 0,-1 distance -5 start 1,1", column: 45, message: "the pan's distance is -5; it must be positive"),
        // A name a let defines: not a variable, not twice, in its form.
        Case(line: 16, text: "let width = 5", column: 5, message: "'width' is a variable of every scene; expected another name"),
        Case(line: 16, text: "let half 5", column: 10, message: "expected 'let NAME = EXPR'"),
        Case(line: 16, text: "let half2 = 5", column: 5, message: "expected a name of letters, got 'half2'"),
        Case(line: 15, text: "gesture present pan direction 0,-1 distance half start 1,1", column: 45,
             message: "expected a number, a variable (width, height, safeTop, safeBottom, duration), floor(…) or '(', got 'half'"),
        // A view inside itself, reported once; a frame that is not finite; a phantom's name.
        Case(line: 2, text: "view main in main frame screen", column: 14, message: "view 'main' is inside itself: main in main"),
        Case(line: 3, text: "view panel in main frame 0,height,width/0,300", column: 26, message: "this evaluates to inf; a value must be finite"),
        Case(line: 4, text: "view panel~ frame 0,height,width,height*1e308 phantom", column: 19, message: "this evaluates to inf; a value must be finite"),
        Case(line: 16, text: "view pane~ frame screen phantom", column: 6,
             message: "phantom 'pane~' copies no view; expected the name of a declared view followed by ~ ('pane' is not declared)"),
        // Did you mean: a misspelt attribute, statement, choice, or a name in an expression,
        // which lists the lets in scope.
        Case(line: 2, text: "view main frame screen alhpa 0.5", column: 24,
             message: "unexpected 'alhpa'; expected in, frame, alpha, cornerRadius, scale, hidden or phantom; did you mean 'alpha'?"),
        Case(line: 16, text: "veiw other frame screen", column: 1,
             message: "unknown statement 'veiw'; expected one of " + SceneGrammar.statements.map(\.name).joined(separator: ", ") + "; did you mean 'view'?"),
        Case(line: 8, text: "present main panel style custum", column: 26,
             message: "unknown 'custum'; expected fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, automatic; did you mean 'custom'?"),
        Case(line: 14, text: "track panel frame to 0,heigth,width,300", column: 24,
             message: "expected a number, a variable (width, height, safeTop, safeBottom, duration), floor(…) or '(', got 'heigth'; did you mean 'height'?"),
        // A view declared twice.
        Case(line: 16, text: "view main frame screen", column: 6, message: "view 'main' is declared twice (first on line 2)"),
        // A value the property does not take, a property no view has.
        Case(line: 14, text: "track panel alpha to 0,0,1,1", column: 23, message: "expected an operator (+ - * /) or the end of the expression, got ',0,1,1'"),
        Case(line: 14, text: "track panel opacity to 0", column: 13, message: "unknown property 'opacity'; expected frame, alpha, scale, cornerRadius, yaw, pitch, curl"),
        // A presentation UIKit refuses: the second must be made by the controller the
        // first presents.
        Case(line: 16, text: "present main panel style fullScreen", column: 9,
             message: "presentation 2 is made by 'main'; expected 'panel', which the presentation before presents"),
    ]

    @Test(arguments: cases)
    func eachProblemIsReportedAtItsPlace(_ c: Case) throws {
        let text = Self.scene(replacing: c.line, with: c.text)
        do {
            _ = try SceneParser.parse(text)
            Issue.record("loaded:\n\(text)")
        } catch {
            #expect(error.problems == [SceneProblem(line: c.line, column: c.column, message: c.message)], "\(text)")
        }
    }

    /// The case two validators once disagreed on: an alongside track that ends after
    /// the transition's animation. The engine refuses it, at the track's own line.
    @Test func anAlongsideTrackThatEndsLateIsRefusedAtItsLine() {
        var lines = Self.base
        lines.insert(contentsOf: ["presentation-controller", "alongside present panel alpha to 1 duration duration+1"], at: 8)
        #expect(throws: SceneLoadError(problems: [SceneProblem(line: 10, column: 19,
                                                               message: "panel alpha ends at 1.5 s, after its animation's 0.5 s")])) {
            try SceneParser.parse(lines.joined(separator: "\n"))
        }
    }

    /// An unknown name in an expression lists the `let` names above it and says which
    /// one it was perhaps meant to be.
    @Test func anUnknownNameListsTheLetsInScope() {
        var lines = Self.base
        lines.insert(contentsOf: ["let half = height/2", "let panelHeight = 300"], at: 1)
        lines[13] = "track panel frame to 0,hlaf,width,panelHeight"
        #expect(throws: SceneLoadError(problems: [SceneProblem(line: 14, column: 24, message:
            "expected a number, a variable (width, height, safeTop, safeBottom, duration), a name a let defines (half, panelHeight), "
            + "floor(…) or '(', got 'hlaf'; did you mean 'half'?")])) {
            try SceneParser.parse(lines.joined(separator: "\n"))
        }
    }

    @Test func everyProblemIsReportedAtOnce() throws {
        var lines = Self.base
        lines[6] = "window mian"
        lines[14] = "gesture present pan direction 0,-1 distance 0 start 1,1"
        lines[8] = "animate present duration -1"
        lines.append("view ghost~ frame screen phantom")
        do {
            _ = try SceneParser.parse(lines.joined(separator: "\n"))
            Issue.record("loaded")
        } catch {
            #expect(error.problems.map { "\($0.line):\($0.column)" } == ["7:8", "9:26", "15:45", "16:6"])
        }
    }
}
