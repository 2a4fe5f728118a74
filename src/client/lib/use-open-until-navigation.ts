import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';

/**
 * Open/closed state of a header menu that closes whenever the page changes, however it changed
 * (a link, the back button). Reset during render, not in an effect, so the new page never
 * renders with the menu open, and coming back to the page it was opened on finds it closed.
 */
export function useOpenUntilNavigation(): [open: boolean, setOpen: (open: boolean) => void] {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [open, setOpen] = useState(false);
  const [openPathname, setOpenPathname] = useState(pathname);
  if (openPathname !== pathname) {
    setOpenPathname(pathname);
    setOpen(false);
  }
  return [open, setOpen];
}
