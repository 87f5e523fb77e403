import Foundation
import FuzzSupport
import SendingState

/// A store of profiles rendered on ``ProfileView``.
typealias ProfileStore = BindingStore<Profile, ProfileView>

/// Feeds arbitrary bytes to the JSON helpers of ``BindingStore`` and ``AnyBindingStore``, and checks
/// what their documentation promises.
///
/// - Decoding never crashes: it gives a store, or throws a `BindingStoreError`.
/// - Decoding text is decoding its UTF-8; a type-erased store decodes as the typed one does.
/// - A decoded state exports, and the export, pretty-printed or not, decodes to an equal state;
///   so does the bare state; a store of another binder type refuses the export.
/// - `updateState` sets what `decode` gives; when it throws, the state is unchanged and no observer
///   hears of it; observers hear every successful update, in order; setting the state never renders.
@MainActor
enum JSONFuzzer {
    /// Checks the bytes as they are, then the profile-shaped JSON they choose.
    static func run(_ bytes: [UInt8]) {
        check(bytes)
        check(Array(ProfileJSONWriter.json(from: FuzzInput(bytes)).utf8))
    }

    static func check(_ bytes: [UInt8]) {
        let data = Data(bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        trace("input: \(bytes.count) bytes, as text: \(text.debugDescription)")

        let fromData = DecodeOutcome("decode(from: Data)") { try ProfileStore.decode(from: data).state }
        let fromText = DecodeOutcome("decode(from: String)") { try ProfileStore.decode(from: text).state }
        let fromTextBytes = DecodeOutcome("decode(from: Data(text.utf8))") {
            try ProfileStore.decode(from: Data(text.utf8)).state
        }
        trace("decode(from: Data): \(fromData)\ndecode(from: String): \(fromText)")
        fuzzCheck(
            fromText == fromTextBytes,
            "decode(from: String) gave \(fromText), but decoding the string's UTF-8 gave \(fromTextBytes)")

        for profile in [fromData.profile, fromText.profile].compactMap(\.self) {
            checkRoundTrip(of: profile)
        }
        checkUpdates(data: data, text: text, fromData: fromData, fromText: fromText)
        checkErasedUpdates(data: data, text: text, fromData: fromData, fromText: fromText)
    }

    /// Checks that a decoded state exports, and that every form of the export decodes to it again.
    static func checkRoundTrip(of profile: Profile) {
        let store = ProfileStore(state: profile)
        let exported: Data
        let pretty: String
        do {
            exported = try store.toJSONData()
            pretty = try store.toJSONString(prettyPrinted: true)
        } catch {
            fuzzCheck(false, "a decoded state doesn't export: \(error); the state: \(profile)")
            return
        }
        let again = DecodeOutcome("decode(from: exported)") { try ProfileStore.decode(from: exported).state }
        fuzzCheck(
            again == .decoded(profile),
            "the export \(String(decoding: exported, as: UTF8.self)) decodes to \(again), not \(profile)")
        let prettyAgain = DecodeOutcome("decode(from: pretty)") {
            try ProfileStore.decode(from: pretty).state
        }
        fuzzCheck(prettyAgain == .decoded(profile), "the pretty export \(pretty) decodes to \(prettyAgain)")

        do {
            let erasedExport = try AnyBindingStore(store).toJSONData()
            fuzzCheck(erasedExport == exported, "the erased store exports other JSON than the typed one")
        } catch {
            fuzzCheck(false, "the erased store doesn't export a state the typed one exports: \(error)")
        }

        do {
            let bare = try JSONEncoder().encode(profile)
            let bareAgain = DecodeOutcome("decode(from: bare)") { try ProfileStore.decode(from: bare).state }
            fuzzCheck(
                bareAgain == .decoded(profile),
                "the bare state \(String(decoding: bare, as: UTF8.self)) decodes to \(bareAgain)")
        } catch {
            // JSONEncoder's own refusal is Foundation's business, not the store's.
        }

        do {
            _ = try BindingStore<Profile, OtherProfileView>.decode(from: exported)
            fuzzCheck(false, "a store of OtherProfileView accepted JSON exported for ProfileView")
        } catch {
            fuzzCheck(
                error as? BindingStoreError
                    == .binderMismatch(expected: "OtherProfileView", found: "ProfileView"),
                "a store of OtherProfileView refused JSON exported for ProfileView with \(error)")
        }
    }

    /// Updates a typed store from the data, then from the text, checking each outcome.
    static func checkUpdates(data: Data, text: String, fromData: DecodeOutcome, fromText: DecodeOutcome) {
        let store = ProfileStore(state: .initial, identifier: "fuzz")
        let view = ProfileView()
        store.apply(to: view)
        var heard: [Profile] = []
        let token = store.observe { heard.append($0) }
        var expectedHeard = [Profile.initial]
        let updates: [(String, () throws -> Void, DecodeOutcome)] = [
            ("updateState(fromJSONData:)", { try store.updateState(fromJSONData: data) }, fromData),
            ("updateState(fromJSONString:)", { try store.updateState(fromJSONString: text) }, fromText),
        ]
        for (what, update, outcome) in updates {
            let before = store.state
            let result = DecodeOutcome(what) {
                try update()
                return store.state
            }
            trace("\(what): \(result)")
            fuzzCheck(result == outcome, "\(what) gave \(result), but decode gave \(outcome)")
            if case .failed = result {
                fuzzCheck(store.state == before, "a failed \(what) changed the state to \(store.state)")
            } else {
                expectedHeard.append(store.state)
            }
        }
        deliverMainActorTasks { heard.count >= expectedHeard.count }
        fuzzCheck(heard == expectedHeard, "the observer heard \(heard), not \(expectedHeard)")
        fuzzCheck(view.renderCount == 1, "setting the state rendered: \(view.renderCount) renders")
        token.cancel()
    }

    /// Updates a type-erased store from the data, then from the text, checking each outcome.
    static func checkErasedUpdates(
        data: Data, text: String, fromData: DecodeOutcome, fromText: DecodeOutcome
    ) {
        let erased = AnyBindingStore(ProfileStore(state: .initial))
        let updates: [(String, () throws -> Void, DecodeOutcome)] = [
            (
                "AnyBindingStore.updateState(fromJSONData:)", { try erased.updateState(fromJSONData: data) },
                fromData
            ),
            (
                "AnyBindingStore.updateState(fromJSONString:)",
                { try erased.updateState(fromJSONString: text) },
                fromText
            ),
        ]
        for (what, update, outcome) in updates {
            let before = erased.state as? Profile
            let result = DecodeOutcome(what) {
                try update()
                return erased.state as? Profile ?? .initial
            }
            fuzzCheck(result == outcome, "\(what) gave \(result), but the typed decode gave \(outcome)")
            if case .failed = result {
                fuzzCheck(erased.state as? Profile == before, "a failed \(what) changed the state")
            }
        }
        // Let the store's deliveries run, so they don't pile up over millions of inputs.
        deliverMainActorTasks { true }
    }

    /// Runs the main run loop, where the tasks a store starts to notify its observers run, until a
    /// condition holds, and at least once.
    static func deliverMainActorTasks(until done: () -> Bool) {
        var spins = 0
        repeat {
            _ = RunLoop.main.run(mode: .default, before: .distantPast)
            spins += 1
        } while !done() && spins < 100
    }
}
