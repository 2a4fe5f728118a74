import { Button, Field, Input, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { NEWSLETTER_TEXT } from './newsletter-text';
import { NewsletterThanks } from './newsletter-thanks';
import { useNewsletterForm } from './use-newsletter-form';

interface NewsletterFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  buttonText?: string;
  /** PRODUCT.md "Calls and answers"'s `source` of the subscription: which form it came from ('download-app' …). */
  source?: string;
}

/**
 * PRODUCT.md "Screens" (Newsletter form), the default (full) variant: first name, last name, email and
 * 'Subscribe to Newsletter'. Its states are shared with the footer's compact form (useNewsletterForm).
 */
export function NewsletterForm({ labelledBy, buttonText = NEWSLETTER_TEXT.button, source = 'home' }: NewsletterFormProps) {
  const { values, errors, update, onSubmit, submitting, subscribed } = useNewsletterForm(source);
  if (subscribed) return <NewsletterThanks />;
  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} w="full">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root required invalid={Boolean(errors.firstName)}>
            <Field.Label>
              First name <Field.RequiredIndicator />
            </Field.Label>
            <Input size="lg" bg="white" autoComplete="given-name" value={values.firstName} onChange={update('firstName')} />
            <Field.ErrorText>{errors.firstName}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.lastName)}>
            <Field.Label>
              Last name <Field.RequiredIndicator />
            </Field.Label>
            <Input size="lg" bg="white" autoComplete="family-name" value={values.lastName} onChange={update('lastName')} />
            <Field.ErrorText>{errors.lastName}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root required invalid={Boolean(errors.email)}>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" size="lg" bg="white" autoComplete="email" value={values.email} onChange={update('email')} />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          rounded="full"
          px="8"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          loading={submitting}
          loadingText={NEWSLETTER_TEXT.submitting}
        >
          {buttonText}
        </Button>
      </Stack>
    </chakra.form>
  );
}
