import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  authorsFile,
  blogCategoriesFile,
  blogPostFrontMatter,
  comparisonsFile,
  contentRefsFile,
  type DemoData,
  forumTopicsFile,
  membersFile,
  perksFile,
  type ProductionData,
  recipesFile,
  resourceFrontMatter,
  siteContentFile,
  threadFile,
} from './schemas';

/**
 * The seed data, read from files and checked with zod (./schemas.ts) at every seed:
 *
 *   data/production/   what every site needs: blog-categories.json, forum-topics.json, site-content.json
 *   data/demo/         what SEED_DEMO adds: members.json, authors.json, recipes.json, perks.json,
 *                      comparisons.json, blog-posts/<slug>.md, resources/<name>.md,
 *                      community/threads/<key>.json, community/likes.json, community/saved-items.json
 *
 * A `.md` file starts with front matter between `---` lines, one `key: value` a line, each value
 * written in JSON ("text" in double quotes, true, 12, ["a", "b"]); the Markdown body follows.
 * A file that doesn't fit stops the seed with an error naming the file and what is wrong.
 */
export const SEED_DATA_DIR = path.join(import.meta.dirname, 'data');

export class SeedDataError extends Error {
  constructor(file: string, problem: string) {
    const relative = path.relative(process.cwd(), file);
    super(`Seed data file ${relative && !relative.startsWith('..') ? relative : file}: ${problem}`);
    this.name = 'SeedDataError';
  }
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new SeedDataError(file, (error as Error).message);
  }
}

function check<S extends z.ZodType>(file: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new SeedDataError(file, `\n${z.prettifyError(result.error)}`);
  return result.data;
}

function readJson<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(read(file));
  } catch (error) {
    if (error instanceof SeedDataError) throw error;
    throw new SeedDataError(file, `not valid JSON (${(error as Error).message})`);
  }
  return check(file, schema, value);
}

/** Splits a `.md` file into its front matter (checked with the schema) and its Markdown body. */
export function parseMarkdownFile<S extends z.ZodType>(file: string, source: string, schema: S): { meta: z.output<S>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new SeedDataError(file, 'must start with front matter between two --- lines');
  const meta: Record<string, unknown> = {};
  match[1]!.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    const where = `front matter line ${i + 2}`;
    const entry = /^([A-Za-z][A-Za-z0-9]*):\s*(.*)$/.exec(line);
    if (!entry) throw new SeedDataError(file, `${where}: expected key: value`);
    const [, key, value] = entry as unknown as [string, string, string];
    if (key in meta) throw new SeedDataError(file, `${where}: ${key} given twice`);
    try {
      meta[key] = JSON.parse(value);
    } catch {
      throw new SeedDataError(file, `${where}: the value of ${key} is not JSON (text goes in double quotes)`);
    }
  });
  const body = match[2]!.trim();
  if (!body) throw new SeedDataError(file, 'has no Markdown body after its front matter');
  return { meta: check(file, schema, meta), body };
}

/** The files of a folder with this extension, by name; anything else there is an error. */
function filesIn(dir: string, extension: string): { name: string; file: string }[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch (error) {
    throw new SeedDataError(dir, (error as Error).message);
  }
  return names.map((fileName) => {
    const file = path.join(dir, fileName);
    const name = fileName.slice(0, -extension.length);
    if (!fileName.endsWith(extension) || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) {
      throw new SeedDataError(file, `unexpected here: this folder holds <slug>${extension} files only`);
    }
    return { name, file };
  });
}

export function loadProductionData(root: string = SEED_DATA_DIR): ProductionData {
  const dir = path.join(root, 'production');
  return {
    blogCategories: readJson(path.join(dir, 'blog-categories.json'), blogCategoriesFile),
    forumTopics: readJson(path.join(dir, 'forum-topics.json'), forumTopicsFile),
    siteContent: readJson(path.join(dir, 'site-content.json'), siteContentFile),
  };
}

/**
 * The demo content, in the order it is seeded: posts and resources by publication date, threads
 * oldest first (so ids grow with time, as on a real site). References between files (a post's
 * author, a thread's topic and members, a like's item) are checked too.
 */
export function loadDemoData(root: string = SEED_DATA_DIR): DemoData {
  const dir = path.join(root, 'demo');
  const community = path.join(dir, 'community');
  const byDateThenName = (a: { publishedAt: string; name: string }, b: { publishedAt: string; name: string }) =>
    a.publishedAt.localeCompare(b.publishedAt) || a.name.localeCompare(b.name);

  const data: DemoData = {
    members: readJson(path.join(dir, 'members.json'), membersFile),
    authors: readJson(path.join(dir, 'authors.json'), authorsFile),
    blogPosts: filesIn(path.join(dir, 'blog-posts'), '.md')
      .map(({ name, file }) => {
        const { meta, body } = parseMarkdownFile(file, read(file), blogPostFrontMatter);
        return { name, slug: name, ...meta, body };
      })
      .sort(byDateThenName)
      .map(({ name: _name, ...post }) => post),
    recipes: readJson(path.join(dir, 'recipes.json'), recipesFile),
    resources: filesIn(path.join(dir, 'resources'), '.md')
      .map(({ name, file }) => {
        const { meta, body } = parseMarkdownFile(file, read(file), resourceFrontMatter);
        return { name, ...meta, body };
      })
      .sort(byDateThenName)
      .map(({ name: _name, ...resource }) => resource),
    perks: readJson(path.join(dir, 'perks.json'), perksFile),
    comparisons: readJson(path.join(dir, 'comparisons.json'), comparisonsFile),
    threads: filesIn(path.join(community, 'threads'), '.json')
      .map(({ name, file }) => ({ key: name, ...readJson(file, threadFile) }))
      .sort((a, b) => b.postedHoursAgo - a.postedHoursAgo || a.key.localeCompare(b.key)),
    likes: readJson(path.join(community, 'likes.json'), contentRefsFile),
    savedItems: readJson(path.join(community, 'saved-items.json'), contentRefsFile),
  };
  checkReferences(dir, data, loadProductionData(root));
  return data;
}

/** What one file names in another must be there: every problem found, in one error. */
function checkReferences(dir: string, data: DemoData, production: ProductionData): void {
  const problems: string[] = [];
  const expect = (ok: boolean, where: string, problem: string) => {
    if (!ok) problems.push(`${where}: ${problem}`);
  };
  const members = new Set(data.members.map((m) => m.username));
  const posters = new Set([...members, 'team']);
  const authors = new Set(data.authors.map((a) => a.key));
  const topics = new Set(production.forumTopics.map((t) => t.slug));
  const items = {
    recipe: new Set(data.recipes.map((r) => r.slug)),
    blog_post: new Set(data.blogPosts.map((p) => p.slug)),
    thread: new Set(data.threads.map((t) => t.key)),
  };

  for (const post of data.blogPosts) {
    expect(authors.has(post.author), `blog-posts/${post.slug}.md`, `author "${post.author}" is not a key in authors.json`);
  }
  for (const thread of data.threads) {
    const where = `community/threads/${thread.key}.json`;
    expect(topics.has(thread.topic), where, `topic "${thread.topic}" is not in production/forum-topics.json`);
    expect(posters.has(thread.author), where, `author "${thread.author}" is neither a username in members.json nor "team"`);
    thread.replies.forEach((reply, i) =>
      expect(posters.has(reply.author), where, `replies[${i}].author "${reply.author}" is neither a username in members.json nor "team"`),
    );
  }
  for (const [file, refs] of [
    ['likes.json', data.likes],
    ['saved-items.json', data.savedItems],
  ] as const) {
    refs.forEach((ref, i) => {
      const where = `community/${file}`;
      expect(members.has(ref.member), where, `[${i}].member "${ref.member}" is not a username in members.json`);
      expect(items[ref.contentType].has(ref.ref), where, `[${i}].ref "${ref.ref}" is no demo ${ref.contentType.replace('_', ' ')}`);
    });
  }
  if (problems.length > 0) throw new SeedDataError(dir, `references that lead nowhere:\n${problems.join('\n')}`);
}
