import SendingStateGTK
import Testing

/// An app's own strings in the person's language, without raw gettext calls.
@Suite struct GTKTranslationsTests {
    @Test func aStringNoCatalogueTranslatesIsItself() {
        let translations = GTKTranslations(domain: "org.sendingstate.NoSuchDomain")
        #expect(translations.localized("Groceries") == "Groceries")
        translations.load(from: "/nonexistent")
        #expect(translations.localized("Groceries") == "Groceries")
    }
}
