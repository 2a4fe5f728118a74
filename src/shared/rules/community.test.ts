import { describe, expect, it } from 'vitest';
import { FORUM_LIMITS } from '../constants/community';
import { createReplyInput, createThreadInput, updateProfileInput } from '../schemas/community';
import {
  checkBio,
  checkDisplayName,
  checkMayChangePost,
  checkReplyContent,
  checkThreadContent,
  checkTitle,
  countedLength,
} from './community';

/** The server's message for one field, or null when it takes the value. */
function serverSays(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: object,
  field: string,
) {
  const result = schema.safeParse(input);
  const messages = result.success
    ? []
    : (result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);
  return messages.length === 0 ? null : messages;
}

const thread = (fields: { title?: string; content?: string }) => ({ topicId: 1, title: 'A fine title', content: 'Hello', ...fields });

describe('forum rules', () => {
  it.each([
    ['Hello there', null],
    ['  Hello  ', null],
    ['', 'Please write something before posting.'],
    ['   \n ', 'Please write something before posting.'],
    ['Hey', `Title must be at least ${FORUM_LIMITS.titleMin} characters`],
    ['  Hey   ', `Title must be at least ${FORUM_LIMITS.titleMin} characters`],
    ['x'.repeat(FORUM_LIMITS.titleMax + 1), 'Title must be at most 150 characters'],
    ['Hello\u001bthere', 'Title contains characters that are not allowed'],
    ['\u000bHello there', 'Title contains characters that are not allowed'],
  ])('title %j: %j, as the server says', (value, expected) => {
    expect(checkTitle(value)).toBe(expected);
    expect(serverSays(createThreadInput, thread({ title: value }), 'title')).toEqual(expected === null ? null : [expected]);
  });

  it.each([
    ['Hi', null],
    ['', 'Please write something before posting.'],
    ['x'.repeat(FORUM_LIMITS.threadMax), null],
    ['x'.repeat(FORUM_LIMITS.threadMax + 1), 'Content must be at most 10,000 characters'],
    [` ${'x'.repeat(FORUM_LIMITS.threadMax)} `, null],
    ['bad\u0000byte', 'Content contains characters that are not allowed'],
    ['tabs\tand\nnew lines\r\n are fine', null],
  ])('thread content %j: %j, as the server says', (value, expected) => {
    expect(checkThreadContent(value)).toBe(expected);
    expect(serverSays(createThreadInput, thread({ content: value }), 'content')).toEqual(expected === null ? null : [expected]);
  });

  it.each([
    ['Thanks!', null],
    [' ', 'Please write something before posting.'],
    ['x'.repeat(FORUM_LIMITS.replyMax + 1), 'Reply must be at most 5,000 characters'],
    ['hello\u0007', 'Reply contains characters that are not allowed'],
  ])('reply %j: %j, as the server says', (value, expected) => {
    expect(checkReplyContent(value)).toBe(expected);
    expect(serverSays(createReplyInput, { threadId: 1, content: value }, 'content')).toEqual(expected === null ? null : [expected]);
  });

  it('counts what the server keeps: the trimmed text', () => {
    expect(countedLength('  hello \n')).toBe(5);
  });
});

describe('profile rules', () => {
  it.each([
    ['displayName', checkDisplayName, '', null],
    ['displayName', checkDisplayName, 'x'.repeat(FORUM_LIMITS.displayNameMax), null],
    ['displayName', checkDisplayName, 'x'.repeat(FORUM_LIMITS.displayNameMax + 1), 'Display name must be at most 50 characters'],
    ['displayName', checkDisplayName, 'Sarah\u0000', 'Display name contains characters that are not allowed'],
    ['bio', checkBio, 'x'.repeat(FORUM_LIMITS.bioMax + 1), 'Bio must be at most 500 characters'],
    ['bio', checkBio, `  ${'x'.repeat(FORUM_LIMITS.bioMax)}  `, null],
  ] as const)('%s %#: %j, as the server says', (field, check, value, expected) => {
    expect(check(value)).toBe(expected);
    const input = { displayName: '', bio: '', [field]: value };
    expect(serverSays(updateProfileInput, input, field)).toEqual(expected === null ? null : [expected]);
  });
});

describe('checkMayChangePost', () => {
  const member = { id: 7, role: 'member' as const };

  it('lets an author change her own post within the window, and the team (moderators, admins) any post at any time', () => {
    expect(checkMayChangePost(member, { authorId: 7, withinEditWindow: true })).toBeNull();
    for (const role of ['moderator', 'admin'] as const) {
      expect(checkMayChangePost({ id: 1, role }, { authorId: 7, withinEditWindow: false })).toBeNull();
      expect(checkMayChangePost({ id: 1, role }, { authorId: null, withinEditWindow: false })).toBeNull();
    }
  });

  it("leaves a former member's post (no author) to the team", () => {
    expect(checkMayChangePost(member, { authorId: null, withinEditWindow: true })).toBe('You can only change your own posts.');
  });

  it("refuses another member's post as such, whatever the window, and her own once the window has passed", () => {
    expect(checkMayChangePost(member, { authorId: 8, withinEditWindow: true })).toBe('You can only change your own posts.');
    expect(checkMayChangePost(member, { authorId: 8, withinEditWindow: false })).toBe('You can only change your own posts.');
    expect(checkMayChangePost(member, { authorId: 7, withinEditWindow: false })).toBe(
      'Posts can only be edited or deleted within an hour of posting.',
    );
  });
});
