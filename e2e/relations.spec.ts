import { expect, newMember, register, shoot, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface Post {
  id: number;
  content: string;
  author: { id: number; name: string } | null;
}

/**
 * Mute and block (issue 32, docs/PRODUCT.md "Moderation"): a member blocks another from a reply's
 * buttons, and that member's reply is folded away for her, at phone and desktop width, until she
 * asks to see it. Blocking writes nothing anyone else sees, so it runs on the site's server.
 */
test.describe('mute and block', () => {
  test('a member blocks another: her reply is folded away behind a notice, and shows on click', async ({ page }) => {
    const [thread] = (await (await page.request.get('/api/community/threads/recent?limit=1')).json()) as Post[];
    const replies = (await (await page.request.get(`/api/community/threads/${thread!.id}/replies`)).json()) as Post[];
    // A reply by someone other than the thread's author, so only the reply folds.
    const reply = replies.find((candidate) => candidate.author && candidate.author.id !== thread!.author?.id)!;
    const name = reply.author!.name;
    const words = reply.content.slice(0, 40);

    await register(page, newMember());
    await page.goto(`/community/thread/${thread!.id}`);
    const item = page.locator(`#reply-${reply.id}`);
    await expect(item.getByText(words)).toBeVisible();
    await item.getByRole('button', { name: `Block ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${name}?` });
    await dialog.getByRole('radio', { name: 'A week' }).check();
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.reload();
      await expect(item.getByText('Post from a member you blocked')).toBeVisible();
      await expect(item.getByText(words)).toHaveCount(0);
      const show = item.getByRole('button', { name: 'Show' });
      await expect(show).toHaveAttribute('aria-expanded', 'false');
      await show.click();
      await expect(item.getByText(words)).toBeVisible();
      await expect(item.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    }
    await page.reload();
    await item.scrollIntoViewIfNeeded();
    await shoot(page, 'relations-blocked-reply');

    await page.goto('/profile/notifications');
    const blocked = page.getByRole('region', { name: 'Blocked members' });
    await expect(blocked.getByRole('link', { name })).toBeVisible();
    await blocked.getByRole('button', { name: `Undo the block of ${name}` }).click();
    await expect(blocked.getByText("You haven't blocked anyone.")).toBeVisible();
  });
});
