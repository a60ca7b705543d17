import FuzzSupport

/// libFuzzer's entry: one input is the server's standard input, lines and all.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzMessages.lines(data, size)
  return 0
}

/// The entry SwiftPM links as `main` in a debug build: libFuzzer's driver.
@_cdecl("FuzzMCPLines_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  runFuzzer(argc, argv, fuzz)
}
