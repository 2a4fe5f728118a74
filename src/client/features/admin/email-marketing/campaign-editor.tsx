import { Box, Button, chakra, Field, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
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
import { fieldErrorsOf, serverCode, serverMessage } from '../../../lib/trpc-errors';
import { MarkdownBodyField } from '../blog-posts/markdown-body-field';
import { NativeRadioGroup, ConfirmDialog, FormField, UnsavedChangesGuard } from '../kit';
import {
  checkCampaignForm,
  checkCampaignText,
  checkScheduleAt,
  EMPTY_CAMPAIGN,
  isDirty,
  sydneyLocalToIso,
  toCampaignInput,
  valuesOf,
  type CampaignFormErrors,
  type CampaignFormField,
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

function CampaignForm({ campaign }: { campaign?: CampaignDto }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const initial = useMemo(() => (campaign ? valuesOf(campaign) : EMPTY_CAMPAIGN), [campaign]);
  const [values, setValues] = useState<CampaignFormValues>(initial);
  const [errors, setErrors] = useState<CampaignFormErrors>({});
  const [scheduleAt, setScheduleAt] = useState(() => (campaign?.scheduledAt ? toSydneyLocal(campaign.scheduledAt) : ''));
  const [minAt] = useState(() => toSydneyLocal(Date.now()));
  const [busy, setBusy] = useState<null | 'save' | 'now' | 'schedule'>(null);
  const [confirmingSend, setConfirmingSend] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // A new campaign saved once (its send then refused) is updated from then on, never created twice.
  const savedId = useRef<number | undefined>(campaign?.id);

  const counts = trpc.admin.newsletter.counts.useQuery(undefined, { staleTime: 0 });
  const create = trpc.admin.newsletter.campaigns.create.useMutation();
  const update = trpc.admin.newsletter.campaigns.update.useMutation();
  const send = trpc.admin.newsletter.campaigns.send.useMutation();
  const testSend = trpc.admin.newsletter.campaigns.testSend.useMutation({
    onSuccess: ({ to }) => toaster.create({ type: 'success', title: T.testSent, description: T.testSentTo(to) }),
    onError: (error) => {
      const fromServer = fieldErrorsOf(error);
      if (Object.keys(fromServer).length > 0) setErrors((current) => ({ ...current, ...fromServer }));
      toaster.create({ type: 'error', title: T.testFailed, description: serverMessage(error) });
    },
  });
  const { askStop, askDelete, dialogs } = useCampaignActions({
    onDeleted: () => {
      flushSync(() => setDone(true));
      void navigate({ to: '/admin/email-marketing' });
    },
  });

  const set = <K extends CampaignFormField>(field: K, value: CampaignFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const check = (): boolean => {
    const problems = checkCampaignForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      toaster.create({ type: 'error', title: T.saveFailed, description: T.fixErrors });
      return false;
    }
    return true;
  };

  /** Saves, then sends now or at `at` when asked; back to the list when all went through. */
  const run = async (action: 'save' | 'now' | 'schedule', at?: string) => {
    setBusy(action);
    setSendError(null);
    let stage: 'save' | 'send' = 'save';
    try {
      const input = toCampaignInput(values);
      const saved = savedId.current ? await update.mutateAsync({ id: savedId.current, ...input }) : await create.mutateAsync(input);
      savedId.current = saved.id;
      stage = 'send';
      if (action === 'now') await send.mutateAsync({ id: saved.id });
      if (action === 'schedule') await send.mutateAsync({ id: saved.id, at });
      if (action === 'save') toaster.create({ type: 'success', title: T.saved, duration: 3000 });
      if (action === 'now') toaster.create({ type: 'success', title: T.sendStarted, description: T.sendStartedBody });
      if (action === 'schedule')
        toaster.create({ type: 'success', title: T.scheduled, description: T.scheduledBody(formatSydneyDateTime(at!)) });
      setConfirmingSend(false);
      // The guard lets this navigation through: nothing is unsaved any more.
      flushSync(() => setDone(true));
      void navigate({ to: '/admin/email-marketing' });
      void utils.admin.newsletter.campaigns.invalidate();
    } catch (error) {
      void utils.admin.newsletter.campaigns.invalidate();
      const fromServer = fieldErrorsOf(error) as CampaignFormErrors;
      if (Object.keys(fromServer).length > 0) {
        setConfirmingSend(false);
        setErrors(fromServer);
        toaster.create({ type: 'error', title: stage === 'save' ? T.saveFailed : T.sendFailed, description: T.fixErrors });
      } else if (action === 'schedule' && stage === 'send' && serverCode(error) === 'BAD_REQUEST') {
        // "Choose a time in the future": the schedule field's own problem.
        setErrors((current) => ({ ...current, at: serverMessage(error) ?? T.sendFailed }));
      } else if (action === 'now') {
        setSendError(serverMessage(error) ?? T.sendFailed);
      } else {
        toaster.create({ type: 'error', title: stage === 'save' ? T.saveFailed : T.sendFailed, description: serverMessage(error) });
      }
    } finally {
      setBusy(null);
    }
  };

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !check()) return;
    void run('save');
  };
  const onSendNow = () => {
    if (busy || !check()) return;
    setSendError(null);
    setConfirmingSend(true);
  };
  const onSchedule = () => {
    if (busy) return;
    const formOk = check();
    const atProblem = checkScheduleAt(scheduleAt);
    if (atProblem) setErrors((current) => ({ ...current, at: atProblem }));
    if (!formOk || atProblem) return;
    void run('schedule', sydneyLocalToIso(scheduleAt)!);
  };
  const onTest = () => {
    const problems = checkCampaignText(values);
    if (Object.keys(problems).length > 0) {
      setErrors((current) => ({ ...current, ...problems }));
      return;
    }
    testSend.mutate({ subject: values.subject.trim(), body: values.body.trim() });
  };

  const dirty = isDirty(values, initial);
  const rate = Number(values.ratePerMinute) || 0;

  return (
    <chakra.form onSubmit={onSave} noValidate>
      <UnsavedChangesGuard when={dirty && !done} />
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
            <Button type="button" colorPalette="brand" variant="outline" rounded="full" disabled={busy !== null} onClick={onSendNow}>
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
                  setErrors((current) => ({ ...current, at: undefined }));
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
        open={confirmingSend}
        onOpenChange={(open) => {
          setConfirmingSend(open);
          if (!open) setSendError(null);
        }}
        title={T.sendNowTitle(values.subject.trim())}
        body={T.sendNowBody(values.audience, counts.data?.active, rate)}
        confirmLabel={T.sendNow}
        destructive={false}
        pending={busy === 'now'}
        pendingLabel={T.sending}
        error={sendError}
        onConfirm={() => void run('now')}
      />
      {dialogs}
    </chakra.form>
  );
}
