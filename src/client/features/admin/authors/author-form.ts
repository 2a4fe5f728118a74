import { checkAuthorAvatar, checkAuthorBio, checkAuthorName, checkAuthorRole } from '../../../../shared/rules/authors';
import type { AdminAuthorDetail, AuthorFieldsInput } from '../../../../shared/schemas/admin/authors';

export interface AuthorFormValues {
  name: string;
  role: string;
  avatar: string | null;
  bio: string;
}
export type AuthorFormErrors = Partial<Record<keyof AuthorFormValues, string>>;

export const EMPTY_AUTHOR: AuthorFormValues = { name: '', role: '', avatar: null, bio: '' };

export function authorValuesOf(author: AdminAuthorDetail): AuthorFormValues {
  return { name: author.name, role: author.role ?? '', avatar: author.avatar, bio: author.bio ?? '' };
}

export function checkAuthorForm(values: AuthorFormValues): AuthorFormErrors {
  const errors: AuthorFormErrors = {};
  const name = checkAuthorName(values.name);
  if (name) errors.name = name;
  const role = checkAuthorRole(values.role);
  if (role) errors.role = role;
  const avatar = checkAuthorAvatar(values.avatar ?? '');
  if (avatar) errors.avatar = avatar;
  const bio = checkAuthorBio(values.bio);
  if (bio) errors.bio = bio;
  return errors;
}

export function toAuthorInput(values: AuthorFormValues): AuthorFieldsInput {
  return { name: values.name.trim(), role: values.role.trim() || null, avatar: values.avatar, bio: values.bio.trim() || null };
}
