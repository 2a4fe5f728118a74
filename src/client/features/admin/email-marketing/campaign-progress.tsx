import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import type { CampaignStatus } from '../../../../shared/constants/newsletter';
import type { CampaignDto } from '../../../../shared/schemas/newsletter';
import { CAMPAIGN_STATUS_LABELS, EMAIL_MARKETING_TEXT as T } from './email-marketing-text';

const STATUS_PALETTES: Record<CampaignStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'orange',
  sent: 'green',
  cancelled: 'red',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle" rounded="full" px="2">
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * How far a campaign's sending has gone: a bar (drawn here, the theme has no progress recipe)
 * whose green part is sent and red part failed, and 'sent / failed / total' under it.
 */
export function CampaignProgress({ campaign }: { campaign: Pick<CampaignDto, 'subject' | 'progress' | 'status'> }) {
  const { total, sent, failed } = campaign.progress;
  if (total === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {T.notStarted}
      </Text>
    );
  }
  const done = sent + failed;
  const percent = (value: number) => `${(value / total) * 100}%`;
  const counts = T.progressCounts(sent, failed, total);
  return (
    <Stack gap="1" minW="40">
      <Box
        role="progressbar"
        aria-label={T.progressLabel(campaign.subject)}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={counts}
        h="2"
        w="full"
        bg="gray.100"
        rounded="full"
        overflow="hidden"
        display="flex"
      >
        <Box h="full" w={percent(sent)} bg="green.500" transition="width 0.4s" />
        <Box h="full" w={percent(failed)} bg="red.500" transition="width 0.4s" />
      </Box>
      <Text fontSize="xs" color="gray.700" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {counts}
      </Text>
    </Stack>
  );
}
