/// Prints the engine's warnings about stated facts on stderr, compiler-style.
enum FactWarnings {
  static func print(_ warnings: [String], console: Console) {
    for warning in warnings { console.warn("\(console.yellow("warning:")) \(warning)") }
  }
}
