import { Badge } from '@chakra-ui/react';
import { FEEDBACK_STATUS_LABELS, type FeedbackStatus } from '../../../shared/constants/feedback';

/** Each status its own colour, so a list reads at a glance. */
export const STATUS_PALETTES: Record<FeedbackStatus, string> = {
  new: 'gray',
  planned: 'blue',
  done: 'green',
  declined: 'red',
};

/** A piece of feedback's status, as the member and the admins see it. */
export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle" size="md" rounded="full" px="2.5">
      {FEEDBACK_STATUS_LABELS[status]}
    </Badge>
  );
}
