import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { AuthCard } from '../../features/auth/auth-card';
import { AUTH_PAGE_TEXT } from '../../features/auth/auth-text';
import { LoginForm } from '../../features/auth/login-form';
import { sendSignedInOn } from '../../lib/guards';
import { safeRedirect } from '../../lib/safe-redirect';
import { textParams } from '../../lib/search-params';

export const Route = createFileRoute('/community/auth')({
  // `redirect`: where to go after signing in, followed only when safeRedirect accepts it.
  validateSearch: (search: Record<string, unknown>) => textParams(search, ['redirect']),
  beforeLoad: ({ context, search }) => sendSignedInOn(context, safeRedirect(search.redirect)),
  component: LoginPage,
});

/** The member login page; guards send visitors here with `redirect`. */
function LoginPage() {
  const { redirect } = Route.useSearch();
  const { redirectTo } = Route.useRouteContext();
  return (
    <AuthCard
      title={AUTH_PAGE_TEXT.loginTitle}
      subtitle={AUTH_PAGE_TEXT.loginSubtitle}
      footer={
        <Text>
          {AUTH_PAGE_TEXT.noAccount}{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/auth" search={{ redirect }}>
              {AUTH_PAGE_TEXT.joinLink}
            </Link>
          </ChakraLink>
        </Text>
      }
    >
      <LoginForm redirectTo={redirectTo} />
    </AuthCard>
  );
}
