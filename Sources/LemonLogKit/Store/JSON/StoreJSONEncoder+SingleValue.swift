import Foundation

/// `StoreJSONEncoder` is its own single-value container, as `JSONEncoder`'s encoder is.
extension StoreJSONEncoder: SingleValueEncodingContainer {
    private func put(_ node: StoreJSONNode) {
        precondition(single == nil, "Attempt to encode value through single value container when previously value already encoded.")
        single = node
    }

    private func putInteger<I: FixedWidthInteger & CustomStringConvertible>(_ value: I) { put(.number(value.description)) }

    func encodeNil() throws { put(.null) }
    func encode(_ value: Bool) throws { put(.bool(value)) }
    func encode(_ value: String) throws { put(.string(value)) }
    func encode(_ value: Double) throws { put(try Self.number(value)) }
    func encode(_ value: Float) throws { put(try Self.number(value)) }
    func encode(_ value: Int) throws { put(.integer(Int64(value))) }
    func encode(_ value: Int8) throws { put(.integer(Int64(value))) }
    func encode(_ value: Int16) throws { put(.integer(Int64(value))) }
    func encode(_ value: Int32) throws { put(.integer(Int64(value))) }
    func encode(_ value: Int64) throws { put(.integer(Int64(value))) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: Int128) throws { putInteger(value) }
    func encode(_ value: UInt) throws { putInteger(value) }
    func encode(_ value: UInt8) throws { putInteger(value) }
    func encode(_ value: UInt16) throws { putInteger(value) }
    func encode(_ value: UInt32) throws { putInteger(value) }
    func encode(_ value: UInt64) throws { putInteger(value) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: UInt128) throws { putInteger(value) }

    func encode<T: Encodable>(_ value: T) throws {
        precondition(single == nil, "Attempt to encode value through single value container when previously value already encoded.")
        single = try wrapHere(value)
    }
}
