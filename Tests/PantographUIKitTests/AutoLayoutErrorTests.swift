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
        #expect(app.console == [.layout(.unsatisfiable(conflicting: ["<NSLayoutConstraint card.width == 100>"],
                                                         broken: "<NSLayoutConstraint 'wide' card.width == 200>"))])
        // The broken one stays broken: without the first, nothing holds the width.
        app.turn { width.isActive = false }
        #expect(card.hasAmbiguousLayout)
        app.turn { other.isActive = false }
        #expect(!other.isActive && card.constraints.count == 1)
    }

    /// The list is the constraints the refused one conflicts with, each needed for the
    /// conflict (a deletion filter on copies of the layout): the card's other
    /// constraints and what is not required are left out; of two that say the same,
    /// one is listed. Each row: what is active besides the card's four, the one
    /// activated, and the list.
    @Test func theListHoldsOnlyTheConstraintsInConflict() {
        typealias Make = (UIView, UIView) -> NSLayoutConstraint
        let rows: [(name: String, before: [Make], refused: Make, list: [String])] = [
            ("a second width, and a weaker one", [{ c, _ in
                let weak = c.widthAnchor.constraint(equalToConstant: 300)
                weak.priority = .required - 1
                return weak
            }], { c, _ in c.widthAnchor.constraint(equalToConstant: 200) }, ["<NSLayoutConstraint card.width == 100>"]),
            ("the same width twice: one is listed", [{ c, _ in c.widthAnchor.constraint(equalToConstant: 100) }],
             { c, _ in c.widthAnchor.constraint(equalToConstant: 200) }, ["<NSLayoutConstraint card.width == 100>"]),
            ("a right edge through the root's frame", [], { c, r in
                c.trailingAnchor.constraint(equalTo: r.trailingAnchor, constant: -10)
            }, ["<NSLayoutConstraint card.leading == testRoot.leading>", "<NSLayoutConstraint card.width == 100>",
                "<NSAutoresizingMaskLayoutConstraint testRoot.frame == (0, 0, 390, 844)>"]),
            ("a bottom edge through the top and the height", [], { c, r in
                c.bottomAnchor.constraint(equalTo: r.topAnchor, constant: 60)
            }, ["<NSLayoutConstraint card.top == testRoot.top>", "<NSLayoutConstraint card.height == 50>"]),
        ]
        for row in rows {
            let (app, root, card, _) = screen()
            let before = row.before.map { $0(card, root) }
            let refused = row.refused(card, root)
            app.turn { NSLayoutConstraint.activate(before + [refused]) }
            #expect(app.console == [.layout(.unsatisfiable(conflicting: row.list, broken: LayoutConsole.describe(refused)))],
                    "\(row.name): \(app.console.map(\.description))")
        }
    }

    /// A new constant that the required constraints cannot take breaks the constraint.
    @Test func anUnsatisfiableConstantBreaksItsConstraint() {
        let (app, root, card, _) = screen()
        let right = card.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -200)
        app.turn { right.isActive = true }
        #expect(app.console.isEmpty)
        app.turn { right.constant = -350 }
        #expect(right.isActive && right.constant == -350 && card.frame.width == 100)
        #expect(app.console == [.layout(.unsatisfiable(conflicting: [
            "<NSLayoutConstraint card.leading == testRoot.leading>", "<NSLayoutConstraint card.width == 100>",
            "<NSAutoresizingMaskLayoutConstraint testRoot.frame == (0, 0, 390, 844)>",
        ], broken: "<NSLayoutConstraint card.trailing <= testRoot.trailing - 350>"))])
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
        // UIKit's log, whole: the constraints in conflict (the leading edge is not), the
        // one broken last, and the note about the autoresizing mask.
        #expect(app.console.map(\.description) == ["""
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the \
            documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
                "<NSAutoresizingMaskLayoutConstraint box.frame == (10, 10, 50, 50)>",
                "<NSLayoutConstraint box.width == 100>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint box.width == 100>
            """])
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
        #expect(app.console == [.layout(.unsatisfiable(conflicting: ["<NSLayoutConstraint box.width == 50>"],
                                                         broken: "<NSAutoresizingMaskLayoutConstraint box.frame == (10, 10, 80, 50)>"))])
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
