package import Foundation

/// Checks that bytes are one JSON text (RFC 8259) and tells where the members of its outermost
/// object, or the elements of its outermost array, are.
///
/// The envelope of a JSON-RPC message is judged from the raw text, not from a decoded value:
/// whether an ID is written `1`, `1.0` or `-0` matters, and a number such as `1E400` that no
/// Swift number holds must not fail the whole message. One pass, no recursion: nesting deeper
/// than ``maximumDepth`` is refused, so that no decoder after this one overflows its stack.
package struct JSONSyntax {
  /// The deepest nesting of objects and arrays accepted.
  package static let maximumDepth = 128

  /// The kind of a JSON value.
  package enum Kind: Equatable, Sendable {
    case object, array, string, number, boolean, null
  }

  /// A value inside the outermost container: its member name (for an object), kind and bytes.
  package struct Part: Sendable {
    /// The member's name, decoded; nil for an array element.
    package var name: String?
    package var kind: Kind
    /// Where the value is in the text.
    package var range: Range<Int>
  }

  /// Why a text is not JSON.
  package enum Failure: Error, Equatable {
    /// The text breaks the grammar at this byte offset (or is not UTF-8).
    case syntax(offset: Int)
    /// Objects and arrays nest deeper than ``maximumDepth``.
    case tooDeep
  }

  /// The kind of the whole text.
  package private(set) var kind: Kind = .null
  /// The members of the outermost object, or the elements of the outermost array, in order.
  package private(set) var parts: [Part] = []
  /// Whether some number in the text is too large for a `Double` (such as `1E400`).
  package private(set) var hasUnrepresentableNumber = false
  /// Whether objects and arrays nest deeper than ``maximumDepth`` somewhere in the text (only
  /// when the text was read with `allowsDeepNesting`; otherwise that throws).
  package private(set) var isTooDeep = false

  private let bytes: [UInt8]
  private let allowsDeepNesting: Bool
  private var offset = 0
  private var stack: [UInt8] = []
  private var partName: String?
  private var partStart = 0
  private var partKind: Kind = .null

  /// Checks `data`; throws ``Failure`` when it is not one JSON text, or nests deeper than
  /// ``maximumDepth`` unless `allowsDeepNesting` (then ``isTooDeep`` says so, and the outermost
  /// parts are still found, so that a reply can carry the message's own ID).
  package init(_ data: Data, allowsDeepNesting: Bool = false) throws {
    bytes = [UInt8](data)
    self.allowsDeepNesting = allowsDeepNesting
    guard Self.isUTF8(bytes) else { throw Failure.syntax(offset: 0) }
    try scanText()
  }

  private static func isUTF8(_ bytes: [UInt8]) -> Bool {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  /// Scans the text: values, separators and closers, until the outermost value has ended.
  private mutating func scanText() throws {
    skipSpace()
    guard offset < bytes.count else { throw Failure.syntax(offset: offset) }
    kind = Self.kind(of: bytes[offset])
    var needsValue = try scanValue()
    while needsValue || !stack.isEmpty {
      skipSpace()
      if needsValue {
        needsValue = try scanValue()
        continue
      }
      guard offset < bytes.count else { throw Failure.syntax(offset: offset) }
      let closer = stack[stack.count - 1]
      if bytes[offset] == closer {
        offset += 1
        stack.removeLast()
        valueEnded()
      } else if bytes[offset] == UInt8(ascii: ",") {
        offset += 1
        skipSpace()
        if closer == UInt8(ascii: "}") { try scanName() }
        needsValue = true
      } else {
        throw Failure.syntax(offset: offset)
      }
    }
    skipSpace()
    guard offset == bytes.count else { throw Failure.syntax(offset: offset) }
  }

  /// Scans the value at the offset; returns true when it opened an object or array that is not
  /// empty, whose first value comes next.
  private mutating func scanValue() throws -> Bool {
    guard offset < bytes.count else { throw Failure.syntax(offset: offset) }
    let kind = Self.kind(of: bytes[offset])
    if stack.count == 1 { (partStart, partKind) = (offset, kind) }
    switch kind {
    case .object, .array:
      offset += 1
      stack.append(kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
      if stack.count > Self.maximumDepth {
        guard allowsDeepNesting else { throw Failure.tooDeep }
        isTooDeep = true
      }
      skipSpace()
      if offset < bytes.count, bytes[offset] == stack[stack.count - 1] {
        offset += 1
        stack.removeLast()
        valueEnded()
        return false
      }
      if kind == .object { try scanName() }
      return true
    case .string: try scanString()
    case .boolean: try expect(bytes[offset] == UInt8(ascii: "t") ? "true" : "false")
    case .null: try expect("null")
    case .number: try scanNumber()
    }
    valueEnded()
    return false
  }

  private static func kind(of byte: UInt8) -> Kind {
    switch byte {
    case UInt8(ascii: "{"): .object
    case UInt8(ascii: "["): .array
    case UInt8(ascii: "\""): .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): .boolean
    case UInt8(ascii: "n"): .null
    default: .number
    }
  }

  /// Scans `"name" :` inside an object.
  private mutating func scanName() throws {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
      throw Failure.syntax(offset: offset)
    }
    let start = offset
    try scanString()
    if stack.count == 1 { partName = Self.decodeString(bytes[start..<offset]) }
    skipSpace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
      throw Failure.syntax(offset: offset)
    }
    offset += 1
    skipSpace()
  }

  /// Records a value of the outermost container that has just ended.
  private mutating func valueEnded() {
    guard stack.count == 1 else { return }
    parts.append(Part(name: partName, kind: partKind, range: partStart..<offset))
    partName = nil
  }

  private mutating func scanString() throws {
    offset += 1
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return
      }
      guard byte >= 0x20 else { throw Failure.syntax(offset: offset) }
      if byte == UInt8(ascii: "\\") { try scanEscape() } else { offset += 1 }
    }
    throw Failure.syntax(offset: offset)
  }

  private mutating func scanEscape() throws {
    offset += 1
    guard offset < bytes.count else { throw Failure.syntax(offset: offset) }
    switch bytes[offset] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      offset += 1
    case UInt8(ascii: "u"):
      let unit = try scanHex()
      if (0xD800...0xDBFF).contains(unit) {
        // NB: a high surrogate must be followed by an escaped low one, or decoders refuse it.
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
          bytes[offset + 1] == UInt8(ascii: "u")
        else { throw Failure.syntax(offset: offset) }
        offset += 1
        guard (0xDC00...0xDFFF).contains(try scanHex()) else {
          throw Failure.syntax(offset: offset)
        }
      } else if (0xDC00...0xDFFF).contains(unit) {
        throw Failure.syntax(offset: offset)
      }
    default: throw Failure.syntax(offset: offset)
    }
  }

  /// Scans `uXXXX` (the `u` at the offset) and returns the code unit.
  private mutating func scanHex() throws -> Int {
    offset += 1
    guard offset + 4 <= bytes.count else { throw Failure.syntax(offset: offset) }
    var unit = 0
    for byte in bytes[offset..<offset + 4] {
      guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else {
        throw Failure.syntax(offset: offset)
      }
      unit = unit * 16 + digit
    }
    offset += 4
    return unit
  }

  private mutating func scanNumber() throws {
    let start = offset
    if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    guard offset < bytes.count, bytes[offset].isDigit else { throw Failure.syntax(offset: offset) }
    if bytes[offset] == UInt8(ascii: "0") { offset += 1 } else { skipDigits() }
    var exponent = false
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      try requireDigits()
    }
    if offset < bytes.count,
      bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")
    {
      exponent = true
      offset += 1
      if offset < bytes.count,
        bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
      {
        offset += 1
      }
      try requireDigits()
    }
    // NB: only a number with an exponent or many digits can overflow a Double.
    if exponent || offset - start > 300 {
      let text = String(decoding: bytes[start..<offset], as: UTF8.self)
      if !(Double(text)?.isFinite ?? false) { hasUnrepresentableNumber = true }
    }
  }

  private mutating func requireDigits() throws {
    guard offset < bytes.count, bytes[offset].isDigit else { throw Failure.syntax(offset: offset) }
    skipDigits()
  }

  private mutating func skipDigits() {
    while offset < bytes.count, bytes[offset].isDigit { offset += 1 }
  }

  private mutating func expect(_ word: String) throws {
    let count = word.utf8.count
    guard offset + count <= bytes.count, word.utf8.elementsEqual(bytes[offset..<offset + count])
    else { throw Failure.syntax(offset: offset) }
    offset += count
  }

  private mutating func skipSpace() {
    while offset < bytes.count, bytes[offset].isJSONSpace { offset += 1 }
  }

  /// The text of the JSON string at `bytes` (quotes included).
  package static func decodeString(_ bytes: ArraySlice<UInt8>) -> String? {
    if !bytes.contains(UInt8(ascii: "\\")) {
      return String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
    }
    return try? JSONDecoder().decode(String.self, from: Data(bytes))
  }

  /// The bytes of `part`.
  package func text(of part: Part) -> ArraySlice<UInt8> { bytes[part.range] }

  /// The whole text.
  package var text: [UInt8] { bytes }
}

extension UInt8 {
  fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
  fileprivate var isJSONSpace: Bool { self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09 }
}
