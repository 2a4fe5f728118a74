import { screen, waitFor } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { recordTrpcCalls } from '../../../test/msw-calls';
import { makeItemReactions, makeSavedItem } from '../../../test/reactions-dtos';
import { renderComponent } from '../../../test/render-component';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../trpc';
import { SaveButton } from './save-button';

/** `reactions.forItems` answering every item as saved or not. */
function savedState(saved: boolean) {
  return trpcMsw.reactions.forItems.query(({ input }) => input.items.map((item) => makeItemReactions(item, { saved })));
}

/** Something on screen that shows the saved-items list, so its refetch can be seen. */
function SavedListSize() {
  const list = trpc.reactions.saved.list.useQuery();
  return <p>{list.data ? `${list.data.length} saved` : 'list loading'}</p>;
}

describe('SaveButton for a visitor', () => {
  it("shows 'Sign in to save' on hover after a delay, and a click asks to sign in", async () => {
    const create = vi.spyOn(toaster, 'create');
    const { count } = recordTrpcCalls();
    const { user } = await renderComponent(<SaveButton contentType="recipe" contentId={3} />);
    const button = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-pressed');

    await user.hover(button);
    // PRODUCT.md "Constants and limits": tooltips wait 700 ms.
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sign in to save');

    await user.click(button);
    expect(await screen.findByText('Sign in required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to save content')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sign in required', type: 'error' }));
    // Nothing asked of the server: no check (PRODUCT.md "States and transitions") and no save.
    expect(count('reactions.forItems')).toBe(0);
    expect(count('reactions.saved.check')).toBe(0);
    expect(count('reactions.saved.save')).toBe(0);
    create.mockRestore();
  });
});

describe('SaveButton for a member', () => {
  it("saves: 'Saved!' for 3 s, the control shows it, and the saved list is read again", async () => {
    const create = vi.spyOn(toaster, 'create');
    const saved: unknown[] = [];
    server.use(
      signedInAs(makeUser()),
      savedState(false),
      trpcMsw.reactions.saved.list.query(() => saved.map((_, index) => makeSavedItem({ id: index + 1 }))),
      trpcMsw.reactions.saved.save.mutation(({ input }) => {
        saved.push(input);
        return { saved: true };
      }),
    );
    const { user } = await renderComponent(
      <>
        <SaveButton contentType="resource" contentId={8} />
        <SavedListSize />
      </>,
    );
    expect(await screen.findByText('0 saved')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(screen.getByText('Item added to your saved content')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Saved!', type: 'success', duration: 3000 }));
    expect(saved).toEqual([{ contentType: 'resource', contentId: 8 }]);
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('1 saved')).toBeInTheDocument();
    create.mockRestore();
  });

  it("removes: 'Removed from saved items' for 3 s", async () => {
    const create = vi.spyOn(toaster, 'create');
    server.use(
      signedInAs(makeUser()),
      savedState(true),
      trpcMsw.reactions.saved.remove.mutation(() => ({ saved: false })),
    );
    const { user } = await renderComponent(<SaveButton contentType="recipe" contentId={3} size="sm" />);
    const button = await screen.findByRole('button', { name: 'Saved' });
    await user.click(button);
    expect(await screen.findByText('Removed from saved items')).toBeInTheDocument();
    expect(screen.getByText('Item removed from your saved content')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Removed from saved items', duration: 3000 }));
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    create.mockRestore();
  });

  it("fails: 'Error' / 'Failed to update saved status', and the state resets to unsaved", async () => {
    server.use(
      signedInAs(makeUser()),
      savedState(true),
      trpcMsw.reactions.saved.remove.mutation(() => {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR' });
      }),
    );
    const { user } = await renderComponent(<SaveButton contentType="blog_post" contentId={4} />);
    await user.click(await screen.findByRole('button', { name: 'Saved' }));
    expect(await screen.findByText('Failed to update saved status')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('has no tooltip for a member', async () => {
    server.use(signedInAs(makeUser()));
    const { user } = await renderComponent(<SaveButton contentType="recipe" contentId={3} />);
    const button = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await user.hover(button);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
