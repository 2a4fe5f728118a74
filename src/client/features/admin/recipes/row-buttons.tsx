import { HStack, IconButton } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';

export interface RowButtonsProps {
  /** What the row is, for the buttons' names: 'ingredient 2', 'step 3'. */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  /** Absent when the row can't be removed (the last one left). */
  onRemove?: () => void;
}

/** Move up, Move down and Remove for a row of a list the admin orders. */
export function RowButtons({ name, index, count, onMove, onRemove }: RowButtonsProps) {
  return (
    <HStack gap="1" flexShrink={0}>
      <IconButton
        type="button"
        size="sm"
        variant="ghost"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden />
      </IconButton>
      <IconButton
        type="button"
        size="sm"
        variant="ghost"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden />
      </IconButton>
      {onRemove ? (
        <IconButton type="button" size="sm" variant="ghost" colorPalette="red" aria-label={`Remove ${name}`} onClick={onRemove}>
          <Trash2 aria-hidden />
        </IconButton>
      ) : null}
    </HStack>
  );
}
