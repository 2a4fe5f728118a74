import type { CommunityProfileDto } from '../../../shared/schemas/community';
import { trpc } from '../../trpc';

/**
 * After any change to the profile. The answer goes into the cache at once, the header's account
 * (`auth.me`) included: a replaced photo's file is already deleted on the server, so nothing may
 * show its old address even for a moment. Then the account and every cached profile are fetched
 * again, to be sure.
 */
function useProfileChanged() {
  const utils = trpc.useUtils();
  return {
    put(profile: CommunityProfileDto) {
      utils.community.profiles.me.setData(undefined, profile);
      utils.auth.me.setData(undefined, (user) => (user ? { ...user, avatar: profile.avatar } : user));
    },
    refetch: () => Promise.all([utils.auth.me.invalidate(), utils.community.profiles.invalidate()]),
  };
}

export function useUpdateProfile(options: { onSaved: (profile: CommunityProfileDto) => void }) {
  const changed = useProfileChanged();
  return trpc.community.profiles.update.useMutation({
    onSuccess: async (profile) => {
      changed.put(profile);
      options.onSaved(profile);
      await changed.refetch();
    },
  });
}

/** The photo goes as multipart/form-data (the client's split link sends FormData unbatched). */
export function useUploadAvatar(options: { onUploaded: (profile: CommunityProfileDto) => void }) {
  const changed = useProfileChanged();
  return trpc.community.profiles.uploadAvatar.useMutation({
    onSuccess: async (profile) => {
      changed.put(profile);
      options.onUploaded(profile);
      await changed.refetch();
    },
  });
}

export function useRemoveAvatar(options: { onRemoved: (profile: CommunityProfileDto) => void }) {
  const changed = useProfileChanged();
  return trpc.community.profiles.removeAvatar.useMutation({
    onSuccess: async (profile) => {
      changed.put(profile);
      options.onRemoved(profile);
      await changed.refetch();
    },
  });
}
