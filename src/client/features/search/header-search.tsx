import { Input, chakra } from '@chakra-ui/react';
import { useState, type SubmitEvent } from 'react';
import { submitSearch } from './search-navigation';
import { SearchSubmitButton } from './search-submit-button';

const HEADER_SEARCH_PLACEHOLDER = 'Search articles, recipes...';

/** The desktop header's search box. */
export function HeaderSearch() {
  const [value, setValue] = useState('');

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
        value={value}
        onChange={(event) => setValue(event.target.value)}
        size="sm"
        rounded="full"
        pe="9"
        bg="white"
      />
      <SearchSubmitButton size="xs" />
    </chakra.form>
  );
}
