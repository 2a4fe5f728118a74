import { Box, Button, Field, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { PARTNERSHIP_LIMITS, PARTNERSHIP_TEXT } from '../../../shared/constants/partnerships';
import { validateEnquiryForm, type EnquiryFormErrors, type EnquiryFormValues } from '../../../shared/rules/partnerships';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../trpc';
import { fieldErrorsOf, serverMessage } from '../../lib/trpc-errors';
import { FormTextarea } from '../../components/ui/form-controls';
import { PARTNERSHIPS_TEXT } from './info-text';

const EMPTY: EnquiryFormValues = { name: '', email: '', company: '', message: '' };
const FIELDS = ['name', 'email', 'company', 'message'] as const;

/**
 * The partnerships contact form: checked as the server would check it (rules/partnerships.ts),
 * sent to partnerships.enquire, which emails the team. A hidden honeypot field catches bots.
 */
export function EnquiryForm() {
  const [values, setValues] = useState<EnquiryFormValues>(EMPTY);
  const [errors, setErrors] = useState<EnquiryFormErrors>({});
  const [sent, setSent] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);

  const enquire = trpc.partnerships.enquire.useMutation({
    onSuccess: () => {
      setValues(EMPTY);
      setSent(true);
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]])));
      toaster.create({
        type: 'error',
        title: PARTNERSHIPS_TEXT.failedTitle,
        description: serverMessage(error) ?? PARTNERSHIPS_TEXT.failedFallback,
      });
    },
  });

  // The thanks takes focus once it is on screen, so a screen reader reads it and Tab starts there.
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const update = (field: keyof EnquiryFormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enquire.isPending) return;
    const found = validateEnquiryForm(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    enquire.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      company: values.company.trim(),
      message: values.message.trim(),
      website: honeypot.current?.value ?? '',
    });
  };

  if (sent) {
    return (
      <Stack
        ref={done}
        tabIndex={-1}
        role="status"
        gap="3"
        align="flex-start"
        bg="green.50"
        borderWidth="1px"
        borderColor="green.200"
        rounded="xl"
        p="6"
        outline="none"
      >
        <Heading as="h3" size="md" color="green.900" display="flex" alignItems="center" gap="2">
          <CircleCheck size={20} aria-hidden /> {PARTNERSHIP_TEXT.sent}
        </Heading>
        <Text color="green.900">{PARTNERSHIP_TEXT.sentBody}</Text>
        <Button variant="outline" size="sm" rounded="full" onClick={() => setSent(false)}>
          {PARTNERSHIPS_TEXT.sendAnother}
        </Button>
      </Stack>
    );
  }

  const messageLength = values.message.trim().length;
  return (
    <chakra.form ref={form} onSubmit={submit} noValidate aria-labelledby="enquiry-heading">
      <Stack gap="4">
        <Field.Root required invalid={Boolean(errors.name)}>
          <Field.Label>
            {PARTNERSHIPS_TEXT.labels.name} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="name"
            bg="white"
            autoComplete="name"
            maxLength={PARTNERSHIP_LIMITS.nameMax}
            value={values.name}
            onChange={update('name')}
          />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.email)}>
          <Field.Label>
            {PARTNERSHIPS_TEXT.labels.email} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="email"
            type="email"
            inputMode="email"
            bg="white"
            autoComplete="email"
            value={values.email}
            onChange={update('email')}
          />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.company)}>
          <Field.Label>
            {PARTNERSHIPS_TEXT.labels.company} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="company"
            bg="white"
            autoComplete="organization"
            maxLength={PARTNERSHIP_LIMITS.companyMax}
            value={values.company}
            onChange={update('company')}
          />
          <Field.ErrorText>{errors.company}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.message)}>
          <Field.Label>
            {PARTNERSHIPS_TEXT.labels.message} <Field.RequiredIndicator />
          </Field.Label>
          <FormTextarea name="message" rows={6} value={values.message} onChange={update('message')} />
          <Field.HelperText
            alignSelf="flex-end"
            color={messageLength > PARTNERSHIP_LIMITS.messageMax ? 'red.700' : 'gray.500'}
            aria-live={messageLength > PARTNERSHIP_LIMITS.messageMax ? 'polite' : 'off'}
          >
            {PARTNERSHIPS_TEXT.characters(messageLength, PARTNERSHIP_LIMITS.messageMax)}
          </Field.HelperText>
          <Field.ErrorText>{errors.message}</Field.ErrorText>
        </Field.Root>
        {/* The honeypot: off screen and out of the tab order, so only bots fill it in. */}
        <Box position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden" aria-hidden>
          <label>
            {PARTNERSHIPS_TEXT.honeypotLabel}
            <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </Box>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          rounded="full"
          px="8"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          loading={enquire.isPending}
          loadingText={PARTNERSHIPS_TEXT.sending}
        >
          {PARTNERSHIPS_TEXT.submit}
        </Button>
      </Stack>
    </chakra.form>
  );
}
