#!/usr/bin/env bash
# Writes the template of the example's translatable strings, org.sendingstate.GTKShoppingList.pot,
# from every `localized("…")` in Sources/GTKShoppingList, then merges it into each translation,
# where msgmerge marks new strings untranslated and changed ones fuzzy.
#
# Usage, from anywhere:  bash Adapters/GTK/po/update-pot.sh [TEMPLATE]
# (TEMPLATE defaults to the one in po/; a test writes one elsewhere and compares). Needs gettext.
set -euo pipefail
cd "$(dirname "$0")/.."
template=${1:-po/org.sendingstate.GTKShoppingList.pot}
# xgettext has no Swift parser; its C one reads Swift's plain string literals the same way. It
# warns about the msgids with an ellipsis, as GNOME's menus write them.
LC_ALL=C.UTF-8 xgettext --language=C --keyword= --keyword=localized --from-code=UTF-8 \
    --add-location=file --sort-by-file --package-name=GTKShoppingList \
    --msgid-bugs-address= -o "$template" Sources/GTKShoppingList/*.swift
if [[ $# -eq 0 ]]; then
    while read -r language; do
        msgmerge --quiet --update --backup=none --no-location "po/$language.po" "$template"
    done < po/LINGUAS
fi
