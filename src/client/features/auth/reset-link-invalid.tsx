import { Button, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { AUTH_TEXT } from '../../../shared/constants/messages';
import { AuthNotice } from './auth-notice';
import { PASSWORD_RESET_TEXT } from './password-reset-text';

/** The reset link can't be used (missing, malformed, expired or used): say so and offer a new one. */
export function ResetLinkInvalid() {
  return (
    <Stack gap="4">
      <AuthNotice tone="warning" icon={TriangleAlert}>
        {AUTH_TEXT.resetLinkInvalid}
      </AuthNotice>
      <Button asChild colorPalette="brand" variant="outline" size="lg" rounded="full">
        <Link to="/forgot-password">{PASSWORD_RESET_TEXT.askNewLink}</Link>
      </Button>
    </Stack>
  );
}
