import { Box, Text } from '@chakra-ui/react';

/** One figure of the dashboard: its label, the number, and a line under it; `large` for the summary cards. */
export function StatFigure({ label, value, note, large = false }: { label: string; value: string; note?: string; large?: boolean }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Text fontSize={large ? '3xl' : '2xl'} fontWeight="bold" color="gray.900" lineHeight="1.2" mt="1">
        {value}
      </Text>
      {note ? (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}
