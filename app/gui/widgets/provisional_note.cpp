#include "provisional_note.h"

#include <QCoreApplication>

namespace hk::gui {

namespace {

// Translation context "ResultsExport", where the exports say it.
class ProvisionalText {
    Q_DECLARE_TR_FUNCTIONS(ResultsExport)
};

} // namespace

QString provisionalNote(int problems)
{
    return problems > 0
               ? ProvisionalText::tr("Provisional: %1 problems. These results rest on input the rules "
                                     "call impossible; fix it for the final results.")
                     .arg(problems)
               : QString();
}

} // namespace hk::gui
