import Foundation

/// How an application target starts, read from its sources: the SwiftUI `App` life cycle
/// (`@main struct NewsApp: App`) or UIKit's (`@main` or `@UIApplicationMain` on an app delegate
/// class, or `UIApplicationMain(...)` called from a `main` file).
// NB: a lexical scan, not the audit's parse: the facts are read before a decision is made, and
// parsing a large app's sources costs seconds; only files that name an entry point are read
// through.
package struct AppEntryPoint: Sendable, Hashable {
  /// Whether the app uses the SwiftUI `App` life cycle.
  package var isSwiftUIApp: Bool
  /// What was found, in short (`@main struct NewsApp: App`, `UIApplicationMain(...)`).
  package var declaration: String
  /// The file it is written in (absolute).
  package var path: String
  /// Its line.
  package var line: Int

  /// The entry point of the target whose sources are `swiftFiles` and `objectiveCFiles`, read
  /// through `files`; nil when none is found, or when the sources name both life cycles.
  package static func read(
    swiftFiles: [String], objectiveCFiles: [String], files: ProjectFiles
  ) -> AppEntryPoint? {
    var found: [AppEntryPoint] = []
    for path in swiftFiles + objectiveCFiles {
      guard let data = files.data(path), let text = String(data: data, encoding: .utf8),
        text.contains("@main") || text.contains("UIApplicationMain")
      else { continue }
      found += entryPoints(in: text, path: path)
    }
    guard let first = found.first, found.allSatisfy({ $0.isSwiftUIApp == first.isSwiftUIApp })
    else { return nil }
    return first
  }

  /// The entry points written in `text`, outside comments.
  static func entryPoints(in text: String, path: String) -> [AppEntryPoint] {
    let code = withoutComments(text)
    var result: [AppEntryPoint] = []
    func add(_ declaration: String, at index: String.Index, swiftUI: Bool) {
      let line = code[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
      result.append(
        AppEntryPoint(isSwiftUIApp: swiftUI, declaration: declaration, path: path, line: line))
    }
    for match in code.matches(of: mainType) {
      let conformances = match.output.conformances.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      let kind = match.output.kind
      let named = "@main \(kind) \(match.output.name): "
      if kind == "struct",
        let app = conformances.first(where: { ["App", "SwiftUI.App"].contains($0) })
      {
        add(named + app, at: match.range.lowerBound, swiftUI: true)
      } else if kind == "class",
        let delegate = conformances.first(where: {
          ["UIApplicationDelegate", "UIKit.UIApplicationDelegate"].contains($0)
        })
      {
        add(named + delegate, at: match.range.lowerBound, swiftUI: false)
      }
    }
    for match in code.matches(of: /@UIApplicationMain\b/) {
      add("@UIApplicationMain", at: match.range.lowerBound, swiftUI: false)
    }
    for match in code.matches(of: /\bUIApplicationMain\s*\(/) {
      add("UIApplicationMain(...)", at: match.range.lowerBound, swiftUI: false)
    }
    return result
  }

  /// `@main`, other attributes and modifiers, `struct` or `class`, the name and the inheritance
  /// clause up to `{`.
  private nonisolated(unsafe) static let mainType =
    /@main\s+(?:(?:@\w+(?:\([^)]*\))?|public|internal|final|open|package)\s+)*(?<kind>struct|class)\s+(?<name>\w+)\s*:(?<conformances>[^{]*)/

  /// `text` with its comments blanked out, newlines kept, so that lines still count.
  static func withoutComments(_ text: String) -> String {
    text.replacing(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/) { match in
      String(match.output.filter { $0 == "\n" })
    }
  }
}
