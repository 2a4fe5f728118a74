import { Button, Input } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../../../test/render-component';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AdminRecordForm } from './admin-record-form';
import { FormField } from './form-field';
import { type RecordEditorOptions, useRecordEditor } from './use-record-editor';

interface Values {
  title: string;
  slug: string;
}

const TEXT = {
  saved: 'Thing saved',
  created: 'Thing created',
  saveFailed: 'The thing could not be saved',
  fixErrors: 'Please fix the highlighted fields.',
  deleted: 'Thing deleted',
  deleteFailed: 'The thing could not be deleted',
};

function refusal(code: string, httpStatus: number, message: string, fieldErrors: Record<string, string> | null = null) {
  return new TRPCClientError(message, {
    result: { error: { code: -32600, message, data: { code, httpStatus, fieldErrors } } },
  } as never);
}

const checkTitle = (values: Values) => ({ title: values.title.trim() ? undefined : 'Title is required' });

function Thing(props: Partial<RecordEditorOptions<Values, { id: number }>>) {
  const editor = useRecordEditor<Values, { id: number }>({
    initial: { title: '', slug: '' },
    isNew: true,
    check: checkTitle,
    save: async () => ({ id: 7 }),
    afterSave: '/admin/authors',
    afterDelete: '/admin/authors',
    text: TEXT,
    ...props,
  });
  return (
    <>
      <AdminRecordForm editor={editor}>
        <FormField label="Title" error={editor.errors.title}>
          <Input value={editor.values.title} onChange={(e) => editor.set('title', e.target.value)} />
        </FormField>
        <FormField label="Slug" error={editor.errors.slug}>
          <Input value={editor.values.slug} onChange={(e) => editor.set('slug', e.target.value)} />
        </FormField>
        <Button type="submit">Save</Button>
        <Button type="button" onClick={editor.askDelete}>
          Delete thing
        </Button>
        <Button type="button" onClick={() => editor.markFields({ slug: 'Slug is odd' })}>
          Mark slug
        </Button>
        <Button type="button" onClick={() => editor.markFields({ slug: undefined })}>
          Unmark slug
        </Button>
      </AdminRecordForm>
      <Link to="/admin/recipes">Elsewhere</Link>
      <ConfirmDialog {...editor.deleteDialog} title="Delete this thing?" body="It goes for good." confirmLabel="Delete" />
      <ConfirmDialog {...editor.saveDialog} title={`Send ${editor.values.title}?`} body="To everyone." confirmLabel="Send" />
    </>
  );
}

describe('useRecordEditor', { timeout: 30_000 }, () => {
  it('checks the rules first: nothing is sent, the message sits beside its field, which gets focus, and follows the typing', async () => {
    const save = vi.fn(async () => ({ id: 7 }));
    const { user } = await renderComponent(<Thing save={save} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleErrorMessage('Title is required'));
    expect(title).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.fixErrors);
    expect(save).not.toHaveBeenCalled();
    await user.type(title, 'Sleep');
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('saves, says so, and goes on without asking about unsaved changes', async () => {
    const save = vi.fn(async () => ({ id: 7 }));
    const invalidate = vi.fn(async () => undefined);
    const { user, router } = await renderComponent(<Thing save={save} invalidate={invalidate} savedDescription={() => 'Sleep'} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Sleep');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/authors'));
    expect(save).toHaveBeenCalledWith({ title: 'Sleep', slug: '' });
    expect(await screen.findByText('Thing created')).toBeInTheDocument();
    expect(screen.getByText('Sleep')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
  });

  it('an existing record’s save leads where afterSave says with the saved record, and toasts "saved"', async () => {
    const { user, router } = await renderComponent(
      <Thing
        isNew={false}
        initial={{ title: 'Old', slug: 'old' }}
        afterSave={(saved) => ({ to: '/admin/perks/$id', params: { id: String(saved.id) } })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/perks/7'));
    expect(await screen.findByText('Thing saved')).toBeInTheDocument();
  });

  it('puts the server’s field errors beside their fields (mapped by fieldOf) and focuses the first', async () => {
    const save = vi.fn(async () => {
      throw refusal('BAD_REQUEST', 400, 'Invalid input', { 'slug.0': 'Slug is taken' });
    });
    const { user, router } = await renderComponent(<Thing save={save} fieldOf={(path) => path.split('.')[0]!} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Sleep');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    await waitFor(() => expect(slug).toHaveAccessibleErrorMessage('Slug is taken'));
    expect(slug).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.fixErrors);
    expect(router.state.location.pathname).toBe('/');
    // Changing the field takes its message away.
    await user.type(slug, 'x');
    expect(slug).not.toHaveAttribute('aria-invalid');
  });

  it('gives a refusal naming no field to the field refusalField says (a CONFLICT is the slug)', async () => {
    const save = vi.fn(async () => {
      throw refusal('CONFLICT', 409, 'That address is already used');
    });
    const { user } = await renderComponent(<Thing save={save} refusalField={({ code }) => (code === 'CONFLICT' ? 'slug' : undefined)} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Sleep');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleErrorMessage('That address is already used'));
  });

  it('says any other refusal in the form and in a toast, and stays', async () => {
    const save = vi.fn(async () => {
      throw refusal('FORBIDDEN', 403, 'Admins only');
    });
    const { user, router } = await renderComponent(<Thing save={save} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Sleep');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
    expect(await screen.findByText(TEXT.saveFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks before leaving with changes, not without', async () => {
    const { user, router } = await renderComponent(<Thing />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'S');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    // The page is hidden from the accessibility tree until the dialog has closed.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/recipes'));
  });

  it('deletes after a confirm, with the refusal shown in the dialog first', async () => {
    let refuse = true;
    const remove = vi.fn(async () => {
      if (refuse) throw refusal('BAD_REQUEST', 400, 'It is in use');
    });
    const { user, router } = await renderComponent(<Thing isNew={false} initial={{ title: 'Old', slug: 'old' }} remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete thing' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this thing?' });
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('It is in use');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/authors'));
    expect(await screen.findByText(TEXT.deleted)).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('without afterSave stays: the saved values (or resetTo’s) are the unchanged state, onSaved runs, the rules wait for the next save', async () => {
    const onSaved = vi.fn();
    const { user, router } = await renderComponent(
      <Thing afterSave={undefined} resetTo={() => ({ title: '', slug: 'fresh' })} onSaved={onSaved} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Sleep');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thing created')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith({ id: 7 });
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('fresh'));
    expect(title).toHaveValue('');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(router.state.location.pathname).toBe('/');
    // Unchanged since the save: leaving doesn't ask.
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/recipes'));
  });

  it('with confirmSave asks first; a refusal naming a field closes the dialog and marks it, any other stays in the dialog', async () => {
    let answer: 'field' | 'other' | 'ok' = 'field';
    const save = vi.fn(async () => {
      if (answer === 'field') throw refusal('BAD_REQUEST', 400, 'Invalid input', { slug: 'Slug is taken' });
      if (answer === 'other') throw refusal('FORBIDDEN', 403, 'Admins only');
      return { id: 7 };
    });
    const { user, router } = await renderComponent(<Thing save={save} confirmSave />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleErrorMessage('Title is required'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Sleep');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Send Sleep?' });
    expect(save).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleErrorMessage('Slug is taken'));
    // The dialog leaves after its closing animation (data-state="closed" until then).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    answer = 'other';
    await user.click(screen.getByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Send Sleep?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Admins only');

    answer = 'ok';
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/authors'));
    expect(await screen.findByText('Thing created')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('savedToast says what this save did, for as long as it says; the failure title may follow how far the save went', async () => {
    let stage = 'save';
    const save = vi.fn(async (): Promise<{ id: number }> => {
      stage = 'send';
      throw refusal('FORBIDDEN', 403, 'Sending is off');
    });
    const { user, router } = await renderComponent(
      <Thing
        save={save}
        failedTitle={() => (stage === 'save' ? TEXT.saveFailed : 'The thing could not be sent')}
        savedToast={(saved) => ({ title: `Thing ${saved.id} sent`, description: 'It goes out now.' })}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Sleep');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The thing could not be sent')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sending is off');

    save.mockImplementation(async () => ({ id: 7 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/authors'));
    expect(await screen.findByText('Thing 7 sent')).toBeInTheDocument();
    expect(screen.getByText('It goes out now.')).toBeInTheDocument();
    expect(screen.queryByText('Thing created')).not.toBeInTheDocument();
  });

  it("with messages: 'toasts' says marked fields and refusals in toasts only, the fields still marked and focused", async () => {
    const save = vi.fn(async () => {
      throw refusal('BAD_REQUEST', 400, 'Invalid input', { slug: 'Slug is taken' });
    });
    const { user } = await renderComponent(<Thing save={save} messages="toasts" failedTitle={() => 'The thing could not be sent'} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleErrorMessage('Title is required'));
    expect(title).toHaveFocus();
    expect(await screen.findByText(TEXT.fixErrors)).toBeInTheDocument();
    expect(screen.getByText('The thing could not be sent')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(title, 'Sleep');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleErrorMessage('Slug is taken'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    save.mockImplementation(async () => {
      throw refusal('FORBIDDEN', 403, 'Admins only');
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('markFields marks a field from outside a save, kept with the others, and undefined takes it away', async () => {
    const save = vi.fn(async () => ({ id: 7 }));
    const { user } = await renderComponent(<Thing save={save} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleErrorMessage('Title is required'));
    await user.click(screen.getByRole('button', { name: 'Mark slug' }));
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    expect(slug).toHaveAccessibleErrorMessage('Slug is odd');
    expect(title).toHaveAccessibleErrorMessage('Title is required');
    await user.click(screen.getByRole('button', { name: 'Unmark slug' }));
    expect(slug).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Mark slug' }));
    await user.type(slug, 'x');
    expect(slug).not.toHaveAttribute('aria-invalid');
    expect(save).not.toHaveBeenCalled();
  });

  it('the save dialog says confirmFailed when the server gives no reason', async () => {
    const save = vi.fn(async () => {
      throw refusal('INTERNAL_SERVER_ERROR', 500, 'Internal error');
    });
    const { user } = await renderComponent(
      <Thing save={save} confirmSave text={{ ...TEXT, confirmFailed: 'The thing could not be sent' }} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Sleep');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send Sleep?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The thing could not be sent');
  });
});
