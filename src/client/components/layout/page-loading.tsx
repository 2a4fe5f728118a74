import { Center, Spinner, Text } from '@chakra-ui/react';
import { GUARD_TEXT } from '../../../shared/constants/messages';

/** The router's fallback while a lazily loaded page arrives (PRODUCT.md "Messages": "Loading..."). */
export function PageLoading() {
  return (
    <Center py="16" role="status">
      <Text color="fg.muted">{GUARD_TEXT.loading}</Text>
    </Center>
  );
}

/** Shown by the guards while the current user loads. */
export function GuardSpinner() {
  return (
    <Center py="16">
      <Spinner size="lg" color="brand.fg" role="status" aria-label="Loading" />
    </Center>
  );
}
