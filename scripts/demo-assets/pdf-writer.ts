/** A tiny PDF writer: typesets a worksheet's Markdown (headings, paragraphs, lists, tick boxes, tables) in Helvetica on A4. */
import { C, fmt2 } from './svg';

/** Helvetica and Helvetica-Bold advance widths (1/1000 em) for codes 32-126. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
  333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611,
  611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** Typographic characters WinAnsiEncoding has, and their codes there. */
const WIN_ANSI_EXTRAS: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};
const EXTRA_WIDTHS: Record<number, number> = {
  0x80: 556,
  0x85: 1000,
  0x91: 222,
  0x92: 222,
  0x93: 333,
  0x94: 333,
  0x95: 350,
  0x96: 556,
  0x97: 1000,
  0x99: 1000,
};

/** Text as WinAnsi bytes (one char per byte): emoji dropped, anything else unsupported → '?'. */
function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 63;
    if (/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\uFE0E|\uFE0F|\u200D|[\u{E0020}-\u{E007F}]/u.test(char))
      continue;
    if (char === '\u00A0' || char === '\t') out += ' ';
    else if (code >= 32 && code <= 126) out += char;
    else if (code >= 0xa1 && code <= 0xff) out += String.fromCharCode(code);
    else if (WIN_ANSI_EXTRAS[char] !== undefined) out += String.fromCharCode(WIN_ANSI_EXTRAS[char]);
    else if (char === '\u2212') out += '-';
    else out += '?';
  }
  return out;
}

function glyphWidth(code: number, bold: boolean): number {
  if (code === 1 || code === 2) return 1150;
  if (code >= 32 && code <= 126) return (bold ? HELVETICA_BOLD_WIDTHS : HELVETICA_WIDTHS)[code - 32] ?? 556;
  return EXTRA_WIDTHS[code] ?? 556;
}

function textWidth(winAnsi: string, size: number, bold: boolean): number {
  let total = 0;
  for (let i = 0; i < winAnsi.length; i++) total += glyphWidth(winAnsi.charCodeAt(i), bold);
  return (total * size) / 1000;
}

/** A PDF literal string: ( ) \ escaped, bytes outside printable ASCII as octal. */
function pdfString(winAnsi: string): string {
  let out = '(';
  for (let i = 0; i < winAnsi.length; i++) {
    const code = winAnsi.charCodeAt(i);
    const char = winAnsi[i] as string;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `${out})`;
}

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => fmt2(v / 255)).join(' ');
}

/** Inline '[ ]' and '[x]' become these one-byte markers, drawn as little boxes. */
const BOX = '\x01';
const TICKED_BOX = '\x02';

/** 'a\x01b' → ['a', '\x01', 'b']. */
function splitBoxes(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const char of text) {
    if (char === BOX || char === TICKED_BOX) {
      if (current) pieces.push(current);
      pieces.push(char);
      current = '';
    } else current += char;
  }
  if (current) pieces.push(current);
  return pieces;
}

interface Run {
  text: string;
  bold: boolean;
}

/** Inline markdown → runs: **bold** kept as bold; *italic*, _italic_, links and code ticks stripped. */
function inlineRuns(markdown: string): Run[] {
  const clean = markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*(?!\*)/g, '$1$2')
    .replace(/(^|\W)_([^_]+)_(?=\W|$)/g, '$1$2');
  const runs: Run[] = [];
  // only **bold**: runs of underscores are fill-in blanks in these sheets
  clean.split(/(\*\*[^*]+\*\*)/).forEach((part) => {
    if (!part) return;
    const bold = /^\*\*.*\*\*$/.test(part);
    runs.push({
      text: toWinAnsi(bold ? part.slice(2, -2) : part)
        .replace(/\[ \]/g, BOX)
        .replace(/\[[xX]\]/g, TICKED_BOX),
      bold,
    });
  });
  return runs;
}

type Block =
  | { kind: 'title' | 'h2' | 'h3' | 'p' | 'quote'; text: string }
  | { kind: 'check'; text: string; checked: boolean; depth: number }
  | { kind: 'bullet'; text: string; depth: number }
  | { kind: 'number'; text: string; label: string; depth: number }
  /** weights: relative column widths, from the separator row's dashes. */
  | { kind: 'table'; rows: string[][]; weights: number[] }
  | { kind: 'rule' }
  | { kind: 'writeLine' };

const TABLE_SEPARATOR = /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/;

/** A row's cells; a cell of only underscores (a blank to fill in) is left empty: the grid is the blank. */
function tableCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim().replace(/^_+$/, ''));
}

function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let quote: string[] = [];
  const flush = (): void => {
    if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    if (quote.length) blocks.push({ kind: 'quote', text: quote.join(' ') });
    paragraph = [];
    quote = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string;
    const text = raw.trim();
    const depth = Math.min(3, Math.floor((raw.length - raw.trimStart().length) / 2));
    let m: RegExpMatchArray | null;
    if (!text) {
      flush();
    } else if ((m = text.match(/^(#{1,6})\s+(.*)$/))) {
      flush();
      const level = (m[1] as string).length;
      blocks.push({ kind: level === 1 ? 'title' : level === 2 ? 'h2' : 'h3', text: (m[2] as string).replace(/\s#+$/, '') });
    } else if (/^(-{3,}|\*{3,}|_{3,})$/.test(text)) {
      flush();
      blocks.push({ kind: 'rule' });
    } else if ((m = text.match(/^[-*+]\s+\[([ xX])\]\s*(.*)$/))) {
      flush();
      blocks.push({ kind: 'check', text: m[2] as string, checked: m[1] !== ' ', depth });
    } else if ((m = text.match(/^[-*+]\s+(.*)$/))) {
      flush();
      blocks.push({ kind: 'bullet', text: m[1] as string, depth });
    } else if ((m = text.match(/^(\d+)[.)]\s+(.*)$/))) {
      flush();
      blocks.push({ kind: 'number', label: `${m[1]}.`, text: m[2] as string, depth });
    } else if (text.includes('|') && TABLE_SEPARATOR.test((lines[i + 1] ?? '').trim())) {
      // a GFM table: header row, separator row, then rows while lines hold a '|'
      flush();
      const rows: string[][] = [tableCells(text)];
      const weights = (lines[i + 1] as string)
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim().length);
      for (i += 2; i < lines.length && (lines[i] as string).includes('|'); i++) rows.push(tableCells(lines[i] as string));
      i--;
      blocks.push({ kind: 'table', rows, weights });
    } else if (/^_{5,}$/.test(text)) {
      flush();
      blocks.push({ kind: 'writeLine' });
    } else if (text.startsWith('>')) {
      if (paragraph.length) flush();
      quote.push(text.replace(/^>\s?/, ''));
    } else {
      if (quote.length) flush();
      paragraph.push(text);
    }
  }
  flush();
  return blocks;
}

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const HEADER_H = 50;
const TOP_Y = PAGE_H - HEADER_H - 38;
const BOTTOM_Y = 64;

/** Lays blocks out onto A4 pages as PDF content-stream operators. */
class PdfLayout {
  readonly pages: string[][] = [];
  private ops: string[] = [];
  private y = TOP_Y;

  constructor(private readonly docTitle: string) {
    this.newPage();
  }

  private newPage(): void {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = TOP_Y;
  }

  private ensure(height: number): void {
    if (this.y - height < BOTTOM_Y) this.newPage();
  }

  /** Lays out a section (a heading and what follows it), on a new page when that keeps it whole. */
  section(blocks: readonly Block[]): void {
    const trial = new PdfLayout('');
    for (const block of blocks) trial.block(block);
    const height = TOP_Y - trial.y;
    if (trial.pages.length === 1 && height > this.y - BOTTOM_Y && this.y < TOP_Y) this.newPage();
    for (const block of blocks) this.block(block);
  }

  /** Word-wraps runs into lines of at most `width` points. */
  private wrap(runs: Run[], size: number, width: number): Run[][] {
    type Word = { text: string; bold: boolean; space: boolean };
    const words: Word[] = [];
    for (const run of runs) {
      const pieces = run.text.split(/(\s+)/);
      for (const piece of pieces) {
        if (!piece) continue;
        if (/^\s+$/.test(piece)) {
          if (words.length) (words[words.length - 1] as Word).space = true;
        } else words.push({ text: piece, bold: run.bold, space: false });
      }
    }
    const lines: Run[][] = [];
    let current: Run[] = [];
    let currentWidth = 0;
    let pendingSpace = false;
    const push = (text: string, bold: boolean): void => {
      const last = current[current.length - 1];
      if (last && last.bold === bold) last.text += text;
      else current.push({ text, bold });
    };
    for (const word of words) {
      let text = word.text;
      const spaceWidth = pendingSpace ? textWidth(' ', size, word.bold) : 0;
      let wordWidth = textWidth(text, size, word.bold);
      if (current.length && currentWidth + spaceWidth + wordWidth > width) {
        lines.push(current);
        current = [];
        currentWidth = 0;
      } else if (pendingSpace && current.length) {
        push(' ', word.bold);
        currentWidth += spaceWidth;
      }
      // a single word wider than the line is broken by characters
      while (wordWidth > width) {
        let cut = text.length;
        while (cut > 1 && textWidth(text.slice(0, cut), size, word.bold) > width) cut--;
        push(text.slice(0, cut), word.bold);
        lines.push(current);
        current = [];
        text = text.slice(cut);
        wordWidth = textWidth(text, size, word.bold);
      }
      push(text, word.bold);
      currentWidth += wordWidth;
      pendingSpace = word.space;
    }
    if (current.length) lines.push(current);
    return lines;
  }

  private textLine(runs: Run[], x: number, y: number, size: number, color: string): void {
    let op = `BT ${rgb(color)} rg`;
    let font = '';
    let cursor = x;
    const boxes: string[] = [];
    for (const run of runs) {
      const next = run.bold ? 'F2' : 'F1';
      if (next !== font) {
        op += ` /${next} ${fmt2(size)} Tf`;
        font = next;
      }
      // text pieces and inline boxes, laid out left to right from x
      for (const piece of splitBoxes(run.text)) {
        const width = textWidth(piece, size, run.bold);
        if (piece === BOX || piece === TICKED_BOX) {
          const side = size * 0.85;
          boxes.push(`${rgb(C.teal)} RG 0.9 w ${fmt2(cursor + 1)} ${fmt2(y - 1.5)} ${fmt2(side)} ${fmt2(side)} re S`);
          if (piece === TICKED_BOX)
            boxes.push(
              `${rgb(C.coral)} RG 1.6 w ${fmt2(cursor + 3)} ${fmt2(y + 3)} m ${fmt2(cursor + 5.5)} ${fmt2(y + 0.5)} l ${fmt2(cursor + side - 1)} ${fmt2(y + side - 3)} l S`,
            );
        } else {
          // each piece is placed absolutely (Tm), so text after a box starts right after it
          op += ` 1 0 0 1 ${fmt2(cursor)} ${fmt2(y)} Tm ${pdfString(piece)} Tj`;
        }
        cursor += width;
      }
    }
    this.ops.push(`${op} ET`, ...boxes);
  }

  private paragraph(
    runs: Run[],
    o: { x: number; size: number; leading: number; color: string; width?: number; keep?: number; marker?: (y: number) => void },
  ): void {
    const lines = this.wrap(runs, o.size, o.width ?? MARGIN + CONTENT_W - o.x);
    lines.forEach((lineRuns, i) => {
      this.ensure(o.leading + (i === 0 ? (o.keep ?? 0) : 0));
      this.y -= o.leading;
      if (i === 0) o.marker?.(this.y);
      this.textLine(lineRuns, o.x, this.y, o.size, o.color);
    });
  }

  block(block: Block): void {
    const ink = '#33393A';
    switch (block.kind) {
      case 'title': {
        this.paragraph(
          inlineRuns(block.text).map((r) => ({ ...r, bold: true })),
          { x: MARGIN, size: 22, leading: 28, color: C.teal },
        );
        this.y -= 10;
        this.ops.push(`${rgb(C.coral)} rg ${MARGIN} ${fmt2(this.y)} 48 3 re f`);
        this.y -= 10;
        break;
      }
      case 'h2':
        this.y -= 12;
        this.paragraph(
          inlineRuns(block.text).map((r) => ({ ...r, bold: true })),
          { x: MARGIN, size: 14, leading: 19, color: C.plum, keep: 40 },
        );
        this.y -= 4;
        break;
      case 'h3':
        this.y -= 6;
        this.paragraph(
          inlineRuns(block.text).map((r) => ({ ...r, bold: true })),
          { x: MARGIN, size: 11.5, leading: 16, color: C.teal, keep: 30 },
        );
        this.y -= 2;
        break;
      case 'p':
        this.paragraph(inlineRuns(block.text), { x: MARGIN, size: 10.5, leading: 15, color: ink });
        this.y -= 7;
        break;
      case 'quote': {
        const top = this.y;
        const startPage = this.pages.length;
        this.paragraph(inlineRuns(block.text), { x: MARGIN + 14, size: 10.5, leading: 15, color: C.teal });
        const barTop = this.pages.length === startPage ? top - 3 : TOP_Y;
        this.ops.push(`${rgb(C.coral)} rg ${MARGIN} ${fmt2(this.y - 4)} 3 ${fmt2(barTop - this.y + 4)} re f`);
        this.y -= 8;
        break;
      }
      case 'check': {
        const x = MARGIN + block.depth * 16;
        this.paragraph(inlineRuns(block.text), {
          x: x + 19,
          size: 10.5,
          leading: 17,
          color: ink,
          marker: (y) => {
            this.ops.push(`${rgb(C.teal)} RG 0.9 w ${fmt2(x)} ${fmt2(y - 1.5)} 10 10 re S`);
            if (block.checked)
              this.ops.push(
                `${rgb(C.coral)} RG 1.6 w ${fmt2(x + 2)} ${fmt2(y + 3.5)} m ${fmt2(x + 4.5)} ${fmt2(y + 0.8)} l ${fmt2(x + 8.5)} ${fmt2(y + 7)} l S`,
              );
          },
        });
        this.y -= 2;
        break;
      }
      case 'bullet': {
        const x = MARGIN + block.depth * 16;
        this.paragraph(inlineRuns(block.text), {
          x: x + 14,
          size: 10.5,
          leading: 15,
          color: ink,
          marker: (y) => this.ops.push(`${rgb(C.coral)} rg ${fmt2(x + 1.5)} ${fmt2(y + 2.2)} 4 4 re f`),
        });
        this.y -= 3;
        break;
      }
      case 'number': {
        const x = MARGIN + block.depth * 16;
        this.paragraph(inlineRuns(block.text), {
          x: x + 18,
          size: 10.5,
          leading: 15,
          color: ink,
          marker: (y) => this.textLine([{ text: toWinAnsi(block.label), bold: true }], x, y, 10.5, C.plum),
        });
        this.y -= 3;
        break;
      }
      case 'rule':
        this.ensure(16);
        this.y -= 8;
        this.ops.push(`${rgb(C.peach)} RG 1 w ${MARGIN} ${fmt2(this.y)} m ${MARGIN + CONTENT_W} ${fmt2(this.y)} l S`);
        this.y -= 8;
        break;
      case 'writeLine':
        this.ensure(24);
        this.y -= 24;
        this.ops.push(`${rgb(C.sandDeep)} RG 0.8 w ${MARGIN} ${fmt2(this.y)} m ${MARGIN + CONTENT_W} ${fmt2(this.y)} l S`);
        break;
      case 'table':
        this.table(block.rows, block.weights);
        break;
    }
  }

  private table(rows: string[][], weights: number[]): void {
    if (!rows.length) return;
    const columns = Math.max(...rows.map((r) => r.length));
    // the wider of the text and the separator's dashes (as the source lays the columns out)
    const natural = Array.from({ length: columns }, (_, c) =>
      Math.max(40, (weights[c] ?? 0) * 5, ...rows.map((r) => textWidth(toWinAnsi(r[c] ?? ''), 9.5, true) + 12)),
    );
    const total = natural.reduce((a, b) => a + b, 0);
    const widths = natural.map((w) => (w / total) * CONTENT_W);
    const size = 9.5;
    const drawRow = (row: string[], header: boolean): void => {
      const cells = widths.map((w, c) =>
        this.wrap(inlineRuns(row[c] ?? ''), size, w - 10).map((l) => (header ? l.map((r) => ({ ...r, bold: true })) : l)),
      );
      const height = Math.max(22, ...cells.map((l) => l.length * 12.5 + 9));
      if (this.y - height < BOTTOM_Y) {
        this.newPage();
        if (!header && rows[0]) drawRow(rows[0], true);
      }
      const top = this.y;
      if (header) this.ops.push(`${rgb(C.peach)} rg ${MARGIN} ${fmt2(top - height)} ${fmt2(CONTENT_W)} ${fmt2(height)} re f`);
      let x = MARGIN;
      cells.forEach((lines, c) => {
        lines.forEach((l, i) => this.textLine(l, x + 5, top - 13 - i * 12.5, size, header ? C.teal : '#33393A'));
        this.ops.push(`${rgb(C.sandDeep)} RG 0.6 w ${fmt2(x)} ${fmt2(top - height)} ${fmt2(widths[c] ?? 0)} ${fmt2(height)} re S`);
        x += widths[c] ?? 0;
      });
      this.y -= height;
    };
    this.y -= 4;
    rows.forEach((row, i) => drawRow(row, i === 0));
    this.y -= 10;
  }

  /** The header bar and footer go on every page once the page count is known. */
  finish(): string[] {
    const count = this.pages.length;
    return this.pages.map((ops, i) => {
      const header = [
        `${rgb(C.coral)} rg 0 ${PAGE_H - HEADER_H} ${PAGE_W} ${HEADER_H} re f`,
        `BT ${rgb(C.white)} rg /F2 17 Tf ${MARGIN} ${PAGE_H - 32} Td ${pdfString('Mama Village')} Tj ET`,
      ];
      const tagline = toWinAnsi('Community & Resources for Mums');
      header.push(
        `BT ${rgb(C.white)} rg /F1 9 Tf ${fmt2(PAGE_W - MARGIN - textWidth(tagline, 9, false))} ${PAGE_H - 30} Td ${pdfString(tagline)} Tj ET`,
      );
      const pageLabel = toWinAnsi(`Page ${i + 1} of ${count}`);
      const title = toWinAnsi(this.docTitle);
      const footer = [
        `${rgb(C.peach)} RG 0.8 w ${MARGIN} 44 m ${PAGE_W - MARGIN} 44 l S`,
        `BT ${rgb('#7A7F80')} rg /F1 8 Tf ${MARGIN} 30 Td ${pdfString(title)} Tj ET`,
        `BT ${rgb('#7A7F80')} rg /F1 8 Tf ${fmt2(PAGE_W - MARGIN - textWidth(pageLabel, 8, false))} 30 Td ${pdfString(pageLabel)} Tj ET`,
      ];
      return [...header, ...ops, ...footer].join('\n');
    });
  }
}

/** Assembles a PDF 1.4 file with a correct cross-reference table. Strings are bytes (latin1). */
function buildPdf(title: string, pageStreams: string[]): Buffer {
  const objects: string[] = [];
  const fontObject = (base: string): string => `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`;
  // 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then page + content pairs
  const pageIds = pageStreams.map((_, i) => 6 + i * 2);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
  objects.push(fontObject('Helvetica'), fontObject('Helvetica-Bold'));
  objects.push(`<< /Title ${pdfString(toWinAnsi(title))} /Author (Mama Village) /Producer (Mama Village draw-demo-assets) >>`);
  pageStreams.forEach((stream, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${(pageIds[i] as number) + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  });
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Structural check of our own output: header, xref offsets, stream lengths, page count. */
export function checkPdf(bytes: Buffer): { ok: boolean; pages: number; errors: string[] } {
  const text = bytes.toString('latin1');
  const errors: string[] = [];
  if (!text.startsWith('%PDF-1.4\n')) errors.push('header is not %PDF-1.4');
  const start = text.lastIndexOf('startxref');
  const xrefOffset = Number(
    text
      .slice(start + 9)
      .trim()
      .split(/\s+/)[0],
  );
  if (!text.startsWith('xref', xrefOffset)) errors.push(`startxref ${xrefOffset} does not point at xref`);
  const header = text.slice(xrefOffset).split('\n');
  const count = Number((header[1] ?? '').split(' ')[1]);
  for (let i = 1; i < count; i++) {
    const entry = header[2 + i] ?? '';
    if (entry.length !== 19 || !entry.endsWith(' n ')) errors.push(`xref entry ${i} malformed`);
    const offset = Number(entry.slice(0, 10));
    if (!text.startsWith(`${i} 0 obj`, offset)) errors.push(`object ${i} not at offset ${offset}`);
  }
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const begin = (match.index ?? 0) + match[0].length;
    if (!text.startsWith('\nendstream', begin + Number(match[1]))) errors.push(`stream at ${begin} has a wrong /Length`);
  }
  if (!text.endsWith('%%EOF\n')) errors.push('no %%EOF');
  const pages = Number(/\/Type \/Pages .*\/Count (\d+)/.exec(text)?.[1] ?? 0);
  return { ok: errors.length === 0, pages, errors };
}

export function markdownToPdf(source: string, fallbackTitle: string): { pdf: Buffer; title: string } {
  const blocks = parseMarkdown(source);
  const titleBlock = blocks.find((b) => b.kind === 'title');
  const title = titleBlock && 'text' in titleBlock ? titleBlock.text.replace(/[*_`]/g, '') : fallbackTitle;
  const layout = new PdfLayout(title);
  // sections start at each ## heading (the title and intro form the first)
  const sections: Block[][] = [[]];
  for (const block of blocks) {
    if (block.kind === 'h2') sections.push([]);
    (sections[sections.length - 1] as Block[]).push(block);
  }
  for (const section of sections) layout.section(section);
  return { pdf: buildPdf(title, layout.finish()), title };
}
