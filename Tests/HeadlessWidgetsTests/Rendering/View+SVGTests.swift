import Foundation
import HeadlessWidgets
import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct ViewSVGTests {
    let window = Window(size: Size(width: 200, height: 100))

    /// A button at (20, 20, 100, 44) in the window, identified as `id`.
    func button(_ title: String, id: String) -> Button {
        let button = Button(title: title)
        button.frame = Rect(x: 20, y: 20, width: 100, height: 44)
        button.accessibilityIdentifier = id
        window.addSubview(button)
        return button
    }

    /// The window's picture, parsed.
    func picture(of view: View? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> SVGElement
    {
        try #require(SVGElement.parse((view ?? window).renderSVG()), sourceLocation: sourceLocation)
    }

    // MARK: - The whole picture

    @Test func drawsASmallTreeExactly() {
        let card = View(frame: Rect(x: 10, y: 10, width: 180, height: 80))
        card.accessibilityIdentifier = "card"
        let name = Label(text: "Milk")
        name.frame = Rect(x: 10, y: 10, width: 100, height: 20)
        name.font = .boldSystemFont(ofSize: 14)
        let buy = Button(title: "Buy")
        buy.frame = Rect(x: 100, y: 40, width: 70, height: 30)
        buy.accessibilityIdentifier = "buy"
        window.addSubview(card)
        card.addSubview(name)
        card.addSubview(buy)

        #expect(
            window.renderSVG() == """
                <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" \
                font-family="Helvetica, Arial, sans-serif">
                  <rect class="background" x="0" y="0" width="200" height="100" fill="#ffffff"/>
                  <g data-type="Window">
                    <rect class="frame" x="0" y="0" width="200" height="100" fill="none" stroke="#c7c7cc"/>
                    <g data-type="View" data-identifier="card">
                      <rect class="frame" x="10" y="10" width="180" height="80" fill="none" stroke="#c7c7cc"/>
                      <g data-type="Label">
                        <rect class="frame" x="20" y="20" width="100" height="20" fill="none" stroke="#e5e5ea"/>
                        <text class="text" x="20" y="34.9" font-size="14" font-weight="bold" fill="#000000">Milk</text>
                      </g>
                      <g data-type="Button" data-identifier="buy">
                        <rect class="frame" x="110" y="50" width="70" height="30" rx="8" fill="none" stroke="#007aff"/>
                        <text class="title" x="145" y="70.95" font-size="17" text-anchor="middle" fill="#007aff">Buy</text>
                      </g>
                    </g>
                  </g>
                </svg>

                """)
    }

    @Test func drawsTheSameBytesForTheSameTree() {
        func render() -> String {
            let window = Window(size: Size(width: 200, height: 100))
            let favorite = Button(title: "☆")
            favorite.setTitle("★", for: .selected)
            favorite.setTitle("✩", for: .highlighted)
            favorite.isSelected = true
            favorite.frame = Rect(x: 0.1 + 0.2, y: 10, width: 44, height: 44)
            let photo = ImageView(imageName: "milk")
            photo.frame = Rect(x: 60, y: 10, width: 44, height: 44)
            window.addSubview(favorite)
            window.addSubview(photo)
            return window.renderSVG()
        }
        let first = render()
        #expect(render() == first)
        #expect(first.contains(#"x="0.3""#), "numbers are rounded to hundredths")
        #expect(first.contains(">★</text>"))
    }

    @Test("A scale multiplies the picture's width and height and keeps its drawing and viewBox")
    func aScaleChangesOnlyTheShownSize() {
        let buy = button("Buy", id: "buy")
        buy.isEnabled = false
        #expect(refusal(of: try buy.tap())?.reason == .disabled, "a refusal adds a band below")
        let plain = window.renderSVG()
        let header = plain.prefix { $0 != "\n" }
        #expect(header.contains(#"width="200" height="156" viewBox="0 0 200 156""#))

        let doubled = window.renderSVG(scale: 2)
        let halved = window.renderSVG(scale: 0.5)

        #expect(
            doubled.hasPrefix(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="400" height="312" viewBox="0 0 200 156""#))
        #expect(
            halved.hasPrefix(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="78" viewBox="0 0 200 156""#))
        #expect(
            doubled.drop { $0 != "\n" } == plain.drop { $0 != "\n" },
            "everything below the svg element is the same")
        #expect(window.renderSVG(scale: 1) == plain)
    }

    @Test(arguments: [0, -1, .infinity, .nan, 1e308])
    func aScaleThatIsNotPositiveOrOverflowsTheSizeDrawsAtTheOwnSizeAndIsReported(scale: Double) {
        let window = Window(size: Size(width: 10, height: 10))
        var picture = ""
        let reports = diagnostics { picture = window.renderSVG(scale: scale) }
        #expect(picture == window.renderSVG())
        #expect(
            reports == [
                "HeadlessWidgets: renderSVG(scale: \(scale)) on Window: a scale must be positive and leave "
                    + "the picture's size finite; the picture is drawn at its own size"
            ])
    }

    @Test func aScaleThatOverflowsOnlyTheCaptionedHeightIsReportedToo() throws {
        let window = Window(size: Size(width: 10, height: 0))
        let hidden = Button(title: "Hidden")
        hidden.frame = Rect(x: 0, y: 0, width: 10, height: 0)
        window.addSubview(hidden)
        #expect(refusal(of: try hidden.tap()) != nil, "a refusal adds a caption below")
        var picture = ""
        let reports = diagnostics { picture = window.renderSVG(scale: 1e307) }
        #expect(picture == window.renderSVG())
        #expect(reports.count == 1)
        #expect(!picture.contains("inf"))
    }

    @Test func aHugeScaleThatKeepsTheSizeFiniteIsUsed() {
        let window = Window(size: Size(width: 1, height: 1))
        let reports = diagnostics { _ = window.renderSVG(scale: 1e300) }
        #expect(reports.isEmpty)
    }

    @Test func isWellFormedXMLWhateverTheTextSays() throws {
        let label = Label(text: #"<b>Fish & "chips"</b> 'n' peas"#)
        label.frame = Rect(x: 0, y: 0, width: 200, height: 20)
        label.accessibilityIdentifier = #"a"b<c>&d"#
        window.addSubview(label)

        let svg = window.renderSVG()

        #expect(svg.contains(">&lt;b&gt;Fish &amp; &quot;chips&quot;&lt;/b&gt; &apos;n&apos; peas</text>"))
        #expect(svg.contains(#"data-identifier="a&quot;b&lt;c&gt;&amp;d""#))
        let parsed = try picture()
        #expect(parsed.group(#"a"b<c>&d"#)?.first("text")?.text == #"<b>Fish & "chips"</b> 'n' peas"#)
    }

    @Test("Control characters XML can't hold become U+FFFD; tab, line feed and carriage return stay")
    func replacesCharactersXMLCannotHold() throws {
        let label = Label(text: "a\u{1}b\u{FFFF}c\td\ne\rf")
        label.accessibilityIdentifier = "odd\u{0}"
        label.frame = Rect(x: 0, y: 0, width: 200, height: 20)
        window.addSubview(label)

        let svg = window.renderSVG()

        #expect(svg.contains(">a\u{FFFD}b\u{FFFD}c&#9;d&#10;e&#13;f</text>"))
        let parsed = try picture()
        #expect(parsed.group("odd\u{FFFD}")?.first("text")?.text == "a\u{FFFD}b\u{FFFD}c\td\ne\rf")
    }

    // MARK: - Geometry

    @Test func placesEachFrameInWindowCoordinates() throws {
        let outer = View(frame: Rect(x: 10, y: 20, width: 150, height: 70))
        let inner = View(frame: Rect(x: 5, y: 6, width: 50, height: 40))
        inner.accessibilityIdentifier = "inner"
        window.addSubview(outer)
        outer.addSubview(inner)

        let frame = try #require(try picture().group("inner")?.first("rect", class: "frame"))

        #expect(frame.rect == Rect(x: 15, y: 26, width: 50, height: 40))
    }

    @Test func drawsASubtreeWhereItIsInTheWindow() throws {
        let outer = View(frame: Rect(x: 10, y: 20, width: 150, height: 70))
        outer.accessibilityIdentifier = "outer"
        let inner = Button(title: "Go")
        inner.frame = Rect(x: 5, y: 6, width: 50, height: 40)
        inner.accessibilityIdentifier = "inner"
        window.addSubview(outer)
        outer.addSubview(inner)

        let parsed = try picture(of: outer)

        #expect(parsed.attributes["viewBox"] == "10 20 150 70")
        #expect(parsed.attributes["width"] == "150")
        #expect(
            parsed.group("inner")?.first("rect", class: "frame")?.rect
                == Rect(x: 15, y: 26, width: 50, height: 40))
        #expect(parsed.all("g").compactMap { $0.attributes["data-type"] } == ["View", "Button"])
    }

    @Test func clipsSubviewsToBoundsOnlyWhenTheViewClipsToBounds() throws {
        let outer = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        outer.accessibilityIdentifier = "outer"
        let overhang = View(frame: Rect(x: 40, y: 40, width: 30, height: 30))
        overhang.accessibilityIdentifier = "overhang"
        window.addSubview(outer)
        outer.addSubview(overhang)
        #expect(!outer.clipsToBounds, "UIKit doesn't clip by default")
        #expect(try picture().all("clipPath").isEmpty)

        outer.clipsToBounds = true
        let svg = window.renderSVG()

        #expect(
            svg.contains(
                """
                      <clipPath id="clip-1">
                        <rect x="10" y="10" width="50" height="50"/>
                      </clipPath>
                      <g clip-path="url(#clip-1)">
                        <g data-type="View" data-identifier="overhang">
                """))
        let clipped = try #require(
            try picture().group("outer")?.first("g", where: { $0.attributes["clip-path"] != nil }))
        #expect(clipped.group("overhang") != nil, "the clipped group holds the subviews")
    }

    @Test func leavesOutAViewWhoseFrameIsNotFinite() throws {
        let broken = View(frame: Rect(x: .nan, y: 0, width: 10, height: 10))
        broken.accessibilityIdentifier = "broken"
        broken.addSubview(Label(text: "inside"))
        let huge = View(frame: Rect(x: 0, y: 0, width: .infinity, height: 10))
        huge.accessibilityIdentifier = "huge"
        let fine = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        fine.accessibilityIdentifier = "fine"
        window.addSubview(broken)
        window.addSubview(huge)
        window.addSubview(fine)

        let svg = window.renderSVG()

        #expect(!svg.contains("broken") && !svg.contains("inside") && !svg.contains("huge"))
        #expect(!svg.lowercased().contains("nan") && !svg.contains("inf"))
        #expect(try picture().group("fine") != nil)
    }

    @Test func writesNumbersRoundedToHundredthsWithoutNegativeZero() throws {
        let tiny = View(frame: Rect(x: -0.001, y: 12.345_6, width: 1e20, height: 7.5))
        tiny.accessibilityIdentifier = "tiny"
        window.addSubview(tiny)

        let frame = try #require(try picture().group("tiny")?.first("rect", class: "frame"))

        #expect(frame.attributes["x"] == "0")
        #expect(frame.attributes["y"] == "12.35")
        #expect(frame.attributes["width"] == "1e+20")
        #expect(frame.attributes["height"] == "7.5")
    }

    @Test func drawsANegativeSizeAsZero() throws {
        let flipped = View(frame: Rect(x: 50, y: 50, width: -20, height: 10))
        flipped.accessibilityIdentifier = "flipped"
        window.addSubview(flipped)

        let frame = try #require(try picture().group("flipped")?.first("rect", class: "frame"))

        #expect(frame.attributes["width"] == "0")
        #expect(frame.attributes["height"] == "10")
    }

    @Test func drawsASliderWithANegativeWidthAsAPointWithItsThumbThere() throws {
        let slider = Slider(minimumValue: 0, maximumValue: 10, value: 5)
        slider.frame = Rect(x: 50, y: 10, width: -40, height: 28)
        slider.accessibilityIdentifier = "flipped"
        window.addSubview(slider)

        let group = try #require(try picture().group("flipped"))

        #expect(group.first("line", class: "track")?.attributes["x1"] == "50")
        #expect(group.first("line", class: "track")?.attributes["x2"] == "50")
        #expect(group.first("circle", class: "thumb")?.attributes["cx"] == "50")
    }

    // MARK: - Visibility

    @Test func leavesOutHiddenAndTransparentViewsWithTheirSubviews() throws {
        let hiders: [(String, (View) -> Void)] = [
            ("hidden", { $0.isHidden = true }), ("clear", { $0.alpha = 0.005 }), ("nan", { $0.alpha = .nan }),
        ]
        for (id, hide) in hiders {
            let view = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            view.accessibilityIdentifier = id
            let child = Button(title: "child of \(id)")
            view.addSubview(child)
            hide(view)
            window.addSubview(view)
        }
        let faded = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        faded.accessibilityIdentifier = "faded"
        faded.alpha = 0.5
        window.addSubview(faded)

        let svg = window.renderSVG()

        #expect(!svg.contains("hidden") && !svg.contains("clear") && !svg.contains("nan"))
        #expect(!svg.contains("child of"))
        #expect(try picture().group("faded")?.attributes["opacity"] == "0.5")
    }

    // MARK: - Widgets and their states

    @Test func greysADisabledControl() throws {
        let buy = button("Buy", id: "buy")
        let enabled = try #require(try picture().group("buy"))
        #expect(enabled.attributes["class"] == nil)
        #expect(enabled.first("rect", class: "frame")?.attributes["stroke"] == "#007aff")

        buy.isEnabled = false
        let disabled = try #require(try picture().group("buy"))

        #expect(disabled.attributes["class"] == "disabled")
        #expect(disabled.first("rect", class: "frame")?.attributes["stroke"] == "#8e8e93")
        #expect(disabled.first("text", class: "title")?.attributes["fill"] == "#8e8e93")
    }

    @Test func fillsASelectedControlWithItsTint() throws {
        let star = button("☆", id: "star")
        star.setTitle("★", for: .selected)
        star.isSelected = true

        let group = try #require(try picture().group("star"))

        #expect(group.attributes["class"] == "selected")
        let frame = try #require(group.first("rect", class: "frame"))
        #expect(frame.attributes["fill"] == "#007aff")
        #expect(frame.attributes["fill-opacity"] == "0.2")
        #expect(group.first("text", class: "title")?.text == "★")
    }

    /// A button whose touch-down renders the window, to see it while it is highlighted.
    final class PressedButton: Button, EventForwardingProvider {
        var eventForwarder: any EventForwardable {
            EventForwarder(self) { button, ctx in
                ctx.control(.touchDown) { [button.window?.renderSVG() ?? ""] }
            }
        }
    }

    @Test func drawsAHighlightedControlPressed() throws {
        let pressed = PressedButton(title: "Hold")
        pressed.frame = Rect(x: 20, y: 20, width: 100, height: 44)
        pressed.accessibilityIdentifier = "hold"
        window.addSubview(pressed)
        let recorder = ActionRecorder<String>()
        pressed.ss.addActionHandler(to: recorder)

        try pressed.tap()

        let duringTouch = try #require(recorder.actions.first)
        let during = try #require(SVGElement.parse(duringTouch))
        let group = try #require(during.group("hold"))
        #expect(group.attributes["class"] == "highlighted")
        #expect(group.first("rect", class: "frame")?.attributes["fill"] == "#d1d1d6")
        #expect(try picture().group("hold")?.attributes["class"] == nil, "not highlighted after the touch")
    }

    @Test func ringsTheFirstResponder() throws {
        let field = TextField(frame: Rect(x: 20, y: 20, width: 100, height: 30))
        field.accessibilityIdentifier = "name"
        window.addSubview(field)
        #expect(try picture().group("name")?.first("rect", class: "focus-ring") == nil)

        #expect(field.becomeFirstResponder())
        let group = try #require(try picture().group("name"))

        #expect(group.attributes["class"] == "focused")
        #expect(group.first("rect", class: "focus-ring")?.rect == Rect(x: 17, y: 17, width: 106, height: 36))
    }

    @Test func showsATextFieldsPlaceholderInGreyAndItsTextInBlack() throws {
        let field = TextField(frame: Rect(x: 20, y: 20, width: 160, height: 30))
        field.accessibilityIdentifier = "search"
        field.placeholder = "Search"
        window.addSubview(field)
        let empty = try #require(try picture().group("search"))
        #expect(empty.first("text")?.attributes["class"] == "placeholder")
        #expect(empty.first("text")?.attributes["fill"] == "#8e8e93")
        #expect(empty.first("text")?.text == "Search")

        field.text = "oat milk"
        let typed = try #require(try picture().group("search"))

        #expect(typed.first("text")?.attributes["class"] == "text")
        #expect(typed.first("text")?.attributes["fill"] == "#000000")
        #expect(typed.first("text")?.text == "oat milk")
        #expect(typed.first("text")?.attributes["x"] == "26", "inset from the box's edge")
    }

    @Test func drawsTheColoursTheAuditReads() throws {
        let card = View(frame: Rect(x: 10, y: 10, width: 180, height: 80))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = Color(red: 0.2, green: 0.2, blue: 0.2)
        let name = Label(text: "Milk")
        name.frame = Rect(x: 10, y: 10, width: 100, height: 20)
        name.accessibilityIdentifier = "name"
        name.textColor = .white
        let buy = Button(title: "Buy")
        buy.frame = Rect(x: 100, y: 40, width: 70, height: 30)
        buy.accessibilityIdentifier = "buy"
        buy.setTitleColor(Color(red: 1, green: 0.8, blue: 0), for: .normal)
        let note = TextField(frame: Rect(x: 10, y: 40, width: 80, height: 30))
        note.accessibilityIdentifier = "note"
        note.text = "2 bags"
        note.textColor = Color(red: 0, green: 0.5, blue: 0)
        window.addSubview(card)
        for view in [name, buy, note] as [View] { card.addSubview(view) }
        let drawn = try picture()
        let background = try #require(drawn.group("card")?.first("rect"))
        #expect(background.attributes["class"] == "background")
        #expect(background.attributes["fill"] == "#333333")
        #expect(background.attributes["width"] == "180")
        #expect(drawn.group("name")?.first("text")?.attributes["fill"] == "#FFFFFF")
        #expect(drawn.group("buy")?.first("text")?.attributes["fill"] == "#FFCC00")
        #expect(drawn.group("note")?.first("text")?.attributes["fill"] == "#008000")
        // A button without a title colour keeps its tint; a view without a background draws none.
        buy.setTitleColor(nil, for: .normal)
        card.backgroundColor = nil
        let plain = try picture()
        #expect(plain.group("buy")?.first("text")?.attributes["fill"] == "#007aff")
        #expect(plain.group("card")?.first("rect")?.attributes["class"] == "frame")
    }

    @Test func drawsASwitchsThumbOnTheSideOfItsPosition() throws {
        let toggle = Switch(frame: Rect(x: 20, y: 20, width: 51, height: 31))
        toggle.accessibilityIdentifier = "express"
        window.addSubview(toggle)
        let off = try #require(try picture().group("express"))
        #expect(off.attributes["class"] == "off")
        #expect(off.first("circle", class: "thumb")?.attributes["cx"] == "35.5")
        #expect(off.first("rect", class: "frame")?.attributes["fill"] == "#e5e5ea")

        toggle.isOn = true
        let on = try #require(try picture().group("express"))

        #expect(on.attributes["class"] == "on")
        #expect(on.first("circle", class: "thumb")?.attributes["cx"] == "55.5")
        #expect(on.first("rect", class: "frame")?.attributes["fill"] == "#34c759")
        toggle.isEnabled = false
        #expect(
            try picture().group("express")?.first("rect", class: "frame")?.attributes["fill"] == "#8e8e93")
    }

    @Test func drawsASlidersThumbAtItsValue() throws {
        let slider = Slider(minimumValue: 0, maximumValue: 10, value: 2.5)
        slider.frame = Rect(x: 10, y: 10, width: 124, height: 28)
        slider.accessibilityIdentifier = "quantity"
        window.addSubview(slider)

        let group = try #require(try picture().group("quantity"))

        // The thumb's radius is 12, so its center runs from 22 to 122: a quarter of the way is 47.
        #expect(group.first("circle", class: "thumb")?.attributes["cx"] == "47")
        #expect(group.first("line", class: "track")?.attributes["x1"] == "22")
        #expect(group.first("line", class: "track")?.attributes["x2"] == "122")
        #expect(group.first("line", class: "value")?.attributes["x2"] == "47")
        slider.value = 10
        #expect(try picture().group("quantity")?.first("circle", class: "thumb")?.attributes["cx"] == "122")
    }

    @Test func drawsASliderWithAnEmptyRangeWithItsThumbAtTheStart() throws {
        let slider = Slider(minimumValue: 3, maximumValue: 3, value: 3)
        slider.frame = Rect(x: 10, y: 10, width: 124, height: 28)
        slider.accessibilityIdentifier = "fixed"
        window.addSubview(slider)

        #expect(try picture().group("fixed")?.first("circle", class: "thumb")?.attributes["cx"] == "22")
    }

    @Test func drawsAnImageAsACrossedBoxWithItsName() throws {
        let photo = ImageView(imageName: "milk")
        photo.frame = Rect(x: 10, y: 10, width: 40, height: 40)
        photo.accessibilityIdentifier = "photo"
        window.addSubview(photo)

        let group = try #require(try picture().group("photo"))

        #expect(group.first("path", class: "image")?.attributes["d"] == "M10 10L50 50M10 50L50 10")
        let name = try #require(group.first("text", class: "image-name"))
        #expect(name.text == "milk")
        #expect(name.attributes["x"] == "30")
        #expect(name.attributes["text-anchor"] == "middle")
    }

    // MARK: - The last refusal

    /// A "Buy" button under an overlay that takes its touches.
    func coveredBuyButton() -> (buy: Button, overlay: View) {
        let buy = button("Buy", id: "buy")
        let overlay = View(frame: Rect(x: 0, y: 0, width: 200, height: 60))
        overlay.accessibilityIdentifier = "overlay"
        window.addSubview(overlay)
        return (buy, overlay)
    }

    @Test func highlightsARefusedTapsTargetAndTheViewCoveringIt() {
        let (buy, _) = coveredBuyButton()
        #expect(refusal(of: try buy.tap())?.reason == .covered)

        let svg = window.renderSVG()

        #expect(
            svg.hasPrefix(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="156" viewBox="0 0 200 156""#))
        #expect(
            svg.hasSuffix(
                """
                  <g class="refusal" data-reason="covered">
                    <rect class="refusal-blocker" x="0" y="0" width="200" height="60" fill="#ff3b30" fill-opacity="0.3" \
                stroke="#ff3b30" stroke-width="2"/>
                    <text class="refusal-blocker-label" x="4" y="55" font-size="12" fill="#d70015">covered by \
                View#overlay</text>
                    <rect class="refusal-target" x="20" y="20" width="100" height="44" fill="none" stroke="#ff3b30" \
                stroke-width="2" stroke-dasharray="6 4"/>
                    <circle class="refusal-touch" cx="70" cy="42" r="6" fill="none" stroke="#ff3b30" stroke-width="2"/>
                    <rect class="refusal-caption" x="0" y="100" width="200" height="56" fill="#fff2f2"/>
                    <text class="refusal-message" x="8" y="116" font-size="12" fill="#d70015">tap on Button#buy \
                &quot;Buy&quot;</text>
                    <text class="refusal-message" x="8" y="132" font-size="12" fill="#d70015">refused: it is covered \
                by</text>
                    <text class="refusal-message" x="8" y="148" font-size="12" fill="#d70015">View#overlay at (70, \
                42)</text>
                  </g>
                </svg>

                """))
    }

    @Test func theRefusalsMessageReadsWholeAcrossItsLines() throws {
        let (buy, _) = coveredBuyButton()
        buy.title = "Buy  it   now,  before     the      offer ends"
        let refused = try #require(refusal(of: try buy.tap()))

        let lines = try picture().all("text").filter { $0.attributes["class"] == "refusal-message" }

        #expect(lines.count > 1)
        #expect(lines.map(\.text).joined(separator: " ") == refused.description)
        // 200 points hold 30 characters at 12 points; a longer word gets a line of its own.
        #expect(lines.allSatisfy { $0.text.count <= 30 || !$0.text.contains(" ") })
    }

    @Test("A hidden blocker and its target are outlined where they are, though the tree leaves them out")
    func outlinesAHiddenBlockerAndTarget() throws {
        let panel = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        panel.accessibilityIdentifier = "panel"
        panel.isHidden = true
        window.addSubview(panel)
        let inside = Button(title: "Inside")
        inside.frame = Rect(x: 10, y: 10, width: 80, height: 30)
        panel.addSubview(inside)
        #expect(refusal(of: try inside.tap())?.reason == .hidden)

        let refusal = try #require(try picture().first("g", class: "refusal"))

        #expect(try picture().group("panel") == nil)
        #expect(refusal.attributes["data-reason"] == "hidden")
        #expect(
            refusal.first("rect", class: "refusal-blocker")?.rect == Rect(x: 0, y: 0, width: 200, height: 100)
        )
        #expect(refusal.first("text", class: "refusal-blocker-label")?.text == "hidden: View#panel")
        #expect(
            refusal.first("rect", class: "refusal-target")?.rect == Rect(x: 10, y: 10, width: 80, height: 30))
        #expect(refusal.first("circle", class: "refusal-touch") == nil, "a hidden view isn't hit-tested")
    }

    @Test func outlinesOnlyTheTargetWhenItRefusesByItself() throws {
        let buy = button("Buy", id: "buy")
        buy.isEnabled = false
        #expect(refusal(of: try buy.tap())?.reason == .disabled)

        let refusal = try #require(try picture().first("g", class: "refusal"))

        #expect(refusal.first("rect", class: "refusal-blocker") == nil)
        #expect(
            refusal.first("rect", class: "refusal-target")?.rect == Rect(x: 20, y: 20, width: 100, height: 44)
        )
    }

    @Test func drawsNoRefusalOnceATouchReachesItsView() throws {
        let (buy, overlay) = coveredBuyButton()
        _ = refusal(of: try buy.tap())
        overlay.removeFromSuperview()
        try buy.tap()

        let svg = window.renderSVG()

        #expect(!svg.contains("refusal"))
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100""#))
    }

    @Test func drawsTheRefusalOnlyInAPictureThatHoldsItsTarget() throws {
        let (buy, _) = coveredBuyButton()
        let other = View(frame: Rect(x: 0, y: 70, width: 200, height: 30))
        window.addSubview(other)
        _ = refusal(of: try buy.tap())

        #expect(!other.renderSVG().contains("refusal"))
        #expect(buy.renderSVG().contains(#"<g class="refusal" data-reason="covered">"#))
    }

    @Test func drawsNoRefusalAfterItsTargetIsGone() {
        do {
            let (buy, _) = coveredBuyButton()
            _ = refusal(of: try buy.tap())
            buy.removeFromSuperview()
        }

        #expect(window.lastRefusal?.reason == .covered, "the window keeps the refusal")
        #expect(!window.renderSVG().contains("refusal"), "but not the view, to draw")
    }

    // MARK: - The article's picture

    /// The checkout screen that the article "Testing view logic with HeadlessWidgets" draws, with a
    /// cookie banner over the checkout button.
    @MainActor
    final class CookieBannerScreen {
        let window = Window(size: Size(width: 320, height: 260))
        let checkout = Button(title: "Checkout")

        init() {
            let title = Label(text: "Groceries")
            title.frame = Rect(x: 16, y: 8, width: 288, height: 32)
            title.font = .boldSystemFont(ofSize: 22)
            let name = Label(text: "Oat milk")
            name.frame = Rect(x: 16, y: 48, width: 100, height: 44)
            let quantity = Slider(minimumValue: 0, maximumValue: 10, value: 2)
            quantity.frame = Rect(x: 116, y: 48, width: 140, height: 44)
            let favorite = Button(title: "☆")
            favorite.setTitle("★", for: .selected)
            favorite.isSelected = true
            favorite.frame = Rect(x: 264, y: 48, width: 44, height: 44)
            let express = Label(text: "Express delivery")
            express.frame = Rect(x: 16, y: 100, width: 200, height: 44)
            let expressSwitch = Switch(frame: Rect(x: 253, y: 106, width: 51, height: 31))
            expressSwitch.isOn = true
            checkout.frame = Rect(x: 16, y: 152, width: 288, height: 44)
            checkout.accessibilityIdentifier = "checkout"
            let banner = View(frame: Rect(x: 0, y: 168, width: 320, height: 92))
            banner.accessibilityIdentifier = "cookie-banner"
            let notice = Label(text: "We use cookies.")
            notice.frame = Rect(x: 16, y: 32, width: 180, height: 44)
            let accept = Button(title: "Accept")
            accept.frame = Rect(x: 220, y: 32, width: 84, height: 44)
            for view in [title, name, quantity, favorite, express, expressSwitch, checkout, banner] {
                window.addSubview(view)
            }
            banner.addSubview(notice)
            banner.addSubview(accept)
        }
    }

    /// Where the article's picture is committed, beside the article.
    static let articlePicturePath: String = {
        let root = String(#filePath).split(separator: "/").dropLast(4).joined(separator: "/")
        return "/\(root)/Sources/HeadlessWidgets/Documentation.docc/Resources/covered-tap.svg"
    }()

    @Test("The article's picture of a covered tap is what renderSVG() draws now")
    func theArticlesPictureIsWhatRenderSVGDraws() throws {
        let screen = CookieBannerScreen()
        #expect(refusal(of: try screen.checkout.tap())?.reason == .covered)
        let picture = screen.window.renderSVG()
        // Run the tests with this variable set to write the picture again after a change.
        if ProcessInfo.processInfo.environment["RECORD_ARTICLE_PICTURE"] == "1" {
            try picture.write(toFile: Self.articlePicturePath, atomically: true, encoding: .utf8)
        }

        let committed = try String(contentsOfFile: Self.articlePicturePath, encoding: .utf8)

        #expect(
            committed == picture,
            "run `RECORD_ARTICLE_PICTURE=1 swift test --filter ViewSVGTests` to draw it again, and look at it"
        )
        #expect(picture.contains("covered by View#cookie-banner"))
    }
}

extension SVGElement {
    /// The rectangle a `rect` element places, or `nil` when one of its four numbers is missing.
    var rect: Rect? {
        let numbers = ["x", "y", "width", "height"].compactMap { attributes[$0].flatMap(Double.init) }
        guard numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
