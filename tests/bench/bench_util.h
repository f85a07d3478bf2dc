#pragma once

// Timing for the benchmarks: best-of-5 average microseconds per call, and a line per figure with its target.

#include <chrono>
#include <cstdio>

namespace hk::bench {

template <class F> double microsecondsPerCall(int iterations, F &&f)
{
    using Clock = std::chrono::steady_clock;
    double best = 1e30;
    for (int round = 0; round < 5; ++round) {
        const auto start = Clock::now();
        for (int i = 0; i < iterations; ++i)
            f();
        const std::chrono::duration<double, std::micro> elapsed = Clock::now() - start;
        best = std::min(best, elapsed.count() / iterations);
    }
    return best;
}

// Prints the figure; true if it meets its target.
inline bool report(const char *what, double us, double target)
{
    const bool ok = us <= target;
    std::printf("%-62s %9.3f µs   (target ≤ %g µs) %s\n", what, us, target, ok ? "ok" : "MISSED");
    return ok;
}

} // namespace hk::bench
