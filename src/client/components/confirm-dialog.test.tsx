import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../test/render-component';
import { ConfirmDialog } from './confirm-dialog';

function Harness({
  pending = false,
  onConfirm = () => {},
  destructive,
}: {
  pending?: boolean;
  onConfirm?: () => void;
  destructive?: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this recipe?"
        body="It disappears from the site at once."
        confirmLabel="Delete recipe"
        pending={pending}
        pendingLabel="Deleting..."
        destructive={destructive}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks first, names what happens, and confirms or cancels', async () => {
    const onConfirm = vi.fn();
    const { user } = await renderComponent(<Harness onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this recipe?' });
    expect(dialog).toHaveTextContent('It disappears from the site at once.');
    await user.click(screen.getByRole('button', { name: 'Delete recipe' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('while pending: says so, disables both buttons and stays open on Escape', async () => {
    const { user } = await renderComponent(<Harness pending />);
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Deleting/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByText('open')).toBeInTheDocument();
  });
});
