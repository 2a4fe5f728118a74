import { Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { AuditEntryDto } from '../../../../shared/schemas/admin/audit';
import { formatNotificationTime } from '../../../../shared/lib/relative-time';
import { AUDIT_ACTION_VERB, auditChanges, entityLabel } from './audit-diff';

export const AUDIT_TEXT = {
  showChanges: 'Show changes',
  hideChanges: 'Hide changes',
  noFieldChanges: 'No field changes were recorded.',
  field: 'Field',
  before: 'Before',
  after: 'After',
} as const;

/** "sarah_admin updated Site content “Home hero”". */
export function auditSummary(entry: AuditEntryDto): string {
  return `${entry.actorName} ${AUDIT_ACTION_VERB[entry.action]} ${entityLabel(entry.entityType)} “${entry.label}”`;
}

/**
 * One admin change: who did what to which item, how long ago, and behind "Show changes" the
 * fields that changed, before and after.
 */
export function AuditEntryItem({ entry, now }: { entry: AuditEntryDto; now?: Date }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const changes = open ? auditChanges(entry.before, entry.after) : [];

  return (
    <Box as="li" py="3" borderBottomWidth="1px" borderColor="gray.100" _last={{ borderBottomWidth: 0 }} listStyleType="none">
      <Flex gap="3" justify="space-between" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Box minW="0">
          <Text color="gray.900" overflowWrap="anywhere">
            <Text as="span" fontWeight="semibold">
              {entry.actorName}
            </Text>{' '}
            {AUDIT_ACTION_VERB[entry.action]} {entityLabel(entry.entityType)}{' '}
            <Text as="span" fontWeight="medium">
              “{entry.label}”
            </Text>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={entry.createdAt} title={new Date(entry.createdAt).toLocaleString('en-AU')}>
              {formatNotificationTime(entry.createdAt, now)}
            </time>
          </Text>
        </Box>
        <Button
          variant="ghost"
          size="xs"
          flexShrink={0}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${open ? AUDIT_TEXT.hideChanges : AUDIT_TEXT.showChanges}: ${auditSummary(entry)}`}
          onClick={() => setOpen(!open)}
        >
          {open ? <ChevronDown size={14} aria-hidden /> : <ChevronRight size={14} aria-hidden />}
          {open ? AUDIT_TEXT.hideChanges : AUDIT_TEXT.showChanges}
        </Button>
      </Flex>
      <Box id={panelId} hidden={!open} mt={open ? '3' : undefined}>
        {open ? (
          changes.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {AUDIT_TEXT.noFieldChanges}
            </Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="md">
              <Table.Root size="sm">
                <Table.Caption srOnly>{auditSummary(entry)}</Table.Caption>
                <Table.Header>
                  <Table.Row bg="gray.50">
                    <Table.ColumnHeader>{AUDIT_TEXT.field}</Table.ColumnHeader>
                    <Table.ColumnHeader>{AUDIT_TEXT.before}</Table.ColumnHeader>
                    <Table.ColumnHeader>{AUDIT_TEXT.after}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {changes.map((change) => (
                    <Table.Row key={change.field}>
                      <Table.Cell fontWeight="medium" whiteSpace="nowrap" verticalAlign="top">
                        {change.field}
                      </Table.Cell>
                      <Table.Cell color="red.800" bg="red.50" verticalAlign="top" minW="40" overflowWrap="anywhere">
                        {change.before}
                      </Table.Cell>
                      <Table.Cell color="green.800" bg="green.50" verticalAlign="top" minW="40" overflowWrap="anywhere">
                        {change.after}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )
        ) : null}
      </Box>
    </Box>
  );
}
