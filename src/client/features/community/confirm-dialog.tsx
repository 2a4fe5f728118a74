import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { FORUM_TEXT } from './community-text';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  confirmLabel: string;
  pending: boolean;
  /** The server's refusal, shown inside the dialog. */
  error?: string | null;
  onConfirm: () => void;
}

/**
 * "Are you sure?" before something that can't be undone, as a modal alert dialog (focus kept
 * inside, Escape cancels, Cancel gets focus first). Styled here with style props: the dialog
 * recipe isn't in the trimmed theme (see form-controls.tsx for why).
 */
export function ConfirmDialog({ open, onOpenChange, title, body, confirmLabel, pending, error, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => onOpenChange(details.open)} closeOnInteractOutside={!pending}>
      <Portal>
        <Dialog.Backdrop position="fixed" inset="0" bg="blackAlpha.600" zIndex="modal" />
        <Dialog.Positioner position="fixed" inset="0" zIndex="modal" display="flex" alignItems="center" justifyContent="center" p="4">
          <Dialog.Content bg="white" rounded="2xl" shadow="xl" w="full" maxW="md" p={{ base: '5', md: '6' }} outline="none">
            <Dialog.Title fontFamily="heading" fontSize="xl" fontWeight="bold" color="gray.900">
              {title}
            </Dialog.Title>
            <Dialog.Description mt="2" color="gray.600">
              {body}
            </Dialog.Description>
            {error ? (
              <Text role="alert" mt="3" color="red.700" fontSize="sm">
                {error}
              </Text>
            ) : null}
            <Dialog.Footer display="flex" gap="3" justifyContent="flex-end" mt="6" flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" rounded="full" disabled={pending}>
                  {FORUM_TEXT.cancel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" rounded="full" loading={pending} loadingText={FORUM_TEXT.deleting} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
