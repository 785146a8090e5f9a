// libFuzzer's driver (LLVM 11 and later): runs the fuzzing loop over the command line, calling `callback`
// for each input. Declared here so that layoutshot-fuzz can have its own main; only the fuzzing build
// (-sanitize=fuzzer) links libFuzzer, and only that build calls it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
