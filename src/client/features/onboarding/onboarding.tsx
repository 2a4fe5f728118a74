import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { signupPopupAllowedOn } from '../../../shared/constants/onboarding';
import { SIGNUP_POPUP_DELAY_MS, TOUR_DELAY_MS } from '../../../shared/constants/timing';
import { useCurrentUser } from '../auth/use-current-user';
import {
  finishTour,
  hideTour,
  markSignupPopupSeen,
  onboardingAutoStart,
  showTour,
  signupPopupSeen,
  tourCompleted,
  useTourOpen,
  useTourShown,
} from './onboarding-store';

// The dialogs load when it is time to show them, not with every page.
const SignupPopup = lazy(() => import('./signup-popup'));
const TourDialog = lazy(() => import('./tour-dialog'));

type PopupState = 'waiting' | 'open' | 'done';

/**
 * The app shell's onboarding (SPEC section 4): for a visitor, the sign-up popup 3 s after load
 * unless she closed it earlier in the session; for a member (not an admin) who hasn't finished
 * or skipped the tour in this browser, the tour 1 s after load (after the popup, if she joined
 * through it). The Help menu shows the tour too (onboarding-store.ts). Each starts at most once
 * a page load, even where storage can't remember it.
 */
export function Onboarding() {
  const { user, isPending } = useCurrentUser();
  // The page she is on once it has loaded (a page still loading doesn't count yet).
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  const [popup, setPopup] = useState<PopupState>('waiting');
  const [tourStartedFor, setTourStartedFor] = useState<number | null>(null);
  const tourOpen = useTourOpen();
  const tourShown = useTourShown();
  const userId = user?.id ?? null;

  // The popup: while a visitor is on a page it may show on, 3 s after she got there.
  const popupDue =
    popup === 'waiting' && onboardingAutoStart() && !isPending && !user && signupPopupAllowedOn(pathname) && !signupPopupSeen();
  useEffect(() => {
    if (!popupDue) return;
    const timer = window.setTimeout(() => setPopup('open'), SIGNUP_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [popupDue]);

  // The tour: a member without the flag, 1 s after load (or after the popup she joined through).
  const tourDue =
    userId !== null &&
    !user?.isAdmin &&
    onboardingAutoStart() &&
    popup !== 'open' &&
    !tourOpen &&
    tourStartedFor !== userId &&
    !tourCompleted(userId);
  useEffect(() => {
    if (!tourDue || userId === null) return;
    const timer = window.setTimeout(() => {
      setTourStartedFor(userId);
      showTour(userId);
    }, TOUR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [tourDue, userId]);

  // Signed out meanwhile: the tour was hers.
  useEffect(() => {
    if (userId === null) hideTour();
  }, [userId]);

  const closePopup = useCallback(() => markSignupPopupSeen(), []);
  const popupExited = useCallback(() => setPopup('done'), []);
  const tourDone = useCallback(() => {
    if (userId !== null) finishTour(userId);
  }, [userId]);

  return (
    <>
      {popup === 'open' ? (
        <Suspense fallback={null}>
          <SignupPopup onClose={closePopup} onExited={popupExited} />
        </Suspense>
      ) : null}
      {tourShown && userId !== null ? (
        <Suspense fallback={null}>
          <TourDialog open={tourOpen} onDone={tourDone} />
        </Suspense>
      ) : null}
    </>
  );
}
