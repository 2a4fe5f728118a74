import { Box } from '@chakra-ui/react';
import { GripVertical } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';

/**
 * Drag-and-drop ordering for a list on a laptop: each row gets a grip to drag it by and drops onto
 * another row's place. The Move up / Move down buttons stay the way for keyboards, screen readers
 * and phones (touch screens don't drag HTML rows), so the grip is hidden from assistive technology.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const from = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const handle = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      from.current = index;
      event.dataTransfer?.setData('text/plain', String(index));
      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    },
    onDragEnd: () => {
      from.current = null;
      setOver(null);
    },
  });

  const row = (index: number) => ({
    onDragOver: (event: DragEvent) => {
      if (from.current === null) return;
      event.preventDefault();
      setOver(index);
    },
    onDragLeave: () => setOver((current) => (current === index ? null : current)),
    onDrop: (event: DragEvent) => {
      if (from.current === null) return;
      event.preventDefault();
      const start = from.current;
      from.current = null;
      setOver(null);
      if (start !== index) onMove(start, index);
    },
    'data-drop-target': over === index ? '' : undefined,
  });

  return { handle, row };
}

/** The grip a row is dragged by (mouse only; see useDragReorder). */
export function DragGrip(props: ReturnType<ReturnType<typeof useDragReorder>['handle']>) {
  return (
    <Box
      {...props}
      aria-hidden
      data-testid="drag-grip"
      display={{ base: 'none', md: 'flex' }}
      alignItems="center"
      color="fg.muted"
      cursor="grab"
      px="1"
      _active={{ cursor: 'grabbing' }}
    >
      <GripVertical size={18} />
    </Box>
  );
}
