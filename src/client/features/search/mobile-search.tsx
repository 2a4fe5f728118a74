import { IconButton } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The dialog (and its focus trap and scroll lock) loads when first opened, not with every page.
const MobileSearchDialog = lazy(() => import('./mobile-search-dialog'));

/** The mobile header's search button and its dialog (the header has no search box on phones). */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Search"
        aria-haspopup="dialog"
        variant="ghost"
        size="md"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Search />
      </IconButton>
      {used ? (
        <Suspense fallback={null}>
          <MobileSearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
