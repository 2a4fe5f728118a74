import { Field } from '@chakra-ui/react';
import { AUTH_PAGE_TEXT } from './auth-text';
import { PasswordInput } from './password-input';
import type { NewPasswordValues } from '../../../shared/rules/auth';

interface NewPasswordFieldsProps {
  /** The first field's label ('Password' at sign-up, 'New password' on the reset page). */
  passwordLabel: string;
  values: NewPasswordValues;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
}

/** A new password and its confirmation, each with a show/hide toggle (sign-up and reset). */
export function NewPasswordFields({ passwordLabel, values, onChange }: NewPasswordFieldsProps) {
  return (
    <>
      <Field.Root>
        <Field.Label>{passwordLabel}</Field.Label>
        <PasswordInput
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => onChange('password', event.target.value)}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{AUTH_PAGE_TEXT.confirmPasswordLabel}</Field.Label>
        <PasswordInput
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => onChange('confirmPassword', event.target.value)}
        />
      </Field.Root>
    </>
  );
}
