import { Box, Button, chakra, Dialog, Field, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { MODERATION_TEXT } from '../../../shared/constants/moderation';
import {
  checkReportNote,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '../../../shared/rules/moderation';
import { NativeRadioGroup } from '../../components/ui/choice';
import { ModalDialog, ModalDialogTitle } from '../../components/ui/modal-dialog';
import { CharacterCount } from '../../components/ui/character-count';
import { FormTextarea } from '../../components/ui/form-controls';
import { fieldErrorsOf, serverMessage } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';

const T = MODERATION_TEXT.dialog;
const THANKS = MODERATION_TEXT.thanks;

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, ...MODERATION_TEXT.reasons[value] }));

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTargetType;
  targetId: number;
  /** Where focus goes back to when it closes (the Report button). */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * A member's report of a thread, a reply or a profile (docs/PRODUCT.md "Moderation"): one of the
 * eight reasons, each with its line, and a note, required for "Something else" by the server's own
 * rule (checkReportNote). A modal dialog: focus moves in and stays, Escape cancels (not while it
 * sends), focus goes back to the Report button. Once the report is in, a new one or her earlier one
 * (`created` false), it says what happens next. Loaded when a member first opens it (report-action.tsx);
 * mount it afresh for each opening. Styled by its props: the dialog recipe isn't in the trimmed theme.
 */
export default function ReportDialog({ open, onOpenChange, targetType, targetId, finalFocusEl }: ReportDialogProps) {
  const utils = trpc.useUtils();
  const report = trpc.moderation.reports.create.useMutation({
    onSuccess({ created }) {
      // A report can hide the post (the team's at once, a few members' together): the thread reads afresh.
      if (created && targetType !== 'profile') void utils.community.threads.invalidate();
    },
  });
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  // After the first Send, the form's own checks show and follow what she changes.
  const [checked, setChecked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pending = report.isPending;
  const done = report.isSuccess;

  const fromServer = fieldErrorsOf(report.error);
  const reasonError = (checked && !reason ? MODERATION_TEXT.chooseReason : null) ?? fromServer.reason ?? null;
  const noteError = (checked && reason ? checkReportNote(reason, note) : null) ?? fromServer.note ?? null;
  const generalError = report.error && !fromServer.reason && !fromServer.note ? (serverMessage(report.error) ?? T.failed) : null;
  const noteRequired = reason === 'something_else';

  // The form is gone once the report is in: focus goes to Close, under the thanks.
  useEffect(() => {
    if (done) closeRef.current?.focus();
  }, [done]);

  const change = (next: () => void) => {
    if (report.error) report.reset();
    next();
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setChecked(true);
    if (!reason) {
      formRef.current?.querySelector<HTMLInputElement>('input[name="reason"]')?.focus();
      return;
    }
    if (checkReportNote(reason, note)) {
      formRef.current?.querySelector<HTMLTextAreaElement>('textarea[name="note"]')?.focus();
      return;
    }
    report.mutate({ targetType, targetId, reason, note: note.trim() || undefined });
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      finalFocusEl={finalFocusEl}
      maxW="lg"
      display="flex"
      flexDirection="column"
      overflowX="hidden"
      overflowY="hidden"
    >
      {done ? (
        <Stack gap="4" p={{ base: '5', md: '6' }}>
          <ModalDialogTitle>{THANKS.title}</ModalDialogTitle>
          <Stack gap="3" role="status">
            <Dialog.Description color="gray.700">{THANKS.body}</Dialog.Description>
            {report.variables?.reason === 'illegal' ? (
              <Text color="gray.700">
                {THANKS.eSafety}{' '}
                <ChakraLink
                  href={THANKS.eSafetyHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="brand.800"
                  fontWeight="semibold"
                  textDecoration="underline"
                >
                  {THANKS.eSafetyLink}
                  <ExternalLink size={14} aria-hidden />
                  <Box as="span" srOnly>
                    {` ${THANKS.opensInNewTab}`}
                  </Box>
                </ChakraLink>
                .
              </Text>
            ) : null}
          </Stack>
          <Flex justify="flex-end" mt="2">
            <Dialog.ActionTrigger asChild>
              <Button ref={closeRef} colorPalette="brand" rounded="full" px="6">
                {THANKS.close}
              </Button>
            </Dialog.ActionTrigger>
          </Flex>
        </Stack>
      ) : (
        <chakra.form ref={formRef} onSubmit={onSubmit} noValidate display="flex" flexDirection="column" minH="0">
          <Box px={{ base: '5', md: '6' }} pt={{ base: '5', md: '6' }} pb="3">
            <ModalDialogTitle>{T.title[targetType]}</ModalDialogTitle>
            <Dialog.Description mt="1" color="gray.600" fontSize="sm">
              {T.intro}
            </Dialog.Description>
          </Box>
          <Stack gap="4" px={{ base: '5', md: '6' }} pt="2" pb="4" overflowY="auto" minH="0">
            <NativeRadioGroup
              legend={T.reasonLegend}
              name="reason"
              value={reason}
              disabled={pending}
              error={reasonError}
              onChange={(value) => change(() => setReason(value))}
              options={REASON_OPTIONS}
            />
            <Field.Root invalid={Boolean(noteError)} required={noteRequired} disabled={pending}>
              <Field.Label fontWeight="medium" color="gray.800">
                {noteRequired ? T.noteLabelRequired : T.noteLabel}
                <Field.RequiredIndicator />
              </Field.Label>
              <FormTextarea name="note" value={note} onChange={(event) => change(() => setNote(event.target.value))} rows={3} minH="20" />
              <Flex w="full" justify="space-between" gap="3">
                {noteError ? (
                  <Field.ErrorText>{noteError}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{noteRequired ? T.noteHelpRequired : T.noteHelp}</Field.HelperText>
                )}
                <Box flexShrink={0} whiteSpace="nowrap">
                  <CharacterCount value={note} max={REPORT_NOTE_MAX} />
                </Box>
              </Flex>
            </Field.Root>
            {generalError ? (
              <Text role="alert" color="red.700" fontSize="sm">
                {generalError}
              </Text>
            ) : null}
          </Stack>
          <Flex
            gap="3"
            justify="flex-end"
            wrap="wrap"
            px={{ base: '5', md: '6' }}
            pt="4"
            pb={{ base: '5', md: '6' }}
            borderTopWidth="1px"
            borderColor="gray.100"
          >
            <Dialog.ActionTrigger asChild>
              <Button variant="outline" rounded="full" disabled={pending}>
                {T.cancel}
              </Button>
            </Dialog.ActionTrigger>
            <Button type="submit" colorPalette="brand" rounded="full" loading={pending} loadingText={T.sending}>
              {T.send}
            </Button>
          </Flex>
        </chakra.form>
      )}
    </ModalDialog>
  );
}
