import { Badge, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Star } from 'lucide-react';
import { formatSydneyDateTime } from '../../../../shared/lib/sydney-clock';
import { BLOG_POST_STATUSES, type BlogPostStatus } from '../../../../shared/constants/blog';
import type { AdminBlogPostRow } from '../../../../shared/schemas/admin/blog-posts';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { TOAST_SHORT_MS } from '../../../../shared/constants/timing';
import {
  AdminFilterSelect,
  AdminListEmpty,
  AdminListFilters,
  AdminListResults,
  AdminNewButton,
  AdminPage,
  AdminRowActions,
  AdminSearchBox,
  AdminTable,
  ConfirmDialog,
  useAdminListSearch,
  useConfirmedAction,
} from '../kit';
import { BLOG_POSTS_TEXT } from './blog-post-text';
import { parseBlogPostListSearch } from './list-search';

const STATUS_PALETTE: Record<BlogPostStatus, string> = { draft: 'gray', published: 'green', scheduled: 'blue' };

export function StatusBadge({ status }: { status: BlogPostStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" rounded="full" px="2">
      {BLOG_POSTS_TEXT.statusLabel[status]}
    </Badge>
  );
}

/** /admin/blog-posts: every post with its status; search, filters and page live in the URL. */
export function BlogPostListPage() {
  const { search: filters, q, page, setQ, setPage, setSearch, clearFilters, filtered } = useAdminListSearch(parseBlogPostListSearch);
  const input = { q: q || undefined, page, status: filters.status, categoryId: filters.categoryId, authorId: filters.authorId };
  const posts = trpc.admin.blogPosts.list.useQuery(input, { placeholderData: (previous) => previous });
  const categories = trpc.content.blog.categories.useQuery();
  const authors = trpc.admin.authors.list.useQuery({ pageSize: 100 });
  const utils = trpc.useUtils();
  const remove = trpc.admin.blogPosts.delete.useMutation();
  const deletion = useConfirmedAction<AdminBlogPostRow>({
    run: (post) => remove.mutateAsync({ id: post.id }),
    failed: BLOG_POSTS_TEXT.deleteFailed,
    onDone: async () => {
      toaster.create({ type: 'success', title: BLOG_POSTS_TEXT.deleted, duration: TOAST_SHORT_MS });
      await Promise.all([utils.admin.blogPosts.invalidate(), utils.content.invalidate()]);
    },
  });

  return (
    <AdminPage
      title={BLOG_POSTS_TEXT.listTitle}
      description={BLOG_POSTS_TEXT.listDescription}
      actions={<AdminNewButton to="/admin/blog-posts/new">{BLOG_POSTS_TEXT.newPost}</AdminNewButton>}
    >
      <AdminListFilters>
        <AdminSearchBox value={q} onChange={setQ} label={BLOG_POSTS_TEXT.searchLabel} placeholder={BLOG_POSTS_TEXT.searchPlaceholder} />
        <AdminFilterSelect
          label={BLOG_POSTS_TEXT.statusFilter}
          anyLabel={BLOG_POSTS_TEXT.allStatuses}
          value={filters.status ?? ''}
          onChange={(status) => setSearch({ status: (status || undefined) as BlogPostStatus | undefined })}
          options={BLOG_POST_STATUSES.map((status) => [status, BLOG_POSTS_TEXT.statusLabel[status]])}
        />
        <AdminFilterSelect
          label={BLOG_POSTS_TEXT.categoryFilter}
          anyLabel={BLOG_POSTS_TEXT.allCategories}
          value={filters.categoryId ? String(filters.categoryId) : ''}
          onChange={(id) => setSearch({ categoryId: id ? Number(id) : undefined })}
          options={(categories.data ?? []).map((category) => [String(category.id), category.name])}
        />
        <AdminFilterSelect
          label={BLOG_POSTS_TEXT.authorFilter}
          anyLabel={BLOG_POSTS_TEXT.allAuthors}
          value={filters.authorId ? String(filters.authorId) : ''}
          onChange={(id) => setSearch({ authorId: id ? Number(id) : undefined })}
          options={(authors.data?.items ?? []).map((author) => [String(author.id), author.name])}
        />
      </AdminListFilters>

      <AdminListResults
        query={posts}
        loadingLabel={BLOG_POSTS_TEXT.loading}
        loadFailed={BLOG_POSTS_TEXT.loadFailed}
        onPageChange={setPage}
        empty={
          <AdminListEmpty
            filtered={filtered}
            title={BLOG_POSTS_TEXT.empty}
            filteredTitle={BLOG_POSTS_TEXT.emptyFiltered}
            onClearFilters={clearFilters}
            action={<AdminNewButton to="/admin/blog-posts/new">{BLOG_POSTS_TEXT.newPost}</AdminNewButton>}
          />
        }
      >
        {(items) => (
          <AdminTable
            caption={BLOG_POSTS_TEXT.listTitle}
            columns={[
              { label: BLOG_POSTS_TEXT.columns.title, card: 'title' },
              { label: BLOG_POSTS_TEXT.columns.status, card: 'status' },
              BLOG_POSTS_TEXT.columns.category,
              BLOG_POSTS_TEXT.columns.author,
              { label: BLOG_POSTS_TEXT.columns.date, card: 'date' },
              { label: BLOG_POSTS_TEXT.columns.actions, srOnly: true, textAlign: 'end', card: 'actions' },
            ]}
          >
            {items.map((post) => (
              <Table.Row key={post.id}>
                <Table.Cell minW="48">
                  <ChakraLink asChild fontWeight="medium" color="gray.900">
                    <Link to="/admin/blog-posts/edit/$id" params={{ id: String(post.id) }}>
                      {post.title}
                    </Link>
                  </ChakraLink>
                  {post.featured ? <Star size={12} aria-label="Featured" style={{ display: 'inline', marginLeft: 6 }} /> : null}
                  <Text fontSize="xs" color="fg.muted">
                    /blog/{post.slug}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={post.status} />
                </Table.Cell>
                <Table.Cell>{post.category?.name ?? '—'}</Table.Cell>
                <Table.Cell>{post.author?.name ?? '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap" fontSize="sm">
                  {post.status !== 'draft' && post.publishedAt ? formatSydneyDateTime(post.publishedAt) : '—'}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <AdminRowActions
                    editTo="/admin/blog-posts/edit/$id"
                    id={post.id}
                    editLabel={BLOG_POSTS_TEXT.editPost(post.title)}
                    deleteLabel={BLOG_POSTS_TEXT.deletePost(post.title)}
                    onDelete={() => deletion.ask(post)}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </AdminTable>
        )}
      </AdminListResults>

      <ConfirmDialog
        {...deletion.dialog}
        title={BLOG_POSTS_TEXT.deleteTitle}
        body={deletion.target ? BLOG_POSTS_TEXT.deleteBody(deletion.target.title) : ''}
        confirmLabel={BLOG_POSTS_TEXT.delete}
        pendingLabel="Deleting..."
      />
    </AdminPage>
  );
}
