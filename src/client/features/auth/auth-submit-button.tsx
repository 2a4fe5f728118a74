import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthSubmitButtonProps {
  /** A request is in flight: spinner, and disabled. */
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** The submit button of the login, sign-up and password pages. */
export function AuthSubmitButton({ pending, disabled, children }: AuthSubmitButtonProps) {
  return (
    <Button type="submit" colorPalette="brand" size="lg" rounded="full" mt="2" disabled={disabled} loading={pending}>
      {children}
    </Button>
  );
}
