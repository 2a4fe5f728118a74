import { IconButton } from '@chakra-ui/react';
import { Search } from 'lucide-react';

/** The magnifier button inside the end of a search box (header and mobile dialog). */
export function SearchSubmitButton({ size }: { size: 'xs' | 'sm' }) {
  return (
    <IconButton
      type="submit"
      aria-label="Submit search"
      size={size}
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
  );
}
