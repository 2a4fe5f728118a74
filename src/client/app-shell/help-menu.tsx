import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { CircleHelp } from 'lucide-react';
import { useRef } from 'react';
import { showTour, useTourCompleted } from '../features/onboarding/onboarding-store';
import { TOUR_MENU_TEXT } from '../features/onboarding/tour-menu-text';

const HELP_TEXT = { menu: 'Help' } as const;

/**
 * The Help menu: the platform tour, from the start (PRODUCT.md "States and transitions": the flag is cleared and the
 * tour shows; the app shell loads it, see features/onboarding/onboarding.tsx).
 */
export function HelpMenu({ userId }: { userId: number }) {
  const seen = useTourCompleted(userId);
  // The menu item is gone once the tour closes: focus goes back to the Help button instead.
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton ref={triggerRef} aria-label={HELP_TEXT.menu} variant="ghost" rounded="full" size="sm">
          <CircleHelp />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {/* onClick, not onSelect: a click (or Enter, which zag turns into a click) always reaches it. */}
            <Menu.Item value="tour" onClick={() => showTour(userId, triggerRef.current)}>
              {seen ? TOUR_MENU_TEXT.tourAgain : TOUR_MENU_TEXT.tour}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
