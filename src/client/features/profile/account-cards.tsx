import { Box, Button, Field, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { checkEmail } from '../../../shared/rules/email';
import { checkPassword } from '../../../shared/rules/auth';
import type { CommunityProfileDto } from '../../../shared/schemas/community';
import { toaster } from '../../components/ui/toaster';
import { fieldErrorsOf, serverMessage } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';
import { ProfileCard } from './profile-card';
import { ACCOUNT_EDIT_TEXT as T } from './profile-text';

function PasswordField({
  label,
  name,
  value,
  onChange,
  error,
  autoComplete,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="password"
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** Her sign-in email: changed by a link sent to the new address (the old one is told). */
export function EmailCard({ email }: { email: string }) {
  const [next, setNext] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = trpc.account.changeEmail.useMutation({
    onSuccess: () => {
      setPassword('');
      toaster.create({ type: 'success', title: T.emailSent(next.trim()) });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { password: serverMessage(error) ?? T.failed });
    },
  });
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emailProblem = checkEmail(next.trim());
    if (emailProblem || !password) {
      setErrors({ ...(emailProblem && { email: emailProblem }), ...(!password && { password: T.currentRequired }) });
      return;
    }
    setErrors({});
    change.mutate({ email: next.trim(), password });
  };
  return (
    <ProfileCard headingId="account-email-heading">
      <Heading as="h2" id="account-email-heading" size="lg" color="gray.900" mb="1">
        {T.emailHeading}
      </Heading>
      <Text fontSize="sm" color="gray.600" mb="4">
        {T.emailIntro(email)}
      </Text>
      <chakra.form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Field.Root invalid={Boolean(errors.email)}>
            <Field.Label>{T.newEmail}</Field.Label>
            <Input type="email" name="email" autoComplete="email" value={next} onChange={(event) => setNext(event.currentTarget.value)} />
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          <PasswordField
            label={T.currentPassword}
            name="email-password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <Box>
            <Button type="submit" colorPalette="brand" rounded="full" loading={change.isPending}>
              {T.changeEmail}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </ProfileCard>
  );
}

/** Her password, with the current one; her other browsers are signed out. */
export function PasswordCard() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = trpc.account.changePassword.useMutation({
    onSuccess: () => {
      setCurrent('');
      setNext('');
      toaster.create({ type: 'success', title: T.passwordChanged });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { currentPassword: serverMessage(error) ?? T.failed });
    },
  });
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextProblem = checkPassword(next);
    if (!current || nextProblem) {
      setErrors({ ...(!current && { currentPassword: T.currentRequired }), ...(nextProblem && { newPassword: nextProblem }) });
      return;
    }
    setErrors({});
    change.mutate({ currentPassword: current, newPassword: next });
  };
  return (
    <ProfileCard headingId="account-password-heading">
      <Heading as="h2" id="account-password-heading" size="lg" color="gray.900" mb="4">
        {T.passwordHeading}
      </Heading>
      <chakra.form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <PasswordField
            label={T.currentPassword}
            name="currentPassword"
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            error={errors.currentPassword}
          />
          <PasswordField
            label={T.newPassword}
            name="newPassword"
            autoComplete="new-password"
            value={next}
            onChange={setNext}
            error={errors.newPassword}
          />
          <Box>
            <Button type="submit" colorPalette="brand" rounded="full" loading={change.isPending}>
              {T.changePassword}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </ProfileCard>
  );
}

/** "Sign out everywhere", and what she can't change here, with why. */
export function SessionsCard({ profile }: { profile: CommunityProfileDto }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const router = useRouter();
  const everywhere = trpc.auth.logoutEverywhere.useMutation({
    onSuccess: async () => {
      utils.auth.me.setData(undefined, null);
      queryClient.clear();
      await router.navigate({ to: '/' });
      toaster.create({ type: 'success', title: T.signedOutEverywhere });
    },
    onError: () => toaster.create({ type: 'error', title: T.failed }),
  });
  return (
    <ProfileCard headingId="account-sessions-heading">
      <Heading as="h2" id="account-sessions-heading" size="lg" color="gray.900" mb="1">
        {T.sessionsHeading}
      </Heading>
      <Text fontSize="sm" color="gray.600" mb="4">
        {T.sessionsIntro}
      </Text>
      <Button variant="outline" rounded="full" loading={everywhere.isPending} onClick={() => everywhere.mutate()}>
        {T.signOutEverywhere}
      </Button>
      <Heading as="h3" size="md" color="gray.900" mt="6" mb="2">
        {T.fixedHeading}
      </Heading>
      <chakra.dl
        fontSize="sm"
        color="gray.700"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'auto 1fr' }}
        columnGap="4"
        rowGap="1"
      >
        <chakra.dt fontWeight="medium">{T.usernameLabel}</chakra.dt>
        <chakra.dd m="0">{T.usernameWhy(profile.username)}</chakra.dd>
        <chakra.dt fontWeight="medium">{T.pointsLabel}</chakra.dt>
        <chakra.dd m="0">{T.pointsWhy}</chakra.dd>
        <chakra.dt fontWeight="medium">{T.joinedLabel}</chakra.dt>
        <chakra.dd m="0">{T.joinedWhy}</chakra.dd>
      </chakra.dl>
    </ProfileCard>
  );
}

/** `?email-token=…` from the link sent to her new address: confirmed once, on arrival. */
export function EmailChangeConfirmation({ token }: { token: string }) {
  const utils = trpc.useUtils();
  const sent = useRef(false);
  const confirm = trpc.account.confirmEmailChange.useMutation({
    onSuccess: async (answer) => {
      toaster.create({ type: 'success', title: T.emailChanged(answer.email) });
      await utils.auth.me.invalidate();
    },
    onError: (error) => toaster.create({ type: 'error', title: serverMessage(error) ?? T.failed }),
  });
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [confirm, token]);
  return null;
}
