import { getInitials } from './initials';

export interface AvatarSources {
  profileAvatar?: string | null;
  userAvatar?: string | null;
  displayName?: string | null;
  username: string;
}

/** PRODUCT.md "Screens": the profile avatar first, then the user avatar, then initials. */
export function chooseAvatar(sources: AvatarSources): { src: string | null; initials: string } {
  const src = [sources.profileAvatar, sources.userAvatar].find((a) => a && a.trim()) ?? null;
  const name = sources.displayName?.trim() ? sources.displayName : sources.username;
  return { src: src ? src.trim() : null, initials: getInitials(name) };
}
