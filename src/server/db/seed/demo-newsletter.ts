import type { Db } from '../client';
import { emailCampaigns, newsletterConsents, newsletterSubscribers } from '../schema';

const DAY = 86_400_000;

/** Readers of a demo site: who signed up where, one who left, so /admin/newsletter has something to show. */
const READERS = [
  ['Olivia Brown', 'home'],
  ['Charlotte Wilson', 'footer'],
  ['Amelia Taylor', 'footer'],
  ['Isla Martin', 'home'],
  ['Mia Anderson', 'download-app'],
  ['Grace Thompson', 'footer'],
  ['Chloe White', 'home'],
  ['Ruby Harris', 'download-app'],
  ['Zoe Clarke', 'footer'],
  ['Sophie Walker', 'home'],
] as const;

/**
 * A demo site's newsletter: ten subscribers (one unsubscribed), each with her consent recorded,
 * and a draft campaign an admin can open, test and send. Only into an empty newsletter.
 */
export async function seedDemoNewsletter(db: Db, now = new Date()): Promise<void> {
  if ((await db.$count(newsletterSubscribers)) > 0) return;
  for (const [index, [name, source]] of READERS.entries()) {
    const consentedAt = new Date(now.getTime() - (40 - index * 3) * DAY);
    const email = `${name.toLowerCase().replace(' ', '.')}@example.com`;
    const left = index === 3;
    const [row] = await db
      .insert(newsletterSubscribers)
      .values({
        email,
        name,
        source,
        sourceDetail: source === 'footer' ? '/recipes' : null,
        consentedAt,
        createdAt: consentedAt,
        status: left ? 'unsubscribed' : 'active',
        unsubscribedAt: left ? new Date(consentedAt.getTime() + 10 * DAY) : null,
      })
      .returning({ id: newsletterSubscribers.id });
    await db.insert(newsletterConsents).values({ subscriberId: row!.id, action: 'subscribed', source, at: consentedAt });
    if (left) {
      await db.insert(newsletterConsents).values({
        subscriberId: row!.id,
        action: 'unsubscribed',
        source: 'unsubscribe-link',
        at: new Date(consentedAt.getTime() + 10 * DAY),
      });
    }
  }
  await db.insert(emailCampaigns).values({
    subject: 'Winter warmers: five soups the whole family will eat',
    body: [
      '# Winter warmers',
      '',
      'The nights are drawing in, so we asked our community for the soups their little ones actually finish.',
      '',
      '- **Pumpkin and red lentil**: sweet, smooth, and ready in 30 minutes',
      '- **Chicken and risoni**: the one for sick days',
      '- **Minestrone**: a fridge clean-out in a bowl',
      '',
      '[Find them all in our recipes](/recipes)',
    ].join('\n'),
    audience: 'subscribers',
    ratePerMinute: 600,
  });
}
