import { screen, waitFor } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { makeItemReactions } from '../../../test/reactions-dtos';
import { recordTrpcCalls } from '../../../test/msw-calls';
import { renderComponent } from '../../../test/render-component';
import { toaster } from '../../components/ui/toaster';
import { useSignedIn } from '../auth';
import { LikeButton } from './like-button';

/** A promise the test settles, to hold a server answer back. */
function held() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

/** `reactions.forItems` answering every item with this count and like. */
function likes(likeCount: number, liked = false) {
  return trpcMsw.reactions.forItems.query(({ input }) => input.items.map((item) => makeItemReactions(item, { likeCount, liked })));
}

describe('LikeButton for a visitor', () => {
  it('shows the count, and asks to sign in instead of calling the server', async () => {
    const { count } = recordTrpcCalls();
    server.use(likes(4));
    const { user } = await renderComponent(<LikeButton contentType="recipe" contentId={3} />);
    const button = await screen.findByRole('button', { name: 'Like, 4 likes' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(button).toBeEnabled());

    await user.click(button);
    expect(await screen.findByText('Sign in required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to like content')).toBeInTheDocument();
    expect(count('reactions.likes.like')).toBe(0);
    // The one call for the item's state; the per-item calls are for integrators.
    expect(count('reactions.forItems')).toBe(1);
    expect(count('reactions.likes.status') + count('reactions.likes.count')).toBe(0);
  });
});

describe('LikeButton for a member', () => {
  it('likes optimistically, then reads its state again from the server', async () => {
    const { count } = recordTrpcCalls();
    const answer = held();
    let liked = false;
    server.use(
      signedInAs(makeUser()),
      trpcMsw.reactions.forItems.query(({ input }) =>
        input.items.map((item) => makeItemReactions(item, { liked, likeCount: liked ? 5 : 4 })),
      ),
      trpcMsw.reactions.likes.like.mutation(async ({ input }) => {
        expect(input).toEqual({ contentType: 'blog_post', contentId: 9 });
        await answer.promise;
        liked = true;
        return { liked: true, count: 5 };
      }),
    );
    const { user } = await renderComponent(<LikeButton contentType="blog_post" contentId={9} />);
    const button = await screen.findByRole('button', { name: 'Like, 4 likes' });
    await waitFor(() => expect(button).toBeEnabled());

    await user.click(button);
    // Before the server has answered: liked, one more, and disabled while pending.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Like, 5 likes');
    expect(button).toBeDisabled();

    answer.release();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(count('reactions.forItems')).toBe(2));
    expect(button).toHaveAccessibleName('Like, 5 likes');
  });

  it('goes back and says so when liking fails', async () => {
    server.use(
      signedInAs(makeUser()),
      likes(4),
      trpcMsw.reactions.likes.like.mutation(() => {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR' });
      }),
    );
    const { user } = await renderComponent(<LikeButton contentType="recipe" contentId={3} />);
    const button = await screen.findByRole('button', { name: 'Like, 4 likes' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText('Failed to like content')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).toHaveAccessibleName('Like, 4 likes');
  });

  it('unlikes, and goes back when that fails', async () => {
    const answer = held();
    server.use(
      signedInAs(makeUser()),
      likes(1, true),
      trpcMsw.reactions.likes.unlike.mutation(async () => {
        await answer.promise;
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR' });
      }),
    );
    const { user } = await renderComponent(<LikeButton contentType="thread" contentId={101} />);
    const button = await screen.findByRole('button', { name: 'Like, 1 like' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName('Like, 0 likes');

    answer.release();
    expect(await screen.findByText('Failed to unlike content')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveAccessibleName('Like, 1 like');
  });

  it('is disabled while its state loads', async () => {
    const answer = held();
    server.use(
      signedInAs(makeUser()),
      trpcMsw.reactions.forItems.query(async ({ input }) => {
        await answer.promise;
        return input.items.map((item) => makeItemReactions(item, { likeCount: 2 }));
      }),
    );
    await renderComponent(<LikeButton contentType="recipe" contentId={3} />);
    const button = await screen.findByRole('button', { name: 'Like' });
    expect(button).toBeDisabled();
    answer.release();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAccessibleName('Like, 2 likes');
  });

  it("toasts 'Failed to fetch like status' and 'Failed to fetch like count' once for a page of controls", async () => {
    const create = vi.spyOn(toaster, 'create');
    const fail = () => {
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR' });
    };
    server.use(signedInAs(makeUser()), trpcMsw.reactions.forItems.query(fail));
    await renderComponent(
      <>
        <LikeButton contentType="recipe" contentId={1} />
        <LikeButton contentType="recipe" contentId={2} />
      </>,
    );
    expect(await screen.findByText('Failed to fetch like status')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch like count')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to fetch like status')).toHaveLength(1);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to fetch like count', type: 'error' }));
    create.mockRestore();
  });

  it('stays disabled, with no count, for an item that no longer exists', async () => {
    server.use(
      signedInAs(makeUser()),
      trpcMsw.reactions.forItems.query(() => []),
    );
    await renderComponent(<LikeButton contentType="recipe" contentId={3} />);
    const button = await screen.findByRole('button', { name: 'Like' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName('Like');
  });
});

describe('LikeButton across a sign-in', () => {
  it("shows the member's own like once she signs in, not the visitor's answer", async () => {
    let signedIn = false;
    const { count } = recordTrpcCalls();
    server.use(
      trpcMsw.auth.me.query(() => (signedIn ? makeUser() : null)),
      trpcMsw.reactions.forItems.query(({ input }) =>
        input.items.map((item) => makeItemReactions(item, { liked: signedIn, likeCount: 1 })),
      ),
    );
    function SignIn() {
      const signIn = useSignedIn();
      return (
        <button
          type="button"
          onClick={() => {
            signedIn = true;
            void signIn(makeUser(), '/');
          }}
        >
          Sign in
        </button>
      );
    }
    const { user } = await renderComponent(
      <>
        <LikeButton contentType="recipe" contentId={3} />
        <SignIn />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Like, 1 like' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(count('reactions.forItems')).toBe(2);
  });
});

describe('LikeButton sizes', () => {
  it.each([
    ['sm', '16'],
    ['md', '20'],
    ['lg', '24'],
  ] as const)('%s draws a %s px heart', async (size, pixels) => {
    await renderComponent(<LikeButton contentType="recipe" contentId={1} size={size} />);
    const button = await screen.findByRole('button', { name: /^Like/ });
    const icon = button.querySelector('svg');
    expect(icon).toHaveAttribute('width', pixels);
    expect(icon).toHaveAttribute('height', pixels);
  });
});
