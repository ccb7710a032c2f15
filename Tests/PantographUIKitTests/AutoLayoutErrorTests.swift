import PantographEngine
import Testing
@testable import PantographUIKit

/// The app's mistakes. What UIKit raises (it would crash the app) is written to the
/// console as an exception and the call does nothing, as PantographUIKit reports every
/// exception; what UIKit logs is logged, and an unsatisfiable required constraint is
/// broken: the one whose activation, constant or frame was refused.
@MainActor @Suite struct AutoLayoutErrorTests {
    private func placed(_ name: String) -> UIView {
        let v = UIView()
        v.accessibilityIdentifier = name
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }

    /// A card laid out in the root view: 100 wide, at (0, 0), 50 high.
    private func screen() -> (HeadlessApp, UIView, UIView, NSLayoutConstraint) {
        let card = placed("card")
        let width = card.widthAnchor.constraint(equalToConstant: 100)
        var root: UIView!
        let app = makeApp { r in
            root = r
            r.addSubview(card)
            NSLayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: r.leadingAnchor),
                                         card.topAnchor.constraint(equalTo: r.topAnchor),
                                         card.heightAnchor.constraint(equalToConstant: 50), width])
        }
        return (app, root, card, width)
    }

    @Test func itemsInTwoTreesHaveNoCommonAncestor() {
        let (app, _, card, _) = screen()
        let stray = placed("stray")
        let c = stray.topAnchor.constraint(equalTo: card.bottomAnchor)
        app.turn { c.isActive = true }
        #expect(!c.isActive && card.constraints.count == 2 && stray.constraints.isEmpty)
        #expect(app.console.map(\.description) == [
            "Exception: Unable to activate constraint with anchors <stray.top> and <card.bottom> because they have no "
                + "common ancestor. Does the constraint or its anchors reference items in different view hierarchies? "
                + "That's illegal.",
        ])
        let guide = UILayoutGuide()
        app.turn { guide.topAnchor.constraint(equalTo: card.topAnchor).isActive = true }
        #expect(app.console.count == 2 && card.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    /// Two required widths: the second is broken, logged with UIKit's words; it stays
    /// active for the app, and the first holds.
    @Test func anUnsatisfiableRequiredConstraintIsBroken() {
        let (app, _, card, width) = screen()
        let other = card.widthAnchor.constraint(equalToConstant: 200)
        other.identifier = "wide"
        app.turn { other.isActive = true }
        #expect(other.isActive && card.constraints.contains { $0 === other })
        #expect(card.frame.width == 100)
        #expect(app.console == [.layout(.unsatisfiable(broken: "<NSLayoutConstraint 'wide' card.width == 200>"))])
        // The broken one stays broken: without the first, nothing holds the width.
        app.turn { width.isActive = false }
        #expect(card.hasAmbiguousLayout)
        app.turn { other.isActive = false }
        #expect(!other.isActive && card.constraints.count == 1)
    }

    /// A new constant that the required constraints cannot take breaks the constraint.
    @Test func anUnsatisfiableConstantBreaksItsConstraint() {
        let (app, root, card, _) = screen()
        let right = card.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -200)
        app.turn { right.isActive = true }
        #expect(app.console.isEmpty)
        app.turn { right.constant = -350 }
        #expect(right.isActive && right.constant == -350 && card.frame.width == 100)
        #expect(app.console == [.layout(.unsatisfiable(broken: "<NSLayoutConstraint card.trailing <= testRoot.trailing - 350>"))])
    }

    /// The classic: a view made in code still translates its autoresizing mask, so its
    /// frame is pinned and the app's constraints break against it.
    @Test func aForgottenTranslatesAutoresizingMaskBreaksTheAppsConstraints() {
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        box.accessibilityIdentifier = "box"
        let app = makeApp { root in
            root.addSubview(box)
            NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 100),
                                         box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)])
        }
        #expect(box.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(app.console == [.layout(.unsatisfiable(broken: "<NSLayoutConstraint box.width == 100>"))])
        // Turned off, the constraints are the frame's: the broken one stays broken.
        app.turn { box.translatesAutoresizingMaskIntoConstraints = false }
        #expect(box.frame.minX == 10 && box.frame.width == 0, "\(box.frame) \(app.console)")
    }

    /// A frame the code sets that the required constraints refuse breaks the pinning.
    @Test func aPinnedFrameThatConflictsBreaksThePinning() {
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        box.accessibilityIdentifier = "box"
        let app = makeApp { root in
            root.addSubview(box)
            box.widthAnchor.constraint(equalToConstant: 50).isActive = true
        }
        #expect(app.console.isEmpty)
        app.turn { box.frame.size.width = 80 }
        #expect(box.frame.width == 80)
        #expect(app.console == [.layout(.unsatisfiable(broken: "<NSAutoresizingMaskLayoutConstraint box.frame == (10, 10, 80, 50)>"))])
        app.turn { box.frame.size.width = 90 }
        #expect(app.console.count == 1)
    }

    /// What UIKit's initializer raises about: the constraint exists and never
    /// activates.
    @Test func pairingsUIKitRefuses() {
        let (app, root, card, _) = screen()
        app.clearConsole()
        let refused = [
            NSLayoutConstraint(item: card, attribute: .top, relatedBy: .equal, toItem: root, attribute: .width,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: card, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 10),
            NSLayoutConstraint(item: card, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left,
                               multiplier: 0, constant: 10),
            card.leadingAnchor.constraint(equalTo: root.leftAnchor),
            NSLayoutConstraint(item: card, attribute: .width, relatedBy: .equal, toItem: "a string", attribute: .width,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: card, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: .infinity, constant: 0),
        ]
        NSLayoutConstraint.activate(refused)
        #expect(refused.allSatisfy { !$0.isActive })
        #expect(app.console.map(\.description).map { String($0.prefix(22)) } == [
            "Exception: Invalid pai", "Exception: A multiplie", "Exception: A multiplie", "Exception: Invalid pai",
            "Exception: Constraint ", "Exception: NSLayoutCon",
        ])
        #expect(app.console.first == .layout(.invalidPairing("<NSLayoutConstraint card.top == testRoot.width>")))
    }

    @Test func prioritiesAndConstantsUIKitRefuses() {
        let (app, _, card, width) = screen()
        app.turn {
            width.priority = .defaultHigh
            width.priority = UILayoutPriority(0)
            width.priority = UILayoutPriority(1001)
            width.constant = .nan
        }
        #expect(width.priority == .required && width.constant == 100 && card.frame.width == 100)
        #expect(app.console.map(\.description) == [
            "Exception: Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                + "supported. You passed priority 750 and the existing priority was 1000.",
            "Exception: It's illegal to set priority 0. Priority must be from 1 to 1000 (required).",
            "Exception: It's illegal to set priority 1001. Priority must be from 1 to 1000 (required).",
            "Exception: NSLayoutConstraint constant is not finite! That's illegal. <NSLayoutConstraint card.width == nan>",
        ])
        // Inactive, it may move between required and not.
        app.turn {
            width.isActive = false
            width.priority = .defaultHigh
        }
        #expect(width.priority == .defaultHigh && app.console.count == 4)
    }

    /// `addConstraint` on a view that is not an ancestor of the items: logged, inactive.
    @Test func addConstraintBelowTheItemsIsNotPrepared() {
        let (app, root, card, _) = screen()
        let c = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        app.turn { card.addConstraint(c) }
        #expect(!c.isActive)
        #expect(app.console.first?.description.hasPrefix("The view hierarchy is not prepared for the constraint: ") == true)
    }
}
