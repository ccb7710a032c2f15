/// UIKit's own animation for a presentation without a custom animator, by
/// `modalTransitionStyle` (docs/modal.md, "Transition styles"): easeInOut over the
/// `duration` setting.
package enum SystemAnimation {
    package struct Parts {
        package let presented: Int
        package let context: Int
        package let finalFrame: Rect
        package let window: Rect
        package let duration: Double
        /// The style took the context view out of the window after the present, so
        /// the dismissal puts it back below the presented view first.
        package let reinsertsContext: Bool
        /// A push's: the view UIKit dims the screen underneath with, if the scene
        /// declares one, and where the context view lies at rest.
        package var dimming: Int? = nil
        package var contextFrame = Rect(0, 0, 0, 0)

        package init(presented: Int, context: Int, finalFrame: Rect, window: Rect, duration: Double,
                     reinsertsContext: Bool, dimming: Int? = nil, contextFrame: Rect = Rect(0, 0, 0, 0)) {
            self.presented = presented
            self.context = context
            self.finalFrame = finalFrame
            self.window = window
            self.duration = duration
            self.reinsertsContext = reinsertsContext
            self.dimming = dimming
            self.contextFrame = contextFrame
        }
    }

    package static func plan(_ style: TransitionStyle, _ operation: Transition.Operation, _ p: Parts) -> ResolvedPlan {
        guard operation == .present || operation == .dismiss else {
            preconditionFailure("a presentation's transition style animates present and dismiss, not \(operation)")
        }
        let offscreen = p.finalFrame.offsetBy(dx: 0, dy: p.window.height - p.finalFrame.y)
        func track(_ view: Int, _ property: AnimatableProperty, from: Value?, to: Value) -> TrackSpec {
            TrackSpec(view: view, property: property, from: from, to: to, begins: 0, ends: 1,
                      timing: .curve(.easeInOut))
        }
        let insertPresented = Edit.insert(p.presented, .top, frame: p.finalFrame, hidden: nil, alpha: nil)
        var setup: [Edit] = []
        var tracks: [TrackSpec] = []
        var whenCompleted: [Edit] = []
        var whenCancelled: [Edit] = []
        switch operation {
        case .push, .pop:
            break // refused above: `navigationPlan` animates them
        case .present:
            switch style {
            case .coverVertical:
                setup = [insertPresented]
                tracks = [track(p.presented, .frame, from: .rect(offscreen), to: .rect(p.finalFrame))]
            case .crossDissolve:
                setup = [insertPresented]
                tracks = [track(p.presented, .alpha, from: .number(0), to: .number(1))]
            case .flipHorizontal:
                setup = [insertPresented]
                tracks = [track(p.context, .yaw, from: .number(0), to: .number(180)),
                          track(p.presented, .yaw, from: .number(-180), to: .number(0))]
                // UIKit puts the presenter's view back as it was once the flip is over.
                whenCompleted = [.set(p.context, .yaw, .number(0))]
                whenCancelled = [.set(p.context, .yaw, .number(0))]
            case .partialCurl:
                setup = [.insert(p.presented, .below(p.context), frame: p.finalFrame, hidden: nil, alpha: nil)]
                tracks = [track(p.context, .curl, from: .number(0), to: .number(2.0 / 3))]
            }
        case .dismiss:
            if p.reinsertsContext {
                setup = [.insert(p.context, .below(p.presented), frame: nil, hidden: nil, alpha: nil)]
            }
            switch style {
            case .coverVertical:
                tracks = [track(p.presented, .frame, from: nil, to: .rect(offscreen))]
            case .crossDissolve:
                tracks = [track(p.presented, .alpha, from: nil, to: .number(0))]
                whenCancelled = [.set(p.presented, .alpha, .number(1))]
            case .flipHorizontal:
                tracks = [track(p.presented, .yaw, from: .number(0), to: .number(180)),
                          track(p.context, .yaw, from: .number(-180), to: .number(0))]
                whenCancelled = [.set(p.presented, .yaw, .number(0)), .set(p.context, .yaw, .number(0))]
            case .partialCurl:
                tracks = [track(p.context, .curl, from: nil, to: .number(0))]
            }
        }
        return ResolvedPlan(duration: p.duration, setup: setup, tracks: tracks, standalone: [],
                            whenCompleted: whenCompleted, whenCancelled: whenCancelled)
    }
}
