extension String {
  /// A copy whose storage holds exactly its bytes.
  ///
  /// NB: a string made by interpolation or appending keeps the spare room its growth left, often
  /// as much again as its text; the graph keeps hundreds of thousands of IDs so made (section
  /// and entity IDs were 22 MB of the heap of ten copies of the Axiom collection).
  package var compacted: String {
    var text = self
    return text.withUTF8 { String(decoding: $0, as: UTF8.self) }
  }
}
