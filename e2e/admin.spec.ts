import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { E2E_ADMIN } from './playwright.config';
import { expect, logIn, screenshot, test } from './fixtures';

/**
 * The admin area's journeys (issue 10): an admin who has never seen the code runs the site from
 * forms, and visitors see each change at once.
 */

const files = mkdtempSync(path.join(tmpdir(), 'mv-e2e-admin-'));

/** A real photo-like PNG drawn here (nothing is downloaded). */
async function drawImage(name: string): Promise<string> {
  const file = path.join(files, name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#F5A290"/><stop offset="1" stop-color="#7FB3A8"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/><circle cx="600" cy="400" r="220" fill="#fff" opacity="0.6"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

/** A small, valid one-page PDF. */
function writePdf(name: string): string {
  const file = path.join(files, name);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  writeFileSync(file, body);
  return file;
}

const unique = () => Date.now().toString(36);

test.describe('the admin area', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, E2E_ADMIN, '/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('writes a post with a cover, previews it, saves a draft and publishes it', async ({ page, browser }) => {
    const title = `Winter sleep tips ${unique()}`;
    await page.goto('/admin/blog-posts');
    await page.getByRole('link', { name: 'New post' }).click();
    await expect(page.getByRole('heading', { name: 'New Blog Post' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await expect(page.getByRole('textbox', { name: 'Address (slug)' })).toHaveValue(/^winter-sleep-tips-/);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Keeping little ones warm and settled through the cold nights.');
    await page.getByLabel('Cover image').setInputFiles(await drawImage('cover.png'));
    await expect(page.getByAltText('Cover image preview')).toBeVisible();
    await page.getByRole('switch', { name: 'Featured' }).check();
    await page.getByRole('textbox', { name: 'Body' }).fill('## Layers, not blankets\n\nA **sleeping bag** suited to the room temperature.');
    // Live beside the Markdown on a desktop; behind a tab on a phone.
    await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Layers, not blankets' })).toBeVisible();
    await screenshot(page, 'admin-post-preview-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Layers, not blankets' })).toBeVisible();
    await screenshot(page, 'admin-post-preview-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    const slug = await page.getByRole('textbox', { name: 'Address (slug)' }).inputValue();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Post saved')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Draft');

    // A visitor can't see the draft.
    const visitor = await browser.newPage();
    expect((await visitor.request.get(`/api/blog-posts/${slug}`)).status()).toBe(404);

    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await page.getByRole('radio', { name: 'Publish now' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Published');

    await visitor.goto('/blog');
    await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible();
    // On the home page, whose blog section loads as the visitor scrolls near it.
    await visitor.goto('/');
    await expect(async () => {
      await visitor.mouse.wheel(0, 1500);
      await expect(visitor.getByText(title).first()).toBeVisible({ timeout: 500 });
    }).toPass();
    await visitor.goto(`/blog/${slug}`);
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await screenshot(visitor, 'admin-post-published-visitor');
    await visitor.close();
  });

  test("edits a recipe's ingredients, and the recipe page shows them", async ({ page, browser }) => {
    await page.goto('/admin/recipes');
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('Lactation');
    await expect(page).toHaveURL(/q=Lactation/);
    await page.getByRole('link', { name: 'Edit Lactation Oat Cookies' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Recipe' })).toBeVisible();

    const item = page.getByRole('textbox', { name: /^Ingredient\s*, ingredient 1$/ });
    await expect(item).toHaveValue('unsalted butter');
    await item.fill('salted butter');
    await page.getByRole('textbox', { name: /^Quantity\s*, ingredient 1$/ }).fill('130');
    await page.getByRole('button', { name: 'Move ingredient 2 up' }).click();
    await expect(page.getByRole('textbox', { name: /^Ingredient\s*, ingredient 1$/ })).toHaveValue('firmly packed brown sugar');
    await screenshot(page, 'admin-recipe-ingredients-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-recipe-ingredients-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page.getByText('Recipe saved').first()).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto('/recipes/lactation-oat-cookies');
    const ingredients = visitor.getByRole('listitem').filter({ hasText: 'butter' });
    await expect(ingredients.first()).toContainText('130 g salted butter');
    const lines = await visitor.getByRole('listitem').allTextContents();
    expect(lines.findIndex((line) => line.includes('brown sugar'))).toBeLessThan(lines.findIndex((line) => line.includes('salted butter')));
    await visitor.close();
  });

  test('adds a members-only PDF resource: visitors get 401 on its download', async ({ page, browser }) => {
    const title = `Sleep diary ${unique()}`;
    await page.goto('/admin/resources/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('A week-by-week sleep diary to print.');
    await page.getByRole('checkbox', { name: 'Downloadable' }).check();
    await page.getByRole('checkbox', { name: /^Members only/ }).check();
    await page.getByRole('radio', { name: 'A PDF to download' }).check();
    await page.getByLabel('PDF file').setInputFiles(writePdf('sleep-diary.pdf'));
    await expect(page.getByTestId('pdf-file-name')).toBeVisible();
    await screenshot(page, 'admin-resource-pdf-1280');
    await page.getByRole('button', { name: 'Save resource' }).click();
    await expect(page.getByText('Resource saved').first()).toBeVisible();

    const edit = page.getByRole('link', { name: `Edit ${title}` });
    const id = (await edit.getAttribute('href'))!.split('/').pop();
    const visitor = await browser.newPage();
    const download = await visitor.request.get(`/api/resources/${id}/download`);
    expect(download.status()).toBe(401);
    const asAdmin = await page.request.get(`/api/resources/${id}/download`);
    expect(asAdmin.status()).toBe(200);
    expect((await asAdmin.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await visitor.goto(`/resources/id/${id}`);
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await visitor.close();
  });

  test('adds a perk with three single-use codes, which no visitor ever sees', async ({ page, browser }) => {
    const title = `Night-light bundle ${unique()}`;
    const codes = ['MV-NIGHT-001', 'MV-NIGHT-002', 'MV-NIGHT-003'];
    await page.goto('/admin/perks');
    await page.getByRole('link', { name: 'New perk' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Brand name' }).fill('Glow Worm Co.');
    await page.getByRole('textbox', { name: 'Discount' }).fill('30% off');
    await page.getByRole('checkbox', { name: 'Featured' }).check();
    await page.getByRole('radio', { name: /^Single-use codes/ }).check();
    await page.getByRole('textbox', { name: 'Single-use codes' }).fill(codes.join('\n'));
    await screenshot(page, 'admin-perk-codes-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-perk-codes-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Create perk' }).click();
    await expect(page.getByText('Perk created').first()).toBeVisible();

    // The perk's page counts its codes: three, none handed out.
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Codes in total')).toBeVisible();
    await screenshot(page, 'admin-perk-detail-1280');

    const visitor = await browser.newPage();
    const featured = await visitor.request.get('/api/perks/featured');
    const answer = await featured.text();
    expect(answer).toContain(title);
    for (const code of codes) expect(answer).not.toContain(code);
    await visitor.close();
  });

  test('changes the home hero in site content, and the home page shows it', async ({ page, browser }) => {
    const title = `A village for every mum ${unique()}`;
    await page.goto('/admin/site-content');
    const hero = page.getByRole('region', { name: /hero/i }).first();
    const form = page.locator('section').filter({ has: page.getByRole('button', { name: /^Save .*hero/i }) });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await expect(hero.getByText(title)).toBeVisible();
    await form.getByRole('textbox', { name: 'Button link', exact: true }).fill('javascript:alert(1)');
    await form.getByRole('button', { name: /^Save .*hero/i }).click();
    await expect(form.getByText('Link must start with / or http(s)://')).toBeVisible();
    await form.getByRole('textbox', { name: 'Button link', exact: true }).fill('/community');
    await screenshot(page, 'admin-site-content-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-site-content-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await form.getByRole('button', { name: /^Save .*hero/i }).click();
    await expect(page.getByText('Home page updated').first()).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await screenshot(visitor, 'admin-site-content-home-visitor');
    await visitor.close();
  });

  test('asks before leaving an editor with unsaved changes: in the app and when the tab closes', async ({ page }) => {
    await page.goto('/admin/recipes/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Half-written pumpkin soup');
    await page.getByRole('link', { name: 'All recipes' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Half-written pumpkin soup');

    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    expect((await prompt).type()).toBe('beforeunload');
  });

  test('every admin page fits a phone: nothing sticks out sideways at 390 px', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const pages = [
      '/admin',
      '/admin/blog-posts',
      '/admin/blog-posts/new',
      '/admin/authors',
      '/admin/authors/new',
      '/admin/recipes',
      '/admin/recipes/new',
      '/admin/resources',
      '/admin/resources/new',
      '/admin/perks',
      '/admin/perks/new',
      '/admin/perk-categories',
      '/admin/site-content',
      '/admin/font-settings',
    ];
    // And one saved record's editor of each kind, reached from its list.
    for (const list of ['/admin/blog-posts', '/admin/authors', '/admin/recipes', '/admin/resources', '/admin/perks']) {
      await page.goto(list);
      const firstRecord = page.getByRole('table').getByRole('link').first();
      pages.push(new URL(await firstRecord.getAttribute('href').then((href) => href ?? list), page.url()).pathname);
    }
    for (const address of pages) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      // One h1 a page: the admin page's own (a preview of a home section mustn't add another).
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${address} is wider than the phone`).toBeLessThanOrEqual(0);
      await screenshot(page, `admin-phone${address.replaceAll('/', '-')}`);
    }
  });
});
