#!/usr/bin/env bash
# Regenerates the brand face's two files in src/assets/fonts/ from @fontsource-variable/inter's Latin
# variable file, the weight axis cut to the weights the site uses (400-800) and only the layout
# features the pages need (kerning, tabular figures):
#   inter-core-400-800.woff2      what the copy is written in: ASCII and the typographic punctuation
#                                 (dashes, curly quotes, ellipsis, ×, ©, ·). Every page
#                                 preloads it; ~16 KB, so it arrives with the stylesheet in the
#                                 first flight after the HTML instead of needing a second round trip.
#   inter-latin-extra-400-800.woff2
#                                 the rest of fontsource's Latin range (accented letters, €, ™, …),
#                                 no character of core repeated. A page downloads it only when its
#                                 text has one of them (a name like "José").
# src/styles/global.css declares each file's unicode-range: exactly the characters the file holds
# (tests/unit/brand-font.test.ts reads the files to check).
# Needs Debian's fonttools: apt-get install -y fonttools python3-brotli
set -euo pipefail
cd "$(dirname "$0")/.."
CORE='U+0020-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+00F7,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2212'
# fontsource's Latin range without CORE's characters.
EXTRA='U+00A1-00A8,U+00AA-00AC,U+00AE-00B6,U+00B8-00D6,U+00D8-00F6,U+00F8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201F-2021,U+2023-2025,U+2027-206F,U+20AC,U+2122,U+2191,U+2193,U+2215,U+FEFF,U+FFFD'
FEATURES='kern,tnum'
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
fonts=src/assets/fonts
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fonttools ttLib.woff2 decompress "$source" -o "$work/full.ttf"
fonttools varLib.instancer "$work/full.ttf" wght=400:800 -o "$work/cut.ttf"
subset() {
  pyftsubset "$work/cut.ttf" --unicodes="$2" --layout-features="$FEATURES" \
    --flavor=woff2 --output-file="$fonts/$1"
  echo "wrote $fonts/$1 ($(wc -c <"$fonts/$1") bytes)"
}
subset inter-core-400-800.woff2 "$CORE"
subset inter-latin-extra-400-800.woff2 "$EXTRA"
cp node_modules/@fontsource-variable/inter/LICENSE "$fonts/Inter-OFL.txt"
