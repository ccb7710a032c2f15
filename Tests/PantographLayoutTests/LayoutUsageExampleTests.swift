import Testing
import PantographEngine
import PantographLayout

/// The snippet at the top of docs/autolayout.md, verbatim (`DocTests` checks that every
/// Swift block of a page is in a test), with what its comments claim.
struct LayoutUsageExampleTests {
    @Test func theDocumentedSnippetDoesWhatItSays() throws {
        var layout = Layout()
        let window = try layout.addItem()
        try layout.setFixedFrame(Rect(x: 0, y: 0, width: 390, height: 844), of: window)
        let sheet = try layout.addItem(in: window)
        for edge in [LayoutAttribute.leading, .trailing] {
            _ = try layout.add(LayoutConstraint(item: sheet, attribute: edge, relatedBy: .equal,
                                                toItem: window, attribute: edge))
        }
        _ = try layout.add(LayoutConstraint(item: sheet, attribute: .height, relatedBy: .equal,
                                            toItem: window, attribute: .height, multiplier: 0.5))
        let top = try layout.add(LayoutConstraint(item: sheet, attribute: .top, relatedBy: .equal,
                                                  toItem: window, attribute: .bottom))
        // try layout.frame(of: sheet) == Rect(x: 0, y: 844, width: 390, height: 422)
        try layout.setConstant(-422, of: top) // what an animation block changes
        // try layout.frame(of: sheet) == Rect(x: 0, y: 422, width: 390, height: 422)
        #expect(try layout.frame(of: sheet) == Rect(x: 0, y: 422, width: 390, height: 422))
        try layout.setConstant(0, of: top)
        #expect(try layout.frame(of: sheet) == Rect(x: 0, y: 844, width: 390, height: 422))
    }
}
