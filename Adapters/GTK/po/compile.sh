#!/usr/bin/env bash
# Compiles each translation of the example into FOLDER/<language>/LC_MESSAGES, where
# GTKShoppingList finds it with GTK_SHOPPING_LIST_LOCALEDIR=FOLDER:
#
#   bash Adapters/GTK/po/compile.sh /tmp/locale
#   GTK_SHOPPING_LIST_LOCALEDIR=/tmp/locale LANGUAGE=de swift run --package-path Adapters/GTK GTKShoppingList
#
# FOLDER defaults to po/build. msgfmt checks each translation's formats. Needs gettext.
set -euo pipefail
cd "$(dirname "$0")"
folder=$(realpath -m "${1:-build}")
while read -r language; do
    mkdir -p "$folder/$language/LC_MESSAGES"
    msgfmt --check -o "$folder/$language/LC_MESSAGES/org.sendingstate.GTKShoppingList.mo" "$language.po"
done < LINGUAS
