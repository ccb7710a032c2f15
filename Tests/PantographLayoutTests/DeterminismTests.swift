import Testing
import PantographEngine
@testable import PantographLayout

/// The same calls give the same layout, bit for bit, and every active required
/// constraint holds, over random sequences of everything the UIKit layer will call.
struct DeterminismTests {
    static let attributes: [LayoutAttribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .firstBaseline, .lastBaseline, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
        .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// Runs a seeded sequence of calls, skipping the ones refused, and returns the
    /// layout with what it printed along the way.
    static func run(seed: UInt64) throws -> (Layout, [Rect]) {
        var rng = SplitMix64(seed: seed)
        var (layout, window) = try windowLayout()
        var items = [window]
        var active: [LayoutConstraint.ID] = []
        var frames: [Rect] = []
        for _ in 0..<60 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0:
                items.append(try layout.addItem(in: items.randomElement(using: &rng)!))
            case 1...5:
                let first = items.randomElement(using: &rng)!
                let second = Bool.random(using: &rng) ? items.randomElement(using: &rng)! : nil
                let attribute = attributes.randomElement(using: &rng)!
                let constraint = LayoutConstraint(
                    item: first, attribute: attribute, relatedBy: [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!,
                    toItem: second, attribute: second == nil ? .notAnAttribute : attributes.filter { $0.axis == attribute.axis }.randomElement(using: &rng)!,
                    multiplier: [0.5, 1, 2].randomElement(using: &rng)!, constant: Double(Int.random(in: -50...300, using: &rng)),
                    priority: [.required, .required, .defaultHigh, .defaultLow, LayoutPriority(251)].randomElement(using: &rng)!)
                if let id = try? layout.add(constraint) { active.append(id) }
            case 6 where !active.isEmpty:
                try? layout.setConstant(Double(Int.random(in: -50...300, using: &rng)), of: active.randomElement(using: &rng)!)
            case 7 where !active.isEmpty:
                let index = Int.random(in: 0..<active.count, using: &rng)
                if (try? layout.remove(active[index])) != nil { active.remove(at: index) }
            case 8:
                let item = items.randomElement(using: &rng)!
                try? layout.setIntrinsicContentSize(width: Double(Int.random(in: 0...200, using: &rng)), height: 20, of: item)
                try? layout.setLayoutMargins(EdgeInsets(top: 4, left: Double(Int.random(in: 0...20, using: &rng)), bottom: 4, right: 8), of: item)
            case 9 where items.count > 2:
                let item = items[Int.random(in: 1..<items.count, using: &rng)]
                if let removed = try? layout.setParent(items.randomElement(using: &rng)!, of: item) {
                    active.removeAll(where: removed.contains)
                }
            default:
                break
            }
            frames += try items.map { try layout.frame(of: $0) }
        }
        // Every active required constraint holds, measured from the items' common
        // ancestor, as UIKit measures it.
        for id in active where layout.isActive(id) {
            let c = try layout.constraint(id)
            guard c.priority.isRequired else { continue }
            var origin = 0.0
            if let second = c.secondItem, !c.firstAttribute.isSize {
                let ancestor = try layout.nearestCommonAncestor(c.firstItem, second)
                origin = try layout.value(of: c.firstAttribute.axis == .horizontal ? .left : .top, of: ancestor)
            }
            let first = try layout.value(of: c.firstAttribute, of: c.firstItem) - origin
            let second = try c.secondItem.map { try layout.value(of: c.secondAttribute, of: $0) - origin } ?? 0
            let difference = first - (c.multiplier * second + c.constant)
            let holds = switch c.relation {
            case .equal: abs(difference) < 1e-6
            case .lessThanOrEqual: difference < 1e-6
            case .greaterThanOrEqual: difference > -1e-6
            }
            #expect(holds, "seed \(seed): \(c) is off by \(difference)")
        }
        return (layout, frames)
    }

    @Test(arguments: 0..<40)
    func theSameCallsGiveTheSameLayout(seed: UInt64) throws {
        let (a, framesA) = try Self.run(seed: seed)
        let (b, framesB) = try Self.run(seed: seed)
        #expect(a == b)
        let bits = { (frames: [Rect]) in frames.flatMap { [$0.x, $0.y, $0.width, $0.height].map(\.bitPattern) } }
        #expect(bits(framesA) == bits(framesB))
        #expect(a.solver.invariantViolations() == [])
    }
}
