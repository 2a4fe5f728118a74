import { Button, Flex, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface AdminPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The nav's accessible name; "Pages" unless said (name it after the list when a page has two). */
  label?: string;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * "Page 2 of 7" with Previous and Next, each disabled at its end. Hidden while everything fits on
 * one page, unless the URL asks for a page past the end (then Previous leads back).
 */
export function AdminPager({ page, pageSize, total, onPageChange, label = 'Pages' }: AdminPagerProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <Flex as="nav" aria-label={label} align="center" justify="space-between" gap="3" wrap="wrap">
      <Button variant="outline" size="sm" rounded="full" disabled={page <= 1} onClick={() => onPageChange(Math.min(page - 1, pages))}>
        <ChevronLeft size={16} aria-hidden />
        Previous
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Button variant="outline" size="sm" rounded="full" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight size={16} aria-hidden />
      </Button>
    </Flex>
  );
}
