import { Box, Text } from '@chakra-ui/react';
import { MailCheck } from 'lucide-react';
import { NEWSLETTER_TEXT } from './newsletter-text';

/** PRODUCT.md "Screens": the form's thank-you state, announced to screen readers. */
export function NewsletterThanks({ compact = false }: { compact?: boolean }) {
  return (
    <Box role="status" display="flex" gap="3" alignItems="flex-start" py={compact ? '1' : '2'}>
      <Box color="brand.600" flexShrink={0} mt="0.5" aria-hidden>
        <MailCheck size={compact ? 20 : 24} />
      </Box>
      <Box>
        <Text fontWeight="semibold" fontSize={compact ? 'sm' : 'lg'} color="gray.900">
          {NEWSLETTER_TEXT.thanks}
        </Text>
        <Text fontSize={compact ? 'xs' : 'sm'} color="gray.600">
          {NEWSLETTER_TEXT.thanksDetail}
        </Text>
      </Box>
    </Box>
  );
}
