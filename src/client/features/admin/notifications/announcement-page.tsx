import { Button, chakra, Flex, Input, Stack } from '@chakra-ui/react';
import { isSameSitePath } from '../../../../shared/lib/links';
import { checkPostText } from '../../../../shared/rules/community';
import { trpc } from '../../../trpc';
import { CharacterCount } from '../../../components/ui/character-count';
import { FormTextarea } from '../../../components/ui/form-controls';
import { AdminFormSection, AdminPage, AdminRecordForm, ConfirmDialog, FormField, useRecordEditor } from '../kit';
import { ANNOUNCEMENT_LIMITS as LIMITS, ANNOUNCEMENT_TEXT as T } from './announcement-text';

type Field = 'title' | 'content' | 'link';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { title: '', content: '', link: '' };
const TEXT = { saved: T.sent, saveFailed: T.sendFailed, fixErrors: T.fixErrors };

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
  const announce = trpc.notifications.announce.useMutation();
  const editor = useRecordEditor({
    initial: EMPTY,
    isNew: true,
    check: checkAnnouncement,
    confirmSave: true,
    save: (values) =>
      announce.mutateAsync({ title: values.title.trim(), content: values.content.trim(), link: values.link.trim() || undefined }),
    resetTo: () => EMPTY,
    text: TEXT,
    savedDescription: ({ sent }) => T.sentTo(sent),
  });
  const { values, set, errors } = editor;

  return (
    <AdminPage title={T.title} description={T.description} back={{ to: '/admin', label: 'Dashboard' }}>
      <AdminRecordForm editor={editor} maxW="2xl">
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
      </AdminRecordForm>
      <ConfirmDialog
        {...editor.saveDialog}
        title={T.confirmTitle}
        body={T.confirmBody(values.title.trim())}
        confirmLabel={T.confirm}
        destructive={false}
        pendingLabel={T.sending}
      />
    </AdminPage>
  );
}
