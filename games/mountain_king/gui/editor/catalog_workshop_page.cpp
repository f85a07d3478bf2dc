#include "catalog_workshop_page.h"

#include "catalog_fields.h"
#include "i18n/arg_text.h"
#include "scoring/dig_score.h"

#include <QAction>
#include <QCheckBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QSignalBlocker>
#include <QSpinBox>

namespace hk::gui {

CatalogWorkshopPage::CatalogWorkshopPage(QWidget *parent) : CatalogPage(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    m_intro = new QLabel;
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(12);
    for (const WorkshopInfo &info : workshopInfos()) {
        const int row = int(info.kind);
        auto *count = new QSpinBox;
        count->setObjectName(QStringLiteral("workshopCount-") + info.id);
        count->setRange(0, kWorkshopTilesPerKind);
        auto *name = new QLabel;
        name->setBuddy(count);
        auto *effect = new QLabel;
        effect->setWordWrap(true);
        effect->setForegroundRole(QPalette::PlaceholderText);
        grid->addWidget(count, row, 0);
        grid->addWidget(name, row, 1);
        grid->addWidget(effect, row, 2);
        m_counts[size_t(row)] = count;
        m_names[size_t(row)] = name;
        m_effects[size_t(row)] = effect;
        const WorkshopKind kind = info.kind;
        connect(count, &QSpinBox::valueChanged, this, [this, kind](int n) { setCount(kind, n); });
    }
    grid->setColumnStretch(2, 1); // the names as wide as they need, the exchanges take the rest
    layout->addLayout(grid);
    m_total = new QLabel;
    m_total->setObjectName(QStringLiteral("workshopTotal"));
    layout->addWidget(m_total);
    layout->addStretch();
    scroll->setWidget(content);
    outer->addWidget(scroll);
    for (size_t i = 1; i < m_counts.size(); ++i) // down the counts, in the rulebook's order
        setTabOrder(m_counts[i - 1], m_counts[i]);
    retranslate();
}

void CatalogWorkshopPage::showCatalog(const Catalog &catalog)
{
    const bool was = std::exchange(m_showing, true);
    m_catalog = catalog;
    int tiles = 0;
    for (const WorkshopInfo &info : workshopInfos()) {
        const int n = catalog.workshopCount(info.kind);
        showValue(m_counts[size_t(info.kind)], n);
        tiles += n;
    }
    m_total->setText(tr("%1 workshop tiles in the box (%2 kinds × up to %3)")
                         .arg(argText(tiles), argText(kWorkshopKinds), argText(kWorkshopTilesPerKind)));
    m_showing = was;
}

void CatalogWorkshopPage::setCount(WorkshopKind kind, int count)
{
    Catalog after = m_catalog;
    auto it = std::find_if(after.workshops.begin(), after.workshops.end(),
                           [kind](const WorkshopStock &w) { return w.kind == kind; });
    if (it != after.workshops.end())
        it->count = count;
    else // a kind the file leaves out is 0; giving it a count lists it
        after.workshops.push_back({kind, count});
    requestChange(tr("Change the number of %1 tiles").arg(workshopName(kind)), after,
                  catalogMergeKey(CatalogField::WorkshopCount, int(kind)));
}

void CatalogWorkshopPage::selectEntry(int index, ProblemLocation::Field, bool focus)
{
    if (index < 0 || index >= int(m_catalog.workshops.size()) || !focus)
        return;
    QSpinBox *box = countBox(m_catalog.workshops[size_t(index)].kind);
    box->setFocus(Qt::OtherFocusReason);
    box->selectAll();
}

int CatalogWorkshopPage::currentEntry() const
{
    for (size_t i = 0; i < m_catalog.workshops.size(); ++i)
        if (countBox(m_catalog.workshops[i].kind)->hasFocus())
            return int(i);
    return -1;
}

void CatalogWorkshopPage::retranslate()
{
    m_intro->setText(tr("How many tiles of each workshop the box holds (0 to %1 each, SET-WORKSHOPS). "
                        "What each workshop exchanges is the rulebook's, not data.")
                         .arg(kWorkshopTilesPerKind));
    for (const WorkshopInfo &info : workshopInfos()) {
        const size_t i = size_t(info.kind);
        m_names[i]->setText(workshopName(info.kind));
        m_effects[i]->setText(workshopEffectText(info.kind));
        m_counts[i]->setAccessibleName(workshopName(info.kind));
        m_counts[i]->setToolTip(workshopEffectText(info.kind));
    }
    showCatalog(m_catalog);
}

} // namespace hk::gui
