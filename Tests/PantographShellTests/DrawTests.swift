import Foundation
import Testing
@testable import PantographShell
import PantographEngine

/// `draw`: the mapping from window points to character cells (aspect, corners,
/// clipping), what the picture shows, that every line fits the width, and the command
/// itself (parsing, JSON `result`, defaults from the session, changes nothing). What
/// the pictures look like is in the golden scripts `Golden/draw-*.pg`.
struct DrawTests {
    static let phone = Size(width: 390, height: 844)

    static func picture(_ boxes: [ScreenDrawing.Box], screen: Size = phone, width: Int = 40,
                        charset: DrawCharset = .unicode) -> [String] {
        ScreenDrawing.lines(boxes, screen: screen, width: width, charset: charset)
    }

    /// The picture's rows (the legend follows them).
    static func rows(_ lines: [String], screen: Size = phone, width: Int = 40) -> [String] {
        Array(lines.prefix(ScreenDrawing.Grid(screen: screen, width: width).rows))
    }

    static func character(_ line: String, _ column: Int) -> Character? {
        let characters = Array(line)
        return column < characters.count ? characters[column] : nil
    }

    // MARK: - Points to cells

    @Test(arguments: [20, 39, 40, 80, 123, 400])
    func theScreenFillsTheWidthAtTwoToOne(_ width: Int) {
        let grid = ScreenDrawing.Grid(screen: Self.phone, width: width)
        #expect(grid.columns == width)
        // A cell is twice as tall as it is wide: rows × 2 / columns ≈ height / width.
        let exact = Double(width) * Self.phone.height / Self.phone.width / 2
        #expect(abs(Double(grid.rows) - exact) <= 0.5)
        let landscape = ScreenDrawing.Grid(screen: Size(width: 844, height: 390), width: width)
        #expect(abs(Double(landscape.rows) - Double(width) * 390 / 844 / 2) <= 0.5)
    }

    @Test func aViewAtTheScreensCornerLandsAtThePicturesCorner() {
        let grid = ScreenDrawing.Grid(screen: Self.phone, width: 40)
        #expect(grid.cells(of: Rect(0, 0, 390, 844))
                == ScreenDrawing.Cells(left: 0, top: 0, right: grid.columns - 1, bottom: grid.rows - 1))
        let topLeft = grid.cells(of: Rect(0, 0, 50, 50))
        #expect(topLeft.left == 0 && topLeft.top == 0)
        let bottomRight = grid.cells(of: Rect(340, 794, 50, 50))
        #expect(bottomRight.right == grid.columns - 1 && bottomRight.bottom == grid.rows - 1)

        let lines = Self.picture([ScreenDrawing.Box(name: "a", frame: Rect(0, 0, 50, 50)),
                                  ScreenDrawing.Box(name: "b", frame: Rect(340, 794, 50, 50))])
        let rows = Self.rows(lines)
        #expect(Self.character(rows[0], 0) == "┌")
        #expect(Self.character(rows[rows.count - 1], 39) == "┘")
        #expect(rows[rows.count - 1].count == 40)
    }

    @Test func edgesRoundToTheNearestCellAndATinyViewKeepsOneCell() {
        let grid = ScreenDrawing.Grid(screen: Size(width: 400, height: 800), width: 40)
        #expect(grid.rows == 40)
        // 10 points a column, 20 a row.
        #expect(grid.cells(of: Rect(100, 200, 100, 50)) == ScreenDrawing.Cells(left: 10, top: 10, right: 19, bottom: 12))
        #expect(grid.cells(of: Rect(106, 212, 100, 50)) == ScreenDrawing.Cells(left: 11, top: 11, right: 20, bottom: 12))
        #expect(grid.cells(of: Rect(104, 209, 100, 50)) == ScreenDrawing.Cells(left: 10, top: 10, right: 19, bottom: 12))
        #expect(grid.cells(of: Rect(100, 200, 1, 1)) == ScreenDrawing.Cells(left: 10, top: 10, right: 10, bottom: 10))
        #expect(grid.cells(of: Rect(100, 200, 0, 0)) == ScreenDrawing.Cells(left: 10, top: 10, right: 10, bottom: 10))
        #expect(grid.cells(of: Rect(-50, -50, 100, 100)) == ScreenDrawing.Cells(left: -5, top: -2, right: 4, bottom: 2))
        // Rounding noise changes nothing.
        #expect(grid.cells(of: Rect(-1e-9, 0, 400.000_000_1, 800)) == ScreenDrawing.Cells(left: 0, top: 0, right: 39, bottom: 39))
    }

    @Test func aScreenTooTallForTheRowLimitIsDrawnNarrowerKeepingItsAspect() {
        let grid = ScreenDrawing.Grid(screen: Size(width: 100, height: 10_000), width: 80)
        #expect(grid.rows == ScreenDrawing.maxRows)
        #expect(grid.columns == 20)
        let lines = Self.picture([ScreenDrawing.Box(name: "root", frame: Rect(0, 0, 100, 10_000))],
                                 screen: Size(width: 100, height: 10_000), width: 80)
        #expect(lines.count <= ScreenDrawing.maxRows + 2)
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    // MARK: - Clipping

    @Test func aViewPartlyOffScreenLosesTheEdgesPastTheScreen() {
        let lines = Self.picture([ScreenDrawing.Box(name: "sliding", frame: Rect(-195, 422, 390, 844))])
        let rows = Self.rows(lines)
        // The top edge from the picture's left edge to the view's right edge; no left
        // edge, no bottom edge.
        let top = rows[22]
        #expect(top.hasPrefix("sliding"), "\(top)")
        #expect(Self.character(top, 19) == "┐")
        #expect(rows[23].first == " " && Self.character(rows[23], 19) == "│")
        #expect(rows.last.map { Self.character($0, 19) } == "│")
        #expect(!rows.joined().contains("┌") && !rows.joined().contains("└") && !rows.joined().contains("┘"))
        #expect(lines.contains("partly off screen: sliding"))
    }

    @Test func aViewEntirelyOffScreenIsNamedUnderThePicture() {
        let lines = Self.picture([ScreenDrawing.Box(name: "screen", frame: Rect(0, 0, 390, 844)),
                                  ScreenDrawing.Box(name: "tabBar", frame: Rect(0, 844, 390, 83)),
                                  ScreenDrawing.Box(name: "left", frame: Rect(-390, 0, 390, 844))])
        #expect(lines.contains("off screen: tabBar  left"))
        #expect(!Self.rows(lines).joined().contains("tabBar"))
        // What is on screen is exactly the one box.
        let withoutThem = Self.picture([ScreenDrawing.Box(name: "screen", frame: Rect(0, 0, 390, 844))])
        #expect(Self.rows(lines) == Self.rows(withoutThem))
    }

    // MARK: - What the picture shows

    @Test func phantomsAndHiddenViewsLookDifferent() {
        let lines = Self.picture([ScreenDrawing.Box(name: "view", frame: Rect(0, 0, 390, 844)),
                                  ScreenDrawing.Box(name: "hidden", frame: Rect(40, 100, 300, 100), isHidden: true),
                                  ScreenDrawing.Box(name: "clear", frame: Rect(40, 300, 300, 100), alpha: 0),
                                  ScreenDrawing.Box(name: "ghost~", frame: Rect(40, 500, 300, 100), isPhantom: true),
                                  ScreenDrawing.Box(name: "round", frame: Rect(40, 700, 300, 100), alpha: 0.5,
                                                    scale: 0.9, cornerRadius: 12)])
        let picture = Self.rows(lines).joined(separator: "\n")
        #expect(picture.contains("┌view─"))
        #expect(picture.contains("┌[hidden]┄"))
        #expect(picture.contains("┌[clear 0%]┄"))
        #expect(picture.contains("╔ghost~═"))
        #expect(picture.contains("╭round 50% ×0.9─"))
        #expect(lines.contains("┌─┐ view  ╔═╗ phantom  ┌┄┐ [hidden]"))
        let ascii = Self.picture([ScreenDrawing.Box(name: "view", frame: Rect(0, 0, 390, 844)),
                                  ScreenDrawing.Box(name: "hidden", frame: Rect(40, 100, 300, 100), isHidden: true),
                                  ScreenDrawing.Box(name: "ghost~", frame: Rect(40, 500, 300, 100), isPhantom: true),
                                  ScreenDrawing.Box(name: "round", frame: Rect(40, 700, 300, 100), scale: 0.9, cornerRadius: 12)],
                                 charset: .ascii)
        let asciiPicture = Self.rows(ascii).joined(separator: "\n")
        #expect(asciiPicture.contains("+view-"))
        #expect(asciiPicture.contains("+[hidden]."))
        #expect(asciiPicture.contains("#ghost~="))
        #expect(asciiPicture.contains(".round x0.9-"))
        #expect(ascii.joined().allSatisfy({ $0.isASCII }))
    }

    @Test func laterViewsDrawOverEarlierOnesAndAnOpaqueOneCoversWhatIsBehind() {
        let lines = Self.picture([ScreenDrawing.Box(name: "back", frame: Rect(0, 0, 390, 844)),
                                  ScreenDrawing.Box(name: "under", frame: Rect(0, 400, 390, 200)),
                                  ScreenDrawing.Box(name: "sheet", frame: Rect(0, 300, 390, 544))])
        #expect(!Self.rows(lines).joined().contains("under"))
        #expect(lines.contains("covered: under"))
        // A translucent one covers nothing.
        let translucent = Self.picture([ScreenDrawing.Box(name: "back", frame: Rect(0, 0, 390, 844)),
                                        ScreenDrawing.Box(name: "under", frame: Rect(0, 400, 390, 200)),
                                        ScreenDrawing.Box(name: "sheet", frame: Rect(0, 300, 390, 544), alpha: 0.5)])
        #expect(Self.rows(translucent).joined().contains("under"))
        // Hidden views show through as outlines.
        let hidden = Self.picture([ScreenDrawing.Box(name: "back", frame: Rect(0, 0, 390, 844)),
                                   ScreenDrawing.Box(name: "under", frame: Rect(0, 400, 390, 200), isHidden: true),
                                   ScreenDrawing.Box(name: "sheet", frame: Rect(0, 300, 390, 544))])
        #expect(Self.rows(hidden).joined().contains("[under]"))
    }

    @Test func overlappingLabelsNeitherOverflowNorRunTogether() {
        let names = ["aVeryLongNameIndeed", "anotherLongName", "third", "fourthName", "fifth", "sixthViewName"]
        let boxes = names.enumerated().map { i, name in
            ScreenDrawing.Box(name: name, frame: Rect(300 + Double(i), 380 + Double(i), 60, 40))
        }
        for width in [20, 40, 80] {
            let lines = Self.picture(boxes, width: width)
            #expect(lines.allSatisfy { $0.count <= width }, "\(lines)")
            let text = lines.joined(separator: "\n")
            // Each name is written whole, cut short with …, or listed as unlabelled.
            for name in names {
                let cut = (2..<name.count).contains { text.contains(name.prefix($0) + "…") }
                #expect(text.contains(name) || cut, "\(name) at \(width):\n\(text)")
            }
            // No label touches another: no two names run together.
            for a in names {
                for b in names { #expect(!text.contains(a + b)) }
            }
        }
    }

    @Test(arguments: ScreenDrawing.widthRange.lowerBound...45)
    func everyLineFitsTheWidthInEveryScene(_ width: Int) throws {
        for scene in SceneLibrary.builtIn.all {
            for script in ["", "set clock manual; pan begin; pan move 0,-150; pan move 150,0", "present; settle",
                           "set clock manual; present; wait 0.2"] {
                let session = try ShellProbe.session(format: .text, scene: scene.name).0
                ShellProbe.feed(session, [script])
                for charset in DrawCharset.allCases {
                    let lines = ScreenDrawing.lines(session.state.simulator.visibleViews.map(ScreenDrawing.Box.init),
                                                    screen: session.state.simulator.settings.screen,
                                                    width: width, charset: charset)
                    for line in lines {
                        #expect(line.count <= width, "\(scene.name) '\(script)' \(charset): \(line)")
                    }
                    if charset == .ascii { #expect(lines.joined().allSatisfy({ $0.isASCII })) }
                }
            }
        }
    }

    @Test(arguments: [80, 123, 400])
    func wideLinesFitToo(_ width: Int) throws {
        let (session, _) = try ShellProbe.session(format: .text, scene: "card")
        ShellProbe.feed(session, ["set clock manual; present; wait 0.3"])
        let lines = ScreenDrawing.lines(session.state.simulator.visibleViews.map(ScreenDrawing.Box.init),
                                        screen: session.state.simulator.settings.screen, width: width, charset: .unicode)
        #expect(lines.allSatisfy { $0.count <= width })
        #expect(lines[0].count == width)
    }

    // MARK: - The command

    @Test(arguments: [
        ("draw", Command.draw(width: nil, charset: nil)),
        ("draw width 60", .draw(width: 60, charset: nil)),
        ("draw ascii", .draw(width: nil, charset: .ascii)),
        ("draw unicode width 20", .draw(width: 20, charset: .unicode)),
        ("draw width 400 ascii", .draw(width: 400, charset: .ascii)),
    ])
    func parses(_ line: String, _ command: Command) throws {
        #expect(try ShellProbe.parse(line) == command)
    }

    @Test(arguments: [("draw width 19", 12, "20…400"), ("draw width 401", 12, "20…400"),
                      ("draw width 4e1", 12, "whole number"), ("draw width", 11, "'width' needs COLUMNS"),
                      ("draw utf8", 6, "expected unicode or ascii, got 'utf8'"),
                      ("draw ascii unicode", 12, "unexpected argument 'unicode'")])
    func badArgumentsArePointedAt(_ line: String, _ column: Int, _ mentions: String) {
        #expect {
            _ = try ShellProbe.parse(line)
        } throws: { error in
            guard let error = error as? ArgumentError else { return false }
            return error.column == column && error.message.contains(mentions)
        }
    }

    @Test func drawPrintsThePictureInsteadOfTheStateAndChangesNothing() throws {
        let (session, sink) = try ShellProbe.session(format: .text)
        ShellProbe.feed(session, ["set clock manual; pan begin; pan move 0,-200"])
        let before = ShellProbe.snapshot(session)
        sink.out = ""
        ShellProbe.feed(session, ["draw width 30"])
        #expect(ShellProbe.snapshot(session) == before)
        #expect(sink.err.isEmpty, "\(sink.err)")
        #expect(!sink.out.contains("clock"))
        #expect(sink.out.hasPrefix("┌"))
        #expect(sink.out.hasSuffix("\n\n"))
        #expect(ShellProbe.lines(sink.out).allSatisfy { $0.count <= 30 })
    }

    @Test func theJSONResultIsThePicturesLines() throws {
        let (session, sink) = try ShellProbe.session(format: .json, scene: "hero")
        ShellProbe.feed(session, ["draw width 24 ascii"])
        let record = try OrderedJSON.parse(try #require(ShellProbe.lines(sink.out).last))
        let lines = try #require(record["result"]).items.map { item -> String in
            guard case .string(let text) = item else { return "?" }
            return text
        }
        let text = try run("draw width 24 ascii", scene: "hero").out
        #expect(lines.joined(separator: "\n") + "\n\n" == text)
        let rows = ScreenDrawing.Grid(screen: Self.phone, width: 24).rows
        #expect(lines.count > rows)
        #expect(lines[0].hasPrefix("+") && lines[rows - 1].hasPrefix("+") && !lines[rows].hasPrefix("|"))
    }

    @Test func theSessionGivesTheDefaultWidthAndCharset() throws {
        var options = SessionOptions()
        #expect(options.drawWidth == 80 && options.charset == .unicode)
        options.drawWidth = 50
        options.charset = .ascii
        let sink = CapturingSink()
        let session = try ShellSession(options: options, sink: sink)
        ShellProbe.feed(session, ["draw"])
        let lines = ShellProbe.lines(sink.out)
        #expect(lines[0].count == 50)
        #expect(lines.joined().allSatisfy({ $0.isASCII }))
        sink.out = ""
        ShellProbe.feed(session, ["draw width 30 unicode"])
        #expect(ShellProbe.lines(sink.out)[0] == "┌grid" + String(repeating: "─", count: 24) + "┐")
    }
}
