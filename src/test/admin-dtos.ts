import type { AuditEntryDto } from '../shared/schemas/admin/audit';
import type { AdminAuthorDetail } from '../shared/schemas/admin/authors';
import type { AdminBlogPostDetail } from '../shared/schemas/admin/blog-posts';
import type { DashboardSummaryDto } from '../shared/schemas/admin/dashboard';
import type { PerkAdminDto } from '../shared/schemas/admin/perks';
import type { AdminRecipeDto } from '../shared/schemas/admin/recipes';
import type { AdminResourceDto } from '../shared/schemas/admin/resources';

/** What the admin procedures answer, for client tests: each editor's item as the server sends it. */

export function makeAdminPost(overrides: Partial<AdminBlogPostDetail> = {}): AdminBlogPostDetail {
  return {
    id: 12,
    title: 'Settling a newborn',
    slug: 'settling-a-newborn',
    description: 'Gentle ways to help a new baby sleep.',
    body: '## Swaddle\n\nSnug, not tight.',
    image: null,
    categoryId: 2,
    authorId: 5,
    featured: false,
    commentsOpen: true,
    status: 'published',
    publishedAt: '2025-05-01T00:00:00.000Z',
    seoTitle: null,
    seoDescription: null,
    updatedAt: '2025-05-02T00:00:00.000Z',
    oldSlugs: [],
    ...overrides,
  };
}

export function makeAdminRecipe(overrides: Partial<AdminRecipeDto> = {}): AdminRecipeDto {
  return {
    id: 5,
    title: 'Overnight Oats',
    slug: 'overnight-oats',
    description: 'Breakfast that waits for you.',
    image: null,
    featured: false,
    commentsOpen: true,
    prepTime: 10,
    cookTime: 0,
    difficulty: 'Easy',
    perfectFor: '',
    servings: 2,
    ingredients: [
      {
        name: '',
        items: [
          { quantity: '90', unit: 'g', item: 'rolled oats', note: '1 cup' },
          { quantity: '250', unit: 'ml', item: 'milk', note: '1 cup' },
        ],
      },
    ],
    steps: ['Mix everything.', 'Chill overnight.'],
    publishedAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminResource(overrides: Partial<AdminResourceDto> = {}): AdminResourceDto {
  return {
    id: 4,
    title: 'Sleep Masterclass',
    description: 'Live with a sleep consultant.',
    body: '',
    categoryIds: [2],
    membersOnly: true,
    featured: false,
    commentsOpen: true,
    comingSoon: true,
    access: 'none',
    fileName: null,
    externalUrl: null,
    masterclassImage: '/uploads/demo/masterclasses/sleep.svg',
    imagePosition: { x: 50, y: 50 },
    imageScale: 100,
    publishedAt: '2026-02-01',
    updatedAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminAuthor(overrides: Partial<AdminAuthorDetail> = {}): AdminAuthorDetail {
  return {
    id: 5,
    name: 'Dr Jess Tran',
    role: 'Paediatric nurse',
    avatar: null,
    bio: 'Two decades of newborns.',
    postCount: 3,
    ...overrides,
  };
}

let sequence = 0;

/** An audit log entry as admin.audit.list answers it. */
export function makeAuditEntry(overrides: Partial<AuditEntryDto> = {}): AuditEntryDto {
  const id = ++sequence;
  return {
    id,
    actorId: 1,
    actorName: 'jo_admin',
    action: 'update',
    entityType: 'site_content',
    entityId: 'home_hero',
    label: 'Home hero',
    before: { title: 'Welcome' },
    after: { title: 'Welcome, mums' },
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** A quiet site's dashboard: override what a test looks at. */
export function makeDashboardSummary(overrides: Partial<DashboardSummaryDto> = {}): DashboardSummaryDto {
  return {
    members: { total: 0, newThisWeek: 0 },
    community: { threadsThisWeek: 0, repliesThisWeek: 0 },
    mostLiked: [],
    mostSaved: [],
    newsletterSubscribers: 0,
    latestChanges: [],
    moderation: {
      pending: 0,
      oldestPendingAt: null,
      month: { reports: 0, medianDecisionMs: null, decisions: { keep: 0, remove: 0, edit: 0, lock: 0, ignore: 0 } },
    },
    running: {
      upSince: new Date('2026-11-28T22:00:00Z'),
      jobsWaiting: 0,
      oldestJobWaitingMs: 0,
      emailsFailing: 0,
      lastBackup: null,
      nextBackupAt: null,
    },
    ...overrides,
  };
}

export function makeAdminPerk(overrides: Partial<PerkAdminDto> = {}): PerkAdminDto {
  return {
    id: 4,
    title: '20% off organic baby wear',
    description: 'Soft organic cotton for little ones.',
    brandName: 'Little Wattle Co.',
    brandLogo: null,
    discountAmount: '20% off',
    expiryDate: null,
    expired: false,
    featured: true,
    categoryId: null,
    category: null,
    redemptionMethod: 'pool',
    redemptionCode: null,
    redemptionUrl: null,
    pool: { total: 3, handedOut: 1, left: 2 },
    redemptions: 1,
    createdAt: '2026-01-05T00:00:00.000Z',
    updatedAt: '2026-01-05T00:00:00.000Z',
    ...overrides,
  };
}
