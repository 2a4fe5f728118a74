import { Box, HStack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

interface AuthNoticeProps {
  tone: 'info' | 'warning';
  icon: LucideIcon;
  children: ReactNode;
  /** Takes focus when shown, for a notice that replaces the form the user was in. */
  focusOnMount?: boolean;
}

/**
 * A message in a tinted box, announced politely. Not Chakra's Alert: its recipe is not in our
 * trimmed theme (theme.ts), and adding it would cost every first load.
 */
export function AuthNotice({ tone, icon: Icon, children, focusOnMount = false }: AuthNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <HStack
      ref={ref}
      tabIndex={focusOnMount ? -1 : undefined}
      outline="none"
      role="status"
      colorPalette={tone === 'info' ? 'brand' : 'orange'}
      align="flex-start"
      gap="3"
      p="4"
      rounded="lg"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      bg="colorPalette.subtle"
    >
      <Box color="colorPalette.fg" flexShrink={0} mt="0.5" aria-hidden>
        <Icon size={20} />
      </Box>
      <Text color="gray.800">{children}</Text>
    </HStack>
  );
}
