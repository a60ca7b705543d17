import Foundation

/// The search index: a list of sections (`search/docs.js`) and an inverted index of words,
/// sharded by the word's first character (`search/t-<c>.js`) so that a query loads only the
/// shards of its words. Shards are plain scripts, so they load from `file://` too.
struct SearchIndexBuilder {
  private var documents: [[String]] = []
  /// word → (section numbers where it is in the title, where it is in the body), ascending.
  private var titleWords: [String: [Int]] = [:]
  private var bodyWords: [String: [Int]] = [:]

  /// Adds a section: its page link (with anchor), title, and the page's title.
  mutating func add(href: String, title: String, pageTitle: String, text: String) {
    let number = documents.count
    documents.append([href, title, pageTitle])
    for word in Set(Self.words(title)) { titleWords[word, default: []].append(number) }
    for word in Set(Self.words(text)) { bodyWords[word, default: []].append(number) }
  }

  /// The files of the index, path → contents, in a stable order.
  func files() -> [(path: String, contents: String)] {
    var result: [(String, String)] = []
    result.append(("search/docs.js", "SG_SEARCH.docs(\(Self.json(documents)));\n"))
    var shards: [String: [(String, [Int], [Int])]] = [:]
    for word in Set(titleWords.keys).union(bodyWords.keys) {
      shards[Self.shardName(of: word), default: []].append(
        (word, Self.deltas(titleWords[word] ?? []), Self.deltas(bodyWords[word] ?? [])))
    }
    for name in shards.keys.sorted() {
      var text = "SG_SEARCH.shard(\"\(name)\",{"
      var first = true
      for (word, title, body) in shards[name]!.sorted(by: { $0.0 < $1.0 }) {
        if !first { text += "," }
        first = false
        // NB: words are letters and digits only, so quoting them is valid JSON.
        let titleList = title.map(String.init).joined(separator: ",")
        let bodyList = body.map(String.init).joined(separator: ",")
        text += "\"\(word)\":[[\(titleList)],[\(bodyList)]]"
      }
      text += "});\n"
      result.append(("search/t-\(name).js", text))
    }
    return result
  }

  /// The shard a word belongs to: its first character when ASCII alphanumeric, else `_`.
  static func shardName(of word: String) -> String {
    guard let first = word.unicodeScalars.first, first.isASCII,
      first.properties.isAlphabetic || ("0"..."9").contains(first)
    else { return "_" }
    return String(first)
  }

  /// The lower-cased words of `text`, two characters or more (the same rule as the script).
  static func words(_ text: String) -> [String] {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(text) }
    var result: [String] = []
    var current = ""
    for scalar in text.lowercased().unicodeScalars {
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        if current.unicodeScalars.count >= 2, current.unicodeScalars.count <= 40 { result.append(current) }
        current = ""
      }
    }
    if current.unicodeScalars.count >= 2, current.unicodeScalars.count <= 40 { result.append(current) }
    return result
  }

  private static func asciiWords(_ text: String) -> [String] {
    var result: [String] = []
    var current: [UInt8] = []
    func flush() {
      if current.count >= 2, current.count <= 40 { result.append(String(decoding: current, as: UTF8.self)) }
      current.removeAll(keepingCapacity: true)
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): current.append(byte)
      default: if !current.isEmpty { flush() }
      }
    }
    flush()
    return result
  }

  private static func deltas(_ numbers: [Int]) -> [Int] {
    var previous = 0
    return numbers.map { number in
      defer { previous = number }
      return number - previous
    }
  }

  static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
  }
}
