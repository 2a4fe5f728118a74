import { findMentions } from './mentions';

/**
 * Forum posts are plain text (PRODUCT.md): the only things shown specially are web addresses
 * (as links) and `@username` mentions (highlighted). This splits a post into those pieces;
 * the client renders each as a React text node or element, never as HTML.
 */
export type PostToken =
  | { type: 'text'; text: string }
  | { type: 'link'; text: string; href: string }
  | { type: 'mention'; text: string; username: string };

// 'http://' or 'https://' (any case) at a word boundary, up to white space or a character that
// can't be in an address written in text. Nothing else ('javascript:', 'data:', 'www.' without
// a scheme) ever becomes a link.
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends the sentence rather than the address: 'see https://a.com/x.'
const TRAILING_PUNCTUATION = /[.,;:!?*]+$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Drops sentence punctuation and closing brackets the address didn't open: '(see https://a.com/x)'. */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const before = address;
    address = address.replace(TRAILING_PUNCTUATION, '');
    const last = address.at(-1);
    if (last && last in CLOSERS && count(address, last) > count(address, CLOSERS[last]!)) address = address.slice(0, -1);
    if (address === before) return address;
  }
}

/** The address as a link target, or null when it doesn't parse as http(s) with a host. */
function toHref(address: string): string | null {
  try {
    const url = new URL(address);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

interface Span {
  start: number;
  end: number;
  token: Exclude<PostToken, { type: 'text' }>;
}

function linkSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const address = trimAddress(match[0]);
    const href = toHref(address);
    if (!href) continue;
    spans.push({ start: match.index, end: match.index + address.length, token: { type: 'link', text: address, href } });
  }
  return spans;
}

/** The post as text, link and mention tokens, in order; joined, their texts give back the post. */
export function tokenizePost(text: string): PostToken[] {
  const links = linkSpans(text);
  const mentions: Span[] = findMentions(text)
    // A mention inside an address is part of the address.
    .filter((mention) => !links.some((link) => mention.start < link.end && mention.end > link.start))
    .map((mention) => ({
      start: mention.start,
      end: mention.end,
      token: { type: 'mention', text: text.slice(mention.start, mention.end), username: mention.username },
    }));
  const spans = [...links, ...mentions].sort((a, b) => a.start - b.start);

  const tokens: PostToken[] = [];
  let position = 0;
  for (const span of spans) {
    if (span.start > position) tokens.push({ type: 'text', text: text.slice(position, span.start) });
    tokens.push(span.token);
    position = span.end;
  }
  if (position < text.length) tokens.push({ type: 'text', text: text.slice(position) });
  return tokens;
}
