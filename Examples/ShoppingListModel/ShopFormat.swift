public import Foundation

/// How the shop writes counts and prices for a person: in their locale, with prices in the shop's
/// currency, such as `100,000 products` and `€12.34` in English, or `100.000` and `12,34 €` in German.
///
/// The apps use ``current``, the locale they run in; tests and the scripted session name a locale,
/// so that what they print is the same on every machine.
public struct ShopFormat: Equatable, Sendable {
    /// The locale whose digits, separators and currency placement are used.
    public var locale: Locale
    /// The ISO 4217 code of the currency the shop's prices are in, such as `EUR`.
    public var currencyCode: String

    /// Creates a format for a locale and the shop's currency.
    ///
    /// - Parameters:
    ///   - locale: The locale whose digits, separators and currency placement are used.
    ///   - currencyCode: The ISO 4217 code of the shop's currency.
    public init(locale: Locale, currencyCode: String = "EUR") {
        self.locale = locale
        self.currencyCode = currencyCode
    }

    /// The format of the locale the app runs in, with prices in euros.
    public static var current: ShopFormat { ShopFormat(locale: .current) }

    /// A count with the locale's grouping, such as `100,000`.
    ///
    /// - Parameter count: The count.
    /// - Returns: The count as a person reads it.
    public func count(_ count: Int) -> String {
        count.formatted(.number.locale(locale))
    }

    /// A count of products, singular for one, such as `1 product` or `100,000 products`.
    ///
    /// - Parameter count: How many products.
    /// - Returns: The count and the noun.
    public func products(_ count: Int) -> String {
        "\(self.count(count)) \(count == 1 ? "product" : "products")"
    }

    /// An amount in cents in the shop's currency, such as `€12.34` or `12,34 €`.
    ///
    /// - Parameter cents: The amount, in cents.
    /// - Returns: The amount as a person reads it.
    public func price(cents: Int) -> String {
        (Decimal(cents) / 100).formatted(.currency(code: currencyCode).locale(locale))
    }
}
