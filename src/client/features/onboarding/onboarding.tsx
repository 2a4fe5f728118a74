import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { SIGNUP_POPUP_SEEN_KEY, signupPopupAllowedOn } from '../../../shared/constants/onboarding';
import { SIGNUP_POPUP_DELAY_MS } from '../../../shared/constants/timing';
import { useCurrentUser } from '../auth';
import { onboardingAutoStart } from './auto-start';

// Loaded when needed: the popup when it is time to show it, the tour's part once she is signed in.
const SignupPopup = lazy(() => import('./signup-popup'));
const MemberOnboarding = lazy(() => import('./member-onboarding'));

type PopupState = 'waiting' | 'open' | 'done';

/** PRODUCT.md "States and transitions": the session flag; storage can be off (private windows), then it isn't kept. */
function popupSeen(): boolean {
  try {
    return window.sessionStorage.getItem(SIGNUP_POPUP_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

function markPopupSeen() {
  try {
    window.sessionStorage.setItem(SIGNUP_POPUP_SEEN_KEY, 'true');
  } catch {
    // Not kept: it can't show again in this page load anyway.
  }
}

/**
 * The app shell's onboarding (PRODUCT.md "States and transitions"). A visitor gets the sign-up popup once she has
 * been 3 s on a page it may show on, unless she closed it earlier in the session; at most once a
 * page load. Members get the tour (member-onboarding.tsx), after the popup if she joined through
 * it. Only this check is in the first load.
 */
export function Onboarding() {
  const { user, isPending } = useCurrentUser();
  // The page she is on once it has loaded (a page still loading doesn't count yet).
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  const [popup, setPopup] = useState<PopupState>('waiting');

  const popupDue = popup === 'waiting' && !isPending && !user && onboardingAutoStart() && signupPopupAllowedOn(pathname) && !popupSeen();
  useEffect(() => {
    if (!popupDue) return;
    const timer = window.setTimeout(() => setPopup('open'), SIGNUP_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [popupDue]);

  const popupExited = useCallback(() => setPopup('done'), []);

  return (
    <>
      {popup === 'open' ? (
        <Suspense fallback={null}>
          <SignupPopup onClose={markPopupSeen} onExited={popupExited} />
        </Suspense>
      ) : null}
      {user ? (
        <Suspense fallback={null}>
          <MemberOnboarding user={user} hold={popup === 'open'} />
        </Suspense>
      ) : null}
    </>
  );
}
