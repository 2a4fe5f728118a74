/**
 * Draws Mama Village's committed demo assets, three jobs in scripts/demo-assets/. Deterministic:
 * the same inputs give the same bytes.
 *
 *  A. illustrations.ts: the SVG illustrations the seed data (src/server/db/seed/data/) points at.
 *  B. placeholders.ts: the fixed placeholders in public/images/ and the sharing card.
 *  C. pdfs.ts: the downloadable PDFs in assets/resource-files/, typeset by pdf-writer.ts.
 *
 * Everything is drawn by code: no downloads, no web fonts, no dependencies beyond Node and tsx.
 *
 *   npm run assets:draw
 */
import { drawIllustrations } from './demo-assets/illustrations';
import { drawPdfs } from './demo-assets/pdfs';
import { drawPlaceholders } from './demo-assets/placeholders';

const report: string[] = [];
const illustrations = await drawIllustrations(report);
const placeholders = await drawPlaceholders(report);
const pdfs = await drawPdfs();

console.log('public/uploads/demo/');
for (const [kind, count] of [...illustrations].sort()) console.log(`  ${kind}/ ${count} svg`);
console.log(`public/images/ ${placeholders} svg`);
console.log(`assets/resource-files/ ${pdfs.written.length} pdf`);
for (const line of pdfs.written) console.log(`  ${line}`);
if (pdfs.missing.length) console.log(`PDF sources missing in assets/resource-files/source/: ${pdfs.missing.join(', ')}`);
for (const line of report) console.log(line);
