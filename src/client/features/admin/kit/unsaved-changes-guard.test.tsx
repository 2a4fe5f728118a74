import { Link } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../../../test/render-component';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function Editor() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <UnsavedChangesGuard when={dirty} />
      <button type="button" onClick={() => setDirty(true)}>
        type something
      </button>
      <Link to="/admin/blog-posts">All blog posts</Link>
    </>
  );
}

describe('UnsavedChangesGuard', () => {
  it('lets you leave a form without changes', async () => {
    const { user, router } = await renderComponent(<Editor />);
    await user.click(screen.getByRole('link', { name: 'All blog posts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog-posts'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before leaving unsaved changes: Stay keeps the page, Leave goes', async () => {
    const { user, router } = await renderComponent(<Editor />);
    await user.click(screen.getByRole('button', { name: 'type something' }));
    await user.click(screen.getByRole('link', { name: 'All blog posts' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes will be lost.');
    expect(router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('link', { name: 'All blog posts' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog-posts'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
  // The browser's own prompt on closing the tab (enableBeforeUnload) is the browser history's:
  // the memory history of these tests has no beforeunload, so the e2e journeys cover it.
});
