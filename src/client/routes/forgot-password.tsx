import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { AUTH_TEXT } from '../../shared/constants/messages';
import { AuthCard } from '../features/auth/auth-card';
import { AuthNotice } from '../features/auth/auth-notice';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { PASSWORD_RESET_TEXT } from '../features/auth/password-reset-text';
import { useRequestPasswordReset } from '../features/auth/use-password-reset';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});

/** Asks for a reset link by email; afterwards says the same whether or not the address exists. */
function ForgotPasswordPage() {
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return (
      <AuthCard title={PASSWORD_RESET_TEXT.forgotTitle}>
        <Stack gap="4">
          <AuthNotice tone="info" icon={MailCheck} focusOnMount>
            {AUTH_TEXT.resetRequested}
          </AuthNotice>
          <Button asChild colorPalette="brand" variant="outline" size="lg" rounded="full">
            <Link to="/community/auth">{PASSWORD_RESET_TEXT.backToLogin}</Link>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={PASSWORD_RESET_TEXT.forgotTitle}
      subtitle={PASSWORD_RESET_TEXT.forgotSubtitle}
      footer={
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to="/community/auth">{PASSWORD_RESET_TEXT.backToLogin}</Link>
        </ChakraLink>
      }
    >
      <ForgotPasswordForm pending={request.isPending} onSubmit={(email) => request.mutate({ email })} />
    </AuthCard>
  );
}
