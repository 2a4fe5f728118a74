import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The repository's root: every job reads and writes below it. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
const SVG_BUDGET_BYTES = 8 * 1024;

/** Writes a drawn SVG, with a warning in the report when it is over budget; refuses anything active. */
export async function writeSvg(file: string, svg: string, report: string[]): Promise<void> {
  const bytes = Buffer.byteLength(svg);
  if (bytes > SVG_BUDGET_BYTES) report.push(`warning: ${path.relative(ROOT, file)} is ${bytes} bytes (budget ${SVG_BUDGET_BYTES})`);
  if (/<script|foreignObject|<image|href=/i.test(svg)) throw new Error(`${file}: forbidden content`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, svg);
}
