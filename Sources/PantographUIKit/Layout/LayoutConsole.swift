/// Where Auto Layout's messages go and how they name things: the console of the app
/// whose code is running (or of the window the view is in), with views named as the
/// records name them (`card.top == detail.top + 20`). A view tree in no app has no
/// console; its messages are dropped.
@MainActor enum LayoutConsole {
    static func app(near view: UIView?) -> HeadlessApp? { HeadlessApp.current ?? view?.window?.host }

    static func say(_ message: LayoutMessage, near view: UIView?) {
        app(near: view)?.say(.layout(message))
    }

    /// A view by its record name; a guide by its owning view's and its identifier.
    static func name(of item: AnyObject?) -> String {
        switch LayoutEnd(item) {
        case .view(let view)?:
            return app(near: view)?.name(of: view) ?? typeName(of: view)
        case .guide(let guide)?:
            let owner = guide.owningView.map { name(of: $0) } ?? "nil"
            return "\(owner).\(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)"
        case nil:
            return item.map { typeName(of: $0) } ?? "nil"
        }
    }

    static func anchorName(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
        "\(name(of: item)).\(attribute)"
    }

    /// UIKit's description of a constraint, without the addresses:
    /// `<NSLayoutConstraint 'id' card.width == 0.5*detail.width + 10 @750>`.
    static func describe(_ c: NSLayoutConstraint, constant: CGFloat? = nil) -> String {
        describe(first: c.firstItem, c.firstAttribute, relation: c.relation, second: c.secondItem, c.secondAttribute,
                 multiplier: c.multiplier, constant: constant ?? c.constant, priority: c.priority,
                 identifier: c.identifier)
    }

    static func describe(first: AnyObject?, _ a: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation = .equal,
                         second: AnyObject?, _ b: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat,
                         priority: UILayoutPriority = .required, identifier: String? = nil) -> String {
        var text = "<NSLayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(anchorName(first, a)) \(relation.symbol) "
        if second != nil {
            if multiplier != 1 { text += "\(number(Double(multiplier)))*" }
            text += anchorName(second, b)
            if constant != 0 || !constant.isFinite {
                text += constant < 0 ? " - \(number(Double(-constant)))" : " + \(number(Double(constant)))"
            }
        } else {
            text += number(Double(constant))
        }
        if priority != .required { text += " @\(number(Double(priority.rawValue)))" }
        return text + ">"
    }

    /// A view's pinned frame as one constraint (UIKit lists the four
    /// `NSAutoresizingMaskLayoutConstraint`s it makes of it, with their addresses).
    static func describeAutoresizing(_ view: UIView, frame: CGRect) -> String {
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { number(Double($0)) }
        return "<NSAutoresizingMaskLayoutConstraint \(name(of: view)).frame == (\(numbers.joined(separator: ", ")))>"
    }

    /// A number as UIKit's descriptions print it: whole numbers without a point.
    nonisolated static func number(_ x: Double) -> String {
        x.isFinite && x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
