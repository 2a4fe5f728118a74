import { TRPCClientError } from '@trpc/client';
import { useState, type SubmitEvent } from 'react';
import { validateNewsletterForm, type NewsletterFormErrors, type NewsletterFormValues } from '../../../shared/rules/newsletter';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../trpc';
import { serverMessage } from '../../lib/trpc-errors';
import { ALREADY_SUBSCRIBED, NEWSLETTER_TEXT } from './newsletter-text';

const EMPTY: NewsletterFormValues = { firstName: '', lastName: '', email: '' };

/** PRODUCT.md "Messages": the server's error; 'Failed to subscribe' when it answered without one; the fallback when nothing came back. */
function failureMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  return error instanceof TRPCClientError && (error.data || error.shape) ? NEWSLETTER_TEXT.failedNoError : NEWSLETTER_TEXT.failedFallback;
}

/**
 * The state of a newsletter form, the compact and the full one (PRODUCT.md "States and transitions"): idle, submitting,
 * then subscribed (the thank-you) or idle with a toast. A duplicate address is a soft notice and
 * the form keeps what was typed.
 */
export function useNewsletterForm(source: string) {
  const [values, setValues] = useState<NewsletterFormValues>(EMPTY);
  const [errors, setErrors] = useState<NewsletterFormErrors>({});
  const [subscribed, setSubscribed] = useState(false);
  const subscribe = trpc.newsletter.subscribe.useMutation({
    onSuccess: () => {
      setValues(EMPTY);
      setSubscribed(true);
      toaster.create({ type: 'success', title: NEWSLETTER_TEXT.successTitle, description: NEWSLETTER_TEXT.successBody });
    },
    onError: (error) => {
      if (serverMessage(error) === ALREADY_SUBSCRIBED) {
        toaster.create({ type: 'info', title: NEWSLETTER_TEXT.duplicateTitle, description: NEWSLETTER_TEXT.duplicateBody });
        return;
      }
      toaster.create({ type: 'error', title: NEWSLETTER_TEXT.failedTitle, description: failureMessage(error) });
    },
  });

  const update = (field: keyof NewsletterFormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const found = validateNewsletterForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    subscribe.mutate({
      // PRODUCT.md "Records and their fields": first and last name joined by a space.
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email: values.email.trim(),
      source,
      sourceDetail: window.location.pathname,
    });
  };

  return { values, errors, update, onSubmit, submitting: subscribe.isPending, subscribed };
}
