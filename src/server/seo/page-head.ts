import { TRPCError } from '@trpc/server';
import { INFO_PAGE_PATHS, INFO_PAGES } from '../../shared/constants/info-pages';
import { OG_IMAGE_PATHS, SEO_TEXT } from '../../shared/constants/seo';
import type { RecipeIngredientGroup } from '../../shared/constants/recipes';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  type Crumb,
  type JsonLd,
  jsonLdScript,
  organizationJsonLd,
  recipeJsonLd,
  websiteJsonLd,
} from '../../shared/lib/seo/json-ld';
import { type PageMetaInput, pageMeta, renderHeadTags, summaryOf } from '../../shared/lib/seo/meta';
import type { SharedCache } from '../cache/shared-cache';
import type { CacheTag } from '../cache/tags';
import { blogPostBySlug } from '../content/blog';
import { recipeBySlug } from '../content/recipes';
import { publicResourceById } from '../content/resources';
import { siteContentByKey } from '../content/site-content';
import { threadById } from '../community/threads';
import { topicById } from '../community/topics';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

/**
 * The head a public page is sent with (title, description, canonical address, Open Graph,
 * Twitter, JSON-LD), so crawlers and link previews that don't run JavaScript read the page's own.
 * The client app still draws the page; server rendering can take these heads as they are.
 */

export interface PageHead {
  /** HTML for inside <head>: the tags and the JSON-LD scripts. */
  html: string;
  status: 200 | 404;
}

interface HeadServices {
  db: Db;
  cache: SharedCache;
  publicUrl: string;
  logger: Logger;
}

type HeadSource = Omit<PageMetaInput, 'publicUrl' | 'path'> & { jsonLd?: JsonLd[] };

interface PageKind {
  pattern: RegExp;
  tag: CacheTag;
  build: (db: Db, publicUrl: string, match: RegExpExecArray) => Promise<HeadSource>;
}

const HOME: Crumb = { name: SEO_TEXT.home, path: '/' };
const BLOG: Crumb = { name: SEO_TEXT.pages.blog.title, path: '/blog' };
const RECIPES: Crumb = { name: SEO_TEXT.pages.recipes.title, path: '/recipes' };
const RESOURCES: Crumb = { name: SEO_TEXT.pages.resources.title, path: '/resources' };
const COMMUNITY: Crumb = { name: SEO_TEXT.pages.community.title, path: '/community' };

/** An id in a path: a positive integer the database can hold, else the page can't exist. */
function pathId(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new TRPCError({ code: 'NOT_FOUND' });
  return id;
}

function ingredientLines(groups: RecipeIngredientGroup[]): string[] {
  return groups.flatMap((group) =>
    group.items.map((item) => {
      const line = [item.quantity, item.unit, item.item]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' ');
      return item.note.trim() ? `${line} (${item.note.trim()})` : line;
    }),
  );
}

const listPage = (page: { title: string; description: string }, crumb: Crumb) => ({
  tag: 'content' as const,
  build: async (_db: Db, publicUrl: string): Promise<HeadSource> => ({
    ...page,
    jsonLd: [breadcrumbJsonLd(publicUrl, [HOME, crumb])],
  }),
});

const infoPages: PageKind[] = (Object.keys(INFO_PAGE_PATHS) as (keyof typeof INFO_PAGE_PATHS)[]).map((key) => ({
  pattern: new RegExp(`^${INFO_PAGE_PATHS[key]}$`),
  tag: 'content',
  build: async () => ({ ...INFO_PAGES[key] }),
}));

const PAGE_KINDS: PageKind[] = [
  {
    pattern: /^\/$/,
    tag: 'content',
    build: async (db, publicUrl) => {
      const hero = await siteContentByKey(db, 'home_hero').catch((error: unknown) => {
        if (error instanceof TRPCError && error.code === 'NOT_FOUND') return null;
        throw error;
      });
      return {
        description: summaryOf(hero?.content.description || hero?.content.subtitle || SEO_TEXT.defaultDescription, 200),
        jsonLd: [organizationJsonLd(publicUrl), websiteJsonLd(publicUrl)],
      };
    },
  },
  { pattern: /^\/blog$/, ...listPage(SEO_TEXT.pages.blog, BLOG) },
  {
    pattern: /^\/blog\/([^/]+)$/,
    tag: 'content',
    build: async (db, publicUrl, match) => {
      const post = await blogPostBySlug(db, decodeURIComponent(match[1]!));
      const path = `/blog/${post.slug}`;
      const image = post.image ? OG_IMAGE_PATHS.blog(post.slug) : OG_IMAGE_PATHS.default;
      const description = post.description || summaryOf(post.body);
      return {
        title: post.title,
        description,
        image,
        type: 'article',
        jsonLd: [
          articleJsonLd(publicUrl, {
            title: post.title,
            description,
            path,
            image,
            publishedAt: post.publishedAt,
            authorName: post.author?.name,
          }),
          breadcrumbJsonLd(publicUrl, [HOME, BLOG, { name: post.title, path }]),
        ],
      };
    },
  },
  { pattern: /^\/recipes$/, ...listPage(SEO_TEXT.pages.recipes, RECIPES) },
  {
    pattern: /^\/recipes\/([^/]+)$/,
    tag: 'content',
    build: async (db, publicUrl, match) => {
      const recipe = await recipeBySlug(db, decodeURIComponent(match[1]!));
      const path = `/recipes/${recipe.slug}`;
      const image = recipe.image ? OG_IMAGE_PATHS.recipe(recipe.slug) : OG_IMAGE_PATHS.default;
      return {
        title: recipe.title,
        description: recipe.description,
        image,
        type: 'article',
        jsonLd: [
          recipeJsonLd(publicUrl, {
            title: recipe.title,
            description: recipe.description,
            path,
            image,
            prepMinutes: recipe.prepTime,
            cookMinutes: recipe.cookTime,
            servings: recipe.servings,
            ingredients: ingredientLines(recipe.ingredients),
            steps: recipe.steps,
            category: recipe.perfectFor,
          }),
          breadcrumbJsonLd(publicUrl, [HOME, RECIPES, { name: recipe.title, path }]),
        ],
      };
    },
  },
  { pattern: /^\/resources$/, ...listPage(SEO_TEXT.pages.resources, RESOURCES) },
  {
    pattern: /^\/resources\/id\/([^/]+)$/,
    tag: 'content',
    build: async (db, publicUrl, match) => {
      // The public part only: never the file's name or its download address.
      const resource = await publicResourceById(db, pathId(match[1]!));
      const path = `/resources/id/${resource.id}`;
      return {
        title: resource.title,
        description: resource.description || summaryOf(resource.body),
        jsonLd: [breadcrumbJsonLd(publicUrl, [HOME, RESOURCES, { name: resource.title, path }])],
      };
    },
  },
  { pattern: /^\/community(\/landing)?$/, ...listPage(SEO_TEXT.pages.community, COMMUNITY), tag: 'forum' },
  {
    pattern: /^\/community\/topic\/([^/]+)$/,
    tag: 'forum',
    build: async (db, publicUrl, match) => {
      const topic = await topicById(db, pathId(match[1]!));
      return {
        title: topic.name,
        description: topic.description,
        jsonLd: [breadcrumbJsonLd(publicUrl, [HOME, COMMUNITY, { name: topic.name, path: `/community/topic/${topic.id}` }])],
      };
    },
  },
  {
    pattern: /^\/community\/threads?\/([^/]+)$/,
    tag: 'forum',
    build: async (db, publicUrl, match) => {
      // The thread's words only: no author name goes into a preview.
      const thread = await threadById(db, pathId(match[1]!));
      return {
        title: thread.title,
        description: summaryOf(thread.content),
        jsonLd: [
          breadcrumbJsonLd(publicUrl, [
            HOME,
            COMMUNITY,
            { name: thread.topic.name, path: `/community/topic/${thread.topic.id}` },
            { name: thread.title, path: `/community/thread/${thread.id}` },
          ]),
        ],
      };
    },
  },
  ...infoPages,
];

/** The canonical form of a page's path: no trailing slash but the root's. */
function canonicalPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function render(publicUrl: string, path: string, source: HeadSource): string {
  const { jsonLd = [], ...meta } = source;
  const canonical = path.replace(/^\/community\/threads\//, '/community/thread/').replace(/^\/community\/landing$/, '/community');
  return [renderHeadTags(pageMeta({ ...meta, path: canonical, publicUrl })), ...jsonLd.map((value) => jsonLdScript(value))].join('\n    ');
}

export function notFoundHead(publicUrl: string, path: string): PageHead {
  const tags = pageMeta({ title: SEO_TEXT.notFound, description: SEO_TEXT.notFoundDescription, path, publicUrl, noindex: true });
  return { html: renderHeadTags(tags), status: 404 };
}

/**
 * The head of a public content page, or null for a page this doesn't describe (members', the
 * admin's: they keep the shell's). Kept per path in the shared cache under the tag of its data
 * (only pages that exist: made-up addresses can't push real ones out); a missing post, recipe,
 * resource or thread answers 404 with a not-found title.
 */
export async function pageHead(services: HeadServices, requestPath: string): Promise<PageHead | null> {
  const path = canonicalPath(requestPath);
  for (const kind of PAGE_KINDS) {
    const match = kind.pattern.exec(path);
    if (!match) continue;
    const key = `head:${path}`;
    const kept = services.cache.peek<PageHead>(key);
    if (kept) return kept;
    const generation = services.cache.generation(kind.tag);
    try {
      const head: PageHead = {
        html: render(services.publicUrl, path, await kind.build(services.db, services.publicUrl, match)),
        status: 200,
      };
      services.cache.put(kind.tag, key, head, generation);
      return head;
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'NOT_FOUND') return notFoundHead(services.publicUrl, path);
      if (error instanceof URIError) return notFoundHead(services.publicUrl, path);
      // The database out of reach: the page still loads, with the shell's own head.
      services.logger.error({ path, error: String(error) }, 'page head not built');
      return null;
    }
  }
  return null;
}
