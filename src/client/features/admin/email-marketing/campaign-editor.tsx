import { Box, Button, Field, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import {
  CAMPAIGN_AUDIENCE_LABELS,
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_RATE_MAX,
  CAMPAIGN_RATE_MIN,
  type CampaignAudience,
} from '../../../../shared/constants/newsletter';
import { formatSydneyDateTime, toSydneyLocal } from '../../../../shared/lib/sydney-clock';
import type { CampaignDto } from '../../../../shared/schemas/newsletter';
import { Markdown } from '../../../components/markdown';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { fieldErrorsOf, serverMessage } from '../../../lib/trpc-errors';
import { TOAST_SHORT_MS } from '../../../../shared/constants/timing';
import { MarkdownBodyField } from '../blog-posts/markdown-body-field';
import { AdminRecordForm, ConfirmDialog, FormField, NativeRadioGroup, useRecordEditor } from '../kit';
import {
  checkCampaignForm,
  checkCampaignText,
  checkScheduleAt,
  EMPTY_CAMPAIGN,
  sydneyLocalToIso,
  toCampaignInput,
  valuesOf,
  type CampaignFormValues,
} from './campaign-form';
import { isDeletable, isEditable, isStoppable, useCampaignActions } from './campaign-list-page';
import { CampaignProgress, CampaignStatusBadge } from './campaign-progress';
import { EMAIL_MARKETING_TEXT as T } from './email-marketing-text';
import { formatNumber } from '../../../../shared/lib/numbers';

const panel = { borderWidth: { lg: '1px' }, borderColor: 'border', rounded: 'xl', p: { lg: '5' }, bg: { lg: 'white' } } as const;

/** A campaign that has started (or was stopped or sent): what it said and how far it went. */
function CampaignSummary({ campaign }: { campaign: CampaignDto }) {
  const navigate = useNavigate();
  const { askStop, askDelete, dialogs } = useCampaignActions({ onDeleted: () => void navigate({ to: '/admin/email-marketing' }) });
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }} gap={{ base: '6', lg: '8' }} alignItems="start">
      <Stack gap="3">
        <Heading as="h2" size="lg">
          {campaign.subject}
        </Heading>
        <Box
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          px={{ base: '4', md: '6' }}
          py="4"
          bg="white"
          aria-label={T.previewHeading}
          as="section"
        >
          <Markdown>{campaign.body}</Markdown>
        </Box>
      </Stack>
      <Stack gap="4" {...panel}>
        <Text color="fg.muted" fontSize="sm">
          {T.readOnly}
        </Text>
        <HStack gap="2">
          <CampaignStatusBadge status={campaign.status} />
        </HStack>
        <CampaignProgress campaign={campaign} />
        <Text fontSize="sm">
          {T.audience}: {CAMPAIGN_AUDIENCE_LABELS[campaign.audience]}
        </Text>
        <Text fontSize="sm">
          {T.rate}: {formatNumber(campaign.ratePerMinute)}
        </Text>
        {isStoppable(campaign) ? (
          <Button variant="outline" colorPalette="red" rounded="full" onClick={() => askStop(campaign)}>
            {T.stop}
          </Button>
        ) : null}
        {isDeletable(campaign) ? (
          <Button variant="outline" colorPalette="red" rounded="full" onClick={() => askDelete(campaign)}>
            {T.delete}
          </Button>
        ) : null}
      </Stack>
      {dialogs}
    </Grid>
  );
}

/**
 * A campaign's form, new or a draft or scheduled one: subject, Markdown body with its preview,
 * audience and rate; a test to the admin's own address; then save, send now (after a confirm
 * saying how many it goes to) or schedule at a Sydney time. What the server refuses shows beside
 * its field.
 */
export function CampaignEditor({ campaign }: { campaign?: CampaignDto }) {
  if (campaign && !isEditable(campaign)) return <CampaignSummary campaign={campaign} />;
  return <CampaignForm campaign={campaign} />;
}

/** What the form's save does after saving: nothing more, send now, or schedule at `at` (ISO). */
type CampaignAction = { kind: 'save' } | { kind: 'now' } | { kind: 'schedule'; at: string };
const SAVE_ONLY: CampaignAction = { kind: 'save' };

function CampaignForm({ campaign }: { campaign?: CampaignDto }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [scheduleAt, setScheduleAt] = useState(() => (campaign?.scheduledAt ? toSydneyLocal(campaign.scheduledAt) : ''));
  const [minAt] = useState(() => toSydneyLocal(Date.now()));
  // The save reads what it is for and how far it got (its failure's title) from these.
  const action = useRef<CampaignAction>(SAVE_ONLY);
  const stage = useRef<'save' | 'send'>('save');
  const [acting, setActing] = useState<CampaignAction['kind']>('save');
  // A new campaign saved once (its send then refused) is updated from then on, never created twice.
  const savedId = useRef<number | undefined>(campaign?.id);

  const counts = trpc.admin.newsletter.counts.useQuery(undefined, { staleTime: 0 });
  const create = trpc.admin.newsletter.campaigns.create.useMutation();
  const update = trpc.admin.newsletter.campaigns.update.useMutation();
  const send = trpc.admin.newsletter.campaigns.send.useMutation();
  const { askStop, askDelete, dialogs } = useCampaignActions({
    onDeleted: () => void navigate({ to: '/admin/email-marketing', ignoreBlocker: true }),
  });

  const editor = useRecordEditor<CampaignFormValues, CampaignAction>({
    initial: campaign ? valuesOf(campaign) : EMPTY_CAMPAIGN,
    isNew: !campaign,
    check: checkCampaignForm,
    /** Saves, then sends now or at a time when asked. */
    save: async (values) => {
      const current = action.current;
      try {
        const input = toCampaignInput(values);
        const saved = savedId.current ? await update.mutateAsync({ id: savedId.current, ...input }) : await create.mutateAsync(input);
        savedId.current = saved.id;
        stage.current = 'send';
        if (current.kind === 'now') await send.mutateAsync({ id: saved.id });
        if (current.kind === 'schedule') await send.mutateAsync({ id: saved.id, at: current.at });
        return current;
      } catch (error) {
        // The save may have gone through before the send was refused.
        void utils.admin.newsletter.campaigns.invalidate();
        throw error;
      }
    },
    afterSave: '/admin/email-marketing',
    invalidate: () => utils.admin.newsletter.campaigns.invalidate(),
    text: { saved: T.saved, saveFailed: T.saveFailed, fixErrors: T.fixErrors, confirmFailed: T.sendFailed },
    messages: 'toasts',
    failedTitle: () => (stage.current === 'save' ? T.saveFailed : T.sendFailed),
    savedToast: (done) =>
      done.kind === 'now'
        ? { title: T.sendStarted, description: T.sendStartedBody }
        : done.kind === 'schedule'
          ? { title: T.scheduled, description: T.scheduledBody(formatSydneyDateTime(done.at)) }
          : { title: T.saved, duration: TOAST_SHORT_MS },
    // "Choose a time in the future": the schedule field's own problem.
    refusalField: ({ code }) =>
      action.current.kind === 'schedule' && stage.current === 'send' && code === 'BAD_REQUEST' ? 'at' : undefined,
  });
  const { values, errors, set } = editor;

  /** Every save starts from here: what it is for, and its failure titled as a save's until it sends. */
  const start = (next: CampaignAction) => {
    action.current = next;
    stage.current = 'save';
    setActing(next.kind);
  };
  const testSend = trpc.admin.newsletter.campaigns.testSend.useMutation({
    onSuccess: ({ to }) => toaster.create({ type: 'success', title: T.testSent, description: T.testSentTo(to) }),
    onError: (error) => {
      editor.markFields(fieldErrorsOf(error));
      toaster.create({ type: 'error', title: T.testFailed, description: serverMessage(error) });
    },
  });

  const onSchedule = () => {
    if (editor.saving) return;
    const atProblem = checkScheduleAt(scheduleAt);
    if (!atProblem) {
      start({ kind: 'schedule', at: sydneyLocalToIso(scheduleAt)! });
      void editor.submit();
      return;
    }
    editor.markFields({ at: atProblem });
    // The form's own problems are said as a save's would be (they stop it before anything is sent).
    if (Object.keys(checkCampaignForm(values)).length > 0) {
      start(SAVE_ONLY);
      void editor.submit();
    }
  };
  const onTest = () => {
    const problems = checkCampaignText(values);
    if (Object.keys(problems).length > 0) {
      editor.markFields(problems);
      return;
    }
    testSend.mutate({ subject: values.subject.trim(), body: values.body.trim() });
  };

  const busy = editor.saving ? acting : null;
  const rate = Number(values.ratePerMinute) || 0;

  return (
    <AdminRecordForm
      editor={{
        ...editor,
        submit: (event) => {
          start(SAVE_ONLY);
          return editor.submit(event);
        },
      }}
    >
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }} gap={{ base: '6', lg: '8' }} alignItems="start">
        <Stack gap="5">
          <FormField label={T.subject} error={errors.subject} required>
            <Input name="subject" value={values.subject} onChange={(event) => set('subject', event.target.value)} />
          </FormField>
          <MarkdownBodyField value={values.body} onChange={(body) => set('body', body)} error={errors.body} />
        </Stack>

        <Stack gap="5" {...panel}>
          {campaign ? (
            <HStack gap="2" wrap="wrap">
              <CampaignStatusBadge status={campaign.status} />
              {campaign.status === 'scheduled' && campaign.scheduledAt ? (
                <Text fontSize="sm" color="fg.muted">
                  {T.nowScheduled(formatSydneyDateTime(campaign.scheduledAt))}
                </Text>
              ) : null}
            </HStack>
          ) : null}
          <NativeRadioGroup<CampaignAudience>
            legend={T.audience}
            name="audience"
            value={values.audience}
            error={errors.audience}
            onChange={(audience) => set('audience', audience)}
            options={CAMPAIGN_AUDIENCES.map((audience) => ({
              value: audience,
              label: CAMPAIGN_AUDIENCE_LABELS[audience],
              description: T.audienceHelp[audience],
            }))}
          />
          <FormField label={T.rate} error={errors.ratePerMinute} helper={T.rateHelp(CAMPAIGN_RATE_MIN, CAMPAIGN_RATE_MAX)} required>
            <Input
              name="ratePerMinute"
              type="number"
              inputMode="numeric"
              min={CAMPAIGN_RATE_MIN}
              max={CAMPAIGN_RATE_MAX}
              step={1}
              value={values.ratePerMinute}
              onChange={(event) => set('ratePerMinute', event.target.value)}
            />
          </FormField>

          <Stack gap="2">
            <Button type="submit" colorPalette="brand" rounded="full" loading={busy === 'save'} disabled={busy !== null}>
              {campaign ? T.saveChanges : T.saveDraft}
            </Button>
            <Button type="button" variant="outline" rounded="full" loading={testSend.isPending} onClick={onTest}>
              {T.sendTest}
            </Button>
            <Button
              type="button"
              colorPalette="brand"
              variant="outline"
              rounded="full"
              disabled={busy !== null}
              onClick={() => {
                start({ kind: 'now' });
                editor.askSave();
              }}
            >
              {T.sendNow}
            </Button>
          </Stack>

          <Stack as="section" gap="3" aria-label={T.scheduleHeading} borderTopWidth="1px" borderColor="border" pt="4">
            <Heading as="h2" size="sm">
              {T.scheduleHeading}
            </Heading>
            <Field.Root invalid={Boolean(errors.at)}>
              <Field.Label>{T.scheduleAt}</Field.Label>
              <Input
                type="datetime-local"
                name="scheduleAt"
                value={scheduleAt}
                min={minAt}
                step={60}
                onChange={(event) => {
                  setScheduleAt(event.target.value);
                  editor.markFields({ at: undefined });
                }}
              />
              {errors.at ? <Field.ErrorText>{errors.at}</Field.ErrorText> : <Field.HelperText>{T.sydneyTime}</Field.HelperText>}
            </Field.Root>
            <Button
              type="button"
              variant="outline"
              rounded="full"
              loading={busy === 'schedule'}
              disabled={busy !== null}
              onClick={onSchedule}
            >
              {T.schedule}
            </Button>
          </Stack>

          {campaign && (isStoppable(campaign) || isDeletable(campaign)) ? (
            <Stack gap="2" borderTopWidth="1px" borderColor="border" pt="4">
              {isStoppable(campaign) ? (
                <Button type="button" variant="ghost" colorPalette="red" rounded="full" onClick={() => askStop(campaign)}>
                  {T.stop}
                </Button>
              ) : null}
              {isDeletable(campaign) ? (
                <Button type="button" variant="ghost" colorPalette="red" rounded="full" onClick={() => askDelete(campaign)}>
                  {T.delete}
                </Button>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      </Grid>
      <ConfirmDialog
        {...editor.saveDialog}
        title={T.sendNowTitle(values.subject.trim())}
        body={T.sendNowBody(values.audience, counts.data?.active, rate)}
        confirmLabel={T.sendNow}
        destructive={false}
        pendingLabel={T.sending}
      />
      {dialogs}
    </AdminRecordForm>
  );
}
