import { Badge, Box, CloseButton, Dialog, Link as ChakraLink, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { Link } from '@tanstack/react-router';
import { BookOpen, CircleCheck, Gift, HeartHandshake, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SIGNUP_POPUP_AUTO_CLOSE_MS } from '../../../shared/constants/timing';
import { RegisterForm } from '../auth';
import { SIGNUP_POPUP_TEXT as T } from './signup-popup-text';

const BENEFIT_ICONS: Record<(typeof T.benefits)[number]['id'], LucideIcon> = {
  community: HeartHandshake,
  perks: Gift,
  recipes: UtensilsCrossed,
  resources: BookOpen,
};

/** Dialog.Title is the dialog's h2; styled here (the dialog recipe's title is body-sized). */
const titleStyles = {
  fontFamily: 'heading',
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  lineHeight: 'short',
  color: 'gray.900',
} as const;

function Benefits() {
  return (
    <SimpleGrid as="ul" aria-label={T.benefitsLabel} listStyleType="none" columns={2} gap={{ base: '2', md: '3' }}>
      {T.benefits.map((benefit) => {
        const Icon = BENEFIT_ICONS[benefit.id];
        return (
          <Stack as="li" key={benefit.id} gap="1" bg="brand.50" rounded="xl" p={{ base: '2.5', md: '3' }}>
            <Box color="brand.fg" aria-hidden>
              <Icon size={20} />
            </Box>
            <Text fontWeight="semibold" color="gray.900" fontSize="sm" lineHeight="short">
              {benefit.title}
            </Text>
            <Text fontSize="xs" color="gray.700">
              {benefit.body}
            </Text>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

function SuccessView() {
  return (
    <Stack role="status" align="center" textAlign="center" gap="3" py="8">
      <Box color="green.600" aria-hidden>
        <CircleCheck size={48} />
      </Box>
      <Dialog.Title {...titleStyles}>{T.successTitle}</Dialog.Title>
      <Dialog.Description color="gray.700">{T.successBody}</Dialog.Description>
    </Stack>
  );
}

interface SignupPopupProps {
  /** She closed it (or it closed itself after she joined): remember it for the session. */
  onClose: () => void;
  /** The closing animation is over: it can go. */
  onExited: () => void;
}

/**
 * PRODUCT.md "Screens", "States and transitions", "Input rules": the visitor's invitation to join, with the EARLY ACCESS badge, four
 * benefits and the registration form (its checks and toasts are the sign-up page's). Once she
 * has joined she is signed in, a success view says so and it closes after 2 s. A real dialog:
 * focus moves in and stays, Escape closes, focus goes back. Loaded only when it is time to show.
 */
export default function SignupPopup({ onClose, onExited }: SignupPopupProps) {
  const [open, setOpen] = useState(true);
  const [joined, setJoined] = useState(false);
  // It opens by itself: focus goes to the dialog (read out with its title), not into a field,
  // which would bring up a phone's keyboard uninvited.
  const contentRef = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    onClose();
  };

  useEffect(() => {
    if (!joined) return;
    const timer = window.setTimeout(() => {
      setOpen(false);
      onClose();
    }, SIGNUP_POPUP_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [joined, onClose]);

  return (
    <Dialog.Root
      // Its recipe comes with this lazy module rather than with the theme every page loads.
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      onExitComplete={onExited}
      initialFocusEl={() => contentRef.current}
      placement="center"
      scrollBehavior="outside"
      motionPreset="scale"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '3', md: '4' }} py={{ base: '3', md: '8' }}>
          <Dialog.Content ref={contentRef} rounded="2xl" bg="white" color="gray.800" textStyle="md">
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={T.close} />
            </Dialog.CloseTrigger>
            <Dialog.Body px={{ base: '4', md: '6' }} pt={{ base: '5', md: '6' }} pb={{ base: '5', md: '6' }}>
              {joined ? (
                <SuccessView />
              ) : (
                <Stack gap="4">
                  <Stack gap="2" pe="8">
                    <Badge alignSelf="flex-start" colorPalette="brand" variant="solid" rounded="full" px="2.5" letterSpacing="wider">
                      {T.badge}
                    </Badge>
                    <Dialog.Title {...titleStyles}>{T.title}</Dialog.Title>
                    <Dialog.Description color="gray.700">{T.subtitle}</Dialog.Description>
                  </Stack>
                  <Benefits />
                  <RegisterForm submitLabel={T.submit} successToast={T.successToast} onRegistered={() => setJoined(true)} />
                  <Text textAlign="center" fontSize="sm" color="gray.700">
                    {T.haveAccount}{' '}
                    <ChakraLink asChild color="brand.fg" fontWeight="medium">
                      <Link to="/community/auth" onClick={close}>
                        {T.logIn}
                      </Link>
                    </ChakraLink>
                  </Text>
                </Stack>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
