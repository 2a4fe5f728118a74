/**
 * Job A: one SVG illustration for every /uploads/demo/<kind>/<name>.svg address the demo seed
 * content points at (src/server/db/seed/content/*.ts) and the demo members' avatars
 * (src/server/db/seed/members.ts), written to public/uploads/demo/<kind>/<name>.svg. Drawings no
 * content points at any more are removed.
 */
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  SeedAuthor,
  SeedBlogPost,
  SeedComparison,
  SeedPerk,
  SeedRecipe,
  SeedResource,
  SeedSiteContent,
} from '../../src/server/db/seed/content/types';
import type { DemoMember } from '../../src/server/db/seed/members';
import { ROOT, writeSvg } from './files';
import {
  drawBrand,
  drawHero,
  drawMasterclass,
  drawNutrition,
  drawParenting,
  drawProduct,
  drawProductBlog,
  drawRecipe,
  drawSelfCare,
  drawSleep,
  topicOf,
} from './motifs';
import { drawAuthor, usedMemberLooks } from './people';
import { Art, Rng } from './svg';

const CONTENT_DIR = path.join(ROOT, 'src/server/db/seed/content');
const DEMO_DIR = path.join(ROOT, 'public/uploads/demo');
const DEMO_PREFIX = '/uploads/demo/';

type Source = 'author' | 'member' | 'blog' | 'recipe' | 'masterclass' | 'brand' | 'site' | 'product';

interface Job {
  address: string;
  source: Source;
  title: string;
  /** category, site-content key, comparison name … whatever helps choose the motif. */
  context: string;
}

interface ContentModule {
  file: string;
  exportName: string;
  jobs: (items: unknown[]) => Job[];
}

const CONTENT_MODULES: readonly ContentModule[] = [
  {
    file: 'authors.ts',
    exportName: 'DEMO_AUTHORS',
    jobs: (items) => (items as SeedAuthor[]).map((a) => ({ address: a.avatar, source: 'author', title: `${a.name}, ${a.role}`, context: a.key })),
  },
  {
    // The forum's demo members live beside the seed, not in content/; those without an avatar show initials.
    file: '../members.ts',
    exportName: 'DEMO_MEMBERS',
    jobs: (items) =>
      (items as DemoMember[])
        .filter((m) => m.avatar)
        .map((m) => ({ address: m.avatar ?? '', source: 'member', title: m.displayName, context: m.username })),
  },
  {
    file: 'blog-posts.ts',
    exportName: 'DEMO_BLOG_POSTS',
    jobs: (items) => (items as SeedBlogPost[]).map((p) => ({ address: p.image, source: 'blog', title: p.title, context: p.category })),
  },
  {
    file: 'recipes.ts',
    exportName: 'DEMO_RECIPES',
    jobs: (items) => (items as SeedRecipe[]).map((r) => ({ address: r.image, source: 'recipe', title: r.title, context: '' })),
  },
  {
    file: 'resources.ts',
    exportName: 'DEMO_RESOURCES',
    jobs: (items) =>
      (items as SeedResource[])
        .filter((r) => r.masterclassImage)
        .map((r) => ({ address: r.masterclassImage ?? '', source: 'masterclass', title: r.title, context: r.categories.join(' ') })),
  },
  {
    file: 'perks.ts',
    exportName: 'DEMO_PERKS',
    jobs: (items) => (items as SeedPerk[]).map((p) => ({ address: p.brandLogo, source: 'brand', title: p.brandName, context: p.category })),
  },
  {
    file: 'site-content.ts',
    exportName: 'DEMO_SITE_CONTENT',
    jobs: (items) =>
      (items as SeedSiteContent[])
        .filter((s) => s.content.image)
        .map((s) => ({ address: s.content.image ?? '', source: 'site', title: s.content.title ?? s.name, context: s.key })),
  },
  {
    file: 'comparisons.ts',
    exportName: 'DEMO_COMPARISONS',
    jobs: (items) =>
      (items as SeedComparison[]).flatMap((c) =>
        c.products.map((p) => ({ address: p.image, source: 'product' as const, title: `${p.brand} ${p.name}`, context: `${c.slug} ${c.name} ${p.bestFor}` })),
      ),
  },
];

const ADDRESS = /^\/uploads\/demo\/([a-z0-9][a-z0-9-]*)\/([a-z0-9][a-z0-9._-]*)\.svg$/;

function drawJob(job: Job): string {
  const name = job.address.slice(DEMO_PREFIX.length);
  const rng = new Rng(name);
  const text = `${job.title} ${job.context}`.toLowerCase();
  switch (job.source) {
    case 'author': {
      const art = new Art(400, 400, rng);
      drawAuthor(art, job.title);
      return art.svg(job.title);
    }
    case 'member': {
      const art = new Art(400, 400, rng);
      drawAuthor(art, job.title, usedMemberLooks);
      return art.svg(job.title);
    }
    case 'brand': {
      const art = new Art(400, 400, rng);
      drawBrand(art, job.title, job.context);
      return art.svg(`${job.title} logo`);
    }
    case 'product': {
      const art = new Art(800, 800, rng);
      drawProduct(art, job.title, job.context);
      return art.svg(job.title);
    }
    case 'recipe': {
      const art = new Art(1200, 800, rng);
      drawRecipe(art, job.title);
      return art.svg(job.title);
    }
    case 'masterclass': {
      const art = new Art(1200, 800, rng);
      drawMasterclass(art, job.title, topicOf(text));
      return art.svg(job.title);
    }
    case 'site': {
      const art = new Art(1200, 800, rng);
      if (job.context === 'home_hero') drawHero(art);
      else if (/recipe/.test(job.context)) drawRecipe(art, job.title);
      else drawMasterclass(art, job.title, topicOf(job.context.includes('masterclass') ? 'village' : text));
      return art.svg(job.title);
    }
    case 'blog': {
      const art = new Art(1200, 800, rng);
      const category = job.context;
      if (category === 'sleep-routines') drawSleep(art, job.title);
      else if (category === 'nutrition') drawNutrition(art, job.title);
      else if (category === 'self-care') drawSelfCare(art, job.title);
      else if (category === 'product-reviews') drawProductBlog(art, job.title);
      else drawParenting(art, job.title);
      return art.svg(job.title);
    }
  }
}

async function loadJobs(): Promise<{ jobs: Job[]; missing: string[]; problems: string[] }> {
  const jobs: Job[] = [];
  const missing: string[] = [];
  const problems: string[] = [];
  for (const mod of CONTENT_MODULES) {
    const file = path.join(CONTENT_DIR, mod.file);
    if (!existsSync(file)) {
      missing.push(mod.file);
      continue;
    }
    try {
      const loaded = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      const items = loaded[mod.exportName];
      if (!Array.isArray(items)) {
        problems.push(`${mod.file}: no array export ${mod.exportName}`);
        missing.push(mod.file);
        continue;
      }
      jobs.push(...mod.jobs(items));
    } catch (error) {
      problems.push(`${mod.file}: ${(error as Error).message}`);
      missing.push(mod.file);
    }
  }
  return { jobs, missing, problems };
}

async function listSvgs(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.svg')).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Draws every job; returns the count per kind, and the content modules missing or unreadable (then
 * no drawing is removed: their images were not drawn this time).
 */
export async function drawIllustrations(report: string[]): Promise<{ counts: Map<string, number>; missing: string[]; problems: string[] }> {
  const { jobs, missing, problems } = await loadJobs();
  const written = new Set<string>();
  const counts = new Map<string, number>();
  for (const job of jobs) {
    const match = ADDRESS.exec(job.address);
    if (!match) {
      report.push(`skipped (not a /uploads/demo/<kind>/<name>.svg address): ${job.address || '(empty)'} for ${job.source} "${job.title}"`);
      continue;
    }
    const file = path.join(DEMO_DIR, match[1] as string, `${match[2] as string}.svg`);
    if (written.has(file)) continue;
    written.add(file);
    await writeSvg(file, drawJob(job), report);
    counts.set(match[1] as string, (counts.get(match[1] as string) ?? 0) + 1);
  }
  if (missing.length === 0) {
    for (const file of await listSvgs(DEMO_DIR)) {
      if (!written.has(file)) {
        await rm(file);
        report.push(`removed stale ${path.relative(ROOT, file)}`);
      }
    }
  }
  return { counts, missing, problems };
}
