import { Badge, Box, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type RefObject } from 'react';
import { SEARCH_LIMITS, SEARCH_TEXT, SEARCH_TYPE_LABELS } from '../../../shared/constants/search';
import type { SearchResultDto } from '../../../shared/schemas/search';
import { useDebounced } from '../../lib/use-debounced';
import { trpc } from '../../trpc';
import type { SuggestionKeys } from './header-search';

interface HeaderSuggestionsProps {
  listId: string;
  query: string;
  /** The box has focus: the list shows only then. */
  visible: boolean;
  /** Where the box finds the handler of its keys. */
  keysRef: RefObject<SuggestionKeys | null>;
  onListChange: (list: { open: boolean; active?: string }) => void;
  onPicked: () => void;
}

const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The header box's suggestions: the top few results for what is typed (once typing pauses), a
 * listbox the arrow keys move through. Enter on a suggestion opens it; Enter without one is the
 * box's own full search (PRODUCT.md "Screens"); Escape closes the list until the next keystroke.
 */
export default function HeaderSuggestions({ listId, query, visible, keysRef, onListChange, onPicked }: HeaderSuggestionsProps) {
  const navigate = useNavigate();
  // The query once typing has paused.
  const debounced = useDebounced(query.trim(), SEARCH_LIMITS.suggestDebounceMs);
  const enabled = debounced.length >= SEARCH_LIMITS.suggestMinLength;
  const suggestions = trpc.search.find.useQuery(
    { q: debounced, limit: SEARCH_LIMITS.suggestions },
    { enabled, placeholderData: keepPreviousData },
  );
  const results: SearchResultDto[] = enabled && query.trim() ? (suggestions.data?.results ?? []) : [];
  // Which suggestion the arrows picked, for this list of results (a new list starts unpicked).
  const [active, setActive] = useState<{ for: unknown; index: number }>({ for: null, index: -1 });
  const activeIndex = active.for === suggestions.data ? active.index : -1;
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const open = visible && results.length > 0 && dismissedFor !== query;
  const activeId = open && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined;

  useEffect(() => {
    onListChange({ open, active: activeId });
  }, [open, activeId, onListChange]);

  const pick = (result: SearchResultDto) => {
    onPicked();
    void navigate({ to: result.url });
  };

  const onKey: SuggestionKeys = (event) => {
    if (event.key === 'Escape' && open) {
      setDismissedFor(query);
      return true;
    }
    if (!open) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the box itself is "picked" again (-1).
      const next = ((activeIndex + 1 + step + results.length + 1) % (results.length + 1)) - 1;
      setActive({ for: suggestions.data, index: next });
      return true;
    }
    if (event.key === 'Enter' && activeIndex >= 0) {
      pick(results[activeIndex]!);
      return true;
    }
    return false;
  };
  useEffect(() => {
    keysRef.current = onKey;
  });

  if (!open) return null;
  return (
    <Box
      as="ul"
      role="listbox"
      id={listId}
      aria-label={SEARCH_TEXT.suggestionsLabel}
      position="absolute"
      top="calc(100% + 6px)"
      insetEnd="0"
      w={{ md: '80', lg: '96' }}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      shadow="lg"
      py="1"
      zIndex="dropdown"
      listStyleType="none"
    >
      {results.map((result, index) => (
        <Box
          as="li"
          key={`${result.type}-${result.id}`}
          id={optionId(listId, index)}
          role="option"
          aria-selected={index === activeIndex}
          px="3"
          py="2"
          cursor="pointer"
          bg={index === activeIndex ? 'brand.50' : undefined}
          _hover={{ bg: 'brand.50' }}
          // Keep the box's focus (a blur would close the list before the click lands).
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(result)}
        >
          <Badge colorPalette="brand" variant="subtle" rounded="full" size="xs" me="2">
            {SEARCH_TYPE_LABELS[result.type]}
          </Badge>
          <Text as="span" fontSize="sm" color="gray.900">
            {result.title}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
