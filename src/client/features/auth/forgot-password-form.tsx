import { Field, Input, Stack, chakra } from '@chakra-ui/react';
import { useState, type SubmitEvent } from 'react';
import { AuthSubmitButton } from './auth-submit-button';
import { PASSWORD_RESET_TEXT } from './password-reset-text';

interface ForgotPasswordFormProps {
  pending: boolean;
  onSubmit: (email: string) => void;
}

/** The email to send a reset link to. The field keeps what was typed after an error. */
export function ForgotPasswordForm({ pending, onSubmit }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const complete = email.trim() !== '';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !complete) return;
    onSubmit(email.trim());
  };

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{PASSWORD_RESET_TEXT.forgotEmailLabel}</Field.Label>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field.Root>
        <AuthSubmitButton pending={pending} disabled={!complete}>
          {PASSWORD_RESET_TEXT.forgotButton}
        </AuthSubmitButton>
      </Stack>
    </chakra.form>
  );
}
