internal import Foundation
public import SendingState
public import SendingStateWeb

/// A view shown for one test in a real headless Chromium, in a session of its own: driven with
/// real pointer and key input, found with SendingState's `NodeQuery`.
///
/// ```swift
/// @MainActor
/// @Suite(.serialized, .needsChromium)
/// struct CatalogueBrowserTests {
///     @Test func addingAProductPutsItInTheCart() async throws {
///         let screen = CatalogueScreen()
///         let page = try await WebTestPage(screen)
///         try await page.input.click(try page.get(.role(.button, name: "Add one Milk")))
///         try await page.settle()
///         #expect(screen.summary.text == "1 in cart")
///         await page.close()
///     }
/// }
/// ```
///
/// The page shows the view as the app's server would, in its own session; the queries read the
/// session's tree of views, as `HeadlessWidgets` and GTK tests read theirs, and the input acts on
/// the elements the page shows for them. Pages take the browser in turn, across suites: a page
/// holds it until ``close()``, or until the test that opened it lets it go.
@MainActor
public final class WebTestPage {
    /// The view the page shows.
    public let root: WebView
    /// The page's session, which holds what the page shows and the keyboard focus.
    public let session: WebSession
    /// Real pointer and keyboard input aimed at the page.
    public let input: BrowserInput

    let driver: WebDriver
    private var syncs = 0
    /// Whether the page still holds the browser, which it lets go of once closed.
    private var holdsBrowser = true

    /// Serves a view on the loopback, shows it in the test process's Chromium, and returns once
    /// the page shows it.
    ///
    /// - Parameters:
    ///   - root: The view the page shows; it mustn't be shown by another session.
    ///   - width: The browser window's width, in CSS pixels.
    ///   - height: The browser window's height, in CSS pixels.
    /// - Throws: A ``WebTestError`` when Chromium or its driver is missing, or the page doesn't
    ///   show the view in ten seconds.
    public init(_ root: WebView, width: Int = 800, height: Int = 700) async throws(WebTestError) {
        self.root = root
        await WebTestBrowser.hold()
        do throws(WebTestError) {
            let server = try await WebTestServer.open()
            driver = try await WebTestBrowser.open().driver
            try await driver.command("POST", "/window/rect", ["width": width, "height": height])
            server.nextRoot = root
            defer { server.nextRoot = nil }
            try await driver.command("POST", "/url", ["url": "http://127.0.0.1:\(server.port)/"])
            let id = try await driver.asyncScript(
                """
                const done = arguments[arguments.length - 1];
                const shown = () => document.body.dataset.ssApplied
                  ? done(document.getElementById("ss-app").dataset.session) : setTimeout(shown, 5);
                shown();
                """)
            guard let id = id as? String, let session = server.session(id), session.root === root else {
                throw WebTestError("the page named no session showing the view")
            }
            self.session = session
        } catch {
            WebTestBrowser.letGo()
            throw error
        }
        input = BrowserInput(driver: driver)
    }

    /// Lets the next page have the browser, if the test didn't close this one.
    isolated deinit {
        if holdsBrowser { WebTestBrowser.letGo() }
    }

    /// Waits until the session has handled everything the page sent and the page shows the
    /// answer, without sleeping for a guessed time.
    ///
    /// The page asks the server, over its WebSocket, to answer once it has handled every message
    /// sent before, after two animation frames so that a scroll's message has gone too; the
    /// server's answer comes after every patch of those messages. Work the session has scheduled
    /// for later, such as a long press's timer while the press lasts, isn't pending yet.
    ///
    /// - Throws: A ``WebTestError`` when the page doesn't answer in ten seconds, as when its
    ///   connection closed.
    public func settle() async throws(WebTestError) {
        syncs += 1
        let answered = try await driver.asyncScript(
            """
            const [number, done] = arguments;
            document.addEventListener("ss-synced", function answered(event) {
              if (event.detail !== number) return;
              document.removeEventListener("ss-synced", answered);
              done(true);
            });
            document.dispatchEvent(new CustomEvent("ss-sync", { detail: number }));
            """, [syncs])
        guard answered as? Bool == true else { throw WebTestError("the page didn't settle") }
    }

    /// Closes the page, which ends its connection to the session, and lets the next page have the
    /// browser.
    ///
    /// A page the test doesn't close lets the browser go when the test releases it.
    public func close() async {
        guard holdsBrowser else { return }
        _ = try? await driver.command("POST", "/url", ["url": "about:blank"])
        holdsBrowser = false
        WebTestBrowser.letGo()
    }

    /// Every view the page shows that matches a query and is of a type.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the views must have.
    /// - Returns: The matches, possibly none.
    public func all<V: WebView>(_ query: NodeQuery, as type: V.Type = WebView.self) -> [V] {
        root.all(query, as: type)
    }

    /// The one view the page shows that matches a query and is of a type.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the view must have.
    /// - Returns: The match.
    /// - Throws: A `FindError` listing what was there, or every match when several do.
    public func get<V: WebView>(_ query: NodeQuery, as type: V.Type = WebView.self) throws(FindError) -> V {
        try root.get(query, as: type)
    }

    /// The view the page shows that matches a query and is of a type, if there is one.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the view must have.
    /// - Returns: The match, or `nil` when nothing matches.
    /// - Throws: A `FindError` listing every match when several do.
    public func query<V: WebView>(_ query: NodeQuery, as type: V.Type = WebView.self) throws(FindError) -> V?
    {
        try root.query(query, as: type)
    }

    /// What assistive technology reads in the page, one node a line, as SendingState's
    /// `semanticsDump()` writes it for any toolkit.
    public func semanticsDump() -> String {
        root.semanticsDump()
    }

    /// What SendingState's accessibility audit finds in the page.
    ///
    /// - Parameter audit: What to check, and what the screen accepts.
    /// - Returns: The findings, rule by rule, each in reading order.
    public func accessibilityFindings(_ audit: AccessibilityAudit = .standard) -> [AccessibilityFinding] {
        root.accessibilityFindings(audit)
    }

    /// Asserts that the page passes SendingState's accessibility audit, in one line of a test.
    ///
    /// - Parameter audit: What to check, and what the screen accepts.
    /// - Throws: An `AccessibilityAuditError` listing every finding with its fix.
    public func auditAccessibility(_ audit: AccessibilityAudit = .standard) throws(AccessibilityAuditError) {
        try root.auditAccessibility(audit)
    }
}
