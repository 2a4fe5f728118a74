import { Badge } from '@chakra-ui/react';
import type { MemberStatus } from '../../../../shared/rules/members-admin';
import { STATUS_LABELS, STATUS_PALETTES } from './members-text';

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle" size="md" rounded="full" px="2.5">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
