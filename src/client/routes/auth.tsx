import { Link as ChakraLink } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { AuthCard } from '../features/auth/auth-card';
import { AUTH_PAGE_TEXT } from '../features/auth/auth-text';
import { RegisterForm } from '../features/auth/register-form';
import { sendSignedInOn } from '../lib/guards';
import { safeRedirect } from '../lib/safe-redirect';
import { textParams } from '../lib/search-params';

export const Route = createFileRoute('/auth')({
  // `redirect`: where to go after signing in, followed only when safeRedirect accepts it.
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['redirect']),
  beforeLoad: ({ context, search }) => sendSignedInOn(context, safeRedirect(search.redirect)),
  component: JoinPage,
});

/** The join page: registration. */
function JoinPage() {
  const { redirect } = Route.useSearch();
  const { redirectTo } = Route.useRouteContext();
  return (
    <AuthCard
      title={AUTH_PAGE_TEXT.registerTitle}
      subtitle={AUTH_PAGE_TEXT.registerSubtitle}
      footer={
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to="/community/auth" search={{ redirect }}>
            {AUTH_PAGE_TEXT.alreadyMember}
          </Link>
        </ChakraLink>
      }
    >
      <RegisterForm redirectTo={redirectTo} />
    </AuthCard>
  );
}
