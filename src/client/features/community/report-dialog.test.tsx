import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MODERATION_TEXT } from '../../../shared/constants/moderation';
import { checkReportNote, REPORT_REASONS } from '../../../shared/rules/moderation';
import type { MemberProfileDto } from '../../../shared/schemas/community';
import type { CreateReportInput } from '../../../shared/schemas/moderation';
import { AUTHOR, makeReply, makeThread } from '../../../test/community-dtos';
import { makeUser, server, signedInAs, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';

/** The thread's author (Priya), the author of reply 501 (Jess), another member and a moderator. */
const PRIYA = makeUser({ id: AUTHOR.id, username: AUTHOR.username });
const JESS = makeUser({ id: 12, username: 'jess_mum' });
const KATE = makeUser({ id: 13, username: 'kate_w' });
const MODERATOR = makeUser({ id: 2, username: 'mod_meg', role: 'moderator' });

const THREAD_TITLE = 'Four-month sleep regression: how did you survive it?';
const T = MODERATION_TEXT.dialog;

/** Thread 101 by Priya with a reply by Jess (501), one by Priya (502) and a hidden one by Kate (503); records the reports sent. */
function discussion({ created = true }: { created?: boolean } = {}) {
  const reports: CreateReportInput[] = [];
  server.use(
    trpcMsw.community.threads.byId.query(() => makeThread({ id: 101, replyCount: 3 })),
    trpcMsw.community.threads.recordView.mutation(() => ({ viewCount: 13 })),
    trpcMsw.community.threads.replies.query(() => ({
      items: [
        makeReply({ id: 501, content: 'Buy my sleep course at example.com' }),
        makeReply({ id: 502, content: 'Thanks everyone!', author: AUTHOR }),
        makeReply({ id: 503, content: '', hidden: true, author: { id: 13, name: 'Kate W', username: 'kate_w', avatar: null } }),
      ],
      nextCursor: null,
    })),
    trpcMsw.moderation.reports.create.mutation(({ input }) => {
      reports.push(input);
      return { report: { id: 77, status: 'received' as const }, created };
    }),
  );
  return reports;
}

/** The thread page as `member` sees it (null: a visitor), once she is known to the page. */
async function openThread(member: ReturnType<typeof makeUser> | null) {
  server.use(signedInAs(member));
  const result = renderWithProviders({ route: '/community/thread/101' });
  await screen.findByRole('heading', { level: 1, name: THREAD_TITLE });
  await screen.findByText('Buy my sleep course at example.com');
  // The current user arrives with the page: the reply box (members) or its sign-in link (visitors).
  if (member) await screen.findByRole('textbox', { name: /Your reply/ });
  else await screen.findByRole('link', { name: 'Sign in to reply' });
  return result;
}

const article = () => within(screen.getByRole('article'));
const replyItem = (id: number) => within(document.getElementById(`reply-${id}`)!);
const reportThread = () => article().queryByRole('button', { name: T.title.thread });
const reportReply = (id: number) => replyItem(id).queryByRole('button', { name: T.title.reply });

/** What Report is offered on: the thread, then replies 501 (Jess), 502 (Priya) and 503 (Kate's, hidden). */
async function offered(member: ReturnType<typeof makeUser> | null) {
  discussion();
  const { unmount } = await openThread(member);
  const found = {
    thread: reportThread() !== null,
    jess: reportReply(501) !== null,
    priya: reportReply(502) !== null,
    hiddenByKate: reportReply(503) !== null,
  };
  unmount();
  return found;
}

describe('who is offered Report', () => {
  it('no visitor', async () => {
    expect(await offered(null)).toEqual({ thread: false, jess: false, priya: false, hiddenByKate: false });
  });

  it("a member on others' posts, a hidden one too, never on her own", async () => {
    expect(await offered(PRIYA)).toEqual({ thread: false, jess: true, priya: false, hiddenByKate: true });
    expect(await offered(JESS)).toEqual({ thread: true, jess: false, priya: true, hiddenByKate: true });
    expect(await offered(KATE)).toEqual({ thread: true, jess: true, priya: true, hiddenByKate: false });
  });

  it('the team as well, beside their Edit and Delete', async () => {
    discussion();
    await openThread(MODERATOR);
    expect(reportThread()).toBeInTheDocument();
    expect(article().getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(reportReply(501)).toBeInTheDocument();
    expect(replyItem(501).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('reporting a post', () => {
  it('lists the eight reasons with their lines, and moves focus in and back out', async () => {
    const reports = discussion();
    const { user } = await openThread(KATE);
    const button = reportThread()!;
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: T.title.thread });
    const reasons = within(within(dialog).getByRole('group', { name: T.reasonLegend }));
    const radios = reasons.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([...REPORT_REASONS]);
    for (const reason of REPORT_REASONS) {
      const { label, description } = MODERATION_TEXT.reasons[reason];
      // Each radio is named by its label, its line inside the same <label>.
      expect(reasons.getByRole('radio', { name: new RegExp(`^${label}`) }).closest('label')).toHaveTextContent(`${label}${description}`);
    }
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(reports).toEqual([]);
  });

  it('sends the reason and her note, trimmed, and says what happens next', async () => {
    const reports = discussion();
    const { user } = await openThread(KATE);
    const button = reportReply(501)!;
    await user.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: T.title.reply }));
    await user.click(dialog.getByRole('radio', { name: /^Spam/ }));
    await user.type(dialog.getByRole('textbox', { name: T.noteLabel }), '  Links to her own course  ');
    await user.click(dialog.getByRole('button', { name: T.send }));

    const thanks = await screen.findByRole('dialog', { name: MODERATION_TEXT.thanks.title });
    expect(thanks).toHaveTextContent(MODERATION_TEXT.thanks.body);
    expect(within(thanks).queryByRole('link', { name: /esafety/i })).not.toBeInTheDocument();
    expect(reports).toEqual([{ targetType: 'reply', targetId: 501, reason: 'spam', note: 'Links to her own course' }]);
    const close = within(thanks).getByRole('button', { name: MODERATION_TEXT.thanks.close });
    await waitFor(() => expect(close).toHaveFocus());
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    // Opened again, the form starts afresh.
    await user.click(button);
    const again = within(await screen.findByRole('dialog', { name: T.title.reply }));
    expect(again.getByRole('radio', { name: /^Spam/ })).not.toBeChecked();
    expect(again.getByRole('textbox', { name: T.noteLabel })).toHaveValue('');
  });

  it('says "Sending..." while the report goes, and sends no note when she wrote none', async () => {
    const reports = discussion();
    server.use(
      trpcMsw.moderation.reports.create.mutation(async ({ input }) => {
        await delay(150);
        reports.push(input);
        return { report: { id: 78, status: 'received' as const }, created: true };
      }),
    );
    const { user } = await openThread(JESS);
    await user.click(reportThread()!);
    const dialog = within(await screen.findByRole('dialog', { name: T.title.thread }));
    await user.click(dialog.getByRole('radio', { name: /^Medical misinformation/ }));
    await user.click(dialog.getByRole('button', { name: T.send }));
    expect(await dialog.findByRole('button', { name: T.sending })).toBeDisabled();
    expect(await screen.findByRole('dialog', { name: MODERATION_TEXT.thanks.title })).toBeInTheDocument();
    expect(reports).toEqual([{ targetType: 'thread', targetId: 101, reason: 'misinformation' }]);
  });

  it('asks for a reason, and for a note with "Something else", before sending anything', async () => {
    const reports = discussion();
    const { user } = await openThread(KATE);
    await user.click(reportThread()!);
    const dialog = within(await screen.findByRole('dialog', { name: T.title.thread }));
    await user.click(dialog.getByRole('button', { name: T.send }));
    expect(await dialog.findByText(MODERATION_TEXT.chooseReason)).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: /^Spam/ })).toHaveFocus();

    await user.click(dialog.getByRole('radio', { name: /^Something else/ }));
    expect(dialog.queryByText(MODERATION_TEXT.chooseReason)).not.toBeInTheDocument();
    const note = dialog.getByRole('textbox', { name: new RegExp(T.noteLabelRequired) });
    expect(note).toBeRequired();
    const problem = checkReportNote('something_else', '')!;
    expect(dialog.getByText(problem)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: T.send }));
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    await user.type(note, 'Too short');
    await user.click(dialog.getByRole('button', { name: T.send }));
    expect(dialog.getByText(problem)).toBeInTheDocument();
    await delay(50);
    expect(reports).toEqual([]);

    await user.type(note, ', she keeps posting this in every thread');
    expect(dialog.queryByText(problem)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: T.send }));
    expect(await screen.findByRole('dialog', { name: MODERATION_TEXT.thanks.title })).toBeInTheDocument();
    expect(reports).toEqual([
      { targetType: 'thread', targetId: 101, reason: 'something_else', note: 'Too short, she keeps posting this in every thread' },
    ]);
  });

  it('names the eSafety Commissioner after a report of illegal content, and thanks her the same for a repeat', async () => {
    const reports = discussion({ created: false });
    const { user } = await openThread(KATE);
    await user.click(reportReply(501)!);
    const dialog = within(await screen.findByRole('dialog', { name: T.title.reply }));
    await user.click(dialog.getByRole('radio', { name: /^Illegal content/ }));
    await user.click(dialog.getByRole('button', { name: T.send }));
    const thanks = within(await screen.findByRole('dialog', { name: MODERATION_TEXT.thanks.title }));
    expect(thanks.getByText(MODERATION_TEXT.thanks.body)).toBeInTheDocument();
    expect(thanks.getByText(new RegExp(MODERATION_TEXT.thanks.eSafety))).toBeInTheDocument();
    const link = thanks.getByRole('link', { name: /^esafety\.gov\.au ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', MODERATION_TEXT.thanks.eSafetyHref);
    expect(link).toHaveAttribute('target', '_blank');
    expect(reports).toEqual([{ targetType: 'reply', targetId: 501, reason: 'illegal' }]);
  });

  it("shows the server's refusal inside the dialog and keeps what she chose", async () => {
    const reports = discussion();
    server.use(
      trpcMsw.moderation.reports.create.mutation(({ input }) => {
        reports.push(input);
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: MODERATION_TEXT.tooManyReports });
      }),
    );
    const { user } = await openThread(KATE);
    await user.click(reportThread()!);
    const dialog = within(await screen.findByRole('dialog', { name: T.title.thread }));
    await user.click(dialog.getByRole('radio', { name: /^Abuse/ }));
    await user.click(dialog.getByRole('button', { name: T.send }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(MODERATION_TEXT.tooManyReports);
    expect(dialog.getByRole('radio', { name: /^Abuse/ })).toBeChecked();
    expect(screen.queryByRole('dialog', { name: MODERATION_TEXT.thanks.title })).not.toBeInTheDocument();
    expect(reports).toEqual([{ targetType: 'thread', targetId: 101, reason: 'abuse' }]);
  });

  it("shows the server's message for the note beside the note", async () => {
    discussion();
    // What the server's errorFormatter sends for a refused input (init.ts): fieldErrors by path.
    const message = 'Note contains characters that are not allowed';
    server.use(
      http.post('*/trpc/moderation.reports.create', () =>
        HttpResponse.json(
          {
            error: {
              json: {
                message: `note: ${message}`,
                code: -32600,
                data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'moderation.reports.create', fieldErrors: { note: message } },
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openThread(KATE);
    await user.click(reportThread()!);
    const dialog = within(await screen.findByRole('dialog', { name: T.title.thread }));
    await user.click(dialog.getByRole('radio', { name: /^Spam/ }));
    const note = dialog.getByRole('textbox', { name: T.noteLabel });
    await user.type(note, 'Odd text');
    await user.click(dialog.getByRole('button', { name: T.send }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    // Said once, beside the note: not again as the dialog's general refusal.
    expect(dialog.getAllByText(new RegExp(message))).toHaveLength(1);
    expect(dialog.queryByText(T.failed)).not.toBeInTheDocument();
  });
});

describe('reporting a profile', () => {
  const profile = (id: number, username: string): MemberProfileDto => ({
    id,
    username,
    displayName: username,
    avatar: null,
    bio: '',
    joinedAt: new Date('2024-01-05T00:00:00Z'),
    threadCount: 0,
    replyCount: 0,
    recentThreads: [],
    recentReplies: [],
  });

  it("is offered on another member's profile, not on her own, and sends the profile", async () => {
    const reports = discussion();
    server.use(
      signedInAs(KATE),
      trpcMsw.community.profiles.byId.query(({ input }) => profile(Number(input.id), Number(input.id) === 13 ? 'kate_w' : 'jess_mum')),
    );
    const { user, router, unmount } = renderWithProviders({ route: '/community/profile/13' });
    expect(await screen.findByRole('heading', { level: 1, name: 'kate_w' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.title.profile })).not.toBeInTheDocument();

    await router.navigate({ to: '/community/profile/$id', params: { id: '12' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'jess_mum' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.title.profile }));
    const dialog = within(await screen.findByRole('dialog', { name: T.title.profile }));
    await user.click(dialog.getByRole('radio', { name: /^Selling/ }));
    await user.click(dialog.getByRole('button', { name: T.send }));
    expect(await screen.findByRole('dialog', { name: MODERATION_TEXT.thanks.title })).toBeInTheDocument();
    expect(reports).toEqual([{ targetType: 'profile', targetId: 12, reason: 'selling' }]);
    unmount();
  });
});

describe("a hidden post's author", () => {
  it('reads her own words under the notice', async () => {
    discussion();
    server.use(
      trpcMsw.community.held.mine.query(() => ({
        threads: [],
        replies: [],
        hidden: { threads: [], replies: [{ id: 503, title: null, content: 'My honest opinion about sleep schools' }] },
      })),
    );
    await openThread(KATE);
    expect(await replyItem(503).findByText('My honest opinion about sleep schools')).toBeInTheDocument();
    expect(replyItem(503).getByText(/Hidden while a moderator takes a look Only you can see what you wrote:/)).toBeInTheDocument();
  });

  it('is the only one: others see the notice without any text', async () => {
    discussion();
    await openThread(JESS);
    expect(replyItem(503).getByText('Hidden while a moderator takes a look')).toBeInTheDocument();
    expect(replyItem(503).queryByText(/Only you can see/)).not.toBeInTheDocument();
  });
});
