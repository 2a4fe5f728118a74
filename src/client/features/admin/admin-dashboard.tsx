import { Box, Container, Heading, Link as ChakraLink, SimpleGrid } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ADMIN_SECTIONS } from './admin-sections';

const ADMIN_DASHBOARD_TITLE = 'Admin Dashboard';

/** /admin and /admin/settings: the heading and a link to every admin section. */
export function AdminDashboard() {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900" mb="8">
        {ADMIN_DASHBOARD_TITLE}
      </Heading>
      <nav aria-label="Admin sections">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {ADMIN_SECTIONS.map((section) => (
            <Box as="li" key={section.to}>
              <ChakraLink
                asChild
                display="block"
                px="4"
                py="3"
                rounded="lg"
                borderWidth="1px"
                borderColor="gray.200"
                bg="white"
                fontWeight="medium"
                color="gray.800"
                textDecoration="none"
                _hover={{ borderColor: 'brand.300', bg: 'brand.50', color: 'brand.fg', textDecoration: 'none' }}
              >
                <Link to={section.to}>{section.label}</Link>
              </ChakraLink>
            </Box>
          ))}
        </SimpleGrid>
      </nav>
    </Container>
  );
}
