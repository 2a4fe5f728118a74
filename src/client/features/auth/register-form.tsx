import { Field, Input, Stack, chakra } from '@chakra-ui/react';
import { useState, type SubmitEvent } from 'react';
import { toaster } from '../../components/ui/toaster';
import { AuthSubmitButton } from './auth-submit-button';
import { AUTH_PAGE_TEXT } from './auth-text';
import { NewPasswordFields } from './new-password-fields';
import { firstRegisterProblem, registerFormComplete, type RegisterFormValues } from '../../../shared/rules/auth';
import { useRegister, type RegisterOptions } from './use-auth-mutations';

const EMPTY: RegisterFormValues = { username: '', email: '', password: '', confirmPassword: '' };

interface RegisterFormProps extends RegisterOptions {
  /** The submit button's text: 'Create account' unless said. */
  submitLabel?: string;
}

/**
 * Username, email, password and confirmation; checks as PRODUCT.md "Input rules", then the server's. The
 * sign-up page and the sign-up popup (features/onboarding) both use it.
 */
export function RegisterForm({ submitLabel = AUTH_PAGE_TEXT.registerButton, ...options }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterFormValues>(EMPTY);
  const register = useRegister(options);

  const set = (field: keyof RegisterFormValues, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending || !registerFormComplete(values)) return;
    const problem = firstRegisterProblem(values);
    if (problem) {
      toaster.create({ type: 'error', ...problem });
      return;
    }
    register.mutate({
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
    });
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{AUTH_PAGE_TEXT.registerUsernameLabel}</Field.Label>
          <Input
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={(event) => set('username', event.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{AUTH_PAGE_TEXT.registerEmailLabel}</Field.Label>
          {/* Text, not type="email": an email field drops the spaces of a blank entry itself, so
              submit stayed disabled and PRODUCT.md "Input rules"'s 'Email required' could never show. */}
          <Input
            name="email"
            type="text"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            autoComplete="email"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
          />
        </Field.Root>
        <NewPasswordFields passwordLabel={AUTH_PAGE_TEXT.registerPasswordLabel} values={values} onChange={set} />
        <AuthSubmitButton pending={register.isPending} disabled={!registerFormComplete(values)}>
          {submitLabel}
        </AuthSubmitButton>
      </Stack>
    </chakra.form>
  );
}
