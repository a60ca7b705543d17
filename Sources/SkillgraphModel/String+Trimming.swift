extension String {
  /// The string without leading and trailing characters from `set`.
  package func trimmingCharacters(in set: String) -> String {
    // NB: when the first and last bytes are ASCII and not in `set`, neither end is trimmed: no
    // character of `set` starts or ends with them (a cheap test before comparing Characters).
    if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
      !set.utf8.contains(first), !set.utf8.contains(last)
    {
      return self
    }
    var slice = Substring(self)
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return slice.startIndex == startIndex && slice.endIndex == endIndex ? self : String(slice)
  }

  /// The string without leading and trailing white space and newlines.
  public var trimmed: String {
    let bytes = utf8
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = bytes.lastIndex(where: { !isSpace($0) })!
    if first == bytes.startIndex && bytes.index(after: last) == bytes.endIndex { return self }
    return String(self[first...last])
  }
}
