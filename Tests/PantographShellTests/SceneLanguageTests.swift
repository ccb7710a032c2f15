import Foundation
import Testing
@testable import PantographShell
import PantographEngine
import PantographTestSupport

/// The scene language: what the printer writes, the parser reads back to the same
/// `Scene`, for every built-in and for seeded random scenes.
struct SceneLanguageTests {
    static let builtIns: [Scene] = [.deeper, .card, .hero, .sheet, .modal]

    @Test(arguments: builtIns)
    func aBuiltInSurvivesPrintingAndParsing(_ scene: Scene) throws {
        let text = ScenePrinter.print(scene)
        let parsed = try SceneParser.parse(text)
        #expect(parsed == scene, "\(text)")
        // And the text of what was read is the same text.
        #expect(ScenePrinter.print(parsed) == text)
    }

    @Test func randomScenesSurvivePrintingAndParsing() throws {
        var generator = SplitMix64(seed: 0x5CE7E)
        var valid = 0, dialectSprings = 0
        for _ in 0..<400 {
            guard let scene = RandomScene.make(&generator) else { continue }
            valid += 1
            let text = ScenePrinter.print(scene)
            if text.contains("damping=") || text.contains("response=") || text.contains("bounce=")
                || text.contains("damping-ratio=") || text.contains("friction=") || text.contains("speed=") {
                dialectSprings += 1
            }
            let parsed: Scene
            do {
                parsed = try SceneParser.parse(text)
            } catch {
                Issue.record("\(error.report(file: "random.scene"))\n\(text)")
                return
            }
            #expect(parsed == scene, "\(text)")
        }
        // Most drawn scenes are valid, so the loop tests something.
        #expect(valid > 200)
        // …and some of them time a track with a spring in a dialect.
        #expect(dialectSprings > 20)
    }

    /// A view's initial scale: read, shown, written back, and refused when not finite;
    /// declared once (`SceneForms.view`) over the engine's `ViewDecl.scale`.
    @Test func aViewStartsAtItsScale() throws {
        let text = "scene scaled\nview card frame 20,20,100,100 scale 0.5\ncontroller c view card\nwindow card\n"
        let scene = try SceneParser.parse(text)
        #expect(scene.views[0].scale == 0.5)
        #expect(Simulator(scene: scene).visibleViews.first?.view.scale == 0.5)
        #expect(ScenePrinter.print(scene).contains("view card frame 20,20,100,100 scale 0.5\n"))
        #expect(try SceneParser.parse(ScenePrinter.print(scene)) == scene)
        #expect(!ScenePrinter.print(try SceneParser.parse(text.replacingOccurrences(of: " scale 0.5", with: ""))).contains(" scale "))
        #expect(throws: SceneLoadError(problems: [SceneProblem(line: 2, column: 37, message: "expected a number, got 'x'")])) {
            try SceneParser.parse(text.replacingOccurrences(of: "scale 0.5", with: "scale x"))
        }
        #expect(SceneGrammar.statements.first { $0.name == "view" }?.usages
                == ["view NAME [in SUPERVIEW] frame RECT [alpha N] [cornerRadius N] [scale N] [hidden] [phantom]"])
    }

    static let expressions: [(String, Expr)] = {
        let w = Expr.width, h = Expr.height
        let half: Expr = (w - 50) / 2
        return [
            ("width", w),
            ("-5", .number(-5)),
            ("1e-05", .number(1e-05)),
            ("(width-50)/2", half),
            ("height/2-17-(width-50)/2/2", h / 2 - 17 - half / 2),
            ("width-(height-safeTop)", w - (h - .safeTop)),
            ("width/(2*duration)", w / (2 * .duration)),
            ("floor(width/2)", .floor(w / 2)),
            ("2*-3", .product(.number(2), .number(-3))),
        ]
    }()

    /// A `let` name reads as its expression in parentheses; a second `let` may use the first.
    @Test func aLetNameReadsAsItsExpression() throws {
        let scene = try SceneParser.parse("""
            scene lets
            let side = (width-50)/2
            let top = height/2-side
            view main frame screen
            view box in main frame 20,top,side,side*2
            controller main view main
            controller box view box
            window main
            present main box style fullScreen
            gesture present pan direction 0,-1 distance side/2 start 1,1
            """)
        let side: Expr = (.width - 50) / 2
        #expect(scene.views[1].frame == RectExpr(20, .height / 2 - side, side, side * 2))
        #expect(scene.presentations[0].presentGesture.start == PointExpr(1, 1))
        guard case .percentDriven(let drive) = scene.presentations[0].presentGesture else {
            Issue.record("not a pan")
            return
        }
        #expect(drive.distance == side / 2)
        // The printer writes the expressions out: the value survives, the names do not.
        #expect(try SceneParser.parse(ScenePrinter.print(scene)) == scene)
    }

    @Test(arguments: expressions)
    func expressionsReadAsWritten(_ text: String, _ expected: Expr) throws {
        #expect(try SceneExpressions.parse(text) == expected)
        #expect(SceneExpressions.print(expected) == text)
    }

    @Test(arguments: [
        ("width+", "expected a number, a variable (width, height, safeTop, safeBottom, duration) or '(' at the end of the expression", 6),
        ("(width", "expected ')' at the end of the expression", 6),
        ("wide", "expected a number, a variable (width, height, safeTop, safeBottom, duration), floor(…) or '(', got 'wide'; did you mean 'width'?", 0),
        ("width)", "expected an operator (+ - * /) or the end of the expression, got ')'", 5),
    ])
    func aBadExpressionSaysWhereAndWhat(_ text: String, _ message: String, _ offset: Int) {
        #expect(throws: SceneValueError(message, offset: offset)) { try SceneExpressions.parse(text) }
    }
}

extension SceneValueError: Equatable {
    public static func == (a: SceneValueError, b: SceneValueError) -> Bool { a.message == b.message && a.offset == b.offset }
}

/// Seeded random scenes: random views, controllers, one or two presentations with
/// random presentation controllers, animators and gestures. Not every draw is a valid
/// scene (the engine refuses some); `make` returns nil for those.
enum RandomScene {
    static func make(_ g: inout SplitMix64) -> Scene? {
        let viewCount = Int.random(in: 3...7, using: &g)
        var views: [ViewDecl] = []
        for i in 0..<viewCount {
            let name = "v\(i)"
            let superview: String? = i > 2 && Bool.random(using: &g) ? "v\(Int.random(in: 0..<i, using: &g))" : nil
            views.append(ViewDecl(name, rect(&g), in: superview, alpha: Bool.random(using: &g) ? 1 : number(&g, 0...1),
                                  hidden: Int.random(in: 0..<5, using: &g) == 0,
                                  cornerRadius: Bool.random(using: &g) ? 0 : number(&g, 0...30),
                                  scale: Bool.random(using: &g) ? 1 : number(&g, 0.5...1.5)))
        }
        if Bool.random(using: &g) {
            let copied = views[Int.random(in: 0..<viewCount, using: &g)]
            views.append(ViewDecl(copied.name + "~", copied.frame, cornerRadius: copied.cornerRadius, phantom: true))
        }
        let names = views.map(\.name)
        let controllers = [ControllerDecl("a", view: "v0", definesPresentationContext: Bool.random(using: &g)),
                           ControllerDecl("b", view: "v1"), ControllerDecl("c", view: "v2")]
        var presentations = [presentation(&g, "a", "b", names)]
        if Int.random(in: 0..<4, using: &g) == 0 { presentations.append(presentation(&g, "b", "c", names)) }
        var defaults = Settings()
        defaults.duration = number(&g, 0.1...2)
        if Bool.random(using: &g) { defaults.policy = PolicyName.allCases.randomElement(using: &g)! }
        if Bool.random(using: &g) { defaults.threshold = number(&g, 0...1) }
        if Bool.random(using: &g) { defaults.cap = number(&g, 0...1) }
        if Bool.random(using: &g) { defaults.completionCurve = .cubic(bezier(number(&g, 0...1), number(&g, -1...2), number(&g, 0...1), 1)) }
        if Bool.random(using: &g) { defaults.clock = .manual }
        var options: [SceneOption] = []
        if Bool.random(using: &g) {
            options.append(SceneOption("look", "the first presentation's style; a test", choices: ["fullScreen", "custom"],
                                          default: "custom", binding: .presentationStyle(0)))
        }
        return try? Scene(name: "random\(Int.random(in: 0..<1000, using: &g))",
                             summary: Bool.random(using: &g) ? "" : "a drawn scene; with # and ; in its summary",
                             views: views, controllers: controllers, initialWindow: ["v0"],
                             presentations: presentations, options: options, defaults: defaults)
    }

    static func presentation(_ g: inout SplitMix64, _ presenter: String, _ presented: String,
                             _ names: [String]) -> PresentationDecl {
        let style = [PresentationStyle.fullScreen, .custom, .overFullScreen, .pageSheet].randomElement(using: &g)!
        var p = PresentationDecl(presenter, presents: presented, style: style,
                                 transitionStyle: TransitionStyle.allCases.randomElement(using: &g)!)
        if style == .custom, Bool.random(using: &g) {
            p.presentationController = PresentationControllerDecl(
                frameOfPresentedView: Bool.random(using: &g) ? rect(&g) : nil,
                shouldRemovePresentersView: Bool.random(using: &g),
                present: .init(willBegin: edits(&g, names), alongside: tracks(&g, names, 1),
                               didEndCompleted: edits(&g, names), didEndCancelled: edits(&g, names)),
                dismiss: .init(willBegin: edits(&g, names), alongside: tracks(&g, names, 1),
                               didEndCompleted: edits(&g, names), didEndCancelled: edits(&g, names)))
        }
        if Bool.random(using: &g) {
            p.animator = AnimatorDecl(present: plan(&g, names), dismiss: plan(&g, names))
        }
        p.presentGesture = gesture(&g, names)
        p.dismissGesture = gesture(&g, names)
        return p
    }

    static func plan(_ g: inout SplitMix64, _ names: [String]) -> PlanDecl {
        PlanDecl(duration: Bool.random(using: &g) ? .duration : .duration * .number(number(&g, 0.1...1)),
                 setup: edits(&g, names), tracks: tracks(&g, names, 3),
                 standalone: Bool.random(using: &g) ? [AnimationDecl(duration: .number(number(&g, 0.1...1)), tracks(&g, names, 2))] : [],
                 whenCompleted: edits(&g, names), whenCancelled: edits(&g, names))
    }

    /// Tracks on distinct view and property pairs, so none fight over a property.
    static func tracks(_ g: inout SplitMix64, _ names: [String], _ most: Int) -> [TrackDecl] {
        var used = Set<String>()
        var result: [TrackDecl] = []
        for _ in 0..<Int.random(in: 0...most, using: &g) {
            let view = names.randomElement(using: &g)!
            let property = [AnimatableProperty.frame, .alpha, .scale, .cornerRadius].randomElement(using: &g)!
            guard used.insert("\(view).\(property)").inserted else { continue }
            let timing: TimingDecl = switch Int.random(in: 0..<5, using: &g) {
            case 0: .curve(.easeInOut)
            case 1: .curve(.linear)
            case 2: .curve(.cubic(bezier(number(&g, 0...1), number(&g, 0...1), number(&g, 0...1), number(&g, 0...1))))
            case 3: .spring(dampingRatio: number(&g, 0.1...1), initialVelocity: number(&g, -2...2))
            default: .physicalSpring(spring(&g), initialVelocity: Bool.random(using: &g) ? 0 : number(&g, -5...5))
            }
            let value = { (g: inout SplitMix64) -> ValueExpr in
                property.isFrame ? .rect(rect(&g)) : .number(expr(&g, depth: 1))
            }
            result.append(TrackDecl(view, property, from: Bool.random(using: &g) ? value(&g) : nil, to: value(&g),
                                    start: Bool.random(using: &g) ? 0 : .number(number(&g, 0...0.1)),
                                    duration: Bool.random(using: &g) ? nil : .number(number(&g, 0.05...0.1)), timing: timing))
        }
        return result
    }

    /// A spring in one of the forms a scene writes, within the ranges it accepts.
    static func spring(_ g: inout SplitMix64) -> SpringDecl {
        switch Int.random(in: 0..<7, using: &g) {
        case 0: .physical(mass: number(&g, 0.5...3), stiffness: number(&g, 10...1000), damping: number(&g, 1...50))
        case 1: .physical(mass: nil, stiffness: number(&g, 10...1000), damping: number(&g, 1...50))
        case 2: .dialect(.android(stiffness: number(&g, 50...10_000),
                                  dampingRatio: Bool.random(using: &g) ? number(&g, 0.1...2)
                                      : Double(AndroidSpringPresets.dampingRatio.randomElement(using: &g)!.value)))
        case 3: .dialect(.swiftUIResponse(response: number(&g, 0.1...1), dampingFraction: number(&g, 0.1...2)))
        case 4: .dialect(.swiftUIDuration(duration: number(&g, 0.1...1), bounce: number(&g, 0...0.9)))
        case 5: .dialect(.tensionFriction(tension: number(&g, 0...200), friction: number(&g, 1...50)))
        default: .dialect(.bouncinessSpeed(bounciness: number(&g, 0...40), speed: number(&g, 0...300)))
        }
    }

    static func edits(_ g: inout SplitMix64, _ names: [String]) -> [EditDecl] {
        (0..<Int.random(in: 0...2, using: &g)).map { _ in
            let view = names.randomElement(using: &g)!
            switch Int.random(in: 0..<5, using: &g) {
            case 0:
                let other = names.randomElement(using: &g)!
                let position: InsertPosition = [.top, .below(other), .above(other)].randomElement(using: &g)!
                return .insert(view, position, frame: Bool.random(using: &g) ? rect(&g) : nil,
                               hidden: [nil, true, false].randomElement(using: &g)!,
                               alpha: Bool.random(using: &g) ? nil : number(&g, 0...1))
            case 1: return .remove(view)
            case 2: return .setHidden(view, Bool.random(using: &g))
            case 3: return .set(view, .alpha, .number(expr(&g, depth: 1)))
            default: return .set(view, .frame, .rect(rect(&g)))
            }
        }
    }

    static func gesture(_ g: inout SplitMix64, _ names: [String]) -> GestureDecl {
        let direction = [Point(x: 0, y: -1), Point(x: 0, y: 1), Point(x: 1, y: 0), Point(x: -1, y: 0)].randomElement(using: &g)!
        let start = PointExpr(.width / 2, .height / 2)
        switch Int.random(in: 0..<4, using: &g) {
        case 0: return .none
        case 1:
            return .percentDriven(PanDrive(direction: direction, distance: expr(&g, depth: 2), isCapped: Bool.random(using: &g),
                                           start: start))
        case 2:
            return .directManipulation(DirectDrag(view: names.randomElement(using: &g)!, direction: direction,
                                                  distance: .number(number(&g, 50...300)), shrink: number(&g, 0...0.5),
                                                  radius: number(&g, 0...20), springBackDuration: number(&g, 0.1...0.5),
                                                  springBackTiming: .curve(.easeOut), start: start))
        default:
            return .tap(Tap(view: names.randomElement(using: &g)!, highlightScale: number(&g, 0.8...1),
                            highlightDuration: number(&g, 0.05...0.2), unhighlightDuration: number(&g, 0.1...0.4),
                            timing: .curve(.linear)))
        }
    }

    static func rect(_ g: inout SplitMix64) -> RectExpr {
        if Int.random(in: 0..<4, using: &g) == 0 { return .screen }
        return RectExpr(expr(&g, depth: 2), expr(&g, depth: 2), expr(&g, depth: 2), expr(&g, depth: 2))
    }

    static func expr(_ g: inout SplitMix64, depth: Int) -> Expr {
        if depth == 0 || Int.random(in: 0..<3, using: &g) == 0 {
            return Bool.random(using: &g) ? .number(number(&g, -100...400))
                : .variable(Expr.Variable.allCases.randomElement(using: &g)!)
        }
        let a = expr(&g, depth: depth - 1), b = expr(&g, depth: depth - 1)
        switch Int.random(in: 0..<5, using: &g) {
        case 0: return .sum(a, b)
        case 1: return .difference(a, b)
        case 2: return .product(a, b)
        case 3: return .quotient(a, .number(number(&g, 1...4)))
        default: return .floor(a)
        }
    }

    /// A number with a few decimals, or any double in the range.
    static func number(_ g: inout SplitMix64, _ range: ClosedRange<Double>) -> Double {
        let value = Double.random(in: range, using: &g)
        return Bool.random(using: &g) ? value : (value * 100).rounded() / 100
    }
}

