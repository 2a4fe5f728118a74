import { Button, type ButtonProps } from '@chakra-ui/react';
import { showTour, useTourCompleted } from './onboarding-store';
import { TOUR_MENU_TEXT } from './tour-menu-text';

interface MobileTourButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  userId: number;
  /** Closes the menu; focus then goes back to `returnFocusTo` when the tour closes. */
  onOpen: () => void;
  returnFocusTo: () => HTMLElement | null;
}

/** The Help menu's tour entry for phones (the mobile header has no Help menu); loaded for members. */
export default function MobileTourButton({ userId, onOpen, returnFocusTo, ...styles }: MobileTourButtonProps) {
  const seen = useTourCompleted(userId);
  return (
    <Button
      {...styles}
      onClick={() => {
        onOpen();
        showTour(userId, returnFocusTo());
      }}
    >
      {seen ? TOUR_MENU_TEXT.tourAgain : TOUR_MENU_TEXT.tour}
    </Button>
  );
}
