import { Box, Heading, Stack, type SystemStyleObject, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Where a column's cell goes when a phone shows each row as a card: the title across the top, the
 * status and date under it, the actions at the bottom. A column with no place is a labelled line
 * ("Category: Sleep") between them.
 */
export type AdminCardPlace = 'title' | 'status' | 'date' | 'actions';

/** A column header: its text, or the text with options (`srOnly` for an "Actions" column). */
export type AdminColumn = string | { label: string; card?: AdminCardPlace; srOnly?: boolean; textAlign?: 'start' | 'end'; width?: string };

export interface AdminTableProps {
  /** Says what the table lists; read by screen readers, visible when `showCaption`. */
  caption: string;
  showCaption?: boolean;
  columns: readonly AdminColumn[];
  /** The rows: `<Table.Row>` with `<Table.Cell>`s, one cell per column. */
  children: ReactNode;
}

const columnOf = (column: AdminColumn) => (typeof column === 'string' ? { label: column } : column);

const CARD_PLACES: Record<AdminCardPlace, SystemStyleObject> = {
  title: { order: 0, flexBasis: 'full', fontSize: 'md' },
  status: { order: 1 },
  date: { order: 2, fontSize: 'sm', color: 'fg.muted' },
  actions: { order: 4, flexBasis: 'full', '& > *': { justifyContent: 'flex-start' } },
};

/**
 * Below 768 px each row is a card instead of a table row, so a list fits a phone (a 6-column table
 * was 1,160 px wide in a 356 px box): the same cells, placed by their column's `card`.
 */
export function cardLayout(columns: readonly AdminColumn[]): SystemStyleObject {
  const cells: SystemStyleObject = {};
  columns.forEach((column, index) => {
    const { label, card } = columnOf(column);
    cells[`& td:nth-of-type(${index + 1})`] = card
      ? CARD_PLACES[card]
      : { order: 3, flexBasis: 'full', fontSize: 'sm', '&::before': { content: JSON.stringify(`${label}: `), color: 'fg.muted' } };
  });
  return {
    mdDown: {
      '& table, & tbody': { display: 'block' },
      '& thead': { display: 'none' },
      '& tr': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1.5', px: '4', py: '3' },
      '& tr:not(:last-of-type)': { borderBottomWidth: '1px', borderColor: 'gray.200' },
      '& td': { display: 'block', p: '0', border: '0', minW: '0', maxW: 'none', w: 'auto', overflowWrap: 'anywhere' },
      ...cells,
    },
  };
}

/**
 * An admin list as a table: on a phone each row reads as a card (see `cardLayout`), on a wider
 * screen a table that scrolls sideways rather than squeezing its columns.
 */
export function AdminTable({ caption, showCaption = false, columns, children }: AdminTableProps) {
  return (
    // Positioned, so the visually hidden caption and column names (absolutely placed) scroll
    // inside the box too rather than widening the page on a phone. A named group in the tab
    // order: when it scrolls sideways, a keyboard can scroll it even with nothing to focus inside
    // (axe's scrollable-region-focusable found the points ledger so on a phone). A group, not a
    // region: a landmark per table would repeat its section's name (two "Subscribers" landmarks).
    <Table.ScrollArea
      role="group"
      aria-label={caption}
      tabIndex={0}
      focusVisibleRing="inside"
      position="relative"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      bg="white"
      css={cardLayout(columns)}
    >
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
              const { label, srOnly, textAlign, width } = columnOf(column);
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
