import { IconButton, Input, chakra } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { submitSearch } from './search-navigation';

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
      <IconButton
        type="submit"
        aria-label="Submit search"
        size="xs"
        variant="ghost"
        rounded="full"
        position="absolute"
        top="50%"
        insetEnd="1"
        transform="translateY(-50%)"
        zIndex="1"
      >
        <Search />
      </IconButton>
    </chakra.form>
  );
}
