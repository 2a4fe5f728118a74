import type { Db } from '../server/db/client';
import { comments } from '../server/db/schema';

let counter = 0;

/** A comment written straight to the table: no counters, points or notifications. */
export async function createTestComment(
  db: Db,
  values: Pick<typeof comments.$inferInsert, 'contentType' | 'contentId' | 'authorId'> & Partial<typeof comments.$inferInsert>,
) {
  counter += 1;
  const [row] = await db
    .insert(comments)
    .values({ body: `Comment ${counter}`, ...values })
    .returning();
  return row!;
}
