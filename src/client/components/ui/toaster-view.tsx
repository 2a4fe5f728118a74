import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX, toaster } from './toaster';

interface SwipeState {
  pointerId: number;
  startX: number;
}

/** Tracks a horizontal drag; past the threshold to the right, the toast is dismissed. */
function useSwipeToDismiss(onDismiss: () => void) {
  const [offset, setOffset] = useState(0);
  const swipe = useRef<SwipeState | null>(null);

  const end = (event: PointerEvent<HTMLElement>) => {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    swipe.current = null;
    if (event.clientX - current.startX > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  return {
    style: offset > 0 ? { translate: `${offset}px 0`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
      // Captured, so the release still reaches the toast when the pointer has left it meanwhile
      // (otherwise the toast would stay half dragged and faded).
      event.currentTarget.setPointerCapture(event.pointerId);
      swipe.current = { pointerId: event.pointerId, startX: event.clientX };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = swipe.current;
      if (!current || current.pointerId !== event.pointerId) return;
      setOffset(Math.max(0, event.clientX - current.startX));
    },
    onPointerUp: end,
    onPointerCancel: () => {
      swipe.current = null;
      setOffset(0);
    },
  };
}

interface ToastItemProps {
  id: string | undefined;
  type: string | undefined;
  title: ReactNode;
  description: ReactNode;
  action: { label: string } | undefined;
}

function ToastItem({ id, type, title, description, action }: ToastItemProps) {
  const swipe = useSwipeToDismiss(() => toaster.dismiss(id));
  return (
    // The toast recipe comes with this lazily loaded view, not with the theme (theme.ts).
    <Toast.Root recipe={toastSlotRecipe} width={{ base: 'full', md: '420px' }} touchAction="pan-y" {...swipe}>
      {type === 'loading' ? <Spinner size="sm" color="brand.fg" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {title ? <Toast.Title>{title}</Toast.Title> : null}
        {description ? <Toast.Description>{description}</Toast.Description> : null}
      </Stack>
      {action ? <Toast.ActionTrigger>{action.label}</Toast.ActionTrigger> : null}
      <Toast.CloseTrigger aria-label="Dismiss notification" />
    </Toast.Root>
  );
}

/** The toasts themselves (Chakra's toaster snippet, plus swipe to dismiss). Loaded on first use. */
export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastItem id={toast.id} type={toast.type} title={toast.title} description={toast.description} action={toast.action} />}
      </ChakraToaster>
    </Portal>
  );
}
