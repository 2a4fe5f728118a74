import { MASTERCLASS_CATEGORY_NAME } from '../../../shared/schemas/content';
import type { Db } from '../client';
import { blogCategories, forumTopics, resourceCategories, siteContent } from '../schema';
import type { ProductionData } from './schemas';

/**
 * What the site can't work without, with or without the demo (data/production/): the blog
 * categories, the masterclass resource category, the four site content blocks (their text is the
 * default an admin edits) and, while there are none, the forum's topics (members can't post before
 * a topic exists). Existing rows are left as an admin made them; once an admin has topics of her
 * own (or renamed these), no topic is added.
 */
export async function ensureProductionData(db: Db, data: ProductionData): Promise<void> {
  await db.insert(blogCategories).values(data.blogCategories).onConflictDoNothing();
  await db.insert(resourceCategories).values({ name: MASTERCLASS_CATEGORY_NAME }).onConflictDoNothing();
  await db.insert(siteContent).values(data.siteContent).onConflictDoNothing();
  if ((await db.$count(forumTopics)) === 0) await db.insert(forumTopics).values(data.forumTopics).onConflictDoNothing();
}
