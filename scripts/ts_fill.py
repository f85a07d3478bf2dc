#!/usr/bin/env python3
"""Fill the unfinished entries of a Qt .ts file from other .ts files of the same language.

    scripts/ts_fill.py TARGET.ts SOURCE.ts [SOURCE.ts ...]

For merging branches that each translated their own new strings: take one side's .ts, run
`cmake --build build --target update_translations` so that it lists every string of the merged sources, then
fill what is still unfinished from the other side's .ts (for example `git show OTHER:translations/x.ts`).
An entry is matched by context, source text and comment; failing that, by source text and comment alone when
every source file agrees on one translation (a class renamed keeps its words). Prints what is still unfinished.
"""
import sys
import xml.etree.ElementTree as ET


def entries(tree):
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message


def key(message):
    return (message.findtext("source") or "", message.findtext("comment") or "")


def finished(message):
    translation = message.find("translation")
    return translation is not None and translation.get("type") is None and (
        (translation.text or "").strip() or len(translation))


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    target_path = sys.argv[1]
    target = ET.parse(target_path)
    by_context, by_source = {}, {}
    for path in sys.argv[2:]:
        for context, message in entries(ET.parse(path)):
            if not finished(message):
                continue
            translation = message.find("translation")
            by_context.setdefault((context,) + key(message), translation)
            by_source.setdefault(key(message), []).append(translation)
    filled, left = 0, []
    for context, message in entries(target):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        source = by_context.get((context,) + key(message))
        if source is None:
            candidates = by_source.get(key(message), [])
            texts = {ET.tostring(c, encoding="unicode") for c in candidates}
            source = candidates[0] if len(texts) == 1 else None
        if source is None:
            left.append(f"{context}: {key(message)[0]}")
            continue
        message.remove(translation)
        copy = ET.fromstring(ET.tostring(source, encoding="unicode"))
        copy.tail = translation.tail
        message.append(copy)
        filled += 1
    ET.indent(target, space="    ")
    with open(target_path, "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        out.write(ET.tostring(target.getroot(), encoding="unicode"))
        out.write("\n")
    print(f"{target_path}: {filled} filled, {len(left)} still unfinished")
    for line in left:
        print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
