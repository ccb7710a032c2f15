import Testing
@testable import PantographEngine
@testable import PantographShell

/// The words for every `SceneError`: the sentences the engine used to build
/// itself, kept byte for byte (a scene file and a setting show them).
@Suite struct SceneErrorTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let problem: SceneError.Problem
        let text: String
        init(_ problem: SceneError.Problem, _ text: String) {
            self.problem = problem
            self.text = text
        }
        var testDescription: String { text }
    }

    static let alpha = SceneError.Track(view: "b", property: .alpha, part: .animation(.present))
    static let unsolvable: SpringSolveError = {
        do throws(SpringSolveError) { _ = try SpringTiming(duration: 1, dampingRatio: 0.0005, initialVelocity: 0) } catch { return error }
        fatalError("a damping ratio of 0.0005 has no stiffness")
    }()

    static let problems: [Case] = [
        Case(.optionDeclaredTwice(option: "o"), "option 'o' is declared twice"),
        Case(.defaultNotAChoice(option: "o", value: "x"), "option 'o' defaults to 'x', which is not one of its choices"),
        Case(.outletsOfUnknownController(option: "o", controller: "c"), "option 'o' names an unknown controller 'c'"),
        Case(.outletChoices(option: "o", choices: ["weak", "soft"]), "option 'o' offers weak,soft; outlets are weak or strong"),
        Case(.startsTooDeep(depth: 2, steps: 1), "the scene starts 2 deep, but declares 1 presentations and pushes"),
        Case(.unknownNavigationController(push: 1, name: "n"), "push 1 names an unknown navigation controller 'n'"),
        Case(.notAChoice(option: "o", value: "x", choices: ["on", "off"]), "'o' must be one of on, off, got 'x'"),
        Case(.notAPresentationStyle(option: "o", value: "x"), "'o' offers 'x', which is not a presentation style"),
        Case(.notATransitionStyle(option: "o", value: "x"), "'o' offers 'x', which is not a transition style"),
        Case(.optionOfUnknownController(option: "o", controller: "c"), "'o' names an unknown controller 'c'"),
        Case(.notAnAnimatorChoice(option: "o", value: "x"), "'o' offers 'x'; an animator option's choices are system and custom"),
        Case(.noSuchPresentation(option: "o", presentation: 3), "'o' is bound to presentation 3, which does not exist"),
        Case(.viewDeclaredTwice("v"), "view 'v' is declared twice"),
        Case(.viewInsideItself("v", cycle: ["v", "w", "v"]), "view 'v' is inside itself: v in w in v"),
        Case(.controllerDeclaredTwice("c"), "controller 'c' is declared twice"),
        Case(.unknownChild(controller: "c", child: "d"), "controller 'c' has an unknown child 'd'"),
        Case(.unknownView("g", usedBy: .initialWindow), "the initial window names an unknown view 'g'"),
        Case(.unknownPresenter("c"), "a presentation names an unknown presenter 'c'"),
        Case(.unknownPresented("c"), "a presentation names an unknown presented controller 'c'"),
        Case(.presenterOutOfOrder(presentation: 2, expected: "b"), "presentation 2 must be made by 'b', which the one before presents"),
        Case(.nonPositiveDuration(.dismiss, -0.25), "the dismiss animation has duration -0.25; it must be positive"),
        Case(.nonPositiveStandaloneDuration(.push, 0), "an animation started by the push animation has duration 0; it must be positive"),
        Case(.trackStartsBeforeZero(alpha, start: -0.1), "the alpha track of 'b' in the present animation starts at -0.1 s; it must not be negative"),
        Case(.trackNegativeDuration(alpha, length: -0.5), "the alpha track of 'b' in the present animation has a negative duration (-0.5 s)"),
        Case(.trackEndsLate(alpha, end: 1.5, animation: 1),
             "the alpha track of 'b' in the present animation ends at 1.5 s, after the animation's 1 s"),
        Case(.springNotANumber(.track(alpha)), "the alpha track of 'b' in the present animation has a spring that is not a number"),
        Case(.springWithoutStiffness(.track(alpha), unsolvable),
             "the alpha track of 'b' in the present animation has a spring that no stiffness brings to rest by UIKit's rule: damping 0.0005 and velocity 0 over 1 s"),
        Case(.physicalSpringInvalid(.track(alpha), mass: 1, stiffness: -1, damping: 0.5),
             "the alpha track of 'b' in the present animation has a spring of mass 1, stiffness -1 and damping 0.5; each must be positive and finite"),
        Case(.wrongValueKind(.track(alpha), property: .alpha), "the alpha track of 'b' in the present animation moves to a frame; alpha is a number"),
        Case(.wrongValueKind(.edit(.setup(.pop), view: "v"), property: .frame),
             "an edit of the pop animation's setup setting 'v' moves to a number; frame is a rectangle"),
        Case(.nonPositiveDistance(gesture: .present, -5), "the present gesture has distance -5; it must be positive"),
        Case(.nonPositiveHighlight(gesture: .dismiss), "the dismiss gesture highlights over a duration that is not positive"),
        Case(.nonPositiveSpringBack(gesture: .dismiss), "the dismiss gesture springs back over a duration that is not positive"),
    ]

    @Test(arguments: problems)
    func eachProblemIsPhrased(_ c: Case) {
        #expect(SceneErrorText.text(SceneError(scene: "s", c.problem)) == "s: " + c.text)
    }

    /// Where a view name was used, as `unknownView` says it.
    @Test(arguments: [
        (SceneError.Use.superview(of: "v"), "view 'v''s superview"),
        (.initialWindow, "the initial window"),
        (.viewOf(controller: "c"), "controller 'c''s view"),
        (.controller("c"), "controller 'c'"),
        (.dimmingView, "the push's dimming view"),
        (.track(.animation(.present)), "a track of the present animation"),
        (.track(.alongside(.dismiss)), "a track of dismissalTransitionWillBegin's alongside animation"),
        (.edit(.setup(.push)), "an edit of the push animation's setup"),
        (.edit(.completion(.present)), "an edit of the present animation's completion"),
        (.edit(.cancellation(.pop)), "an edit of the pop animation's cancellation"),
        (.edit(.willBegin(.push)), "an edit of presentationTransitionWillBegin"),
        (.edit(.didEnd(.present, completed: true)), "an edit of presentationTransitionDidEnd(true)"),
        (.edit(.didEnd(.dismiss, completed: false)), "an edit of dismissalTransitionDidEnd(false)"),
        (.gesture(.pop), "the pop gesture"),
    ])
    func eachUseIsPhrased(_ use: SceneError.Use, _ text: String) {
        #expect(SceneErrorText.problem(.unknownView("g", usedBy: use)) == "\(text) names an unknown view 'g'")
    }

    /// What a spring or a value belongs to, as the timing and value problems say it.
    @Test(arguments: [
        (SceneError.Animated.track(.init(view: "v", property: .scale, part: .alongside(.present))),
         "the scale track of 'v' in presentationTransitionWillBegin's alongside animation"),
        (.edit(.didEnd(.pop, completed: false), view: "v"), "an edit of dismissalTransitionDidEnd(false) setting 'v'"),
        (.highlight(gesture: .present), "the highlight of the present gesture"),
        (.unhighlight(gesture: .present), "the unhighlight of the present gesture"),
        (.springBack(gesture: .dismiss), "the spring back of the dismiss gesture"),
    ])
    func eachAnimatedIsPhrased(_ animated: SceneError.Animated, _ text: String) {
        #expect(SceneErrorText.problem(.springNotANumber(animated)) == "\(text) has a spring that is not a number")
    }

    /// A setting the scene refuses reaches the user as the engine's error, phrased.
    @Test func anEngineErrorCarriesTheSceneError() {
        let error = SceneError(scene: "s", .notAChoice(option: "o", value: "x", choices: ["on"]))
        #expect(Phrasing.error(.scene(error)) == "s: 'o' must be one of on, got 'x'")
    }
}
