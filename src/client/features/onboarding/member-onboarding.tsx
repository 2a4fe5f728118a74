import { useCallback, useEffect, useState } from 'react';
import { TOUR_DELAY_MS } from '../../../shared/constants/timing';
import type { UserDto } from '../../../shared/schemas/auth';
import { onboardingAutoStart } from './auto-start';
import { finishTour, hideTour, showTour, tourCompleted, useTourOpen, useTourShown } from './onboarding-store';

// Static, not lazy: a chunk of its own without Chakra in it made the bundler split the shared
// chunks of every visitor's first load differently (+1 KB gzip); members fetch the dialog with this.
import TourDialog from './tour-dialog';

interface MemberOnboardingProps {
  user: UserDto;
  /** The sign-up popup is still open (she has just joined through it): the tour waits for it. */
  hold: boolean;
}

/**
 * The tour's part of the app shell, loaded (with the tour) once someone is signed in, so visitors'
 * first load doesn't carry it. PRODUCT.md "States and transitions": a member (not an admin) without the flag gets the
 * tour 1 s after load; here at most once a page load, even where storage can't remember it. The
 * Help and mobile menus open it through onboarding-store.ts.
 */
export default function MemberOnboarding({ user, hold }: MemberOnboardingProps) {
  const tourOpen = useTourOpen();
  const tourShown = useTourShown();
  const [startedFor, setStartedFor] = useState<number | null>(null);
  const userId = user.id;

  const due = !user.isAdmin && !hold && !tourOpen && startedFor !== userId && onboardingAutoStart() && !tourCompleted(userId);
  useEffect(() => {
    if (!due) return;
    const timer = window.setTimeout(() => {
      setStartedFor(userId);
      showTour(userId);
    }, TOUR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [due, userId]);

  // Signed out (or someone else signed in): the tour was hers.
  useEffect(() => () => hideTour(), [userId]);

  const done = useCallback(() => finishTour(userId), [userId]);

  if (!tourShown) return null;
  return <TourDialog open={tourOpen} onDone={done} />;
}
