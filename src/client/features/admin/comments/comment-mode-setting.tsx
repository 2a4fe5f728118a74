import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { COMMENT_MODES, type CommentMode } from '../../../../shared/constants/comments';
import { toaster } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { useCurrentUser } from '../../auth';
import { AdminFormSection, NativeRadioGroup } from '../kit';
import { ADMIN_COMMENTS_TEXT as T } from './comments-admin-text';

function ModeForm({ saved, readOnly }: { saved: CommentMode; readOnly: boolean }) {
  const utils = trpc.useUtils();
  const save = trpc.admin.comments.settings.save.useMutation();
  const [mode, setMode] = useState<CommentMode>(saved);
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { mode },
          {
            onSuccess: (answer) => {
              utils.admin.comments.settings.get.setData(undefined, answer);
              toaster.create({ type: 'success', title: T.mode.saved, duration: 3000 });
            },
            onError: (refusal) => toaster.create({ type: 'error', title: serverMessage(refusal) ?? T.mode.saveFailed }),
          },
        );
      }}
    >
      <NativeRadioGroup
        legend={T.mode.legend}
        name="comment-mode"
        value={mode}
        disabled={readOnly || save.isPending}
        onChange={setMode}
        options={COMMENT_MODES.map((value) => ({ value, label: T.mode.options[value] }))}
      />
      {readOnly ? (
        <Text fontSize="sm" color="fg.muted">
          {T.mode.readOnly}
        </Text>
      ) : (
        <div>
          <Button
            type="submit"
            size="sm"
            colorPalette="brand"
            rounded="full"
            px="5"
            loading={save.isPending}
            loadingText={T.mode.saving}
            disabled={mode === saved}
          >
            {T.mode.save}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** The comment moderation mode (open / all / off): admins change it, moderators read it. */
export function CommentModeSetting() {
  const { user } = useCurrentUser();
  const settings = trpc.admin.comments.settings.get.useQuery();
  return (
    <AdminFormSection title={T.mode.title}>
      {settings.isError ? (
        <Text role="alert" color="fg.error">
          {T.mode.loadFailed}
        </Text>
      ) : settings.data ? (
        <ModeForm key={settings.data.mode} saved={settings.data.mode} readOnly={!user?.isAdmin} />
      ) : (
        <Text color="fg.muted">{T.pending.loading}</Text>
      )}
    </AdminFormSection>
  );
}
