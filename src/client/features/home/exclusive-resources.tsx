import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { BookOpen } from 'lucide-react';
import { Eyebrow } from './home-layout';
import { HOME_TEXT } from './home-text';

interface ExclusiveResourcesProps {
  /** How many resources there are; undefined while the list loads (PRODUCT.md "Constants and limits" shows 7). */
  count: number | undefined;
  signedIn: boolean;
}

/** PRODUCT.md "Screens": the exclusive resources block; its button goes to /resources if signed in, else /auth. */
export function ExclusiveResources({ count, signedIn }: ExclusiveResourcesProps) {
  const text = HOME_TEXT.resources;
  const shown = count ?? text.loadingCount;
  return (
    <Box as="section" aria-labelledby="exclusive-resources-title" py={{ base: '8', md: '10' }}>
      <Container maxW="7xl" px={{ base: '5', md: '8' }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'flex-start', md: 'center' }}
          gap={{ base: '6', md: '10' }}
          rounded="3xl"
          bg="brand.50"
          borderWidth="1px"
          borderColor="brand.100"
          px={{ base: '6', md: '12' }}
          py={{ base: '8', md: '10' }}
        >
          <Flex
            flexShrink={0}
            direction="column"
            align="center"
            justify="center"
            w={{ base: '28', md: '36' }}
            h={{ base: '28', md: '36' }}
            rounded="full"
            bg="white"
            shadow="md"
            color="brand.fg"
            aria-hidden
          >
            <BookOpen size={22} aria-hidden />
            <Text fontFamily="heading" fontWeight="bold" fontSize={{ base: '4xl', md: '5xl' }} lineHeight="1" color="gray.900">
              {shown}
            </Text>
            <Text fontSize="xs" color="gray.600" textAlign="center" px="3" lineHeight="short">
              {text.countLabel}
            </Text>
          </Flex>
          <Stack gap="3" flex="1">
            <Eyebrow>{text.eyebrow}</Eyebrow>
            <Heading as="h2" id="exclusive-resources-title" size={{ base: '2xl', md: '3xl' }} color="gray.900">
              {text.title}
            </Heading>
            <Text color="gray.600" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
              {text.summary(shown)}
            </Text>
          </Stack>
          <Button asChild colorPalette="brand" size="lg" rounded="full" px="7" flexShrink={0} w={{ base: 'full', md: 'auto' }}>
            {signedIn ? <Link to="/resources">{text.memberButton}</Link> : <Link to="/auth">{text.visitorButton}</Link>}
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
