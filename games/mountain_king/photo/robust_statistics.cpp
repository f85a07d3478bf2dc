#include "robust_statistics.h"

namespace hk::photo {

OkLab dominantColour(const std::vector<OkLab> &colours)
{
    const float alike2 = kAlikeColours * kAlikeColours;
    size_t densest = 0;
    int most = -1;
    // The densest of about 25 colours spread over the list is near enough to start the shift from.
    const size_t step = std::max<size_t>(1, colours.size() / 25);
    for (size_t i = 0; i < colours.size(); i += step) {
        int near = 0;
        for (const OkLab &c : colours)
            near += squaredDistance(c, colours[i]) <= alike2;
        if (near > most) {
            most = near;
            densest = i;
        }
    }
    OkLab centre = colours[densest];
    for (int round = 0; round < 3; ++round) {
        OkLab sum;
        int near = 0;
        for (const OkLab &c : colours)
            if (squaredDistance(c, centre) <= alike2) {
                sum = sum + c;
                ++near;
            }
        centre = sum * (1.0f / float(std::max(1, near)));
    }
    return centre;
}

} // namespace hk::photo
