import { Button, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AdminBulkBarProps {
  /** The region's name for screen readers ("Selected items"). */
  label: string;
  /** "3 selected": said politely when it changes. */
  summary: string;
  clearLabel: string;
  onClear(): void;
  /** The actions on the selection. */
  children: ReactNode;
}

/**
 * What a list's selection can do, above the list while something is selected: how many, the
 * actions, and a way to clear it. Sticky, so it stays in reach while the admin scrolls and ticks.
 */
export function AdminBulkBar({ label, summary, clearLabel, onClear, children }: AdminBulkBarProps) {
  return (
    <Flex
      as="section"
      aria-label={label}
      position="sticky"
      top="2"
      zIndex="docked"
      gap="2"
      align="center"
      wrap="wrap"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.200"
      rounded="lg"
      px="4"
      py="2"
    >
      <Text aria-live="polite" fontWeight="semibold" me="auto">
        {summary}
      </Text>
      {children}
      <Button size="sm" variant="ghost" onClick={onClear}>
        {clearLabel}
      </Button>
    </Flex>
  );
}
