import { Input, chakra } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../shared/constants/search-query';
import { submitSearch } from './search-navigation';
import { SearchSubmitButton } from './search-submit-button';

const HEADER_SEARCH_PLACEHOLDER = 'Search articles, recipes...';
const LIST_ID = 'header-search-suggestions';

// The suggestions (and the search's texts and query) load when the box is first focused.
const HeaderSuggestions = lazy(() => import('./header-suggestions'));

/** The suggestions' handler of the box's keys: true when it handled one (the box then does nothing else). */
export type SuggestionKeys = (event: KeyboardEvent<HTMLInputElement>) => boolean;

/**
 * The desktop header's search box. Enter searches the whole site (PRODUCT.md "Screens"); as you type, the
 * top few results are suggested below it (header-suggestions.tsx), arrows pick one.
 */
export function HeaderSearch() {
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const [used, setUsed] = useState(false);
  const [list, setList] = useState<{ open: boolean; active?: string }>({ open: false });
  const keysRef = useRef<SuggestionKeys | null>(null);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitSearch(value)) setValue('');
  };

  return (
    <chakra.form role="search" onSubmit={onSubmit} position="relative" w={{ md: '48', lg: '64' }}>
      <Input
        type="search"
        name="q"
        aria-label="Search"
        placeholder={HEADER_SEARCH_PLACEHOLDER}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onFocus={() => {
          setUsed(true);
          setFocused(true);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => {
          if (keysRef.current?.(event)) event.preventDefault();
        }}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={list.open}
        aria-controls={list.open ? LIST_ID : undefined}
        aria-activedescendant={list.open ? list.active : undefined}
        autoComplete="off"
        size="sm"
        rounded="full"
        pe="9"
        bg="white"
      />
      <SearchSubmitButton size="xs" />
      {used ? (
        <Suspense fallback={null}>
          <HeaderSuggestions
            listId={LIST_ID}
            query={value}
            visible={focused}
            keysRef={keysRef}
            onListChange={setList}
            onPicked={() => setValue('')}
          />
        </Suspense>
      ) : null}
    </chakra.form>
  );
}
