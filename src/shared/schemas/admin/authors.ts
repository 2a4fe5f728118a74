import { z } from 'zod';
import { checkAuthorAvatar, checkAuthorBio, checkAuthorName, checkAuthorRole } from '../../rules/authors';
import { storedImageAddress } from '../../rules/image-address';
import { id } from '../common';
import { ruledText } from '../text';
import { adminListInput } from './list';

const optionalText = (name: string, check: (value: string) => string | null) =>
  ruledText(name, check)
    .nullish()
    .transform((value) => (value ? value : null));

export const adminAuthorListInput = adminListInput;

export const authorFields = z.object({
  name: ruledText('Name', checkAuthorName),
  role: optionalText('Role', checkAuthorRole),
  avatar: optionalText('Avatar', checkAuthorAvatar).transform((value) => (value ? storedImageAddress(value) : null)),
  bio: optionalText('Bio', checkAuthorBio),
});
export type AuthorFieldsInput = z.input<typeof authorFields>;

export const createAuthorInput = authorFields;
export const updateAuthorInput = authorFields.extend({ id });

/** Deleting an author with posts needs `reassignTo`: the author who takes them over. */
export const deleteAuthorInput = z.object({ id, reassignTo: id.optional() });

export interface AdminAuthorRow {
  id: number;
  name: string;
  role: string | null;
  avatar: string | null;
  postCount: number;
}

export interface AdminAuthorDetail {
  id: number;
  name: string;
  role: string | null;
  avatar: string | null;
  bio: string | null;
  postCount: number;
}
