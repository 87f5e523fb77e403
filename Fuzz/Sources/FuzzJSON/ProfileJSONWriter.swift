import FuzzSupport

/// Writes JSON shaped like a profile, or like a store's export of one, from fuzz choices.
///
/// Arbitrary bytes rarely make JSON that gets past the parser, and Foundation's parser isn't
/// instrumented, so libFuzzer can't find its way there alone. This writer spends the same input on
/// JSON that is mostly well formed, with the values most likely to break something: numbers at and
/// past the limits of `Int` and `Double`, strings with escapes and lone surrogates, missing,
/// repeated, mistyped and unknown keys, and a cut at any point.
struct ProfileJSONWriter {
    private var input: FuzzInput
    private var text = ""

    /// Writes the JSON the input chooses.
    ///
    /// - Parameter input: The fuzz input, read from its start.
    /// - Returns: The JSON.
    static func json(from input: FuzzInput) -> String {
        var writer = ProfileJSONWriter(input: input)
        writer.writeTop()
        let cut = writer.input.int(in: 0...15) == 0 ? writer.input.int(in: 0...writer.text.utf8.count) : nil
        if let cut {
            return String(decoding: writer.text.utf8.prefix(cut), as: UTF8.self)
        }
        return writer.text
    }

    private init(input: FuzzInput) {
        self.input = input
    }

    private mutating func writeTop() {
        switch input.int(in: 0...7) {
        case 0, 1:
            writeProfile()
        case 2:
            text += input.pick(Self.scalars)
        default:
            text += "{"
            let binder = input.pick([
                #""ProfileView""#, #""ProfileView""#, #""OtherProfileView""#, #""""#, "null", "1",
                #""profileView""#, #""FuzzJSON.ProfileView""#,
            ])
            let binderFirst = input.bool()
            if binderFirst { text += #""binderType":\#(binder),"# }
            text += #""state":"#
            if input.int(in: 0...7) == 0 { text += input.pick(Self.scalars) } else { writeProfile() }
            if !binderFirst { text += #","binderType":\#(binder)"# }
            if input.int(in: 0...7) == 0 { text += #","extra":[]"# }
            text += "}"
        }
    }

    private mutating func writeProfile() {
        writeObject([
            ("name", { $0.writeString() }),
            ("age", { $0.writeInt() }),
            ("score", { $0.writeDouble() }),
            ("plan", { $0.text += $0.input.pick(Self.plans) }),
            ("badge", { $0.writeBadge() }),
            ("address", { $0.writeAddress() }),
            ("tags", { $0.writeArray { $0.writeString() } }),
            ("history", { $0.writeArray { $0.writeAddress() } }),
        ])
    }

    private mutating func writeAddress() {
        if input.int(in: 0...5) == 0 {
            text += "null"
            return
        }
        writeObject([("city", { $0.writeString() }), ("zip", { $0.writeInt() })])
    }

    private mutating func writeBadge() {
        switch input.int(in: 0...7) {
        case 0: text += #"{"none":{}}"#
        case 1, 2:
            text += #"{"gold":"#
            writeObject([("level", { $0.writeInt() })])
            text += "}"
        case 3, 4:
            text += #"{"custom":"#
            writeObject([("_0", { $0.writeString() }), ("shown", { $0.text += $0.input.pick(Self.bools) })])
            text += "}"
        case 5: text += #"{"none":{},"gold":{"level":1}}"#
        case 6: text += input.pick([#"{}"#, #""none""#, #"{"none":[]}"#, #"{"silver":{}}"#, "null"])
        default: text += input.pick(Self.scalars)
        }
    }

    /// Writes an object with the keys given, each left out, repeated, null or mistyped now and then,
    /// in the order written or backwards, with an unknown key now and then.
    private mutating func writeObject(_ fields: [(String, (inout ProfileJSONWriter) -> Void)]) {
        text += input.pick(["{", "{", "{ ", "{\n  "])
        var first = true
        let ordered = input.int(in: 0...3) == 0 ? Array(fields.reversed()) : fields
        for (key, writeValue) in ordered {
            let repeats: Int
            switch input.int(in: 0...31) {
            case 0: repeats = 0
            case 1: repeats = 2
            default: repeats = 1
            }
            for _ in 0..<repeats {
                if !first { text += input.pick([",", ",", ", ", ",\n  "]) }
                first = false
                text += "\"\(key)\":"
                switch input.int(in: 0...31) {
                case 0: text += "null"
                case 1: text += input.pick(Self.scalars)
                default: writeValue(&self)
                }
            }
        }
        if input.int(in: 0...15) == 0 {
            if !first { text += "," }
            text += #""unknown":{"a":[1,"b",null]}"#
        }
        text += "}"
    }

    private mutating func writeArray(_ writeElement: (inout ProfileJSONWriter) -> Void) {
        text += "["
        for index in 0..<input.int(in: 0...3) {
            if index > 0 { text += "," }
            writeElement(&self)
        }
        text += "]"
    }

    private mutating func writeString() {
        text += "\""
        for _ in 0..<input.int(in: 0...3) {
            text += input.pick(Self.stringPieces)
        }
        text += "\""
    }

    private mutating func writeInt() {
        if input.bool() {
            text += String(input.anyInt())
        } else {
            text += input.pick(Self.intTexts)
        }
    }

    private mutating func writeDouble() {
        switch input.int(in: 0...3) {
        case 0:
            let value = input.anyDouble()
            text += value.isFinite ? "\(value)" : input.pick(Self.doubleTexts)
        default:
            text += input.pick(Self.doubleTexts)
        }
    }

    private static let plans = [#""free""#, #""pro""#, #""team""#, #""Pro""#, #""""#, "0", #""free ""#]

    private static let bools = ["true", "false", "null", "1", #""true""#]

    private static let scalars = [
        "null", "true", "0", "-1", #""""#, "[]", "{}", #"[{}]"#, "1e400", #""\u0000""#,
        "[[[[[[[[[[]]]]]]]]]]",
    ]

    private static let stringPieces = [
        "a", "Ada", "é", "e\u{301}", "😀", #"\""#, #"\\"#, #"\/"#, #"\n"#, #"\t"#, #"\u0000"#, #"\u00e9"#,
        #"\ud83d\ude00"#, #"\ud800"#, #"\udc00"#, #"\ud800\ud800"#, #"\udfff\ud800"#, #"\uFFFF"#, #"\uFEFF"#,
        #"\u0041"#, "\u{7F}", #"\x"#, #"\u12"#, "\u{10FFFF}", "\u{FFFD}", " ",
    ]

    private static let intTexts = [
        "0", "-0", "1", "-1", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
        "-9223372036854775809", "18446744073709551616", "1e2", "1E2", "1.0", "1.5", "-1.0e0", "1e19",
        "1e400", "0.0000001", "01", "+1", "- 1", "0x10", "1_000", "123456789012345678901234567890",
    ]

    private static let doubleTexts = [
        "0", "-0", "-0.0", "1", "1.5", "0.1", "1e308", "1.7976931348623157e308", "1.7976931348623158e308",
        "1.7976931348623159e308", "1e309", "1e400", "-1e400", "4.9e-324", "5e-324", "2.4703282292062327e-324",
        "2.4703282292062328e-324", "1e-400", "-1e-400", "2.2250738585072014e-308", "1E+2", "1e-0",
        "123456789012345678901234567890", "0.30000000000000004", "9007199254740993", "NaN", "Infinity",
        "-Infinity", ".5", "5.", "1e", "--1",
    ]
}
