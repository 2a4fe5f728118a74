import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the component is in the page. PRODUCT.md "States and transitions": the like
 * control "renders only after client mount", so a page rendered ahead of the browser (or restored
 * from a cache) never shows a like state the member's session hasn't confirmed.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the point is the render after mount
  useEffect(() => setMounted(true), []);
  return mounted;
}
