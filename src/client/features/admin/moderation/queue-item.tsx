import { Badge, Box, Button, Flex, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { MODERATION_TEXT } from '../../../../shared/constants/moderation';
import { formatDisplayDate } from '../../../../shared/lib/dates';
import type { ReviewDecision } from '../../../../shared/rules/moderation';
import type { QueueItemDto } from '../../../../shared/schemas/moderation';
import { NativeCheckbox } from '../kit';
import { MODERATION_PAGE_TEXT as T } from './moderation-text';
import { PENALTY_PAGE_TEXT } from './penalty-text';

/** "Reply #501": how the page names an item (its heading, its buttons, the keyboard's announcement). */
export const itemName = (item: QueueItemDto) => `${T.types[item.targetType]} #${item.targetId}`;

/** The decisions an item offers: edit needs a post still there; lock, a thread. */
function decisionsFor(item: QueueItemDto): ReviewDecision[] {
  return [
    'keep',
    'remove',
    ...(item.currentPost ? (['edit'] as const) : []),
    ...(item.currentPost && item.targetType === 'thread' ? (['lock'] as const) : []),
    'ignore',
  ];
}

function TextBox({ heading, children }: { heading: string; children: string }) {
  return (
    <Box bg="gray.50" rounded="md" p="3">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {heading}
      </Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}

/** The text as reported and as it is now, side by side (one above the other on a phone). */
function Texts({ item }: { item: QueueItemDto }) {
  const changed = item.currentText !== null && item.currentText !== item.snapshot;
  return (
    <SimpleGrid columns={{ base: 1, md: changed ? 2 : 1 }} gap="3">
      <TextBox heading={T.reported}>{item.snapshot}</TextBox>
      {changed ? (
        <TextBox heading={T.now}>{item.currentText!}</TextBox>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {item.currentText === null ? T.gone : T.unchanged}
        </Text>
      )}
    </SimpleGrid>
  );
}

/** The texts the post had between its report and now, collapsed: most items have none. */
function Revisions({ item }: { item: QueueItemDto }) {
  if (item.revisions.length === 0) return null;
  return (
    <Box as="details" fontSize="sm">
      <Box as="summary" cursor="pointer" fontWeight="medium" color="brand.fg">
        {T.revisions(item.revisions.length)}
      </Box>
      <Stack as="ol" listStyleType="none" gap="2" mt="2">
        {item.revisions.map((revision, index) => (
          <li key={index}>
            <Text color="fg.muted" fontSize="xs">
              {T.revisionBy(revision.editedBy?.username ?? null, formatDisplayDate(revision.createdAt))}
            </Text>
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere" bg="gray.50" rounded="md" p="2">
              {revision.title ? `${revision.title}\n\n${revision.content}` : revision.content}
            </Text>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** What a moderator may copy into a private message or an email to the author. */
function ReplyTemplates() {
  const [copied, setCopied] = useState(false);
  const template = MODERATION_TEXT.templates.reachOut;
  const copy = async () => {
    await navigator.clipboard.writeText(template.text);
    setCopied(true);
  };
  return (
    <Box as="details" fontSize="sm">
      <Box as="summary" cursor="pointer" fontWeight="medium" color="brand.fg">
        {T.templatesHeading}
      </Box>
      <Stack gap="2" mt="2">
        <Text fontWeight="medium">{template.label}</Text>
        <Text bg="gray.50" rounded="md" p="2">
          {template.text}
        </Text>
        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => void copy()}>
          {copied ? T.copied : T.copy}
          <VisuallyHidden>{`: ${template.label}`}</VisuallyHidden>
        </Button>
      </Stack>
    </Box>
  );
}

export interface QueueItemProps {
  item: QueueItemDto;
  selected: boolean;
  onSelect(selected: boolean): void;
  onDecide(item: QueueItemDto, action: ReviewDecision): void;
  /** Opens the penalty dialog for the item's author. */
  onPenalise(author: { id: number; username: string }): void;
  /** Filters the queue to the author's items. */
  onOnlyAuthor(author: { id: number; username: string }): void;
}

/**
 * One reported thing: what it is, why, the texts and earlier versions, the author's history, the
 * reports and the decisions. The card takes focus from the keyboard's j/k (tabIndex -1, a ring).
 */
export const QueueItem = forwardRef<HTMLElement, QueueItemProps>(function QueueItem(
  { item, selected, onSelect, onDecide, onPenalise, onOnlyAuthor },
  ref,
) {
  const labelId = `moderation-item-${item.id}`;
  const pending = item.status === 'pending';
  return (
    <Box
      ref={ref}
      as="article"
      tabIndex={-1}
      aria-labelledby={labelId}
      bg="white"
      borderWidth="1px"
      borderColor={selected ? 'brand.300' : 'gray.200'}
      rounded="xl"
      p={{ base: '4', md: '5' }}
      _focus={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Stack gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          {pending ? (
            <NativeCheckbox label={<VisuallyHidden>{T.select(itemName(item))}</VisuallyHidden>} checked={selected} onChange={onSelect} />
          ) : null}
          <Text as="h2" id={labelId} fontWeight="semibold">
            {itemName(item)} {T.by(item.author?.username ?? null)}
          </Text>
          {item.safety ? <Badge colorPalette="red">{T.safety}</Badge> : null}
          {item.illegal ? <Badge colorPalette="orange">{T.illegal}</Badge> : null}
          {item.hidden ? <Badge colorPalette="gray">{T.hidden}</Badge> : null}
          <Badge variant="outline">{T.reportCount(item.reports.length)}</Badge>
          {!pending && item.decision ? <Badge variant="subtle">{T.lastDecision[item.decision]}</Badge> : null}
        </Flex>
        <HStack gap="1.5" wrap="wrap">
          {/* A safety concern and illegal content have their own badge above. */}
          {item.reasons
            .filter((reason) => reason !== 'safety_concern' && reason !== 'illegal')
            .map((reason) => (
              <Badge key={reason} variant="subtle" colorPalette="brand">
                {MODERATION_TEXT.reasons[reason].label}
              </Badge>
            ))}
          {/* What the automatic checks found: a held post's Keep publishes it. */}
          {item.checks.map((hit, index) => (
            <Badge key={`check-${index}`} variant="subtle" colorPalette={hit.check === 'safety' ? 'red' : 'yellow'}>
              {MODERATION_TEXT.checks[hit.check]}
              {hit.detail ? `: ${hit.detail}` : ''}
            </Badge>
          ))}
        </HStack>
        {item.author ? (
          <HStack gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {T.history(item.authorHistory)}
            </Text>
            <Button size="xs" variant="outline" onClick={() => onPenalise(item.author!)}>
              {PENALTY_PAGE_TEXT.open(item.author.username)}
            </Button>
            <Button size="xs" variant="ghost" onClick={() => onOnlyAuthor(item.author!)}>
              {T.onlyAuthor(item.author.username)}
            </Button>
          </HStack>
        ) : null}
        {item.claimedBy ? (
          <Text fontSize="sm" color="orange.700">
            {T.claimedBy(item.claimedBy.username)}
          </Text>
        ) : null}
        <Texts item={item} />
        <Revisions item={item} />
        <Box as="section" aria-label={T.reportsHeading}>
          <Stack as="ul" listStyleType="none" gap="1" fontSize="sm">
            {item.reports.map((report, index) => (
              <li key={index}>
                <Text as="span" fontWeight="medium">
                  {MODERATION_TEXT.reasons[report.reason].label}
                </Text>
                {' · '}
                {report.reporter?.username ?? T.formerMember} · {formatDisplayDate(report.createdAt)}
                {report.note ? (
                  <Text as="span" color="fg.muted">
                    {' '}
                    “{report.note}”
                  </Text>
                ) : null}
              </li>
            ))}
          </Stack>
        </Box>
        <ReplyTemplates />
        {pending ? (
          <HStack gap="2" wrap="wrap">
            {decisionsFor(item).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'remove' ? 'solid' : 'outline'}
                colorPalette={action === 'remove' ? 'red' : 'gray'}
                aria-label={`${T.decisions[action]}: ${itemName(item)}`}
                onClick={() => onDecide(item, action)}
              >
                {T.decisions[action]}
              </Button>
            ))}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
});
