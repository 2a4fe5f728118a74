import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { makeComment } from '../../../test/comments-dtos';
import { recordTrpcCalls } from '../../../test/msw-calls';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderComponent } from '../../../test/render-component';
import CommentsSection from './comments-section';

const me = makeUser({ id: 7, username: 'sarah_mum' });

/** The list's answer: these top-level comments, one page. */
function listOf(items: ReturnType<typeof makeComment>[], count = items.length) {
  return [trpcMsw.comments.list.query(() => ({ items, nextCursor: null })), trpcMsw.comments.count.query(() => ({ count }))];
}

describe('CommentsSection for a visitor', () => {
  it('shows the count, the comments oldest first with their replies, and an invitation to sign in', async () => {
    const reply = makeComment({
      id: 11,
      parentId: 10,
      body: 'So glad it worked!',
      author: { id: 2, username: 'team_anna', name: 'Anna', avatar: null, level: 5 },
      byTeam: true,
      replyingTo: { id: 21, username: 'jess_mum' },
      moderatorEdited: true,
    });
    server.use(
      ...listOf(
        [
          makeComment({ id: 10, body: 'I swapped butter for olive oil', rating: 4, replies: [reply], replyCount: 1 }),
          makeComment({ id: 12, body: 'Comment deleted by its author', deleted: true, author: null }),
        ],
        3,
      ),
    );
    await renderComponent(<CommentsSection contentType="recipe" contentId={3} />);
    expect(await screen.findByRole('heading', { name: '3 comments' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Comment by Jess' });
    expect(within(first).getByText('I swapped butter for olive oil')).toBeInTheDocument();
    const stars = within(first).getByRole('img', { name: 'Rated 4 out of 5' });
    // Four of five filled: the filled row is cut to 80 % of the stars' own width, not of the comment's.
    expect(stars).toHaveStyle({ width: 'max-content' });
    expect(stars.lastElementChild).toHaveStyle({ width: '80%' });
    const answer = screen.getByRole('article', { name: 'Comment by Anna' });
    expect(within(answer).getByText('Mama Village team')).toBeInTheDocument();
    expect(within(answer).getByText('replying to @jess_mum')).toBeInTheDocument();
    expect(within(answer).getByText('edited by a moderator')).toBeInTheDocument();
    expect(within(first).queryByText(/edited/)).not.toBeInTheDocument();
    expect(screen.getByText('Comment deleted by its author')).toBeInTheDocument();
    const invite = screen.getByRole('link', { name: 'Sign in to join the conversation' });
    expect(invite.getAttribute('href')).toMatch(/^\/community\/auth/);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply to/ })).not.toBeInTheDocument();
  });

  it('reads more replies when asked', async () => {
    const replies = [1, 2, 3].map((n) => makeComment({ id: 20 + n, parentId: 20, body: `Reply ${n}` }));
    server.use(
      ...listOf([makeComment({ id: 20, replies, replyCount: 5 })]),
      trpcMsw.comments.replies.query(({ input }) => {
        expect(input.commentId).toBe(20);
        return {
          items: [...replies, ...[4, 5].map((n) => makeComment({ id: 20 + n, parentId: 20, body: `Reply ${n}` }))],
          nextCursor: null,
        };
      }),
    );
    const { user } = await renderComponent(<CommentsSection contentType="recipe" contentId={3} />);
    await screen.findByText('Reply 3');
    expect(screen.queryByText('Reply 4')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more replies' }));
    expect(await screen.findByText('Reply 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more replies' })).not.toBeInTheDocument();
  });
});

describe('CommentsSection for a member', () => {
  it('rates from the keyboard, posts, and moves focus to her new comment', async () => {
    const { count } = recordTrpcCalls();
    let posted: ReturnType<typeof makeComment> | null = null;
    server.use(
      signedInAs(me),
      trpcMsw.comments.list.query(() => ({ items: posted ? [posted] : [], nextCursor: null })),
      trpcMsw.comments.count.query(() => ({ count: posted ? 1 : 0 })),
      trpcMsw.comments.mine.query(() => []),
      trpcMsw.comments.create.mutation(({ input }) => {
        expect(input).toEqual({ contentType: 'recipe', contentId: 3, body: 'Lovely and easy', rating: 3 });
        posted = makeComment({
          id: 40,
          body: input.body,
          rating: input.rating ?? null,
          author: { id: 7, username: 'sarah_mum', name: 'Sarah', avatar: null, level: 1 },
          createdAt: new Date(),
        });
        return posted;
      }),
    );
    const { user } = await renderComponent(<CommentsSection contentType="recipe" contentId={3} />);
    expect(await screen.findByText('No comments yet. Be the first to share your thoughts!')).toBeInTheDocument();
    // Into the stars, then along them with the arrow keys.
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Lovely and easy');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const mine = await screen.findByRole('article', { name: 'Comment by Sarah' });
    await waitFor(() => expect(mine).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
    expect(count('comments.create')).toBe(1);
    // Hers within the hour: she may edit and delete it; she doesn't report herself.
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('names what is wrong beside the box: an empty comment, then the server’s refusal', async () => {
    server.use(
      signedInAs(me),
      ...listOf([]),
      trpcMsw.comments.mine.query(() => []),
      trpcMsw.comments.create.mutation(() => {
        throw new TRPCError({ code: 'FORBIDDEN', message: 'Comments are closed for this item' });
      }),
    );
    const { user } = await renderComponent(<CommentsSection contentType="blog_post" contentId={5} />);
    const box = await screen.findByRole('textbox', { name: 'Your comment' });
    // No stars on a blog post.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // Named beside the box, and tied to it (aria-errormessage).
    expect(document.getElementById(box.getAttribute('aria-errormessage')!)).toHaveTextContent('Please write something before posting.');
    expect(box).toHaveFocus();
    await user.type(box, 'Thanks for this');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Comments are closed for this item');
    expect(box).toHaveValue('Thanks for this');
  });

  it('shows her own held comment to her with the held notice, and replies with "replying to"', async () => {
    const { count } = recordTrpcCalls();
    server.use(
      signedInAs(me),
      ...listOf([makeComment({ id: 60, body: 'Great recipe' })]),
      trpcMsw.comments.mine.query(() => [
        makeComment({
          id: 61,
          body: 'My held one',
          status: 'pending',
          author: { id: 7, username: 'sarah_mum', name: 'Sarah', avatar: null, level: 1 },
          createdAt: new Date(),
        }),
      ]),
      trpcMsw.comments.create.mutation(({ input }) => {
        expect(input).toEqual({ contentType: 'recipe', contentId: 3, body: 'Agreed!', parentId: 60 });
        return makeComment({
          id: 62,
          parentId: 60,
          body: 'Agreed!',
          replyingTo: { id: 21, username: 'jess_mum' },
          author: { id: 7, username: 'sarah_mum', name: 'Sarah', avatar: null, level: 1 },
          createdAt: new Date(),
        });
      }),
    );
    const { user } = await renderComponent(<CommentsSection contentType="recipe" contentId={3} />);
    const held = await screen.findByRole('article', { name: 'Comment by Sarah' });
    expect(within(held).getByText('My held one')).toBeInTheDocument();
    expect(within(held).getByRole('status')).toBeInTheDocument();

    const theirs = screen.getByRole('article', { name: 'Comment by Jess' });
    await user.click(within(theirs).getByRole('button', { name: 'Reply to Jess' }));
    const box = screen.getByRole('textbox', { name: 'Your reply to Jess' });
    expect(box).toHaveFocus();
    await user.type(box, 'Agreed!');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(screen.getByText('Agreed!').closest('article')).toHaveFocus());
    expect(screen.getAllByText('replying to @jess_mum').length).toBeGreaterThan(0);
    expect(count('comments.create')).toBe(1);
  });
});
