import { screen, waitFor } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_TEXT, FORUM_LIMITS } from '../../../shared/constants/community';
import { makeThread, makeTopic } from '../../../test/community-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

const TOPICS = [makeTopic({ id: 1, name: 'Sleep' }), makeTopic({ id: 2, name: 'Feeding', slug: 'feeding' })];

function newThreadSite() {
  const created: unknown[] = [];
  server.use(
    signedInAs(makeUser()),
    trpcMsw.community.topics.list.query(() => TOPICS),
    trpcMsw.community.threads.create.mutation(({ input }) => {
      created.push(input);
      return {
        ...makeThread({
          id: 321,
          title: String(input.title),
          content: String(input.content),
          topic: { id: Number(input.topicId), name: 'Feeding', slug: 'feeding' },
        }),
        status: 'published' as const,
      };
    }),
    trpcMsw.community.threads.byId.query(({ input }) => makeThread({ id: Number(input.id), title: 'Bottle refusal at daycare' })),
    trpcMsw.community.threads.recordView.mutation(() => ({ viewCount: 1 })),
    trpcMsw.community.threads.replies.query(() => ({ items: [], nextCursor: null })),
  );
  return created;
}

async function openForm(route = '/community/new-thread') {
  const result = renderWithProviders({ route });
  expect(await screen.findByRole('heading', { level: 1, name: 'Start a discussion' })).toBeInTheDocument();
  await screen.findByRole('option', { name: 'Feeding' });
  return result;
}

const topicSelect = () => screen.getByRole('combobox', { name: /Topic/ });
const titleInput = () => screen.getByRole('textbox', { name: /Title/ });
const contentInput = () => screen.getByRole('textbox', { name: /Your post/ });

describe('/community/new-thread', () => {
  it('posts a discussion and opens it', async () => {
    const created = newThreadSite();
    const { user, router } = await openForm();
    expect(topicSelect()).toHaveValue('');
    await user.selectOptions(topicSelect(), 'Feeding');
    await user.type(titleInput(), '  Bottle refusal at daycare  ');
    await user.click(contentInput());
    await user.paste('Any tips?\nShe takes the breast fine.');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/community/thread/321'));
    expect(created).toEqual([{ topicId: 2, title: 'Bottle refusal at daycare', content: 'Any tips?\nShe takes the breast fine.' }]);
  });

  it('preselects the topic from ?topic=', async () => {
    newThreadSite();
    await openForm('/community/new-thread?topic=2');
    expect(topicSelect()).toHaveValue('2');
  });

  it('ignores a ?topic= that is not one of the topics', async () => {
    newThreadSite();
    await openForm('/community/new-thread?topic=99');
    expect(topicSelect()).toHaveValue('');
  });

  it('checks the fields with the server limits before posting', async () => {
    const created = newThreadSite();
    const { user } = await openForm();
    await user.type(titleInput(), 'Hi');
    await user.type(contentInput(), '   ');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(await screen.findByText('Please choose a topic.')).toBeInTheDocument();
    expect(screen.getByText(`Title must be at least ${FORUM_LIMITS.titleMin} characters`)).toBeInTheDocument();
    expect(screen.getByText(COMMUNITY_TEXT.emptyPost)).toBeInTheDocument();
    expect(titleInput()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(titleInput());
    await user.click(titleInput());
    await user.paste('x'.repeat(FORUM_LIMITS.titleMax + 1));
    expect(screen.getByText(`Title must be at most ${FORUM_LIMITS.titleMax} characters`)).toBeInTheDocument();
    expect(screen.getByText(`${FORUM_LIMITS.titleMax + 1} / ${FORUM_LIMITS.titleMax}`)).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it("shows the server's field errors beside their fields", async () => {
    newThreadSite();
    // What the server's errorFormatter sends for a refused input (init.ts): fieldErrors by path.
    server.use(
      http.post('*/trpc/community.threads.create', () =>
        HttpResponse.json(
          {
            error: {
              json: {
                message: 'title: Title contains characters that are not allowed',
                code: -32600,
                data: {
                  code: 'BAD_REQUEST',
                  httpStatus: 400,
                  path: 'community.threads.create',
                  fieldErrors: { title: 'Title contains characters that are not allowed' },
                },
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openForm();
    await user.selectOptions(topicSelect(), 'Sleep');
    await user.type(titleInput(), 'A fine title');
    await user.type(contentInput(), 'Some words');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(await screen.findByText('Title contains characters that are not allowed')).toBeInTheDocument();
    expect(titleInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's other refusals", async () => {
    newThreadSite();
    server.use(
      trpcMsw.community.threads.create.mutation(() => {
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: COMMUNITY_TEXT.tooManyPosts });
      }),
    );
    const { user } = await openForm();
    await user.selectOptions(topicSelect(), 'Sleep');
    await user.type(titleInput(), 'A fine title');
    await user.type(contentInput(), 'Some words');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMUNITY_TEXT.tooManyPosts);
  });
});
