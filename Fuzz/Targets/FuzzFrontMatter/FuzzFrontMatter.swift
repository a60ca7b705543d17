import FuzzSupport

/// libFuzzer's entry: one input is one document's front matter, or a whole document.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzYAML.frontMatter(data, size)
  return 0
}

/// The entry SwiftPM links as `main` in a debug build: libFuzzer's driver.
@_cdecl("FuzzFrontMatter_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  runFuzzer(argc, argv, fuzz)
}
