import { makeAdminPost } from '../../../../test/admin-dtos';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { wireFormat } from '../../../../shared/lib/wire-format';
import { describe, expect, it } from 'vitest';
import { toSydneyLocal } from '../../../../shared/lib/sydney-clock';
import type { AdminBlogPostDetail, BlogPostFieldsInput, SlugAvailability } from '../../../../shared/schemas/admin/blog-posts';
import { makeUser, server, signedInAs, TEST_TRPC_URL, trpcMsw } from '../../../../test/msw';
import { setViewportWidth } from '../../../../test/client-setup';
import { renderWithProviders } from '../../../../test/render';

const admin = makeUser({ id: 1, username: 'editor', isAdmin: true });

/** The editor's calls as the server would answer them; `sent` keeps what create/update received. */
function editorHandlers({ slug = { available: true, suggestion: null } as SlugAvailability } = {}) {
  const sent: { create: BlogPostFieldsInput[]; update: unknown[]; slugChecks: string[] } = { create: [], update: [], slugChecks: [] };
  server.use(
    signedInAs(admin),
    trpcMsw.content.blog.categories.query(() => [
      { id: 2, name: 'Sleep & Routines', slug: 'sleep-routines' },
      { id: 3, name: 'Nutrition', slug: 'nutrition' },
    ]),
    trpcMsw.admin.authors.list.query(() => ({
      items: [{ id: 5, name: 'Dr Amira Haddad', role: 'Paediatrician', avatar: null, postCount: 3 }],
      total: 1,
      page: 1,
      pageSize: 100,
    })),
    trpcMsw.admin.blogPosts.checkSlug.query(({ input }) => {
      sent.slugChecks.push(input.slug);
      return slug;
    }),
    trpcMsw.admin.blogPosts.list.query(() => ({ items: [], total: 0, page: 1, pageSize: 20 })),
    trpcMsw.admin.blogPosts.create.mutation(({ input }) => {
      sent.create.push(input as BlogPostFieldsInput);
      return makeAdminPost({ ...(input as object), id: 99 } as Partial<AdminBlogPostDetail>);
    }),
  );
  return sent;
}

/** A refusal as the server's error formatter sends it, with field errors. */
function refuseCreate(code: string, httpStatus: number, message: string, fieldErrors: Record<string, string>) {
  server.use(
    http.post(`${TEST_TRPC_URL}/admin.blogPosts.create`, () => {
      const error = { message, code: -32009, data: { code, httpStatus, path: 'admin.blogPosts.create', fieldErrors } };
      return HttpResponse.json({ error: wireFormat.serialize(error) }, { status: httpStatus });
    }),
  );
}

async function openNew() {
  const result = renderWithProviders({ route: '/admin/blog-posts/new' });
  const main = within(await screen.findByRole('main'));
  await main.findByRole('heading', { level: 1, name: 'New Blog Post' });
  return { ...result, main };
}

/** What is said of a field: its error (aria-errormessage) and helper (aria-describedby) texts. */
function messageOf(control: HTMLElement): string {
  const ids = [control.getAttribute('aria-errormessage'), control.getAttribute('aria-describedby')]
    .join(' ')
    .split(' ')
    .filter((id) => id && id !== 'null');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the blog post editor', { timeout: 30_000 }, () => {
  it('refuses to save without a title or with a bad slug, saying so next to the fields', async () => {
    const sent = editorHandlers();
    const { main, user } = await openNew();
    await user.click(main.getByRole('button', { name: 'Save' }));
    const title = main.getByLabelText(/^Title/);
    const slug = main.getByLabelText(/^Address \(slug\)/);
    await waitFor(() => expect(messageOf(title)).toContain('Title is required'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(slug)).toContain('Slug is required');

    await user.type(slug, 'Not A Slug');
    await user.type(title, 'Sleep');
    await user.click(main.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf(slug)).toContain('Slug may only contain lower-case letters, digits and dashes'));
    expect(messageOf(title)).not.toContain('Title is required');
    expect(sent.create).toEqual([]);
  });

  it('makes the slug from the title until the admin edits it, and says whether it is free', async () => {
    const sent = editorHandlers();
    const { main, user } = await openNew();
    const title = main.getByLabelText(/^Title/);
    const slug = main.getByLabelText(/^Address \(slug\)/);
    await user.type(title, "Mum's Café Guide");
    expect(slug).toHaveValue('mums-cafe-guide');
    await waitFor(() => expect(messageOf(slug)).toContain('Available'));
    expect(sent.slugChecks).toContain('mums-cafe-guide');

    await user.clear(slug);
    await user.type(slug, 'my-own-address');
    await user.type(title, ' for Winter');
    expect(slug).toHaveValue('my-own-address');
    // The admin's own address is checked too (and the check is answered inside this test).
    await waitFor(() => expect(sent.slugChecks).toContain('my-own-address'));
  });

  it('shows a slug in use as the clash message, with a free one to use', async () => {
    editorHandlers({ slug: { available: false, suggestion: 'toddler-tantrums-2' } });
    const { main, user } = await openNew();
    const slug = main.getByLabelText(/^Address \(slug\)/);
    await user.type(main.getByLabelText(/^Title/), 'Toddler tantrums');
    await waitFor(() => expect(messageOf(slug)).toContain('That address is already used by another post.'));
    await user.click(main.getByRole('button', { name: 'Use toddler-tantrums-2' }));
    expect(slug).toHaveValue('toddler-tantrums-2');
  });

  it('shows the server’s field error next to its field', async () => {
    editorHandlers();
    refuseCreate('CONFLICT', 409, 'That address is already used by another post.', {
      slug: 'That address is already used by another post.',
    });
    const { main, user } = await openNew();
    await user.type(main.getByLabelText(/^Title/), 'Raced');
    const slug = main.getByLabelText(/^Address \(slug\)/);
    // Free when checked as typed; taken by another admin a moment before the save.
    await waitFor(() => expect(messageOf(slug)).toContain('Available'));
    await user.click(main.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf(slug)).toContain('That address is already used by another post.'));
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'New Blog Post' })).toBeInTheDocument();
  });

  it('schedules at a Sydney time: the time must be ahead', async () => {
    const sent = editorHandlers();
    const { main, user, router } = await openNew();
    await user.type(main.getByLabelText(/^Title/), 'Out later');
    expect(main.queryByLabelText(/^Publish on/)).not.toBeInTheDocument();
    await user.click(main.getByRole('radio', { name: 'Schedule' }));
    const when = main.getByLabelText(/^Publish on/);
    expect(when).toHaveAttribute('type', 'datetime-local');
    expect(main.getByText('Times are Australia/Sydney')).toBeInTheDocument();

    await user.click(main.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf(when)).toContain('Choose the date and time to publish'));

    fireEvent.change(when, { target: { value: toSydneyLocal(Date.now() - 3_600_000) } });
    await user.click(main.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf(when)).toContain('Choose a time in the future, or publish now'));

    const later = toSydneyLocal(Date.now() + 86_400_000);
    fireEvent.change(when, { target: { value: later } });
    await user.click(main.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.create).toHaveLength(1));
    expect(sent.create[0]).toMatchObject({ title: 'Out later', slug: 'out-later', status: 'scheduled', scheduledFor: later });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog-posts'));
  });

  it('shows a scheduled post’s time in Sydney time', async () => {
    editorHandlers();
    server.use(trpcMsw.admin.blogPosts.byId.query(() => makeAdminPost({ status: 'scheduled', publishedAt: '2030-01-14T22:00:00.000Z' })));
    renderWithProviders({ route: '/admin/blog-posts/edit/12' });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('radio', { name: 'Schedule' })).toBeChecked();
    // 22:00 UTC is 9 am the next morning in a Sydney summer (AEDT, +11), whatever this machine's zone.
    expect(main.getByLabelText(/^Publish on/)).toHaveValue('2030-01-15T09:00');
    expect(main.queryByRole('link', { name: /View on site/ })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    editorHandlers();
    const { main, user, router } = await openNew();
    await user.type(main.getByLabelText(/^Title/), 'Half written');
    await user.click(main.getByRole('link', { name: 'Back to blog posts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/blog-posts/new');
    expect(main.getByLabelText(/^Title/)).toHaveValue('Half written');

    await user.click(main.getByRole('link', { name: 'Back to blog posts' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog-posts'));
  });

  it('previews the Markdown as it is typed: beside it on a desktop, behind a tab on a phone', async () => {
    editorHandlers();
    const { user, main } = await openNew();
    const body = await main.findByRole('textbox', { name: 'Body' });
    const preview = main.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Nothing to preview yet.');
    await user.type(body, '## Room temperature');
    expect(await within(preview).findByRole('heading', { name: 'Room temperature' })).toBeInTheDocument();

    setViewportWidth(390);
    const previewTab = await main.findByRole('tab', { name: 'Preview' });
    expect(main.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    await user.click(previewTab);
    expect(within(main.getByRole('tabpanel')).getByRole('heading', { name: 'Room temperature' })).toBeInTheDocument();
    await user.click(main.getByRole('tab', { name: 'Write' }));
    expect(main.getByRole('textbox', { name: 'Body' })).toHaveValue('## Room temperature');
  });

  it('loads a saved post into the form, with its live link, and saves the changes', async () => {
    editorHandlers();
    const updates: unknown[] = [];
    server.use(
      trpcMsw.admin.blogPosts.byId.query(() => makeAdminPost()),
      trpcMsw.admin.blogPosts.update.mutation(({ input }) => {
        updates.push(input);
        return makeAdminPost({ title: (input as { title: string }).title });
      }),
    );
    const { user, router } = renderWithProviders({ route: '/admin/blog-posts/edit/12' });
    const main = within(await screen.findByRole('main'));
    const title = await main.findByLabelText(/^Title/);
    expect(title).toHaveValue('Settling a newborn');
    expect(main.getByLabelText(/^Address \(slug\)/)).toHaveValue('settling-a-newborn');
    expect(main.getByRole('radio', { name: 'Published' })).toBeChecked();
    await waitFor(() => expect(main.getByLabelText('Category')).toHaveValue('2'));
    expect(main.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', '/blog/settling-a-newborn');

    // At desktop width the preview sits beside the Markdown.
    expect(await within(main.getByRole('region', { name: 'Preview' })).findByRole('heading', { name: 'Swaddle' })).toBeInTheDocument();
    expect(main.queryByRole('tab')).not.toBeInTheDocument();

    await user.type(title, ' well');
    // The title doesn't rewrite a saved post's address.
    expect(main.getByLabelText(/^Address \(slug\)/)).toHaveValue('settling-a-newborn');
    await user.click(main.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ id: 12, title: 'Settling a newborn well', status: 'published', categoryId: 2, authorId: 5 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog-posts'));
    expect(await screen.findByText('Post saved')).toBeInTheDocument();
  });
});
