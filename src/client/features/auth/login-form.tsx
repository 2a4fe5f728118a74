import { Field, Input, Link as ChakraLink, Stack, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { AuthSubmitButton } from './auth-submit-button';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { AUTH_PAGE_TEXT } from './auth-text';
import { PasswordInput } from './password-input';
import { PASSWORD_RESET_TEXT } from './password-reset-text';
import { useLogin } from './use-auth-mutations';

interface LoginFormProps {
  /** Where to go after a successful login. */
  redirectTo: string;
}

/**
 * Username (or email) and password. PRODUCT.md "Input rules": nothing is validated client-side; what the
 * server refuses in a field (an empty one) is said beside it.
 */
export function LoginForm({ redirectTo }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin({ redirectTo });
  const fieldErrors = fieldErrorsOf(login.error);
  // Typing again clears the server's refusal.
  const edit = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    if (login.isError) login.reset();
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    login.mutate({ username, password });
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={Boolean(fieldErrors.username)}>
          <Field.Label>{AUTH_PAGE_TEXT.usernameLabel}</Field.Label>
          <Input name="username" autoComplete="username" value={username} onChange={edit(setUsername)} />
          <Field.ErrorText>{fieldErrors.username}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(fieldErrors.password)}>
          <Field.Label>{AUTH_PAGE_TEXT.passwordLabel}</Field.Label>
          <PasswordInput name="password" autoComplete="current-password" value={password} onChange={edit(setPassword)} />
          <Field.ErrorText>{fieldErrors.password}</Field.ErrorText>
        </Field.Root>
        <ChakraLink asChild alignSelf="flex-end" fontSize="sm" color="brand.fg" fontWeight="medium" mt="-2">
          <Link to="/forgot-password">{PASSWORD_RESET_TEXT.forgotLink}</Link>
        </ChakraLink>
        <AuthSubmitButton pending={login.isPending}>{AUTH_PAGE_TEXT.loginButton}</AuthSubmitButton>
      </Stack>
    </chakra.form>
  );
}
