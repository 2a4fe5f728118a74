/**
 * Job A: one SVG illustration for every /uploads/demo/<kind>/<name>.svg address the seed data
 * points at (src/server/db/seed/data/: the demo content, the demo members' avatars and the default
 * site content's images), written to public/uploads/demo/<kind>/<name>.svg. Drawings nothing
 * points at any more are removed.
 */
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadDemoData, loadProductionData } from '../../src/server/db/seed/data';
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

/** The drawings, in the order they are drawn (portraits avoid the looks of those drawn before them). */
function loadJobs(): Job[] {
  const demo = loadDemoData();
  const production = loadProductionData();
  return [
    ...demo.authors.map((a): Job => ({ address: a.avatar, source: 'author', title: `${a.name}, ${a.role}`, context: a.key })),
    // Members without an avatar show initials.
    ...demo.members.flatMap((m): Job[] =>
      m.avatar ? [{ address: m.avatar, source: 'member', title: m.displayName, context: m.username }] : [],
    ),
    ...demo.blogPosts.map((p): Job => ({ address: p.image, source: 'blog', title: p.title, context: p.category })),
    ...demo.recipes.map((r): Job => ({ address: r.image, source: 'recipe', title: r.title, context: '' })),
    ...demo.resources.flatMap((r): Job[] =>
      r.masterclassImage ? [{ address: r.masterclassImage, source: 'masterclass', title: r.title, context: r.categories.join(' ') }] : [],
    ),
    ...demo.perks.map((p): Job => ({ address: p.brandLogo, source: 'brand', title: p.brandName, context: p.category })),
    ...production.siteContent.flatMap((s): Job[] =>
      s.content.image ? [{ address: s.content.image, source: 'site', title: s.content.title ?? s.name, context: s.key }] : [],
    ),
    ...demo.comparisons.flatMap((c) =>
      c.products.map(
        (p): Job => ({ address: p.image, source: 'product', title: `${p.brand} ${p.name}`, context: `${c.slug} ${c.name} ${p.bestFor}` }),
      ),
    ),
  ];
}

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

async function listSvgs(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.svg')).map((e) => path.join(e.parentPath, e.name));
}

/** Draws every job and removes stale drawings; returns the count per kind. */
export async function drawIllustrations(report: string[]): Promise<Map<string, number>> {
  const jobs = loadJobs();
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
  for (const file of await listSvgs(DEMO_DIR)) {
    if (!written.has(file)) {
      await rm(file);
      report.push(`removed stale ${path.relative(ROOT, file)}`);
    }
  }
  return counts;
}
