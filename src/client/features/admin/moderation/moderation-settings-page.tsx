import { Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HIDE_THRESHOLD_RANGE } from '../../../../shared/rules/moderation';
import { checkAllowedSite, HOLD_FIRST_POSTS_RANGE, type ModerationSettings } from '../../../../shared/rules/moderation-settings';
import { checkWatchedPhrase, WATCHED_WORD_ACTIONS, type WatchedWordAction } from '../../../../shared/rules/watched-words';
import { FormTextarea } from '../../../components/ui/form-controls';
import { trpc } from '../../../trpc';
import { useCurrentUser } from '../../auth';
import { AdminFormSection, AdminPage, AdminRecordForm, FormField, NativeCheckbox, useRecordEditor, type FieldErrors } from '../kit';
import { MODERATION_SETTINGS_TEXT as T } from './moderation-settings-text';

/** The form's values: numbers as typed, and each list as lines (the watched words one list per action). */
type Values = {
  hideThreshold: string;
  holdFirstPosts: string;
  holdNewAccountLinks: boolean;
  linkAllowlist: string;
  holdRepeatedText: boolean;
} & Record<WatchedWordAction, string>;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function valuesOf(settings: ModerationSettings): Values {
  const wordsOf = (action: WatchedWordAction) =>
    settings.watchedWords
      .filter((word) => word.action === action)
      .map((word) => word.phrase)
      .join('\n');
  return {
    hideThreshold: String(settings.hideThreshold),
    holdFirstPosts: String(settings.holdFirstPosts),
    holdNewAccountLinks: settings.holdNewAccountLinks,
    linkAllowlist: settings.linkAllowlist.join('\n'),
    holdRepeatedText: settings.holdRepeatedText,
    block: wordsOf('block'),
    hold: wordsOf('hold'),
    flag: wordsOf('flag'),
    safety: wordsOf('safety'),
  };
}

function settingsOf(values: Values): ModerationSettings {
  return {
    hideThreshold: Number(values.hideThreshold),
    holdFirstPosts: Number(values.holdFirstPosts),
    holdNewAccountLinks: values.holdNewAccountLinks,
    linkAllowlist: lines(values.linkAllowlist).map((site) => site.toLowerCase()),
    holdRepeatedText: values.holdRepeatedText,
    watchedWords: WATCHED_WORD_ACTIONS.flatMap((action) => lines(values[action]).map((phrase) => ({ phrase, action }))),
  };
}

const inRange = (value: string, range: { min: number; max: number }) =>
  /^\d+$/.test(value.trim()) && Number(value) >= range.min && Number(value) <= range.max ? null : `From ${range.min} to ${range.max}`;

/** The shared rules' messages (the server's own), field by field. */
function check(values: Values): FieldErrors {
  const firstProblem = (items: string[], rule: (item: string) => string | null) => items.map(rule).find(Boolean) ?? undefined;
  return {
    hideThreshold: inRange(values.hideThreshold, HIDE_THRESHOLD_RANGE) ?? undefined,
    holdFirstPosts: inRange(values.holdFirstPosts, HOLD_FIRST_POSTS_RANGE) ?? undefined,
    linkAllowlist: firstProblem(lines(values.linkAllowlist.toLowerCase()), checkAllowedSite),
    ...Object.fromEntries(WATCHED_WORD_ACTIONS.map((action) => [action, firstProblem(lines(values[action]), checkWatchedPhrase)])),
  };
}

function SettingsForm({ saved, readOnly }: { saved: ModerationSettings; readOnly: boolean }) {
  const utils = trpc.useUtils();
  const update = trpc.moderation.settings.update.useMutation();
  const editor = useRecordEditor({
    initial: valuesOf(saved),
    isNew: false,
    check,
    save: (values) => update.mutateAsync(settingsOf(values)),
    onSaved: (settings) => utils.moderation.settings.get.setData(undefined, settings),
    resetTo: valuesOf,
    text: { saved: T.saved, saveFailed: T.saveFailed, fixErrors: T.fixErrors },
  });
  const { values, errors } = editor;
  const text = (field: 'linkAllowlist' | WatchedWordAction, rows: number) => (
    <FormTextarea
      name={field}
      rows={rows}
      minH="0"
      value={values[field]}
      readOnly={readOnly}
      onChange={(event) => editor.set(field, event.target.value)}
    />
  );
  const number = (field: 'hideThreshold' | 'holdFirstPosts', range: { min: number; max: number }) => (
    <Input
      name={field}
      type="number"
      inputMode="numeric"
      min={range.min}
      max={range.max}
      maxW="32"
      value={values[field]}
      readOnly={readOnly}
      onChange={(event) => editor.set(field, event.target.value)}
    />
  );

  return (
    <AdminRecordForm editor={editor}>
      <Stack gap="6">
        {readOnly ? <Text color="fg.muted">{T.readOnly}</Text> : null}
        <AdminFormSection title={T.reportsTitle}>
          <FormField label={T.hideThreshold} helper={T.hideThresholdHelp} error={errors.hideThreshold}>
            {number('hideThreshold', HIDE_THRESHOLD_RANGE)}
          </FormField>
        </AdminFormSection>
        <AdminFormSection title={T.holdsTitle} description={T.holdsHelp}>
          <Stack gap="5">
            <FormField label={T.holdFirstPosts} helper={T.holdFirstPostsHelp} error={errors.holdFirstPosts}>
              {number('holdFirstPosts', HOLD_FIRST_POSTS_RANGE)}
            </FormField>
            <NativeCheckbox
              name="holdNewAccountLinks"
              label={T.holdNewAccountLinks}
              description={T.holdNewAccountLinksHelp}
              checked={values.holdNewAccountLinks}
              disabled={readOnly}
              onChange={(checked) => editor.set('holdNewAccountLinks', checked)}
            />
            <FormField label={T.linkAllowlist} helper={T.linkAllowlistHelp} error={errors.linkAllowlist}>
              {text('linkAllowlist', 8)}
            </FormField>
            <NativeCheckbox
              name="holdRepeatedText"
              label={T.holdRepeatedText}
              description={T.holdRepeatedTextHelp}
              checked={values.holdRepeatedText}
              disabled={readOnly}
              onChange={(checked) => editor.set('holdRepeatedText', checked)}
            />
          </Stack>
        </AdminFormSection>
        <AdminFormSection title={T.wordsTitle} description={T.wordsHelp}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {WATCHED_WORD_ACTIONS.map((action) => (
              <FormField key={action} label={T.words[action].label} helper={T.words[action].help} error={errors[action]}>
                {text(action, 5)}
              </FormField>
            ))}
          </SimpleGrid>
        </AdminFormSection>
        {readOnly ? null : (
          <div>
            <Button type="submit" colorPalette="brand" rounded="full" px="6" loading={editor.saving} loadingText={T.saving}>
              {T.save}
            </Button>
          </div>
        )}
      </Stack>
    </AdminRecordForm>
  );
}

/** /admin/moderation/settings: the team reads them; admins change them (docs/PRODUCT.md "Moderation"). */
export function ModerationSettingsPage() {
  const { user } = useCurrentUser();
  const settings = trpc.moderation.settings.get.useQuery();
  return (
    <AdminPage title={T.title} description={T.description} back={{ to: '/admin/moderation', label: T.back }}>
      {settings.isError ? (
        <Text role="alert" color="fg.error">
          {T.loadFailed}
        </Text>
      ) : settings.data ? (
        <SettingsForm saved={settings.data} readOnly={!user?.isAdmin} />
      ) : (
        <Text color="fg.muted">{T.loading}</Text>
      )}
    </AdminPage>
  );
}
