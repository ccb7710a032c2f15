// glibc's mallopt(3) and its M_ parameters, which the Glibc module leaves out (they
// are in <malloc.h>). Elsewhere (macOS, musl) this declares nothing, and the Swift
// code that calls mallopt is behind `#if canImport(Glibc)`.
#if __has_include(<features.h>)
#include <features.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif
