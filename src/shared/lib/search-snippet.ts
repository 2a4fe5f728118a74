import { SNIPPET_MARK } from '../constants/search';

export interface SnippetPart {
  text: string;
  marked: boolean;
}

const ENTITY = /&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos);/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescape(text: string): string {
  return text.replace(ENTITY, (_, entity: string) => {
    if (entity[0] !== '#') return NAMED[entity.toLowerCase()]!;
    const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

/**
 * A search result's snippet (plain text, HTML-escaped, matches in <mark>…</mark>) as text parts
 * to render as React text and <mark> elements: no HTML is ever parsed.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const piece of snippet.split(/(<mark>|<\/mark>)/)) {
    if (piece === SNIPPET_MARK.open) marked = true;
    else if (piece === SNIPPET_MARK.close) marked = false;
    else if (piece) parts.push({ text: unescape(piece), marked });
  }
  return parts;
}
