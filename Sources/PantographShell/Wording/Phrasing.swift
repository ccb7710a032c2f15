import PantographEngine

/// The engine's warnings and errors in words (docs/cli.md, "Errors and warnings"):
/// the engine returns values, the shell says what they mean.
enum Phrasing {
    static func warning(_ warning: Warning) -> String {
        switch warning {
        case .ignored(let call, let reason):
            return "\(text(call)) ignored: \(text(reason))"
        case .presentWhileInFlight(let presented, let presenter, let inFlight):
            return "Attempt to present \(presented) on \(presenter) while \(article(inFlight)) is in progress"
        case .alreadyPresenting(let presented, let presenter):
            return "Attempt to present \(presented) on \(presenter) which is already presenting \(presented)"
        case .nothingToPresent(let scene):
            return "present ignored: \(scene) presents no controller (its transitions are view transitions: help transition)"
        case .completionSpeedActsAsOne(let speed):
            return "completion-speed \(formatted(speed)) acts as 1 (UIKit's getter returns 1.0 for speeds ≤ 0)"
        case .noGesture(let scene, let operation):
            return "pan begin: \(scene) has no interactive \(operation.rawValue)"
        case .panOnTappable(let scene, let operation, let view, let middle):
            return "pan begin: \(scene) has no interactive \(operation.rawValue); a tap on \(view) starts it "
                + "('touch down \(formatted(middle.x)),\(formatted(middle.y))', then 'touch up')"
        case .panDrivesNothing(let operation):
            return "this pan drives nothing: it began when nothing could take it; end it and begin another to drive the \(operation.rawValue)"
        case .settleInterrupted(let clock):
            return "settle interrupted at \(formatted(clock)) s"
        case .grabNotInterruptible(let phase):
            return "pan begin: the transition is \(phase.rawValue) and not interruptible, so the gesture does nothing (set interruptible on)"
        case .finishImpossible(let threshold, let reach):
            return "threshold \(formatted(threshold)) is at or above \(formatted(reach)), the most progress the gesture reaches: no release can finish"
        case .trackViewNotInWindow(let name):
            return "an animation moves '\(name)', which is not in the window; that track does nothing"
        case .leftInteractive(let policy, let percent, let bySystem):
            return "\(bySystem ? "system cancel" : "release"): \(policy) calls neither finish() nor cancel(), so the transition stays interactive at \(Numbers.fixed(percent * 100, 1)) %; a UIKit transition left this way never completes (finish, cancel, or pan again)"
        case .nestedNavigation(let operation, let inFlight):
            return "nested \(operation.rawValue) animation can result in corrupted navigation bar (UIKit's console; \(article(inFlight)) is in progress, so the \(operation.rawValue) is not made)"
        case .popGestureAtRoot(let nav, let root):
            return "pan begin: \(nav)'s interactivePopGestureRecognizer does not begin with only the root, \(root), on the stack"
        case .outsideEdgeRegion(let x, let width):
            return "pan begin: the screen-edge pan does not begin: the touch came down at x \(formatted(x)), outside the edge region (x < \(formatted(width)), set edge-width)"
        case .wrongOperation(let asked, let declared):
            return "\(asked.rawValue) ignored: the scene's next step is made by \(declared.rawValue) (\(article(declared)))"
        case .stuck(let operation, let phase, let percent, let remedies):
            let state = phase == .paused ? "paused" : "interactive with no finger on the screen"
            return "nothing will end this \(operation.rawValue): it is \(state) at \(Numbers.fixed(percent * 100, 1)) %, "
                + "and time does not move it; " + Parser.list(remedies.map(text), "and")
        case .fingerOffScreen(let p, let size):
            // The bounds as the error for a touch off the screen gives them.
            return "the finger left the screen: \(Numbers.fixed(p.x, 1)),\(Numbers.fixed(p.y, 1)) is outside it "
                + "(x 0…<\(formatted(size.width)), y 0…<\(formatted(size.height))); no touch screen reports that, and "
                + "the gesture follows the finger anyway"
        }
    }

    /// What a remedy for a stuck transition does, with the command that makes it.
    static func text(_ remedy: Warning.Remedy) -> String {
        switch remedy {
        case .finish: "'finish' completes it"
        case .cancel: "'cancel' takes it back"
        case .update: "'update P' moves it"
        case .pan: "a new pan ('pan begin') grabs it"
        }
    }

    static func error(_ error: EngineError) -> String {
        switch error {
        case .gesture(let misuse):
            return Self.misuse(misuse)
        case .locationOutsideScreen(let p, let size):
            return "location \(formatted(p.x)),\(formatted(p.y)) is outside the screen (x 0…<\(formatted(size.width)), y 0…<\(formatted(size.height)))"
        case .partialCurlNeedsFullScreen(let style):
            return "UIKit raises: partialCurl needs the fullScreen presentation style, not \(style.rawValue)\nset presentation fullScreen, or another transition-style"
        case .popoverWithoutSourceView:
            return "UIKit raises: UIPopoverPresentationController should have a non-nil sourceView or barButtonItem set before the presentation occurs.\nset source-view NAME first"
        case .presentingFromPartialCurl(let name):
            return "UIKit raises: \(name) was presented with partialCurl and cannot present another controller"
        case .screenChangeInFlight:
            return "the screen cannot change while a transition is in flight"
        case .screenChangeWhileAnimating:
            return "the screen cannot change while an animation runs; settle first"
        case .optionWhilePresented(let key):
            return "\(key) can change only while nothing is presented (UIKit reads it at present)\ndismiss first"
        case .optionInFlight(let key):
            return "\(key) can change only between transitions (UIKit asks the navigation delegate when a push or pop starts)\nsettle first"
        case .scene(let error):
            return SceneErrorText.text(error)
        case .pushingControllerOnStack(let name):
            return "UIKit raises: Pushing the same view controller instance (\(name)) more than once is not supported"
        case .noSuchPush(let name, let next):
            guard let next else { return "the scene pushes nothing next, not \(name)" }
            return "the scene pushes \(next) next, not \(name)\npush \(next)"
        case .screenChangeAfterViewTransition:
            return "the screen cannot change after a view transition (laying the window out again would undo it); reset first"
        case .unknownView(let name):
            return "no view \(Quoting.quoted(name)) in this scene"
        case .deallocatedView(let name, let superview):
            return "UIKit would crash here: \(name) was deallocated when transition(from:to:) removed it from \(superview ?? "the window"), "
                + "its only owner, because its outlet is weak; the outlet is now nil, and using it unwraps nil "
                + "(\"Unexpectedly found nil while implicitly unwrapping an Optional value\")\n"
                + "make the outlet strong (set outlets strong), or keep it in the hierarchy with showHideTransitionViews"
        case .viewNotInHierarchy(let name):
            return "\(name) is not in the window's hierarchy, so UIKit has nothing of it to animate"
        case .noSuperview(let name):
            return "\(name) has no superview in the scene; transition(from:to:) adds the to-view to the from-view's superview"
        case .notASibling(let to, let from, let superview):
            return "\(to) is not a subview of \(superview), \(from)'s superview, where transition(from:to:) would add it"
        case .viewTransitionToItself(let name):
            return "transition from \(name) to \(name): the from-view and the to-view must differ"
        case .showHideNeedsViewInHierarchy(let name):
            return "\(name) is not in the hierarchy: with showHideTransitionViews UIKit only unhides the to-view, so add it first"
        case .showHideNeedsFromTo:
            return "showHideTransitionViews is an option of transition(from:to:); transition(with:)'s block changes the views itself"
        case .viewTransitionOptionsClash(let a, let b):
            return "\(a) and \(b) cannot be combined: UIKit keeps one transition (and one curve) in a few bits of the options, where two make a third"
        // The shell checks what it reads before the engine sees it; another caller of
        // the engine may not.
        case .notFinite(let p):
            return "\(formatted(p.x)),\(formatted(p.y)) is not a finite point"
        case .velocityOutOfRange(let v):
            return "a velocity must be within ±\(Values.show(Input.velocityLimit)) points/s on each axis, got \(formatted(v.x)),\(formatted(v.y))"
        case .intervalOutOfRange(let seconds):
            return "a time interval must be within 0…\(formatted(Input.longestInterval)) s, got \(formatted(seconds))"
        case .invalidSetting(let problem):
            return setting(problem)
        }
    }

    static func misuse(_ misuse: PanGestureRecognizer.Misuse) -> String {
        switch misuse {
        case .alreadyTracking:
            return "a pan is already in progress; end it with 'pan end' or 'pan cancel' first"
        case .notTracking(let state):
            let last = state == .possible ? "no pan has begun" : "the last pan \(state.rawValue)"
            return "no pan in progress (\(last)); start one with 'pan begin'"
        case .fingerAlreadyDown:
            return "a finger is already down; lift it with 'touch up' or 'touch cancel' first"
        case .noFingerDown:
            return "no finger is down; put one down with 'touch down X,Y'"
        }
    }

    static func setting(_ problem: SettingProblem) -> String {
        func within(_ range: ClosedRange<Double>) -> String { "\(formatted(range.lowerBound))…\(formatted(range.upperBound))" }
        switch problem {
        case .screen(let size):
            return "screen width and height must be within \(within(Settings.screenSides)), got \(formatted(size.width))x\(formatted(size.height))"
        case .safeArea(let top, let bottom):
            return "safe-area insets must be within \(within(Settings.safeAreaInsets)) and leave room on the screen, got \(formatted(top)),\(formatted(bottom))"
        case .duration(let value):
            return "duration must be within \(within(Settings.durations)) s, got \(formatted(value))"
        case .completionSpeed(let value):
            return "completion-speed must be within \(within(Settings.completionSpeeds)) (or -\(formatted(Settings.completionSpeeds.upperBound))…0, which acts as 1), got \(formatted(value))"
        case .cap(let value):
            return "cap must be within \(within(Settings.caps)), got \(formatted(value))"
        case .slop(let value):
            return "slop must be within \(within(Settings.slops)) pt, got \(formatted(value))"
        case .edgeWidth(let value):
            return "edge-width must be within \(within(Settings.edgeWidths)) pt, got \(formatted(value))"
        case .navParallax(let value):
            return "nav-parallax must be within \(within(Settings.fractions)), got \(formatted(value))"
        case .navDimming(let value):
            return "nav-dimming must be within \(within(Settings.fractions)), got \(formatted(value))"
        case .policyConstant(let key, let value):
            guard let constant = ReleasePolicies.constants.first(where: { $0.key == key }) else {
                return "no release policy reads a constant '\(key)'"
            }
            return "\(key) must be within \(within(constant.range)), got \(formatted(value))"
        case .missingPolicyConstant(let key):
            return "the settings give no value for the policy constant '\(key)'"
        }
    }

    /// `spring duration …` when no stiffness meets UIKit's rest rule (docs/uikit.md,
    /// "Timing"): only without velocity, with ζ below about 0.001.
    /// A curve's text refused; `kind` names what was being read (`completion curve`
    /// for the setting, `timing curve` for `curve`).
    static func timingCurve(_ error: TimingCurveError, kind: String = "completion curve") -> String {
        let form = "cubic(X1,Y1,X2,Y2)"
        switch error {
        case .unknownName(let text):
            return "unknown \(kind) '\(text)'\nexpected easeInOut, easeIn, easeOut, linear, default or \(form)"
        case .blanks(let text):
            return "cubic(...) must be written without blanks, as \(form); got '\(text)'"
        case .unclosed(let text):
            return "cubic(...) must end with ')', as \(form); got '\(text)'"
        case .numberCount(let count):
            return "cubic(...) needs 4 numbers, got \(count)"
        case .notDecimal(let coordinate, let text):
            return "cubic \(coordinate.rawValue) must be a decimal number like 0.25, -1 or 1e-3, got '\(text)'"
        case .notFinite(let coordinate, let text):
            return "cubic \(coordinate.rawValue) must be a finite number, got \(text)"
        case .outsideUnitRange(let coordinate, let text):
            return "cubic \(coordinate.rawValue) must be within 0…1, got \(text)"
        }
    }

    static func unsolvable(_ error: SpringSolveError) -> String {
        if error.isNotANumber {
            return "a spring needs numbers: duration \(Values.show(error.duration)) s, damping ratio "
                + "\(Values.show(error.dampingRatio)), velocity \(Values.show(error.initialVelocity))"
        }
        let inputs = "duration \(Values.show(error.duration)) s, damping ratio \(Values.show(error.dampingRatio)), "
            + "velocity \(Values.show(error.initialVelocity))"
        let epsilon = Values.show(SpringTiming.restEpsilon)
        return "no stiffness meets UIKit's rest rule for \(inputs): the rest term is at most \(Numbers.json(error.peak)) "
            + "whatever the stiffness, short of \(epsilon)\na damping ratio of \(epsilon) or more has one"
    }

    private static func text(_ call: Warning.Call) -> String {
        switch call {
        case .update(let value): "update(\(formatted(value)))"
        case .finish: "finish()"
        case .cancel: "cancel()"
        case .pause: "pause()"
        case .dismiss: "dismiss"
        case .pop: "popViewController"
        }
    }

    private static func text(_ reason: Warning.Reason) -> String {
        switch reason {
        case .noTransitionInFlight: "no transition in flight"
        case .notInteractive(let phase): "the transition is \(phase.rawValue), not interactive"
        case .notANumber: "not a number"
        case .alreadyCompleting(let phase): "the transition is already \(phase.rawValue)"
        case .transitionNotInteractive: "the transition is not interactive"
        case .notCompleting(let phase): "only a finishing or cancelling transition can pause (it is \(phase.rawValue))"
        case .notInterruptible: "the transition is not interruptible (set interruptible on)"
        case .nothingPresented: "nothing is presented"
        case .operationInProgress(let operation): "\(article(operation)) is in progress"
        case .onlyRootOnStack(let root): "only the root, \(root), is on the stack"
        }
    }

    private static func article(_ operation: Transition.Operation) -> String {
        switch operation {
        case .present: "a presentation"
        case .dismiss: "a dismissal"
        case .push: "a push"
        case .pop: "a pop"
        }
    }
}

/// Why no release policy judges a pan, and what works instead: for `compare`,
/// `sweep` and the state block of a scene whose gesture is not percent-driven.
extension Phrasing {
    /// Why no release policy judges a pan in this state, and what does; nil when one
    /// judges it.
    static func noReleasePolicy(_ sim: Simulator, scenes: SceneLibrary) -> (why: String, advice: String)? {
        let scene = sim.sceneName
        let why: String
        switch sim.panHandling {
        case .percentDriven:
            return nil
        case .directDrag(let view, let distance, let operation):
            why = "\(scene)'s drag moves \(view) directly, with no transition to finish or cancel: "
                + "\(formatted(distance)) pt along starts the \(operation.rawValue), and a release before that "
                + "springs \(view) back, so no release policy judges it"
        case .tap(let view, let operation):
            why = "a pan in \(scene) does nothing here: a tap on \(view) starts the \(operation.rawValue) "
                + "('touch down X,Y', then 'touch up')"
        case .none(let operation):
            why = "\(scene) has no interactive \(operation.rawValue)"
        }
        return (why, policyAdvice(sim, scenes: scenes))
    }

    /// Where a release policy does judge a drag: this scene in another state, or the
    /// scenes that have one.
    static func policyAdvice(_ sim: Simulator, scenes: SceneLibrary) -> String {
        let scene = sim.sceneName
        guard let operation = sim.policyJudgedOperations.first else {
            let others = scenes.all.filter(SettingScope.releasePolicy.holds).map(\.name)
            return "\(scene) has no release policy; \(Parser.list(others, "and")) have one ('scene NAME')"
        }
        let first = switch operation {
        case .present: "'dismiss' first"
        case .dismiss: "'present' first"
        case .push: "'pop' first"
        case .pop: "'push NAME' first"
        }
        return "\(first), then 'pan begin' or 'drag': \(scene)'s \(operation.rawValue) is the drag a release policy judges"
    }

    /// The state block's line under the transition while a direct drag holds a view.
    static func directDragLine(_ sim: Simulator) -> String? {
        guard sim.gesture.isTracking, case .directManipulation(let drag, let handedOff)? = sim.drive,
              case .directDrag(let view, let distance, let operation) = sim.panHandling else { return nil }
        if handedOff {
            return "no release policy: the drag reached \(formatted(distance)) pt and started the \(operation.rawValue)"
        }
        let along = min(drag.progress(translation: sim.gesture.translation), 1) * distance
        return "no release policy: \(view) follows the finger, \(Numbers.fixed(along, 1)) of the "
            + "\(formatted(distance)) pt that start the \(operation.rawValue)"
    }
}
