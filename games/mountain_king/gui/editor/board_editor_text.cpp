#include "board_editor_text.h"

#include "resource_text.h"

namespace hk::gui {

QString BoardEditorText::terrainName(Terrain t)
{
    switch (t) {
    case Terrain::Off:
        return tr("Off the board");
    case Terrain::Heart:
        return tr("Mountain Heart");
    default:
        return tr("Layer %1").arg(int(t));
    }
}

QString BoardEditorText::featureName(FeatureKind k)
{
    switch (k) {
    case FeatureKind::Rubble:
        return tr("Rubble square");
    case FeatureKind::Buried:
        return tr("Buried resources");
    case FeatureKind::StatueSpot:
        return tr("Statue spot");
    case FeatureKind::WorkshopSite:
        return tr("Workshop site");
    case FeatureKind::GateStart:
        return tr("Gate start point");
    }
    return {};
}

QString BoardEditorText::toolName(EditTool t)
{
    switch (t) {
    case EditTool::Brush:
        return tr("&Brush");
    case EditTool::Rectangle:
        return tr("&Rectangle");
    case EditTool::Fill:
        return tr("&Fill");
    case EditTool::Feature:
        return tr("Fea&ture");
    case EditTool::Select:
        return tr("&Select");
    case EditTool::AlignPhoto:
        return tr("&Align Photo");
    case EditTool::Example:
        return tr("Show an &Example");
    }
    return {};
}

QString BoardEditorText::toolHint(EditTool t)
{
    switch (t) {
    case EditTool::Brush:
        return tr("Press and drag to paint the terrain square by square.");
    case EditTool::Rectangle:
        return tr("Press on one corner, release on the opposite corner: the rectangle is painted.");
    case EditTool::Fill:
        return tr("Click a square: the region of the same terrain joined to it is painted.");
    case EditTool::Feature:
        return tr("Click to stamp the feature; right-click to remove that feature from the square.");
    case EditTool::Select:
        return tr("Click a square to see its features; Delete removes them; the arrow keys move.");
    case EditTool::AlignPhoto:
        return tr("Drag each corner handle of the grid onto the same corner of the board in the photo.");
    case EditTool::Example:
        return tr("Choose a terrain (1–5, H, 0) and click a square of it: the layers are recognised again "
                  "with your example. The right button takes an example back.");
    }
    return {};
}

QKeySequence BoardEditorText::toolKey(EditTool t)
{
    switch (t) {
    case EditTool::Brush:
        return Qt::Key_B;
    case EditTool::Rectangle:
        return Qt::Key_R;
    case EditTool::Fill:
        return Qt::Key_F;
    case EditTool::Feature:
        return Qt::Key_T;
    case EditTool::Select:
        return Qt::Key_S;
    case EditTool::AlignPhoto:
        return Qt::Key_A;
    case EditTool::Example:
        return Qt::Key_E;
    }
    return {};
}

QKeySequence BoardEditorText::terrainKey(Terrain t)
{
    switch (t) {
    case Terrain::Off:
        return Qt::Key_0;
    case Terrain::Heart:
        return Qt::Key_H;
    default:
        return Qt::Key_0 + int(t);
    }
}

QString BoardEditorText::featureText(const Feature &f)
{
    switch (f.kind) {
    case FeatureKind::Buried:
        return tr("buried resources (%1)").arg(ResourceText::counts(f.buried));
    case FeatureKind::GateStart:
        return tr("gate start point for %1 players").arg(f.players);
    default:
        return featureName(f.kind).toLower();
    }
}

} // namespace hk::gui
