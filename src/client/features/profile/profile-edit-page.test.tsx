import { screen, waitFor, within } from '@testing-library/react';
import { TRPCError } from '@trpc/server';
import { http, HttpResponse } from 'msw';
import { wireFormat } from '../../../shared/lib/wire-format';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_TEXT, FORUM_LIMITS } from '../../../shared/constants/community';
import type { CommunityProfileDto } from '../../../shared/schemas/community';
import { makeUser, server, signedInAs, TEST_TRPC_URL, trpcMsw } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { avatarFileProblem } from './profile-photo-card';

const member = makeUser({ username: 'sarah_mum' });

function makeProfile(overrides: Partial<CommunityProfileDto> = {}): CommunityProfileDto {
  return { username: 'sarah_mum', displayName: 'Sarah M.', bio: 'Mum of two in Geelong.', avatar: null, ...overrides };
}

/** The upload goes as multipart/form-data, which msw-trpc can't read: a plain handler answers it. */
function uploadHandler(answer: (form: FormData) => CommunityProfileDto | { status: number; message: string; code: string }) {
  return http.post(`${TEST_TRPC_URL}/community.profiles.uploadAvatar`, async ({ request }) => {
    const result = answer(await request.formData());
    if ('status' in result) {
      const error = {
        message: result.message,
        code: -32600,
        data: { code: result.code, httpStatus: result.status, path: 'community.profiles.uploadAvatar' },
      };
      return HttpResponse.json({ error: wireFormat.serialize(error) }, { status: result.status });
    }
    return HttpResponse.json({ result: { data: wireFormat.serialize(result) } });
  });
}

/** Counts `auth.me` calls, to see the header's account fetched again after a change. */
function countMeCalls(user = member) {
  const calls = { count: 0 };
  server.use(
    trpcMsw.auth.me.query(() => {
      calls.count += 1;
      return user;
    }),
  );
  return calls;
}

/** Opens the page as `member`; `stored.profile` is what `profiles.me` answers (tests change it). */
async function openPage(profile: CommunityProfileDto = makeProfile()) {
  const stored = { profile };
  server.use(
    signedInAs(member),
    trpcMsw.community.profiles.me.query(() => stored.profile),
  );
  const result = renderWithProviders({ route: '/profile/edit' });
  const main = within(await screen.findByRole('main'));
  await main.findByRole('heading', { level: 1, name: 'Edit Profile' });
  await main.findByLabelText('Display name');
  return { ...result, main, stored };
}

function imageFile(name: string, type: string, size = 1024): File {
  const file = new File([new Uint8Array(16)], name, { type });
  // Building a real 6 MB file is slow in jsdom; only its size matters to the form.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs an address.
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost:3000/preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('/profile/edit: name and bio', () => {
  it('loads the profile into the form, with counters', async () => {
    const { main } = await openPage();
    expect(main.getByLabelText('Display name')).toHaveValue('Sarah M.');
    expect(main.getByLabelText('Bio')).toHaveValue('Mum of two in Geelong.');
    expect(main.getByText(`8 / ${FORUM_LIMITS.displayNameMax}`)).toBeInTheDocument();
    expect(main.getByText(`22 / ${FORUM_LIMITS.bioMax}`)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Back to my profile' })).toHaveAttribute('href', '/community/profile');
  });

  it('shows an empty display name when the member never set one (her username is the placeholder)', async () => {
    const { main } = await openPage(makeProfile({ displayName: 'sarah_mum' }));
    expect(main.getByLabelText('Display name')).toHaveValue('');
    expect(main.getByLabelText('Display name')).toHaveAttribute('placeholder', 'sarah_mum');
  });

  it('checks the limits before sending, with the server schema’s messages', async () => {
    let sent = false;
    server.use(
      trpcMsw.community.profiles.update.mutation(() => {
        sent = true;
        return makeProfile();
      }),
    );
    const { main, user } = await openPage();
    const name = main.getByLabelText('Display name');
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(FORUM_LIMITS.displayNameMax + 1));
    expect(main.getByText(`51 / ${FORUM_LIMITS.displayNameMax}`)).toBeInTheDocument();
    await user.click(main.getByRole('button', { name: 'Save changes' }));
    expect(await main.findByText(`Display name must be at most ${FORUM_LIMITS.displayNameMax} characters`)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);

    // Typing again clears the field's error.
    await user.type(name, '{Backspace}');
    expect(main.queryByText(`Display name must be at most ${FORUM_LIMITS.displayNameMax} characters`)).not.toBeInTheDocument();
  });

  it('saves trimmed values, says so, and refreshes the account the header shows', async () => {
    let input: unknown;
    server.use(
      trpcMsw.community.profiles.update.mutation(({ input: sent }) => {
        input = sent;
        return makeProfile({ displayName: 'Sarah Mitchell', bio: 'Mum of three.' });
      }),
    );
    const { main, user } = await openPage();
    const meCalls = countMeCalls();
    await user.clear(main.getByLabelText('Display name'));
    await user.type(main.getByLabelText('Display name'), '  Sarah Mitchell ');
    await user.clear(main.getByLabelText('Bio'));
    await user.type(main.getByLabelText('Bio'), 'Mum of three.');
    await user.click(main.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(input).toEqual({ displayName: 'Sarah Mitchell', bio: 'Mum of three.' });
    expect(main.getByLabelText('Display name')).toHaveValue('Sarah Mitchell');
    await waitFor(() => expect(meCalls.count).toBeGreaterThan(0));
  });

  it('shows the server’s field errors beside the fields', async () => {
    server.use(
      trpcMsw.community.profiles.update.mutation(() => {
        const error = new TRPCError({ code: 'BAD_REQUEST', message: 'bio: Bio contains characters that are not allowed' });
        Object.assign(error, { fieldErrors: { bio: 'Bio contains characters that are not allowed' } });
        throw error;
      }),
    );
    const { main, user } = await openPage();
    await user.click(main.getByRole('button', { name: 'Save changes' }));
    expect(await main.findByText('Bio contains characters that are not allowed')).toBeInTheDocument();
    expect(main.getByLabelText('Bio')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when saving failed for another reason', async () => {
    server.use(
      trpcMsw.community.profiles.update.mutation(() => {
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please wait a few minutes and try again.' });
      }),
    );
    const { main, user } = await openPage();
    await user.click(main.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText("Your profile wasn't saved")).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
  });

  it('offers a retry when the profile could not be loaded', async () => {
    server.use(
      signedInAs(member),
      trpcMsw.community.profiles.me.query(() => {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
      }),
    );
    renderWithProviders({ route: '/profile/edit' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/profile/edit: photo', () => {
  it('checks size and type in the browser with the server’s messages', () => {
    expect(avatarFileProblem({ size: 6 * 1024 * 1024, type: 'image/jpeg' })).toBe(COMMUNITY_TEXT.avatarTooLarge);
    expect(avatarFileProblem({ size: FORUM_LIMITS.avatarMaxBytes, type: 'image/jpeg' })).toBeNull();
    expect(avatarFileProblem({ size: 10, type: 'image/svg+xml' })).toBe(COMMUNITY_TEXT.avatarNotImage);
    expect(avatarFileProblem({ size: 10, type: '' })).toBeNull();
  });

  it('offers only images, and refuses a 6 MB photo before uploading it', async () => {
    let uploads = 0;
    server.use(
      uploadHandler(() => {
        uploads += 1;
        return makeProfile();
      }),
    );
    const { main, user } = await openPage();
    const input = main.getByLabelText('Choose photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    await user.upload(input, imageFile('holiday.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(await main.findByRole('alert')).toHaveTextContent(COMMUNITY_TEXT.avatarTooLarge);
    expect(main.queryByRole('button', { name: 'Use this photo' })).not.toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('previews the chosen photo, uploads it as a form, and refreshes the header’s account', async () => {
    let sent: { field: unknown; type: string } | null = null;
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${TEST_TRPC_URL}/community.profiles.uploadAvatar`, async ({ request }) => {
        const form = await request.formData();
        const field = form.get('avatar');
        sent = { field, type: field instanceof Object && 'type' in field ? String(field.type) : '' };
        await answered;
        return HttpResponse.json({ result: { data: wireFormat.serialize(makeProfile({ avatar: '/uploads/avatars/abc.webp' })) } });
      }),
    );
    const { main, user } = await openPage();
    const meCalls = countMeCalls({ ...member, avatar: '/uploads/avatars/abc.webp' });
    await user.upload(main.getByLabelText('Choose photo'), imageFile('me.png', 'image/png'));
    expect(main.getByAltText('Preview of your new photo')).toHaveAttribute('src', 'blob:http://localhost:3000/preview');

    await user.click(main.getByRole('button', { name: 'Use this photo' }));
    expect(await main.findByText('Uploading photo…')).toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();

    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    expect(sent).toMatchObject({ type: 'image/png' });
    expect(main.queryByText('Uploading photo…')).not.toBeInTheDocument();
    expect(main.queryByRole('button', { name: 'Use this photo' })).not.toBeInTheDocument();
    await waitFor(() => expect(meCalls.count).toBeGreaterThan(0));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost:3000/preview');
  });

  it('never shows the replaced photo again (its file is deleted) while the cache catches up', async () => {
    const { main, user, stored } = await openPage(makeProfile({ avatar: '/uploads/avatars/old.webp' }));
    server.use(
      uploadHandler(() => {
        stored.profile = makeProfile({ avatar: '/uploads/avatars/new.webp' });
        return stored.profile;
      }),
    );
    await user.upload(main.getByLabelText('Choose photo'), imageFile('me.png', 'image/png'));
    const section = main.getByRole('region', { name: 'Profile photo' });
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      const src = section.querySelector('img')?.getAttribute('src') ?? 'none';
      if (shown.at(-1) !== src) shown.push(src);
    });
    observer.observe(section, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
    await user.click(main.getByRole('button', { name: 'Use this photo' }));
    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    await waitFor(() => expect(section.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/new.webp'));
    observer.disconnect();
    expect(shown).not.toContain('/uploads/avatars/old.webp');
  });

  it('keeps a chosen photo when she presses "Save changes" instead of "Use this photo"', async () => {
    const sent: string[] = [];
    const { main, user, stored } = await openPage();
    server.use(
      uploadHandler(() => {
        sent.push('photo');
        stored.profile = { ...stored.profile, avatar: '/uploads/avatars/new.webp' };
        return stored.profile;
      }),
      trpcMsw.community.profiles.update.mutation(({ input }) => {
        sent.push('details');
        stored.profile = { ...stored.profile, ...input };
        return stored.profile;
      }),
    );
    await user.upload(main.getByLabelText('Choose photo'), imageFile('me.png', 'image/png'));
    await user.clear(main.getByLabelText('Display name'));
    await user.type(main.getByLabelText('Display name'), 'Sarah Mitchell');
    await user.click(main.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(sent).toEqual(['photo', 'details']);
    expect(stored.profile).toMatchObject({ displayName: 'Sarah Mitchell', avatar: '/uploads/avatars/new.webp' });
    const section = main.getByRole('region', { name: 'Profile photo' });
    await waitFor(() => expect(section.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/new.webp'));
    expect(main.queryByRole('button', { name: 'Use this photo' })).not.toBeInTheDocument();
  });

  it('saves nothing more when the chosen photo is refused on "Save changes", and says why', async () => {
    let detailsSaved = false;
    server.use(
      uploadHandler(() => ({ status: 400, code: 'BAD_REQUEST', message: COMMUNITY_TEXT.avatarNotImage })),
      trpcMsw.community.profiles.update.mutation(() => {
        detailsSaved = true;
        return makeProfile();
      }),
    );
    const { main, user } = await openPage();
    await user.upload(main.getByLabelText('Choose photo'), imageFile('scan.png', 'image/png'));
    await user.click(main.getByRole('button', { name: 'Save changes' }));
    expect(await main.findByRole('alert')).toHaveTextContent(COMMUNITY_TEXT.avatarNotImage);
    expect(await screen.findByText("Your profile wasn't saved")).toBeInTheDocument();
    expect(detailsSaved).toBe(false);
  });

  it('shows the server’s refusal under the photo', async () => {
    server.use(uploadHandler(() => ({ status: 400, code: 'BAD_REQUEST', message: COMMUNITY_TEXT.avatarNotImage })));
    const { main, user } = await openPage();
    await user.upload(main.getByLabelText('Choose photo'), imageFile('scan.png', 'image/png'));
    await user.click(main.getByRole('button', { name: 'Use this photo' }));
    expect(await main.findByRole('alert')).toHaveTextContent(COMMUNITY_TEXT.avatarNotImage);
    // That file can't be used: the preview goes, to pick another.
    expect(main.queryByAltText('Preview of your new photo')).not.toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Choose photo' })).toBeEnabled();
  });

  it('keeps the preview after a network failure, to try again', async () => {
    server.use(http.post(`${TEST_TRPC_URL}/community.profiles.uploadAvatar`, () => HttpResponse.error()));
    const { main, user } = await openPage();
    await user.upload(main.getByLabelText('Choose photo'), imageFile('me.jpg', 'image/jpeg'));
    await user.click(main.getByRole('button', { name: 'Use this photo' }));
    expect(await main.findByRole('alert')).toHaveTextContent("We couldn't update your photo. Please try again.");
    expect(main.getByRole('button', { name: 'Use this photo' })).toBeEnabled();
    await user.click(main.getByRole('button', { name: 'Cancel' }));
    expect(main.queryByAltText('Preview of your new photo')).not.toBeInTheDocument();
  });

  it('removes the photo, back to initials', async () => {
    let removed = false;
    const { main, user, stored } = await openPage(makeProfile({ avatar: '/uploads/avatars/abc.webp' }));
    server.use(
      trpcMsw.community.profiles.removeAvatar.mutation(() => {
        removed = true;
        stored.profile = makeProfile({ avatar: null });
        return stored.profile;
      }),
    );
    await user.click(main.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Photo removed')).toBeInTheDocument();
    expect(removed).toBe(true);
    await waitFor(() => expect(main.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument());
    expect(main.getByText('SM')).toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Choose photo' })).toBeInTheDocument();
  });
});
