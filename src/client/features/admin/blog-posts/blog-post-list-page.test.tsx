import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBlogPostListInput, AdminBlogPostRow } from '../../../../shared/schemas/admin/blog-posts';
import { makeUser, server, signedInAs, trpcMsw } from '../../../../test/msw';
import { renderWithProviders } from '../../../../test/render';
import { parseBlogPostListSearch } from './list-search';

const admin = makeUser({ id: 1, username: 'editor', isAdmin: true });

const POSTS: AdminBlogPostRow[] = [
  {
    id: 3,
    title: 'Winter colds',
    slug: 'winter-colds',
    status: 'scheduled',
    publishedAt: '2030-06-01T00:00:00.000Z',
    updatedAt: '2025-05-03T00:00:00.000Z',
    featured: false,
    category: { id: 2, name: 'Parenting Tips' },
    author: { id: 5, name: 'Dr Amira Haddad' },
  },
  {
    id: 2,
    title: 'First foods',
    slug: 'first-foods',
    status: 'published',
    publishedAt: '2025-05-01T00:00:00.000Z',
    updatedAt: '2025-05-02T00:00:00.000Z',
    featured: true,
    category: null,
    author: null,
  },
  {
    id: 1,
    title: 'Half an idea',
    slug: 'half-an-idea',
    status: 'draft',
    publishedAt: null,
    updatedAt: '2025-05-01T00:00:00.000Z',
    featured: false,
    category: null,
    author: null,
  },
];

function handlers() {
  const asked: AdminBlogPostListInput[] = [];
  const deleted: number[] = [];
  server.use(
    signedInAs(admin),
    trpcMsw.content.blog.categories.query(() => [{ id: 2, name: 'Parenting Tips', slug: 'parenting-tips' }]),
    trpcMsw.admin.authors.list.query(() => ({
      items: [{ id: 5, name: 'Dr Amira Haddad', role: null, avatar: null, postCount: 1 }],
      total: 1,
      page: 1,
      pageSize: 100,
    })),
    trpcMsw.admin.blogPosts.list.query(({ input }) => {
      asked.push(input);
      const items = POSTS.filter((post) => !input.status || post.status === input.status);
      return { items, total: items.length, page: Number(input.page ?? 1), pageSize: 20 };
    }),
    trpcMsw.admin.blogPosts.delete.mutation(({ input }) => {
      deleted.push(Number(input.id));
      return { id: Number(input.id) };
    }),
  );
  return { asked, deleted };
}

describe('parseBlogPostListSearch', () => {
  it('keeps known filters and drops junk', () => {
    expect(parseBlogPostListSearch({ q: ' sleep ', page: 2, status: 'draft', categoryId: '3', authorId: 4 })).toEqual({
      q: 'sleep',
      page: 2,
      status: 'draft',
      categoryId: 3,
      authorId: 4,
    });
    expect(parseBlogPostListSearch({ status: 'hidden', categoryId: 'x', authorId: -1 })).toEqual({});
  });
});

describe('/admin/blog-posts', { timeout: 30_000 }, () => {
  it('lists posts with their status; a filter goes into the URL and the query', async () => {
    const { asked } = handlers();
    const { user, router } = renderWithProviders({ route: '/admin/blog-posts' });
    const main = within(await screen.findByRole('main'));
    await main.findByText('Winter colds');
    expect(within(main.getByRole('row', { name: /Winter colds/ })).getByText('Scheduled')).toBeInTheDocument();
    expect(within(main.getByRole('row', { name: /First foods/ })).getByText('Published')).toBeInTheDocument();
    expect(within(main.getByRole('row', { name: /Half an idea/ })).getByText('Draft')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Edit Winter colds' })).toHaveAttribute('href', '/admin/blog-posts/edit/3');
    expect(main.getByRole('link', { name: /New post/ })).toHaveAttribute('href', '/admin/blog-posts/new');

    await user.selectOptions(main.getByLabelText('Status'), 'Draft');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'draft' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ status: 'draft', page: 1 }));
    await waitFor(() => expect(main.queryByText('Winter colds')).not.toBeInTheDocument());
  });

  it('asks before deleting a post', async () => {
    const { deleted } = handlers();
    const { user } = renderWithProviders({ route: '/admin/blog-posts?status=published' });
    const main = within(await screen.findByRole('main'));
    await main.findByText('First foods');
    await user.click(main.getByRole('button', { name: 'Delete First foods' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(main.getByRole('button', { name: 'Delete First foods' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([2]));
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
  });
});
