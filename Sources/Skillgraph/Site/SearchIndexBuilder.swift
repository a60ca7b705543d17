import Foundation

/// The search index: a list of sections (`search/docs.js`) and an inverted index of words,
/// sharded by the word's first character (`search/t-<c>.js`) so that a query loads only the
/// shards of its words. Shards are plain scripts, so they load from `file://` too.
struct SearchIndexBuilder {
  private var documents: [[String]] = []
  /// word → (section numbers where it is in the title, where it is in the body), ascending.
  private var titleWords: [String: [Int]] = [:]
  private var bodyWords: [String: [Int]] = [:]

  /// One section to index: its page link (with anchor), title, page title and words.
  struct Entry: Sendable {
    var href: String
    var title: String
    var pageTitle: String
    var titleWords: Set<String>
    var bodyWords: Set<String>

    init(href: String, title: String, pageTitle: String, text: String) {
      self.href = href
      self.title = title
      self.pageTitle = pageTitle
      titleWords = Set(SearchIndexBuilder.words(title))
      bodyWords = Set(SearchIndexBuilder.words(text))
    }
  }

  /// Adds a section.
  mutating func add(_ entry: Entry) {
    let number = documents.count
    documents.append([entry.href, entry.title, entry.pageTitle])
    for word in entry.titleWords { titleWords[word, default: []].append(number) }
    for word in entry.bodyWords { bodyWords[word, default: []].append(number) }
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

  /// The lower-cased ASCII words of `text` (letters and digits), 2 to 40 characters; anything
  /// else separates words. The search script splits queries by the same rule.
  static func words(_ text: String) -> [String] {
    var result: [String] = []
    var current: [UInt8] = []
    current.reserveCapacity(40)
    func flush() {
      if current.count >= 2, current.count <= 40 {
        result.append(String(decoding: current, as: UTF8.self))
      }
      current.removeAll(keepingCapacity: true)
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        current.append(byte)
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
