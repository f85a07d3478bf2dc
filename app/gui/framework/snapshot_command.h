#pragma once

// An edit undone by putting the whole document back as it was, for the score sheet and the editors: their
// documents are small (a sheet of five players, a board of at most 60×60 squares, a catalog of a few dozen
// pieces), and a copy is exact whatever the edit did. The table mirror's log has its own command (an action
// appended, undo drops it).

#include <QString>
#include <QUndoCommand>

#include <functional>
#include <utility>

namespace hk::gui {

template <class Document> class SnapshotCommand : public QUndoCommand {
public:
    using Apply = std::function<void(const Document &)>;
    // The step's text for the history, in the language of the moment: asked again by retranslate().
    using Describe = std::function<QString()>;
    // The same from the document before and after the step: a merged step says where it started and ended
    // ("Rename Player 2 to Bob", not "to B").
    using DescribeChange = std::function<QString(const Document &before, const Document &after)>;

    // Commands with the same non-empty `mergeKey` pushed one after the other merge into one step (typing in a
    // field is one undo step, described by its final value); typing back what was there leaves no step.
    SnapshotCommand(DescribeChange describe, Document before, Document after, Apply apply,
                    QString mergeKey = {})
        : m_describe(std::move(describe)), m_before(std::move(before)), m_after(std::move(after)),
          m_apply(std::move(apply)), m_mergeKey(std::move(mergeKey))
    {
        retranslate();
    }
    SnapshotCommand(Describe describe, Document before, Document after, Apply apply, QString mergeKey = {})
        : SnapshotCommand(DescribeChange([describe = std::move(describe)](
                                             const Document &, const Document &) { return describe(); }),
                          std::move(before), std::move(after), std::move(apply), std::move(mergeKey))
    {}
    // A text that stays as it was given.
    SnapshotCommand(const QString &text, Document before, Document after, Apply apply, QString mergeKey = {})
        : SnapshotCommand(Describe([text] { return text; }), std::move(before), std::move(after),
                          std::move(apply), std::move(mergeKey))
    {}

    void retranslate() { setText(m_describe(m_before, m_after)); }
    void undo() override { m_apply(m_before); }
    void redo() override { m_apply(m_after); }
    int id() const override { return m_mergeKey.isEmpty() ? -1 : kMergeable; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const SnapshotCommand *>(other);
        if (next->m_mergeKey != m_mergeKey)
            return false;
        m_after = next->m_after;
        m_describe = next->m_describe; // the finished edit's text: its final value, not the first keystroke's
        retranslate();
        setObsolete(m_after == m_before); // typed and erased again: no step left, and clean if it was
        return true;
    }

private:
    static constexpr int kMergeable = 1;
    DescribeChange m_describe;
    Document m_before, m_after;
    Apply m_apply;
    QString m_mergeKey;
};

} // namespace hk::gui
