#pragma once

namespace hk::gui {

// What a click or a drag on the board editor's view does.
enum class EditTool { Brush, Rectangle, Fill, Feature, Select, AlignPhoto, Example };

} // namespace hk::gui
