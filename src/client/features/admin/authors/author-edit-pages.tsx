import { trpc } from '../../../trpc';
import { AdminPage, AdminRecordLoader } from '../kit';
import { AuthorEditor } from './author-editor';
import { AUTHORS_TEXT } from './author-text';

const BACK = { to: '/admin/authors', label: AUTHORS_TEXT.back };

export function NewAuthorPage() {
  return (
    <AdminPage title={AUTHORS_TEXT.newTitle} back={BACK}>
      <AuthorEditor />
    </AdminPage>
  );
}

export function EditAuthorPage({ id }: { id: number }) {
  const author = trpc.admin.authors.byId.useQuery({ id });
  return (
    <AdminRecordLoader query={author} title={AUTHORS_TEXT.editTitle} back={BACK} loadFailed={AUTHORS_TEXT.loadAuthorFailed}>
      {(data) => (
        <AdminPage title={AUTHORS_TEXT.editTitle} back={BACK}>
          <AuthorEditor author={data} />
        </AdminPage>
      )}
    </AdminRecordLoader>
  );
}
