import PantographEngine

/// UIKit's view hierarchy once a view transition has been made (docs/flip.md), as a
/// record's `hierarchy` says it: mid-flight it is not what `views` shows. A scene's is
/// its simulator's; an app's is read off its UIKit objects (docs/own-code.md).
public struct ViewHierarchy: Hashable, Sendable {
    /// Back to front, without the snapshots of views already removed.
    public var views: [HierarchyEntry]
    /// The views UIKit has freed, in order.
    public var deallocated: [String]

    public init(views: [HierarchyEntry], deallocated: [String]) {
        self.views = views
        self.deallocated = deallocated
    }
}
