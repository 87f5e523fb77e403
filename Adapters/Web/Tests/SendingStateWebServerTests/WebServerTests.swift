import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import NIOCore
import NIOWebSocket
import SendingState
import Testing

@testable import SendingStateWeb
@testable import SendingStateWebServer

/// The server over a real socket: the page, its policy, and a WebSocket that refuses what a
/// browser shouldn't send without losing the session.
@Suite(.serialized)
struct WebServerTests {
    /// A screen with a switch, element 3 after the stack and a label.
    @MainActor
    final class Screen: WebStack {
        let title = WebLabel(text: "<img src=x onerror=alert(1)>")
        let express = WebToggle(title: "Express delivery")

        init() {
            super.init(axis: .vertical)
            addSubview(title)
            addSubview(express)
        }
    }

    /// The origin the test client's WebSocket sends, `ws://localhost`, which no browser sends: the
    /// server allows it here as an app allows its own domain.
    static let clientOrigin = "ws://localhost"

    @MainActor
    func makeServer() -> WebServer {
        WebServer(port: 0, allowedOrigins: [Self.clientOrigin], maximumMessagesPerSecond: 20) { Screen() }
    }

    /// Serves the page and returns the session it names.
    func openPage(_ client: some TestClientProtocol) async throws -> String {
        try await client.execute(uri: "/", method: .get) { response in
            let page = String(buffer: response.body)
            let id = page.firstMatch(of: /data-session="([0-9a-f]+)"/).map { String($0.1) }
            return try #require(id)
        }
    }

    /// Opens the session's WebSocket, from another origin too when given one: the client's own
    /// `Origin` and that one then reach the server as one header of two origins.
    func socket(
        _ client: some TestClientProtocol, session: String, alsoFrom origin: String? = nil,
        handler: @escaping WebSocketDataHandler<WebSocketClient.Context>
    ) async throws -> WebSocketCloseFrame? {
        var configuration = WebSocketClientConfiguration()
        if let origin { configuration.additionalHeaders[.origin] = origin }
        return try await client.ws("/ws/\(session)", configuration: configuration, handler: handler)
    }

    @Test func thePageLetsOnlyTheServersOwnScriptRunAndNamesAnUnguessableSession() async throws {
        let server = await makeServer()
        try await server.makeApplication().test(.live) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentSecurityPolicy] == WebServer.contentSecurityPolicy)
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                let page = String(buffer: response.body)
                #expect(page.contains(#"<script src="/client.js" defer></script>"#))
                #expect(page.firstMatch(of: /data-session="[0-9a-f]{32}"/) != nil)
            }
            let first = try await openPage(client)
            let second = try await openPage(client)
            #expect(first != second)
            try await client.execute(uri: "/client.js", method: .get) { response in
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                let script = String(buffer: response.body)
                #expect(script.contains("textContent") == false, "text is set as a text node's data")
                #expect(script.contains("innerHTML") == false)
                #expect(script.contains("createTextNode"))
            }
        }
    }

    @Test @MainActor func onlyThePagesOwnOriginOrOneAllowedMayOpenASocket() {
        let server = WebServer(allowedOrigins: ["https://shop.example"]) { WebStack() }
        #expect(server.isAllowed(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080"))
        #expect(server.isAllowed(origin: "https://127.0.0.1:8080", host: "127.0.0.1:8080"))
        #expect(server.isAllowed(origin: "https://shop.example", host: "127.0.0.1:8080"))
        #expect(!server.isAllowed(origin: "http://evil.example", host: "127.0.0.1:8080"))
        #expect(!server.isAllowed(origin: "http://127.0.0.1:8080", host: "127.0.0.1:9090"))
        #expect(!server.isAllowed(origin: nil, host: "127.0.0.1:8080"), "a browser always sends an Origin")
        #expect(!server.isAllowed(origin: "null", host: "127.0.0.1:8080"))
        #expect(!server.isAllowed(origin: "http://127.0.0.1:8080", host: nil))
    }

    @Test func theFilesOfThePublicFolderAreServedUnderFilesAndNothingOutsideIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-web-\(UUID())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not really a png".utf8).write(to: folder.appendingPathComponent("images/milk.png"))
        try Data("secret".utf8).write(to: folder.appendingPathComponent("client.js"))
        let server = await MainActor.run { WebServer(port: 0, publicDirectory: folder.path) { WebStack() } }
        try await server.makeApplication().test(.live) { client in
            try await client.execute(uri: "/files/images/milk.png", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "not really a png")
                #expect(response.headers[.contentSecurityPolicy] == WebServer.contentSecurityPolicy)
            }
            try await client.execute(uri: "/client.js", method: .get) { response in
                #expect(String(buffer: response.body) != "secret", "a file never shadows the page's script")
            }
            for uri in [
                "/files/../client.js", "/files/%2e%2e/client.js", "/files/images/eggs.png",
                "/images/milk.png",
            ] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound || response.status == .badRequest, "\(uri)")
                    #expect(String(buffer: response.body) != "secret")
                }
            }
        }
    }

    @Test func aWebSocketFromAnotherOriginOrForNoSessionIsRefused() async throws {
        let server = await makeServer()
        try await server.makeApplication().test(.live) { client in
            let id = try await openPage(client)
            await #expect(throws: (any Error).self) {
                try await socket(client, session: id, alsoFrom: "http://evil.example") { _, _, _ in }
            }
            await #expect(throws: (any Error).self) {
                try await socket(client, session: String(repeating: "0", count: 32)) { _, _, _ in }
            }
        }
    }

    @Test func aClickOverTheSocketIsPatchedAndAMalformedMessageClosesItWithoutLosingTheSession()
        async throws
    {
        let server = await makeServer()
        try await server.makeApplication().test(.live) { client in
            let id = try await openPage(client)
            let closed = try await socket(client, session: id) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
                let page = try #require(try await messages.next().flatMap(Self.text))
                #expect(page.hasPrefix(#"{"root":1,"reset":true,"#))
                #expect(page.contains(#""text":"<img src=x onerror=alert(1)>""#))
                #expect(page.contains(#""aria-checked":"false""#))
                try await outbound.write(.text(#"{"type":"activate","target":3}"#))
                let patch = try #require(try await messages.next().flatMap(Self.text))
                #expect(
                    patch
                        == #"{"root":1,"reset":false,"changes":[{"op":"attributes","id":3,"attributes":{"aria-checked":"true"}}]}"#
                )
                try await outbound.write(.text(#"{"type":"eval","code":"alert(1)"}"#))
                _ = try await messages.next()
            }
            #expect(closed?.closeCode == .policyViolation)
            #expect(closed?.reason?.contains("malformed") == true)
            // The page comes back to its session, as it was.
            _ = try await socket(client, session: id) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
                let page = try #require(try await messages.next().flatMap(Self.text))
                #expect(page.hasPrefix(#"{"root":1,"reset":true,"#))
                #expect(page.contains(#""aria-checked":"true""#))
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    /// A screen with a switch, element 2, behind a dialog it presents, whose button is element 7.
    @MainActor
    final class DialogScreen: WebStack {
        let express = WebToggle(title: "Express delivery")
        let confirm = WebDialog(title: "Leave?")

        init() {
            super.init(axis: .vertical)
            addSubview(express)
            confirm.addButton(title: "Stay", isCancel: true)
            present(confirm)
        }
    }

    @Test func aMessageForAnElementBehindADialogIsActedOnByNothingAndTheSocketStays() async throws {
        let server = await WebServer(port: 0, allowedOrigins: [Self.clientOrigin]) { DialogScreen() }
        try await server.makeApplication().test(.live) { client in
            let id = try await openPage(client)
            let closed = try await socket(client, session: id) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
                let page = try #require(try await messages.next().flatMap(Self.text))
                #expect(
                    page.contains(
                        #"{"op":"create","id":2,"tag":"button","attributes":{"aria-checked":"false","#))
                #expect(page.contains(#""inert":"""#), "the page makes the switch inert")
                try await outbound.write(.text(#"{"type":"activate","target":2}"#))
                try await outbound.write(
                    .text(
                        #"{"type":"pointer","phase":"down","pointer":1,"x":5,"y":5,"target":2,"frame":[0,0,44,44]}"#
                    ))
                try await outbound.write(.text(#"{"type":"sync","number":1}"#))
                let answer = try #require(try await messages.next().flatMap(Self.text))
                #expect(answer == #"{"root":1,"reset":false,"sync":1,"changes":[]}"#, "nothing changed")
                try await outbound.close(.normalClosure, reason: nil)
            }
            #expect(closed?.closeCode == .normalClosure, "a refused message isn't a malformed one")
            let isOn = await MainActor.run {
                (server.sessions.session(id)?.root as? DialogScreen)?.express.isOn
            }
            #expect(isOn == false, "the session is kept, and the switch is as it was")
        }
    }

    @Test func anOversizedMessageOrAFloodClosesTheSocket() async throws {
        let server = await makeServer()
        try await server.makeApplication().test(.live) { client in
            let id = try await openPage(client)
            let oversized = try await socket(client, session: id) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
                _ = try await messages.next()
                try await outbound.write(.text(String(repeating: " ", count: ClientMessage.maximumSize + 1)))
                _ = try await messages.next()
            }
            #expect(oversized?.closeCode == .messageTooLarge)
            // One far larger than the limit is refused as it arrives, before it is all read.
            let huge = try await socket(client, session: id) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
                _ = try await messages.next()
                try await outbound.write(.text(String(repeating: " ", count: 1 << 20)))
                _ = try await messages.next()
            }
            #expect(huge?.closeCode == .messageTooLarge)
            let flood = try await socket(client, session: id) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
                _ = try await messages.next()
                for _ in 0...20 {
                    try await outbound.write(
                        .text(#"{"type":"pointer","phase":"move","pointer":1,"x":1,"y":1}"#))
                }
                while try await messages.next() != nil {}
            }
            #expect(flood?.closeCode == .policyViolation)
            #expect(flood?.reason == "more than 20 messages a second")
        }
    }

    @Test func aBinaryMessageClosesTheSocketAsDataThePageDoesntSend() async throws {
        let server = await makeServer()
        try await server.makeApplication().test(.live) { client in
            let id = try await openPage(client)
            let closed = try await socket(client, session: id) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
                _ = try await messages.next()
                try await outbound.write(.binary(ByteBuffer(bytes: [0x7B, 0x7D])))
                _ = try await messages.next()
            }
            #expect(closed?.closeCode == .unacceptableData)
            #expect(closed?.reason == "only text messages")
        }
    }

    private static func text(_ message: WebSocketMessage) -> String? {
        guard case .text(let text) = message else { return nil }
        return text
    }
}
