import { trpc } from '../../../trpc';
import { AdminPage, AdminRecordLoader } from '../kit';
import { BLOG_POSTS_TEXT } from './blog-post-text';
import { BlogPostEditor } from './blog-post-editor';
import { StatusBadge } from './blog-post-list-page';

const BACK = { to: '/admin/blog-posts', label: BLOG_POSTS_TEXT.back };

export function NewBlogPostPage() {
  return (
    <AdminPage title={BLOG_POSTS_TEXT.newTitle} back={BACK}>
      <BlogPostEditor />
    </AdminPage>
  );
}

export function EditBlogPostPage({ id }: { id: number }) {
  const post = trpc.admin.blogPosts.byId.useQuery({ id });
  return (
    <AdminRecordLoader query={post} title={BLOG_POSTS_TEXT.editTitle} back={BACK} loadFailed={BLOG_POSTS_TEXT.loadPostFailed}>
      {(data) => (
        <AdminPage title={BLOG_POSTS_TEXT.editTitle} back={BACK} description={<StatusBadge status={data.status} />}>
          {/* Keyed by save time: a post saved elsewhere loads fresh rather than under stale edits. */}
          <BlogPostEditor key={data.updatedAt} post={data} />
        </AdminPage>
      )}
    </AdminRecordLoader>
  );
}
