@testable import Skillgraph

/// The vocabulary Skillgraph reads with the shipped `Content/`: its general list and the
/// collection's own file.
enum ShippedVocabulary {
  /// The files, general list first.
  static let files = Vocabulary.files(for: [ShippedContentTests.folder])
  /// The vocabulary they make.
  static let content = Vocabulary.load(files).vocabulary
}
