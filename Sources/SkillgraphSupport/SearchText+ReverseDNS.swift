import Foundation

extension SearchText {
  /// `text` with each reverse-DNS name ("com.example.uploads") replaced by a space: names the
  /// developer chose say nothing about the situation, and their words ("example", "uploads")
  /// would name options ("for example a button tap") and topics the text is not about. An API
  /// path (`UIApplication.shared`) and a file name (`Info.plist`) stay.
  package static func withoutReverseDNSNames(_ text: String) -> String {
    let trimmed = CharacterSet(charactersIn: ",;:()[]{}\"'`“”‘’<>")
    return text.split(whereSeparator: \.isWhitespace).map { token in
      var word = token.trimmingCharacters(in: trimmed)
      if word.hasSuffix(".") { word.removeLast() }
      let parts = word.split(separator: ".", omittingEmptySubsequences: false)
      let isName =
        parts.count >= 3
        && parts.allSatisfy { part in
          !part.isEmpty
            && part.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "_" }
        }
      return isName ? " " : String(token)
    }.joined(separator: " ")
  }
}
