/// A compact JSON document written byte by byte, exactly as `JSONEncoder` writes it with sorted
/// keys and unescaped slashes: no spaces, strings escaped as the site's search index escapes
/// them, numbers as Swift prints them (a whole `Double` without its `.0`).
///
/// The caller writes an object's keys in sorted (byte) order. The writer exists for the
/// answers printed at every start of a short-lived process (`query --json`): `JSONEncoder`
/// spends milliseconds there on dynamic casts and on the first lookups of the generic types it
/// uses.
struct JSONWriter {
  /// The document so far.
  private(set) var bytes: [UInt8] = []
  /// Whether the open object or array already holds a value, innermost last.
  private var holdsValue: [Bool] = []

  /// An empty document with room for `capacity` bytes.
  init(capacity: Int = 4096) {
    bytes.reserveCapacity(capacity)
  }

  /// The document as a string.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Writes an object whose members `body` writes.
  mutating func object(_ body: (inout JSONWriter) -> Void) {
    open(UInt8(ascii: "{"))
    body(&self)
    close(UInt8(ascii: "}"))
  }

  /// Writes an array whose elements `body` writes.
  mutating func array(_ body: (inout JSONWriter) -> Void) {
    open(UInt8(ascii: "["))
    body(&self)
    close(UInt8(ascii: "]"))
  }

  /// Writes the key of the next member of the open object.
  mutating func key(_ name: String) {
    separate()
    SearchIndexBuilder.appendJSONString(name, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    // NB: the member's value follows the colon without a comma.
    holdsValue[holdsValue.count - 1] = false
  }

  /// Writes a string value.
  mutating func string(_ value: String) {
    separate()
    SearchIndexBuilder.appendJSONString(value, to: &bytes)
  }

  /// Writes a string value, or `null`.
  mutating func string(_ value: String?) {
    if let value { string(value) } else { raw("null") }
  }

  /// Writes an integer.
  mutating func number(_ value: Int) {
    raw(String(value))
  }

  /// Writes a finite double as `JSONEncoder` does: Swift's shortest form, without `.0`.
  mutating func number(_ value: Double) {
    precondition(value.isFinite, "JSON has no infinite or NaN numbers")
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    raw(text)
  }

  /// Writes `true` or `false`.
  mutating func bool(_ value: Bool) {
    raw(value ? "true" : "false")
  }

  /// Writes a member `name` holding a string when `value` is not nil.
  mutating func member(_ name: String, ifPresent value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  /// Writes a member `name` holding a boolean when `value` is not nil.
  mutating func member(_ name: String, ifPresent value: Bool?) {
    guard let value else { return }
    key(name)
    bool(value)
  }

  private mutating func raw(_ text: String) {
    separate()
    bytes.append(contentsOf: text.utf8)
  }

  private mutating func open(_ bracket: UInt8) {
    separate()
    bytes.append(bracket)
    holdsValue.append(false)
  }

  private mutating func close(_ bracket: UInt8) {
    holdsValue.removeLast()
    bytes.append(bracket)
  }

  /// A comma before a value that follows another in the open object or array.
  private mutating func separate() {
    guard let last = holdsValue.last else { return }
    if last { bytes.append(UInt8(ascii: ",")) }
    holdsValue[holdsValue.count - 1] = true
  }
}
