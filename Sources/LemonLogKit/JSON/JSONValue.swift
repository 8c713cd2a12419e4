/// A JSON value as `JSONParser` reads it: an object's members in the order written (a key
/// given twice kept twice), a number as its text, a string unescaped.
enum JSONValue: Equatable, Sendable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
}

/// One member of a JSON object: its key (unescaped) and its value.
struct JSONMember: Equatable, Sendable {
    var key: String
    var value: JSONValue
}

/// A JSON document read by `JSONParser`, and whether Foundation's readers might make anything
/// of it other than what the tree says (`plain` false): a key given twice, a key that is not
/// ASCII (Swift compares keys by canonical equivalence), a number that is not a short plain
/// integer (`-0`, a fraction, an exponent, more than 18 digits).
struct JSONDocument: Sendable {
    var value: JSONValue
    var plain: Bool
}
