#!/bin/bash
# Regenerates the conversion samples (needs libreoffice-writer and a JDK). Each format carries its
# own token word so a test can tell which file a search hit came from.
set -e
OUT=${1:-.}
gen() { # name token
cat > "$1.html" <<HTML
<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Harbour report $2</title></head>
<body>
<h1>Harbour report $2</h1>
<p>The lighthouse keeper Marloes wrote that the $2 shipment arrives on Thursday at the north pier.</p>
<h2>Actions</h2>
<ul><li>Repaint the signal mast</li><li>Check the fog horn in Café Zeezicht</li></ul>
<table><tr><th>Vessel</th><th>Tonnage</th></tr><tr><td>Anna Maria</td><td>1200</td></tr></table>
</body></html>
HTML
}
gen pdfsrc aubergine; gen docxsrc kumquat; gen docsrc rutabaga; gen rtfsrc persimmon
soffice --headless --convert-to 'docx:MS Word 2007 XML' pdfsrc.html >/dev/null && soffice --headless --convert-to pdf pdfsrc.docx >/dev/null && rm pdfsrc.docx
soffice --headless --convert-to 'docx:MS Word 2007 XML' docxsrc.html >/dev/null
soffice --headless --convert-to 'doc:MS Word 97' docsrc.html >/dev/null
soffice --headless --convert-to 'rtf:Rich Text Format' rtfsrc.html >/dev/null
mv pdfsrc.pdf "$OUT/report.pdf"; mv docxsrc.docx "$OUT/report.docx"; mv docsrc.doc "$OUT/report.doc"; mv rtfsrc.rtf "$OUT/report.rtf"
gen htmlsrc tamarind; mv htmlsrc.html "$OUT/report.html"
rm -f *.html
