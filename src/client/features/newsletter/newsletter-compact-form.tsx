import { Button, Field, Input, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { useState, type SubmitEvent } from 'react';
import { toaster } from '../../components/ui/toaster';
import {
  NEWSLETTER_TEXT,
  validateNewsletterForm,
  type NewsletterFormErrors,
  type NewsletterFormValues,
} from './newsletter-form-schema';

const EMPTY: NewsletterFormValues = { firstName: '', lastName: '', email: '' };

/**
 * The footer's compact newsletter form. It validates as SPEC section 5 says; the subscribe call
 * arrives with the newsletter issue, so a valid form only says that sign-up opens soon.
 */
export function NewsletterCompactForm() {
  const [values, setValues] = useState<NewsletterFormValues>(EMPTY);
  const [errors, setErrors] = useState<NewsletterFormErrors>({});

  const update = (field: keyof NewsletterFormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateNewsletterForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    toaster.create({ type: 'info', title: NEWSLETTER_TEXT.opensSoon });
  };

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
        <Button type="submit" colorPalette="brand" size="sm" alignSelf="flex-start" px="6">
          {NEWSLETTER_TEXT.compactButton}
        </Button>
      </Stack>
    </chakra.form>
  );
}
