internal import PantographLayout

/// A rectangle in a view that constraints place and relate to, without a view of its
/// own: an item of the view's engine whose frame is in its owning view. The safe-area
/// and margins guides are UIKit's own: their edges are pinned to the owning view's by
/// required constraints whose constants are the safe area's insets (followed at each
/// layout pass) or the layout margins.
@MainActor open class UILayoutGuide: NSObject {
    /// The view it was added to (`addLayoutGuide`).
    public internal(set) weak var owningView: UIView?
    /// A name the console's messages show.
    open var identifier = ""

    /// Whose guide it is: the app's, or one UIKit keeps for every view.
    enum Role { case app, safeArea, margins }

    let role: Role
    var item: LayoutItem?
    var engine: LayoutEngine?
    /// The safe area's insets its edges are pinned at now.
    var pinnedInsets: UIEdgeInsets?
    /// UIKit's constraints pinning a safe-area or margins guide to its view: left,
    /// top, right, bottom.
    var edges: [NSLayoutConstraint] = []

    public override init() {
        role = .app
        super.init()
    }

    init(role: Role, identifier: String, owner: UIView) {
        self.role = role
        super.init()
        self.identifier = identifier
        owningView = owner
    }

    /// Where constraints put it, in its owning view's coordinates. Before anything
    /// constrains it, a safe-area guide is the bounds inset by the safe area and a
    /// margins guide the bounds inset by the margins, as UIKit reports them; an app's
    /// guide is empty.
    open var layoutFrame: CGRect {
        if let item, let engine { return engine.frame(of: item) }
        guard let owner = owningView else { return .zero }
        switch role {
        case .app: return .zero
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .margins: return owner.bounds.inset(by: owner.layoutMargins)
        }
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    // MARK: - The guide in its engine

    /// Its item, made the first time a constraint names it, in its owning view's item;
    /// nil while it is in no view.
    func constraintItem() -> (LayoutEngine, LayoutItem)? {
        if let item, let engine { return (engine, item) }
        guard let owner = owningView else { return nil }
        let (engine, parent) = owner.constraintItem()
        let item = engine.addItem(for: self, in: parent)
        switch role {
        case .app:
            break
        case .safeArea:
            let insets = owner.safeAreaInsets
            pin(to: owner, [(.left, .left, insets.left), (.top, .top, insets.top), (.right, .right, -insets.right),
                            (.bottom, .bottom, -insets.bottom)], engine: engine, item: item, parent: parent)
            pinnedInsets = insets
            engine.followSafeArea(of: self)
        case .margins:
            pin(to: owner, [(.left, .leftMargin, 0), (.top, .topMargin, 0), (.right, .rightMargin, 0),
                            (.bottom, .bottomMargin, 0)], engine: engine, item: item, parent: parent)
        }
        return (engine, item)
    }

    /// UIKit's own constraints between the guide's edges and its view's.
    private func pin(to owner: UIView, _ edges: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, CGFloat)],
                     engine: LayoutEngine, item: LayoutItem, parent: LayoutItem) {
        let prefix = role == .safeArea ? "UIViewSafeAreaLayoutGuide-" : "UIView-"
        self.edges = edges.map { mine, theirs, constant in
            let c = NSLayoutConstraint(first: self, mine, .equal, second: owner, theirs, multiplier: 1, constant: constant)
            c.identifier = role == .safeArea ? prefix + "\(mine)" : prefix + "\(mine)Margin-guide-constraint"
            _ = engine.activate(c, first: item, second: parent)
            return c
        }
    }

    /// Moves the safe-area guide's edges to where the safe area reaches into its view
    /// now; whether they moved.
    func followSafeAreaInsets() -> Bool {
        guard role == .safeArea, let owner = owningView, edges.count == 4 else { return false }
        let insets = owner.safeAreaInsets
        guard insets != pinnedInsets else { return false }
        pinnedInsets = insets
        for (c, constant) in zip(edges, [insets.left, insets.top, -insets.right, -insets.bottom]) where c.constant != constant {
            c.constant = constant
        }
        return true
    }
}
