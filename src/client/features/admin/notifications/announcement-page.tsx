import { Button, chakra, Flex, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { isSameSitePath } from '../../../../shared/lib/links';
import { checkPostText } from '../../../../shared/rules/community';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { fieldErrorsOf, serverMessage } from '../../../lib/trpc-errors';
import { CharacterCount } from '../../../components/ui/character-count';
import { FormTextarea } from '../../../components/ui/form-controls';
import { AdminFormSection, AdminPage, ConfirmDialog, FormField, UnsavedChangesGuard } from '../kit';
import { ANNOUNCEMENT_LIMITS as LIMITS, ANNOUNCEMENT_TEXT as T } from './announcement-text';

type Field = 'title' | 'content' | 'link';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { title: '', content: '', link: '' };

/** The server's rules (shared/schemas/community.ts announcementInput), checked before the round trip. */
function checkAnnouncement(values: Values): Errors {
  const errors: Errors = {};
  const title = checkPostText('Title', LIMITS.titleMax, values.title);
  if (title) errors.title = title;
  const content = checkPostText('Message', LIMITS.messageMax, values.content);
  if (content) errors.content = content;
  const link = values.link.trim();
  if (link.length > LIMITS.linkMax) errors.link = T.linkTooLong;
  else if (link && !isSameSitePath(link)) errors.link = T.linkNotSameSite;
  return errors;
}

/** /admin/notifications: an announcement (title, message, optional same-site link) to every member, after a confirm. */
export function AnnouncementPage() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const announce = trpc.notifications.announce.useMutation({
    onSuccess: ({ sent }) => {
      setConfirming(false);
      setValues(EMPTY);
      setErrors({});
      toaster.create({ type: 'success', title: T.sent, description: T.sentTo(sent) });
    },
    onError: (error) => {
      const fromServer = fieldErrorsOf(error) as Errors;
      if (Object.keys(fromServer).length > 0) {
        setConfirming(false);
        setErrors(fromServer);
      }
    },
  });
  const fieldRefused = Object.keys(fieldErrorsOf(announce.error)).length > 0;

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = checkAnnouncement(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      toaster.create({ type: 'error', title: T.sendFailed, description: T.fixErrors });
      return;
    }
    announce.reset();
    setConfirming(true);
  };

  const dirty = values.title !== '' || values.content !== '' || values.link !== '';

  return (
    <AdminPage title={T.title} description={T.description} back={{ to: '/admin', label: 'Dashboard' }}>
      <UnsavedChangesGuard when={dirty && !announce.isPending} />
      <chakra.form onSubmit={onSubmit} noValidate maxW="2xl">
        <AdminFormSection title={T.formTitle}>
          <Stack gap="5">
            <FormField label={T.titleLabel} error={errors.title} required>
              <Input name="title" value={values.title} onChange={(event) => set('title', event.target.value)} />
            </FormField>
            <FormField label={T.messageLabel} error={errors.content} required>
              <FormTextarea name="content" rows={5} value={values.content} onChange={(event) => set('content', event.target.value)} />
              <Flex w="full" justify="space-between" gap="3">
                {errors.content ? null : (
                  <chakra.span fontSize="xs" color="fg.muted">
                    {T.messageHelp}
                  </chakra.span>
                )}
                <chakra.div ms="auto">
                  <CharacterCount value={values.content} max={LIMITS.messageMax} />
                </chakra.div>
              </Flex>
            </FormField>
            <FormField label={T.linkLabel} error={errors.link} helper={T.linkHelp}>
              <Input
                name="link"
                value={values.link}
                placeholder="/perks"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                onChange={(event) => set('link', event.target.value)}
              />
            </FormField>
            <Flex>
              <Button type="submit" colorPalette="brand" rounded="full" w={{ base: 'full', sm: 'auto' }}>
                {T.send}
              </Button>
            </Flex>
          </Stack>
        </AdminFormSection>
      </chakra.form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.confirmTitle}
        body={T.confirmBody(values.title.trim())}
        confirmLabel={T.confirm}
        destructive={false}
        pending={announce.isPending}
        pendingLabel={T.sending}
        error={announce.error && !fieldRefused ? (serverMessage(announce.error) ?? T.sendFailed) : null}
        onConfirm={() =>
          announce.mutate({ title: values.title.trim(), content: values.content.trim(), link: values.link.trim() || undefined })
        }
      />
    </AdminPage>
  );
}
