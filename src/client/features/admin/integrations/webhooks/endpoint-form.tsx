import { Button, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../../../shared/constants/integrations';
import { WEBHOOK_EVENT_SCOPES } from '../../../../../shared/constants/webhooks';
import { checkWebhookEvents, checkWebhookUrl } from '../../../../../shared/rules/webhooks';
import type { CreatedWebhookDto } from '../../../../../shared/schemas/webhooks';
import { trpc } from '../../../../trpc';
import { AdminRecordForm, FormField, NativeCheckbox, useRecordEditor } from '../../kit';
import { ENDPOINT_EDITOR_TEXT, WEBHOOKS_TEXT as T } from './webhooks-text';

interface Values {
  url: string;
  events: WebhookEvent[];
}

const EMPTY: Values = { url: '', events: [] };

/** The shared rules, so the form says what the server would (the server also resolves the address). */
function check(values: Values) {
  return { url: checkWebhookUrl(values.url) ?? undefined, events: checkWebhookEvents(values.events) ?? undefined };
}

/**
 * Adds an endpoint: its URL and the events it hears (those needing a scope the integration lacks
 * can't be chosen). `onCreated` gets the secret, which is shown once.
 */
export function EndpointForm({
  integrationId,
  scopes,
  onCreated,
  onCancel,
}: {
  integrationId: number;
  scopes: readonly string[];
  onCreated(created: CreatedWebhookDto & { url: string }): void;
  onCancel(): void;
}) {
  const utils = trpc.useUtils();
  const create = trpc.admin.webhooks.create.useMutation();
  const editor = useRecordEditor({
    initial: EMPTY,
    isNew: true,
    check,
    save: async (values) => ({
      ...(await create.mutateAsync({ integrationId, url: values.url.trim(), events: values.events })),
      url: values.url.trim(),
    }),
    resetTo: () => EMPTY,
    onSaved: onCreated,
    invalidate: () => utils.admin.webhooks.list.invalidate({ integrationId }),
    text: ENDPOINT_EDITOR_TEXT,
  });
  const { values, set, errors, saving } = editor;
  const toggle = (event: WebhookEvent, on: boolean) =>
    set('events', on ? [...values.events, event] : values.events.filter((chosen) => chosen !== event));

  return (
    <AdminRecordForm editor={editor} aria-label={T.newEndpoint}>
      <Stack gap="5">
        <FormField label={T.url} required error={errors.url} helper={T.urlHelper}>
          <Input
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.url}
            onChange={(event) => set('url', event.target.value)}
          />
        </FormField>
        <FormField label={T.events} required error={errors.events}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" role="group" aria-label={T.events}>
            {WEBHOOK_EVENTS.map((event) => {
              const scope = WEBHOOK_EVENT_SCOPES[event];
              const allowed = !scope || scopes.includes(scope);
              return (
                <NativeCheckbox
                  key={event}
                  name="events"
                  label={event}
                  description={allowed ? T.eventLabels[event] : T.eventNeedsScope(scope!)}
                  checked={values.events.includes(event)}
                  disabled={!allowed}
                  onChange={(on) => toggle(event, on)}
                />
              );
            })}
          </SimpleGrid>
        </FormField>
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" rounded="full" px="6" loading={saving} loadingText={T.creating}>
            {T.create}
          </Button>
          <Button variant="ghost" rounded="full" onClick={onCancel} disabled={saving}>
            {T.cancel}
          </Button>
        </HStack>
      </Stack>
    </AdminRecordForm>
  );
}
