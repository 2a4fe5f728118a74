import { type HeadTag, renderHeadTags } from '../../shared/lib/seo/meta';
import type { RouteHead } from '../lib/route-head';

interface MatchHead {
  meta?: unknown;
  links?: unknown;
  headScripts?: unknown;
}

function headTag(meta: RouteHead['meta'][number]): HeadTag {
  if ('title' in meta) return { tag: 'title', text: meta.title };
  return 'name' in meta
    ? { tag: 'meta', name: meta.name, content: meta.content }
    : { tag: 'meta', property: meta.property, content: meta.content };
}

/**
 * The HTML of a page's own head: the head of the deepest route that gives one (a page's head is
 * whole: its title, description, canonical address, sharing tags and JSON-LD together), or null
 * for a page without one, which keeps the shell's title and description.
 */
export function headTagsHtml(matches: readonly MatchHead[]): string | null {
  const own = matches.findLast((match) => match.meta || match.links || match.headScripts);
  if (!own) return null;
  const head = own as { meta?: RouteHead['meta']; links?: RouteHead['links']; headScripts?: RouteHead['scripts'] };
  const tags = [...(head.meta ?? []).map(headTag), ...(head.links ?? []).map((link): HeadTag => ({ tag: 'link', ...link }))];
  return [
    renderHeadTags(tags),
    // routeHead wrote the JSON safe for a script element; `<` once more, so nothing can close it.
    ...(head.headScripts ?? []).map(
      (script) => `<script type="application/ld+json">${script.children.replaceAll('<', '\\u003c')}</script>`,
    ),
  ].join('\n    ');
}
