import { Button, Input } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../../../test/render-component';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField } from './form-field';
import { type DialogFormOptions, useDialogForm } from './use-dialog-form';

interface Member {
  id: number;
  name: string;
  /** What the points field starts with for her. */
  points: string;
}
interface Values {
  points: string;
  reason: string;
}

const SARAH: Member = { id: 1, name: 'Sarah', points: '' };
const JESS: Member = { id: 2, name: 'Jess', points: '5' };
const FAILED = 'The points could not be saved';

function refusal(code: string, httpStatus: number, message: string, fieldErrors: Record<string, string> | null = null) {
  return new TRPCClientError(message, {
    result: { error: { code: -32600, message, data: { code, httpStatus, fieldErrors } } },
  } as never);
}

type Props = Partial<Pick<DialogFormOptions<Member, Values, { id: number }>, 'save' | 'onDone' | 'onClose'>>;

function Members({ save = async () => ({ id: 7 }), onDone, onClose }: Props) {
  const [member, setMember] = useState<Member | null>(null);
  const form = useDialogForm<Member, Values, { id: number }>({
    target: member,
    initial: { points: member?.points ?? '', reason: '' },
    check: ({ points, reason }) => ({ points: points ? null : 'Points are required', reason: reason.trim() ? null : 'Say why' }),
    save,
    onDone,
    onClose: () => {
      onClose?.();
      setMember(null);
    },
    failed: FAILED,
  });
  return (
    <>
      {[SARAH, JESS].map((m) => (
        <Button key={m.id} onClick={() => setMember(m)}>
          Adjust {m.name}
        </Button>
      ))}
      <ConfirmDialog
        {...form.dialog}
        title={`Adjust ${member?.name ?? ''}`}
        body="Add points or take some off."
        confirmLabel="Save"
        destructive={false}
        pendingLabel="Saving..."
      >
        <FormField label="Points" error={form.errors.points}>
          <Input value={form.values.points} onChange={(e) => form.set('points', e.target.value)} />
        </FormField>
        <FormField label="Reason" error={form.errors.reason}>
          <Input value={form.values.reason} onChange={(e) => form.set('reason', e.target.value)} />
        </FormField>
      </ConfirmDialog>
    </>
  );
}

async function open(user: Awaited<ReturnType<typeof renderComponent>>['user'], member: Member) {
  await user.click(screen.getByRole('button', { name: `Adjust ${member.name}` }));
  const dialog = await screen.findByRole('alertdialog', { name: `Adjust ${member.name}` });
  return {
    dialog,
    points: within(dialog).getByRole('textbox', { name: 'Points' }),
    reason: within(dialog).getByRole('textbox', { name: 'Reason' }),
    save: within(dialog).getByRole('button', { name: 'Save' }),
  };
}

describe('useDialogForm', { timeout: 30_000 }, () => {
  it('checks the rules first: nothing is sent, the messages sit beside their fields, and a field’s goes as it changes', async () => {
    const save = vi.fn(async () => ({ id: 7 }));
    const { user } = await renderComponent(<Members save={save} />);
    const { points, reason, save: saveButton } = await open(user, SARAH);
    await user.click(saveButton);
    await waitFor(() => expect(points).toHaveAccessibleErrorMessage('Points are required'));
    expect(reason).toHaveAccessibleErrorMessage('Say why');
    expect(save).not.toHaveBeenCalled();
    await user.type(points, '2');
    expect(points).not.toHaveAttribute('aria-invalid');
    expect(reason).toHaveAccessibleErrorMessage('Say why');
  });

  it('saves the values for its target, closes, then onDone gets what save returned', async () => {
    const save = vi.fn(async () => ({ id: 7 }));
    const onDone = vi.fn();
    const onClose = vi.fn();
    const { user } = await renderComponent(<Members save={save} onDone={onDone} onClose={onClose} />);
    const { points, reason, save: saveButton } = await open(user, SARAH);
    await user.type(points, '2');
    await user.type(reason, 'Ran the Q&A');
    await user.click(saveButton);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(save).toHaveBeenCalledWith({ points: '2', reason: 'Ran the Q&A' }, SARAH);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ id: 7 }, SARAH));
  });

  it('puts the server’s field errors beside the form’s fields and stays open; one naming no field of the form is the dialog’s message', async () => {
    const save = vi.fn(async (): Promise<{ id: number }> => {
      throw refusal('BAD_REQUEST', 400, 'Invalid input', { reason: 'Reason must be plain text' });
    });
    const onDone = vi.fn();
    const { user } = await renderComponent(<Members save={save} onDone={onDone} />);
    const { dialog, points, reason, save: saveButton } = await open(user, SARAH);
    await user.type(points, '2');
    await user.type(reason, '<b>Q&A</b>');
    await user.click(saveButton);
    await waitFor(() => expect(reason).toHaveAccessibleErrorMessage('Reason must be plain text'));
    expect(points).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Adjust Sarah' })).toBeInTheDocument();
    await user.type(reason, '!');
    expect(reason).not.toHaveAttribute('aria-invalid');

    save.mockImplementation(async () => {
      throw refusal('BAD_REQUEST', 400, 'No such member', { userId: 'No such member' });
    });
    await user.click(saveButton);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No such member');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says any other refusal inside the dialog and stays open; the failed text when the server gives no reason', async () => {
    const save = vi.fn(async (): Promise<{ id: number }> => {
      throw refusal('FORBIDDEN', 403, 'Admins only');
    });
    const onClose = vi.fn();
    const { user } = await renderComponent(<Members save={save} onClose={onClose} />);
    const { dialog, points, reason, save: saveButton } = await open(user, SARAH);
    await user.type(points, '2');
    await user.type(reason, 'Q&A');
    await user.click(saveButton);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Admins only');
    // The message stays while the admin corrects the form, until the next try.
    await user.type(reason, '!');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Admins only');

    save.mockImplementation(async () => {
      throw refusal('INTERNAL_SERVER_ERROR', 500, 'Internal error');
    });
    await user.click(saveButton);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(FAILED));
    expect(screen.getByRole('alertdialog', { name: 'Adjust Sarah' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts afresh each time it opens: the values, field messages and refusal go, and another target gets its own values', async () => {
    const save = vi.fn(async (): Promise<{ id: number }> => {
      throw refusal('FORBIDDEN', 403, 'Admins only');
    });
    const { user } = await renderComponent(<Members save={save} />);
    let form = await open(user, SARAH);
    await user.click(form.save);
    await waitFor(() => expect(form.points).toHaveAccessibleErrorMessage('Points are required'));
    await user.type(form.points, '2');
    await user.type(form.reason, 'Q&A');
    await user.click(form.save);
    expect(await within(form.dialog).findByRole('alert')).toHaveTextContent('Admins only');
    await user.click(within(form.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    form = await open(user, SARAH);
    expect(form.points).toHaveValue('');
    expect(form.reason).toHaveValue('');
    expect(form.points).not.toHaveAttribute('aria-invalid');
    expect(within(form.dialog).queryByRole('alert')).not.toBeInTheDocument();

    // Fields marked again, then Escape: the next dialog (hers) starts from her own values, unmarked.
    await user.click(form.save);
    await waitFor(() => expect(form.reason).toHaveAccessibleErrorMessage('Say why'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    form = await open(user, JESS);
    expect(form.points).toHaveValue('5');
    expect(form.reason).not.toHaveAttribute('aria-invalid');
  });

  it('waits while saving: Escape leaves it open and a second click sends nothing', async () => {
    let answer: (saved: { id: number }) => void = () => undefined;
    const save = vi.fn(() => new Promise<{ id: number }>((resolve) => (answer = resolve)));
    const { user } = await renderComponent(<Members save={save} />);
    const { points, reason, save: saveButton } = await open(user, JESS);
    await user.type(reason, 'Ran the Q&A');
    await user.click(saveButton);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(points).toHaveValue('5');
    await user.click(saveButton);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Adjust Jess' })).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    answer({ id: 7 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
