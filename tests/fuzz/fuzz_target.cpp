// A libFuzzer target for one reader (HK_FUZZ_READER, a hk::fuzz::Reader), built only with -DHK_FUZZ=ON and
// clang. `ctest -L fuzz` runs each for HK_FUZZ_SECONDS from the seeds; a crash leaves its input in the build
// folder, to be kept in tests/fuzz/regressions/READER/ where every build replays it (tst_fuzz_regressions).

#include "fuzz_input.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hk::fuzz::readInput(HK_FUZZ_READER,
                        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
