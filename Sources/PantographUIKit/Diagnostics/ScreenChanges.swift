import Synchronization

/// The moment just before anything on the screen changes: the frame-jump check's
/// picture of the screen before a release or a re-grab (`DiagnosticWatch.turnBegins`)
/// is taken then rather than when the turn begins. It is the same picture, as
/// nothing it shows has changed yet; and a turn that changes nothing on the screen
/// takes none (a release that `finish()`es a percent-driven transition moves nothing in
/// its own turn: the two pictures were a tenth of a harness's gesture).
///
/// What a picture shows depends on a view's subviews and `isUIKitInternal`, its
/// layer's model values (`CALayer.set`), `isHidden`, `anchorPoint` and
/// `isDoubleSided`, the layer's animations, and their timelines' time and
/// `scrubsLinearly`; each of these says so before it changes (`willChange`).
/// ScreenChangesTests holds every one of them to the picture taken at the start.
@MainActor enum ScreenChanges {
    /// Whether something waits: asked at every such write, so an atomic, which no
    /// exclusivity check guards.
    private static let isWaiting = Atomic<Bool>(false)
    private static var waiting: (token: Int, body: () -> Void)?
    private static var tokens = 0

    /// Something on the screen is about to change: what waits for it runs now.
    @inline(__always) static func willChange() {
        if isWaiting.load(ordering: .relaxed) { runWaiting() }
    }

    private static func runWaiting() {
        let body = waiting?.body
        waiting = nil
        isWaiting.store(false, ordering: .relaxed)
        body?()
    }

    /// `body` runs just before the next change on the screen (whatever waited before
    /// runs now); the token stops it.
    static func wait(_ body: @escaping () -> Void) -> Int {
        willChange()
        tokens += 1
        waiting = (tokens, body)
        isWaiting.store(true, ordering: .relaxed)
        return tokens
    }

    /// The wait `token` names no longer runs, if it has not.
    static func stopWaiting(_ token: Int) {
        guard waiting?.token == token else { return }
        waiting = nil
        isWaiting.store(false, ordering: .relaxed)
    }
}
