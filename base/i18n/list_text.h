#pragma once

// Lists in running text, in the reader's language, made one way everywhere: "stone -1, coin +2" reads
// "山岩 -1、金幣 +2" in Chinese and Japanese and "a; b" reads "a；b", never with an ASCII comma or semicolon
// among CJK words; names joined with "and" are spaced where a Latin name meets a Chinese word ("Bjorn 和
// Astrid", but "陳小明和王大華", "BjornとAstrid").

#include <QStringList>

namespace hk {

QString listText(const QStringList &items);    // "a, b, c"
QString clausesText(const QStringList &items); // "a; b"
QString namesText(const QStringList &names);   // "A", "A and B", "A, B and C"

} // namespace hk
