import { Button, Field, Heading, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { type SubmitEvent, useState } from 'react';
import { FORUM_LIMITS } from '../../../shared/constants/community';
import { checkBio, checkDisplayName } from '../../../shared/rules/community';
import type { CommunityProfileDto } from '../../../shared/schemas/community';
import { toaster } from '../../components/ui/toaster';
import { serverMessage } from '../../lib/trpc-errors';
// The trimmed theme has no textarea recipe: the forum's box carries the Input look.
import { FormTextarea } from '../../components/ui/form-controls';
import { ProfileCard } from './profile-card';
import { PROFILE_EDIT_TEXT } from './profile-text';
import { useUpdateProfile } from './use-profile-mutations';
import { formatNumber } from '../../../shared/lib/numbers';

type Values = { displayName: string; bio: string };
type Errors = Partial<Record<keyof Values, string>>;

/** The field errors the server sent with a 400 (the error formatter's `fieldErrors`). */
function serverFieldErrors(error: unknown): Errors | null {
  const fieldErrors = (error as { data?: { fieldErrors?: Record<string, string> | null } } | null)?.data?.fieldErrors;
  if (!fieldErrors) return null;
  const errors: Errors = {};
  if (fieldErrors.displayName) errors.displayName = fieldErrors.displayName;
  if (fieldErrors.bio) errors.bio = fieldErrors.bio;
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The server's rules (shared/rules), so the form says exactly what the server would. */
function checkValues(values: Values): { data: Values; errors: null } | { data: null; errors: Errors } {
  const errors: Errors = {};
  const displayName = checkDisplayName(values.displayName);
  if (displayName) errors.displayName = displayName;
  const bio = checkBio(values.bio);
  if (bio) errors.bio = bio;
  if (errors.displayName || errors.bio) return { data: null, errors };
  return { data: { displayName: values.displayName.trim(), bio: values.bio.trim() }, errors: null };
}

/** "12 / 50" beside the hint, red once over (as the forum's boxes count). */
function Counter({ length, max }: { length: number; max: number }) {
  const over = length > max;
  return (
    <Text
      as="span"
      flexShrink={0}
      fontVariantNumeric="tabular-nums"
      color={over ? 'red.700' : 'fg.muted'}
      fontWeight={over ? 'semibold' : 'normal'}
    >
      {formatNumber(length)} / {formatNumber(max)}
    </Text>
  );
}

/** A displayName the member never set comes back as her username: the field shows it empty. */
function initialValues(profile: CommunityProfileDto): Values {
  return { displayName: profile.displayName === profile.username ? '' : profile.displayName, bio: profile.bio };
}

/**
 * `savePhoto`: saves a photo chosen above and not yet used (null, or what went wrong): one "Save
 * changes" keeps everything she changed on the page.
 */
export function ProfileDetailsForm({ profile, savePhoto }: { profile: CommunityProfileDto; savePhoto: () => Promise<string | null> }) {
  // Set once: a refetch (after a photo upload, say) must not wipe what the member is typing.
  const [values, setValues] = useState<Values>(() => initialValues(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [savingPhoto, setSavingPhoto] = useState(false);
  const update = useUpdateProfile({
    onSaved: (saved) => {
      setValues(initialValues(saved));
      toaster.create({ type: 'success', title: PROFILE_EDIT_TEXT.saved });
    },
  });

  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending || savingPhoto) return;
    const checked = checkValues(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setSavingPhoto(true);
    const photoProblem = await savePhoto().finally(() => setSavingPhoto(false));
    if (photoProblem) {
      toaster.create({ type: 'error', title: PROFILE_EDIT_TEXT.saveFailedTitle, description: photoProblem });
      return;
    }
    update.mutate(checked.data, {
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors) setErrors(fieldErrors);
        else {
          toaster.create({
            type: 'error',
            title: PROFILE_EDIT_TEXT.saveFailedTitle,
            description: serverMessage(error) ?? PROFILE_EDIT_TEXT.saveFailed,
          });
        }
      },
    });
  };

  return (
    <ProfileCard headingId="profile-details-heading">
      <Heading as="h2" id="profile-details-heading" size="lg" color="gray.900" mb="4">
        {PROFILE_EDIT_TEXT.detailsHeading}
      </Heading>
      <chakra.form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="5">
          <Field.Root invalid={Boolean(errors.displayName)}>
            <Field.Label>{PROFILE_EDIT_TEXT.displayNameLabel}</Field.Label>
            <Input
              name="displayName"
              autoComplete="nickname"
              placeholder={profile.username}
              value={values.displayName}
              onChange={(event) => set('displayName', event.target.value)}
            />
            <Field.HelperText display="flex" gap="3" justifyContent="space-between" w="full">
              <span>{PROFILE_EDIT_TEXT.displayNameHint(profile.username)}</span>
              <Counter length={values.displayName.length} max={FORUM_LIMITS.displayNameMax} />
            </Field.HelperText>
            <Field.ErrorText>{errors.displayName}</Field.ErrorText>
          </Field.Root>

          <Field.Root invalid={Boolean(errors.bio)}>
            <Field.Label>{PROFILE_EDIT_TEXT.bioLabel}</Field.Label>
            <FormTextarea name="bio" rows={5} minH="0" value={values.bio} onChange={(event) => set('bio', event.target.value)} />
            <Field.HelperText display="flex" gap="3" justifyContent="space-between" w="full">
              <span>{PROFILE_EDIT_TEXT.bioHint}</span>
              <Counter length={values.bio.length} max={FORUM_LIMITS.bioMax} />
            </Field.HelperText>
            <Field.ErrorText>{errors.bio}</Field.ErrorText>
          </Field.Root>

          <HStack justify={{ base: 'stretch', sm: 'flex-end' }}>
            <Button
              type="submit"
              colorPalette="brand"
              rounded="full"
              size="lg"
              px="8"
              flex={{ base: '1', sm: 'initial' }}
              loading={update.isPending || savingPhoto}
            >
              {PROFILE_EDIT_TEXT.save}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </ProfileCard>
  );
}
