extension SiteSearchIndexBuilder {
  /// One shard's words, each with the sections that have it in their title and in their
  /// text, as the differences from the previous section, LEB128-coded.
  ///
  /// NB: most differences fit one byte, where a number took 4 and a hit 8; the shards of ten
  /// copies of the Axiom collection are 16 MB as decimal text.
  struct Postings: Sendable {
    var words = WordTable(capacity: 1024)
    var titles: [[UInt8]] = []
    var bodies: [[UInt8]] = []
    var lastTitle: [Int32] = []
    var lastBody: [Int32] = []

    /// The number of `word`, added when it is new.
    mutating func number(of word: ArraySlice<UInt8>) -> Int32 {
      let number = word.withUnsafeBufferPointer { words.number(of: $0) }
      if Int(number) == titles.count {
        titles.append([])
        bodies.append([])
        lastTitle.append(0)
        lastBody.append(0)
      }
      return number
    }

    /// Records that section `section` (after every section recorded for the word) has word
    /// `number` in its title.
    mutating func addTitle(_ number: Int32, section: Int32) {
      Self.append(section - lastTitle[Int(number)], to: &titles[Int(number)])
      lastTitle[Int(number)] = section
    }

    /// Records that section `section` has word `number` in its text.
    mutating func addBody(_ number: Int32, section: Int32) {
      Self.append(section - lastBody[Int(number)], to: &bodies[Int(number)])
      lastBody[Int(number)] = section
    }

    private static func append(_ delta: Int32, to out: inout [UInt8]) {
      var value = UInt32(bitPattern: delta)
      while value >= 0x80 {
        out.append(UInt8(value & 0x7F) | 0x80)
        value >>= 7
      }
      out.append(UInt8(value))
    }

    /// The decoded differences of `coded`, comma-separated, in decimal.
    static func appendDecimal(_ coded: [UInt8], to out: inout [UInt8]) {
      var value: UInt32 = 0
      var shift: UInt32 = 0
      var first = true
      for byte in coded {
        value |= UInt32(byte & 0x7F) << shift
        shift += 7
        guard byte & 0x80 == 0 else { continue }
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        SiteSearchIndexBuilder.appendDecimal(Int32(bitPattern: value), to: &out)
        value = 0
        shift = 0
      }
    }
  }
}
