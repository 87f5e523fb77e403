import Foundation
import SendingStateGTKTesting
import Testing

/// The folder of the adapter's package, where `po/` is.
private let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The example's strings: every `localized("…")` is in the template, and the German translation has
/// each one.
@Suite struct GTKShoppingListTranslationTests {
    @Test func theTemplateHoldsEveryStringTheExampleLocalizes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pot-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = folder.appendingPathComponent("fresh.pot")
        let result = try run(
            "/bin/bash", [packageFolder.appendingPathComponent("po/update-pot.sh").path, fresh.path])
        #expect(result.status == 0, "\(result.errors)")
        let committed = packageFolder.appendingPathComponent("po/org.sendingstate.GTKShoppingList.pot")
        #expect(
            try String(contentsOf: fresh, encoding: .utf8).withoutCreationDate
                == String(contentsOf: committed, encoding: .utf8).withoutCreationDate,
            "po/org.sendingstate.GTKShoppingList.pot is stale: run bash po/update-pot.sh")
    }

    @Test func germanTranslatesEveryStringOfTheTemplate() throws {
        let template = try String(
            contentsOf: packageFolder.appendingPathComponent("po/org.sendingstate.GTKShoppingList.pot"),
            encoding: .utf8)
        // Each entry has one msgstr; the first is the header's.
        let strings = template.split(separator: "\n").count { $0.hasPrefix("msgstr ") } - 1
        #expect(strings > 30)
        let result = try run(
            "/usr/bin/msgfmt",
            [
                "--check", "--statistics", "-o", "/dev/null",
                packageFolder.appendingPathComponent("po/de.po").path,
            ])
        #expect(result.status == 0)
        #expect(result.errors == "\(strings) translated messages.\n")
    }

    /// Runs a program and returns its exit status and what it wrote to standard error.
    private func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

extension String {
    /// The template without the date xgettext writes in it.
    fileprivate var withoutCreationDate: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("\"POT-Creation-Date:") }
            .joined(separator: "\n")
    }
}

/// The example as a person uses it in German, on a display and session bus of its own.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKShoppingListTests {
    /// A secondary click on row 2 opens its menu, whose second item opens the product in a window
    /// that Control-W closes; Shift-F10 on row 3 opens its menu, whose last item adds one to the
    /// cart.
    ///
    /// Clicks aim at points of the example's 520×720 window: row 2 under (80, 230), row 3 under
    /// (80, 260). A row's context menu opens with its first item selected.
    @Test func aRowsContextMenuOpensTheProductInAWindowOfItsOwnAndShiftF10OpensItFromTheKeyboard() throws {
        let lines = try runInSession(
            """
            folder=$(dirname "$2")
            bash "\(packageFolder.path)/po/compile.sh" "$folder/locale"
            GTK_SHOPPING_LIST_LOCALEDIR="$folder/locale" LANGUAGE=de LC_ALL=C.UTF-8 "$0/GTKShoppingList" > "$2" &
            first=$!
            window=$(timeout 10 xdotool search --sync --onlyvisible --name "^Lebensmittel$" | head -n 1)
            echo "title: $(xdotool getwindowname "$window")" >> "$1"
            for _ in $(seq 100); do grep -q productsLoaded "$2" && break; sleep 0.1; done
            sleep 1
            wait_for() { for _ in $(seq 50); do [ "$(grep -c "$1" "$2")" -ge "$3" ] && break; sleep 0.1; done; }
            xdotool windowfocus --sync "$window" mousemove --window "$window" 80 230 click 3
            sleep 0.5
            xdotool key Down Return
            wait_for openInNewWindow "$2" 1
            product=$(timeout 10 xdotool search --sync --onlyvisible --name "^Organic Eggs #2$" | head -n 1)
            echo "product window: $(xdotool getwindowname "$product")" >> "$1"
            xdotool windowfocus --sync "$product" key ctrl+w
            wait_for closeWindow "$2" 1
            sleep 0.5
            echo "product windows left: $(xdotool search --onlyvisible --name "^Organic Eggs #2$" | wc -l)" >> "$1"
            xdotool windowfocus --sync "$window" mousemove --window "$window" 80 260 click 1
            sleep 0.3
            xdotool key shift+F10
            sleep 0.5
            xdotool key Up Return
            wait_for setQuantity "$2" 1
            xdotool key ctrl+q
            for _ in $(seq 100); do kill -0 "$first" 2> /dev/null || break; sleep 0.1; done
            kill "$first" 2> /dev/null
            grep -A1 openInNewWindow "$2" | grep -o "windows: \\[[^]]*\\]" >> "$1"
            grep -E "openInNewWindow|closeWindow|setQuantity|open\\(" "$2" >> "$1"
            """)
        #expect(
            lines == [
                "title: Lebensmittel",
                "product window: Organic Eggs #2",
                "product windows left: 0",
                "windows: [Organic Eggs #2]",
                "action: openInNewWindow(productID: 2)",
                "action: closeWindow(productID: 2)",
                "action: setQuantity(productID: 3, quantity: 1)",
            ])
    }

    /// The example's audit mode reads each part of the app as a screen reader would, header bar
    /// included: the catalogue, the cart's table, the primary menu and the Clear Cart confirmation
    /// all pass SendingState's accessibility audit, with their tabs, column headers, menu items and
    /// dialog buttons in the tree.
    @Test func everyPartOfTheExamplePassesTheAccessibilityAudit() throws {
        let lines = try runInSession(
            """
            GTK_SHOPPING_LIST_AUDIT=1 GTK_SHOPPING_LIST_QUIT_AFTER=9 "$0/GTKShoppingList" > "$2"
            grep -E "^(audit|semantics) of" "$2" | sed -E 's/ in [0-9.e-]+ seconds, semantics in [0-9.e-]+ seconds$//' >> "$1"
            """)
        #expect(
            lines.filter { $0.hasPrefix("audit of") } == [
                "audit of catalogue: 0 findings", "audit of cart: 0 findings", "audit of menu: 0 findings",
                "audit of clear cart: 0 findings",
            ], "\(lines)")
        for expected in [
            #"semantics of catalogue:   tab "Catalogue" selected"#,
            #"semantics of catalogue:     cell "Organic Milk #1, €0.99""#,
            #"semantics of cart:     columnHeader "Product""#,
            #"semantics of menu:     menuItem "Clear Cart…""#,
            #"semantics of clear cart:   button "Clear""#,
        ] {
            #expect(lines.contains(expected), "\(expected)")
        }
        #expect(!lines.contains { $0.contains("Gtk") }, "no node is named by its GObject type")
    }

    /// Control-O shows the open chooser; a person types the cart's path after Control-L, GTK's
    /// shortcut for a location, and Return opens it.
    @Test func controlOOpensTheCartAPersonChoosesInTheOpenChooser() throws {
        let lines = try runInSession(
            """
            folder=$(dirname "$2")
            echo '{"items":[{"id":5,"quantity":3}],"notes":"Fresh"}' > "$folder/picked.json"
            "$0/GTKShoppingList" > "$2" &
            first=$!
            window=$(timeout 10 xdotool search --sync --onlyvisible --name "^Groceries$" | head -n 1)
            for _ in $(seq 100); do grep -q productsLoaded "$2" && break; sleep 0.1; done
            xdotool windowfocus --sync "$window" key ctrl+o
            chooser=$(timeout 10 xdotool search --sync --onlyvisible --name "^Open a Cart$" | head -n 1)
            # GTK makes the chooser's dialog as it presents it: let it settle before typing, longer
            # than it takes on a loaded 2-core machine running other GUI tests beside this one.
            sleep 2
            xdotool windowfocus --sync "$chooser" key ctrl+l
            sleep 0.5
            xdotool type "$folder/picked.json"
            sleep 0.5
            xdotool key Return
            for _ in $(seq 150); do grep -q "opened cart" "$2" && break; sleep 0.1; done
            xdotool windowfocus --sync "$window" key ctrl+q
            for _ in $(seq 100); do kill -0 "$first" 2> /dev/null || break; sleep 0.1; done
            kill "$first" 2> /dev/null
            grep -E "setQuantity|opened cart" "$2" | sed "s|$folder/||" > "$1"
            """)
        #expect(lines == ["action: setQuantity(productID: 5, quantity: 3)", "opened cart: picked.json"])
    }

    /// A person drags row 2 onto the header, which puts one in the cart; Shift-Control-C copies the
    /// cart, and Control-V pastes it into the Cart page's notes, which Save Cart keeps.
    ///
    /// The drag goes from (80, 230) up to the header's title, in steps past GTK's drag threshold;
    /// the Cart tab is under (273, 27) and the notes under (250, 660).
    @Test func aRowDraggedOntoTheHeaderGoesInTheCartWhichCopyCartPutsOnTheClipboard() throws {
        let lines = try runInSession(
            """
            folder=$(dirname "$2")
            "$0/GTKShoppingList" > "$2" &
            first=$!
            window=$(timeout 10 xdotool search --sync --onlyvisible --name "^Groceries$" | head -n 1)
            for _ in $(seq 100); do grep -q productsLoaded "$2" && break; sleep 0.1; done
            sleep 1
            xdotool windowfocus --sync "$window" mousemove --window "$window" 80 230 mousedown 1
            for y in 220 205 190 170 150 130 110 95 85 80; do
                xdotool mousemove --window "$window" 120 "$y"
                sleep 0.05
            done
            sleep 0.2
            xdotool mouseup 1
            for _ in $(seq 50); do grep -q setQuantity "$2" && break; sleep 0.1; done
            xdotool key ctrl+shift+c
            for _ in $(seq 50); do grep -q "copied cart" "$2" && break; sleep 0.1; done
            xdotool mousemove --window "$window" 273 27 click 1
            sleep 1
            xdotool mousemove --window "$window" 250 660 click 1 sleep 0.3 key ctrl+v
            sleep 0.3
            xdotool key ctrl+s
            chooser=$(timeout 10 xdotool search --sync --onlyvisible --name "^Save the Cart$" | head -n 1)
            sleep 1
            xdotool windowfocus --sync "$chooser" key ctrl+a type "$folder/pasted.json"
            xdotool key Return
            for _ in $(seq 100); do grep -q "saved cart" "$2" && break; sleep 0.1; done
            xdotool windowfocus --sync "$window" key ctrl+q
            for _ in $(seq 100); do kill -0 "$first" 2> /dev/null || break; sleep 0.1; done
            kill "$first" 2> /dev/null
            grep -E "setQuantity|copied cart|saved cart" "$2" | sed "s|$folder/||" > "$1"
            tr -d '\n' < "$folder/pasted.json" | tr -s ' ' >> "$1"
            """)
        #expect(
            lines == [
                "action: setQuantity(productID: 2, quantity: 1)",
                "copied cart: 1 products",
                "saved cart: pasted.json",
                #"{ "items" : [ { "id" : 2, "quantity" : 1 } ], "notes" : "Organic Eggs #2 ×1"}"#,
            ])
    }
}
