import { Button, Field, Input, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { NEWSLETTER_TEXT } from './newsletter-text';
import { NewsletterThanks } from './newsletter-thanks';
import { useNewsletterForm } from './use-newsletter-form';

/** The footer's compact newsletter form: the full form's states, smaller. */
export function NewsletterCompactForm() {
  const { values, errors, update, onSubmit, submitting, subscribed } = useNewsletterForm('footer');
  if (subscribed) return <NewsletterThanks compact />;

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Newsletter sign-up">
      <Stack gap="3">
        <SimpleGrid columns={2} gap="3">
          <Field.Root required invalid={Boolean(errors.firstName)}>
            <Field.Label fontSize="xs">First name</Field.Label>
            <Input size="sm" bg="white" autoComplete="given-name" value={values.firstName} onChange={update('firstName')} />
            <Field.ErrorText>{errors.firstName}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.lastName)}>
            <Field.Label fontSize="xs">Last name</Field.Label>
            <Input size="sm" bg="white" autoComplete="family-name" value={values.lastName} onChange={update('lastName')} />
            <Field.ErrorText>{errors.lastName}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root required invalid={Boolean(errors.email)}>
          <Field.Label fontSize="xs">Email address</Field.Label>
          <Input type="email" size="sm" bg="white" autoComplete="email" value={values.email} onChange={update('email')} />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="sm"
          alignSelf="flex-start"
          px="6"
          loading={submitting}
          loadingText={NEWSLETTER_TEXT.submitting}
        >
          {NEWSLETTER_TEXT.compactButton}
        </Button>
      </Stack>
    </chakra.form>
  );
}
