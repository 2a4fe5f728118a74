import { Box, Heading, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A column header: its text, or the text with options (`srOnly` for an "Actions" column). */
export type AdminColumn = string | { label: string; srOnly?: boolean; textAlign?: 'start' | 'end'; width?: string };

export interface AdminTableProps {
  /** Says what the table lists; read by screen readers, visible when `showCaption`. */
  caption: string;
  showCaption?: boolean;
  columns: readonly AdminColumn[];
  /** The rows: `<Table.Row>` with `<Table.Cell>`s, one cell per column. */
  children: ReactNode;
}

/** An admin list as a table that scrolls sideways on a phone instead of squeezing its columns. */
export function AdminTable({ caption, showCaption = false, columns, children }: AdminTableProps) {
  return (
    // Positioned, so the visually hidden caption and column names (absolutely placed) scroll
    // inside the box too rather than widening the page on a phone.
    <Table.ScrollArea position="relative" borderWidth="1px" borderColor="gray.200" rounded="lg" bg="white">
      <Table.Root size="sm" interactive>
        {showCaption ? (
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2" fontWeight="medium" color="gray.800">
            {caption}
          </Table.Caption>
        ) : (
          <VisuallyHidden asChild>
            <caption>{caption}</caption>
          </VisuallyHidden>
        )}
        <Table.Header>
          <Table.Row bg="gray.50">
            {columns.map((column) => {
              const { label, srOnly, textAlign, width } = typeof column === 'string' ? { label: column } : column;
              return (
                <Table.ColumnHeader key={label} textAlign={textAlign} width={width} whiteSpace="nowrap">
                  {srOnly ? <VisuallyHidden>{label}</VisuallyHidden> : label}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export interface AdminEmptyStateProps {
  /** "No blog posts yet", or for a search "No posts match “sleep”". */
  title: string;
  description?: ReactNode;
  /** A button or link: "New blog post", "Clear search". */
  action?: ReactNode;
}

/** What an empty list, or a search that matched nothing, shows instead of the table. */
export function AdminEmptyState({ title, description, action }: AdminEmptyStateProps) {
  return (
    <Box
      role="status"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="gray.300"
      rounded="lg"
      bg="white"
      px="6"
      py="10"
      textAlign="center"
    >
      <Stack gap="2" align="center">
        <Heading as="h2" size="md" color="gray.900">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
        {action ? <Box mt="2">{action}</Box> : null}
      </Stack>
    </Box>
  );
}
