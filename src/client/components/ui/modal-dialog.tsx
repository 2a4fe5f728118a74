import { Dialog, Portal, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ModalDialogProps extends Omit<HTMLChakraProps<'div'>, 'role'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While it sends, Escape and a click outside leave it open: closing would hide how it went. */
  pending?: boolean;
  /** `alertdialog` for "are you sure?" questions. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes back to when it closes (the button that opened it, when that isn't found by itself). */
  finalFocusEl?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * The frame of every modal dialog: focus moves in and stays, Escape and a click outside close it
 * (not while it sends), focus goes back when it closes. A white card over a dimmed page, centred,
 * never taller than the screen; the rest of the props style the card (its width, padding, how it
 * scrolls). Styled with style props: the dialog recipe isn't in the trimmed theme (theme.ts).
 */
export function ModalDialog({ open, onOpenChange, pending = false, role, finalFocusEl, children, ...card }: ModalDialogProps) {
  return (
    <Dialog.Root
      unstyled
      role={role}
      open={open}
      onOpenChange={(details) => {
        if (pending && !details.open) return;
        onOpenChange(details.open);
      }}
      closeOnInteractOutside={!pending}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop position="fixed" inset="0" bg="blackAlpha.600" zIndex="modal" />
        <Dialog.Positioner position="fixed" inset="0" zIndex="modal" display="flex" alignItems="center" justifyContent="center" p="4">
          <Dialog.Content
            bg="white"
            rounded="2xl"
            shadow="xl"
            w="full"
            maxW="md"
            maxH="calc(100dvh - 2rem)"
            overflowY="auto"
            outline="none"
            {...card}
          >
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A dialog's name, read out when it opens. */
export function ModalDialogTitle({ children, ...props }: Dialog.TitleProps) {
  return (
    <Dialog.Title fontFamily="heading" fontSize="xl" fontWeight="bold" color="gray.900" {...props}>
      {children}
    </Dialog.Title>
  );
}
