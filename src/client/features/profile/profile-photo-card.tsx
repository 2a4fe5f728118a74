import { AbsoluteCenter, Avatar, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { FORUM_LIMITS } from '../../../shared/constants/community';
import { chooseAvatar } from '../../../shared/lib/avatar';
import type { CommunityProfileDto } from '../../../shared/schemas/community';
import { toaster } from '../../components/ui/toaster';
import { serverCode, serverMessage } from '../../lib/trpc-errors';
import { ProfileCard } from './profile-card';
import { AVATAR_ACCEPT, PROFILE_EDIT_TEXT } from './profile-text';
import { useRemoveAvatar, useUploadAvatar } from './use-profile-mutations';

/**
 * The checks the server makes that the browser can make first, so a member with a 12 MB photo
 * hears it at once instead of after the upload. The server still judges the bytes themselves.
 */
export function avatarFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > FORUM_LIMITS.avatarMaxBytes) return PROFILE_EDIT_TEXT.tooLarge;
  // An empty type (the browser doesn't know) is left to the server.
  if (file.type && !(AVATAR_ACCEPT as readonly string[]).includes(file.type)) return PROFILE_EDIT_TEXT.notImage;
  return null;
}

const isRefusal = (error: unknown) => ['BAD_REQUEST', 'PAYLOAD_TOO_LARGE'].includes(serverCode(error) ?? '');

interface Picked {
  file: File;
  previewUrl: string;
}

/** A change this card just made: `after` replaces `before` until the cached profile catches up. */
interface Changed {
  before: string | null;
  after: string | null;
}

/** What the page's "Save changes" asks of this card: the chosen photo saved, as "Use this photo" does. */
export interface PhotoCardHandle {
  /** Uploads the chosen photo, if any: null once saved (or when none is chosen), else what went wrong (shown under the photo too). */
  savePicked(): Promise<string | null>;
}

/** The photo: the current one (or initials), a preview of a chosen file, upload and removal. */
export function ProfilePhotoCard({ profile, ref }: { profile: CommunityProfileDto; ref?: Ref<PhotoCardHandle> }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState<Changed | null>(null);
  // The cache tells this component of a new profile a moment after the mutation's own answer
  // arrives; meanwhile the replaced photo's address (its file already deleted) must not show.
  const avatar = changed && changed.before === profile.avatar ? changed.after : profile.avatar;

  // The preview's object URL lives as long as the preview.
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.previewUrl) : undefined), [picked]);

  const upload = useUploadAvatar({
    onUploaded: (saved) => {
      setChanged({ before: avatar, after: saved.avatar });
      setPicked(null);
    },
  });
  const remove = useRemoveAvatar({
    onRemoved: (saved) => {
      setChanged({ before: avatar, after: saved.avatar });
      toaster.create({ type: 'success', title: PROFILE_EDIT_TEXT.photoRemoved });
    },
  });
  const busy = upload.isPending || remove.isPending;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a cancel.
    event.target.value = '';
    if (!file) return;
    upload.reset();
    const found = avatarFileProblem(file);
    setProblem(found);
    setPicked(found ? null : { file, previewUrl: URL.createObjectURL(file) });
  };

  const savePicked = async (): Promise<string | null> => {
    if (!picked) return null;
    const form = new FormData();
    form.append('avatar', picked.file);
    setProblem(null);
    try {
      await upload.mutateAsync(form);
      return null;
    } catch (error) {
      const found = serverMessage(error) ?? PROFILE_EDIT_TEXT.photoFailed;
      setProblem(found);
      // A file the server refused can't be used: the member picks another. After a network
      // failure the preview stays, to try again.
      if (isRefusal(error)) setPicked(null);
      return found;
    }
  };
  // "Save changes" saves a chosen photo too: she needn't know it has a button of its own.
  useImperativeHandle(ref, () => ({ savePicked }));

  const onUpload = async () => {
    if ((await savePicked()) === null) toaster.create({ type: 'success', title: PROFILE_EDIT_TEXT.photoUpdated });
  };

  const onRemove = () => {
    setProblem(null);
    remove.mutate(undefined, { onError: (error) => setProblem(serverMessage(error) ?? PROFILE_EDIT_TEXT.photoFailed) });
  };

  const { src, initials } = chooseAvatar({ profileAvatar: avatar, displayName: profile.displayName, username: profile.username });
  const shown = picked?.previewUrl ?? src;

  return (
    <ProfileCard headingId="profile-photo-heading">
      <Heading as="h2" id="profile-photo-heading" size="lg" color="gray.900" mb="4">
        {PROFILE_EDIT_TEXT.photoHeading}
      </Heading>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'center', sm: 'flex-start' }}>
        <Box position="relative" flexShrink={0}>
          <Avatar.Root
            colorPalette="brand"
            boxSize="28"
            outline={picked ? '3px dashed' : undefined}
            outlineColor="brand.solid"
            outlineOffset="3px"
            opacity={upload.isPending ? 0.5 : 1}
          >
            <Avatar.Fallback fontSize="3xl">{initials}</Avatar.Fallback>
            {shown ? <Avatar.Image src={shown} alt={picked ? PROFILE_EDIT_TEXT.previewLabel : ''} /> : null}
          </Avatar.Root>
          {upload.isPending ? (
            <AbsoluteCenter>
              <Spinner size="lg" color="brand.fg" borderWidth="3px" />
            </AbsoluteCenter>
          ) : null}
        </Box>

        <Stack gap="3" flex="1" w="full" align={{ base: 'stretch', sm: 'flex-start' }}>
          <Text fontSize="sm" color="fg.muted" textAlign={{ base: 'center', sm: 'start' }}>
            {PROFILE_EDIT_TEXT.photoHint}
          </Text>
          <input
            ref={inputRef}
            type="file"
            accept={AVATAR_ACCEPT.join(',')}
            aria-label={PROFILE_EDIT_TEXT.choosePhoto}
            hidden
            onChange={onFileChosen}
          />
          {picked ? (
            <HStack gap="2" flexWrap="wrap" justify={{ base: 'center', sm: 'flex-start' }}>
              <Button colorPalette="brand" rounded="full" onClick={() => void onUpload()} loading={upload.isPending}>
                {PROFILE_EDIT_TEXT.usePhoto}
              </Button>
              <Button variant="ghost" rounded="full" onClick={() => setPicked(null)} disabled={upload.isPending}>
                {PROFILE_EDIT_TEXT.cancelPhoto}
              </Button>
            </HStack>
          ) : (
            <HStack gap="2" flexWrap="wrap" justify={{ base: 'center', sm: 'flex-start' }}>
              <Button variant="outline" colorPalette="brand" rounded="full" onClick={() => inputRef.current?.click()} disabled={busy}>
                <Camera aria-hidden />
                {src ? PROFILE_EDIT_TEXT.changePhoto : PROFILE_EDIT_TEXT.choosePhoto}
              </Button>
              {avatar ? (
                <Button variant="ghost" colorPalette="red" rounded="full" onClick={onRemove} loading={remove.isPending} disabled={busy}>
                  <Trash2 aria-hidden />
                  {PROFILE_EDIT_TEXT.removePhoto}
                </Button>
              ) : null}
            </HStack>
          )}
          {/* A fetch reports no upload progress: the spinner on the photo and this line say it's under way. */}
          {/* Always there (empty and out of the layout when idle), so screen readers announce the change. */}
          <Text role="status" fontSize="sm" color="fg.muted" textAlign={{ base: 'center', sm: 'start' }} srOnly={!upload.isPending}>
            {upload.isPending ? PROFILE_EDIT_TEXT.uploading : ''}
          </Text>
          {problem ? (
            <Text role="alert" fontSize="sm" color="red.700" textAlign={{ base: 'center', sm: 'start' }}>
              {problem}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </ProfileCard>
  );
}
