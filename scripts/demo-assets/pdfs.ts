/** Job C: the downloadable PDFs in assets/resource-files/, typeset from assets/resource-files/source/<name>.md. */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './files';
import { checkPdf, markdownToPdf } from './pdf-writer';

const PDF_DIR = path.join(ROOT, 'assets/resource-files');
const PDF_SOURCE_DIR = path.join(PDF_DIR, 'source');

/** The downloadable files the demo resources point at (SeedResource.fileName). */
const PDF_NAMES = [
  'newborn-feeding-tracker',
  'sleep-routine-planner',
  'first-foods-checklist',
  'hospital-bag-checklist',
  'postpartum-recovery-plan',
] as const;

/** Typesets each PDF whose source is there; returns a line per PDF written and the sources missing. */
export async function drawPdfs(): Promise<{ written: string[]; missing: string[] }> {
  const written: string[] = [];
  const missing: string[] = [];
  await mkdir(PDF_DIR, { recursive: true });
  for (const name of PDF_NAMES) {
    const sourceFile = path.join(PDF_SOURCE_DIR, `${name}.md`);
    if (!existsSync(sourceFile)) {
      missing.push(`${name}.md`);
      continue;
    }
    const { pdf } = markdownToPdf(await readFile(sourceFile, 'utf8'), name);
    const check = checkPdf(pdf);
    if (!check.ok) throw new Error(`${name}.pdf failed its structure check: ${check.errors.join('; ')}`);
    await writeFile(path.join(PDF_DIR, `${name}.pdf`), pdf);
    written.push(`${name}.pdf (${check.pages} page${check.pages === 1 ? '' : 's'}, ${pdf.length} bytes)`);
  }
  return { written, missing };
}
