extension Scene {
    /// The scene a session over an app's own code holds (PantographHarness): no command
    /// of such a session runs it — the app's world answers them — but what the shell
    /// reads of it (its name, its settings: `curve`'s duration, `judge`'s slop and
    /// policy) is the default scene's. So it is the default scene without what only
    /// running it needs, its presentations (and the options bound to them): resolving
    /// deeper's presentation cost 1.4 million instructions of a harness's start, a
    /// harness for a Swift test and a `judge` worker's first app (docs/performance.md,
    /// "Start-up").
    public static let overAnApp: Scene = {
        let scene = BuiltInScenes.first
        return Scene(compiled: scene.name, summary: scene.summary, views: scene.views, controllers: scene.controllers,
                     initialWindow: scene.initialWindow, presentations: [], options: [], defaults: scene.defaults,
                     initialDepth: 0)
    }()
}
