/// A key pressed on a terminal in raw mode.
enum TerminalKey: Equatable {
  case up
  case down
  case home
  case end
  case enter
  case backspace
  case escape
  /// Ctrl-U: clear what was typed.
  case clearLine
  /// Ctrl-C.
  case interrupt
  /// Ctrl-D, or the input closed.
  case endOfInput
  case character(Character)
  /// A key that means nothing here (function keys, left and right).
  case other

  /// Reads one key from `input`, decoding escape sequences and UTF-8.
  static func read(from input: PromptInput) -> TerminalKey {
    guard let byte = input.readByte() else { return .endOfInput }
    switch byte {
    case 0x0D, 0x0A: return .enter
    case 0x7F, 0x08: return .backspace
    case 0x03: return .interrupt
    case 0x04: return .endOfInput
    case 0x15: return .clearLine
    case 0x1B: return escapeSequence(from: input)
    case 0x00..<0x20: return .other
    default: return character(startingWith: byte, from: input)
    }
  }

  /// `ESC [ A` and friends; a lone escape when nothing follows quickly.
  private static func escapeSequence(from input: PromptInput) -> TerminalKey {
    guard let second = input.readByte(within: 50) else { return .escape }
    guard second == UInt8(ascii: "[") || second == UInt8(ascii: "O") else { return .other }
    var final = input.readByte(within: 50)
    var parameter: [UInt8] = []
    while let byte = final, (0x30...0x3F).contains(byte) {
      parameter.append(byte)
      final = input.readByte(within: 50)
    }
    switch final.map({ Character(Unicode.Scalar($0)) }) {
    case "A": return .up
    case "B": return .down
    case "H": return .home
    case "F": return .end
    case "~" where parameter == [UInt8(ascii: "1")] || parameter == [UInt8(ascii: "7")]:
      return .home
    case "~" where parameter == [UInt8(ascii: "4")] || parameter == [UInt8(ascii: "8")]:
      return .end
    default: return .other
    }
  }

  private static func character(startingWith first: UInt8, from input: PromptInput)
    -> TerminalKey
  {
    let length =
      first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
    var bytes = [first]
    while bytes.count < length, let next = input.readByte(within: 50) { bytes.append(next) }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.first.map { .character($0) } ?? .other
  }
}
