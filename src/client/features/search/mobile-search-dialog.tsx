import { CloseButton, Dialog, Input, Portal, chakra } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { PRODUCT_NAME } from '../../../shared/constants/product';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../shared/constants/search-query';
import { SEARCH_DIALOG_CLOSE_MS } from '../../../shared/constants/timing';
import { submitSearch } from './search-navigation';
import { SearchSubmitButton } from './search-submit-button';

const MOBILE_SEARCH_PLACEHOLDER = 'Search articles, recipes, resources...';

interface MobileSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * PRODUCT.md "Screens" (Search): the phone's search, a dialog titled with the product's name. A
 * submitted query leaves the page; the input clears and the dialog closes about 100 ms later, so
 * coming back (browser back) finds neither. Loaded the first time someone opens it.
 */
export default function MobileSearchDialog({ open, onOpenChange }: MobileSearchDialogProps) {
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitSearch(value)) return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => {
      setValue('');
      onOpenChange(false);
    }, SEARCH_DIALOG_CLOSE_MS);
  };

  return (
    <Dialog.Root
      // Its recipe comes with this lazy module rather than with the theme every page loads.
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => inputRef.current}
      placement="top"
      size="full"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content h="auto" minH="0">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading">{PRODUCT_NAME}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <chakra.form role="search" onSubmit={onSubmit} position="relative">
                <Input
                  ref={inputRef}
                  type="search"
                  name="q"
                  aria-label="Search"
                  placeholder={MOBILE_SEARCH_PLACEHOLDER}
                  maxLength={SEARCH_QUERY_MAX_LENGTH}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  rounded="full"
                  pe="10"
                />
                <SearchSubmitButton size="sm" />
              </chakra.form>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close search" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
