import { useState, type SubmitEvent } from 'react';
import { validateNewsletterForm, type NewsletterFormErrors, type NewsletterFormValues } from '../../../shared/rules/newsletter';
import { toaster } from '../../components/ui/toaster';
import { NEWSLETTER_TEXT } from './newsletter-text';

const EMPTY: NewsletterFormValues = { firstName: '', lastName: '', email: '' };

/**
 * The state of a newsletter form (both the compact and the full one). It validates as SPEC
 * section 5 says; the subscribe call arrives with the newsletter issue, so a valid form only says
 * that sign-up opens soon. Nothing is sent and no success is claimed.
 */
export function useNewsletterForm() {
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

  return { values, errors, update, onSubmit };
}
