import { countedLength } from './community';
import { checkImageField } from './image-address';
import { checkPlainText } from './text';
import { formatNumber } from '../lib/numbers';

/** The authors blog posts are credited to (not site accounts): what the admin form checks. */
export const AUTHOR_LIMITS = { nameMax: 100, roleMax: 100, bioMax: 2000 } as const;

export const AUTHOR_TEXT = {
  notFound: 'Author not found',
  reassignToSelf: 'Choose another author to take the posts over',
  reassignNotFound: 'The author to take the posts over no longer exists',
  hasPosts: (count: number) => `This author has ${count} ${count === 1 ? 'post' : 'posts'}. Choose someone to take them over first.`,
} as const;

const tooLong = (name: string, max: number) => `${name} must be at most ${formatNumber(max)} characters`;

export function checkAuthorName(value: string): string | null {
  const plain = checkPlainText('Name', value);
  if (plain) return plain;
  const length = countedLength(value);
  if (length === 0) return 'Name is required';
  if (length > AUTHOR_LIMITS.nameMax) return tooLong('Name', AUTHOR_LIMITS.nameMax);
  return null;
}

export const checkAuthorRole = (value: string) =>
  checkPlainText('Role', value) ?? (countedLength(value) > AUTHOR_LIMITS.roleMax ? tooLong('Role', AUTHOR_LIMITS.roleMax) : null);
export const checkAuthorBio = (value: string) =>
  checkPlainText('Bio', value) ?? (countedLength(value) > AUTHOR_LIMITS.bioMax ? tooLong('Bio', AUTHOR_LIMITS.bioMax) : null);
export const checkAuthorAvatar = (value: string) => checkImageField('Avatar', value);
