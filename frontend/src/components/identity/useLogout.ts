import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentRoute, useLocale } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';

/**
 * Logout: posts to the server and clears the local user data. On a page that needs a login the visitor
 * goes to the home page (rather than to the login page the access condition would pick).
 */
export function useLogout(): () => Promise<void> {
  const { session, config } = useStores();
  const route = useCurrentRoute();
  const locale = useLocale();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave first, so the access condition does not send the visitor to the login page meanwhile.
    if (route?.page?.accessCondition === 'logged-in') navigate(config.homepagePath(locale) ?? config.homepagePath(config.defaultLocale) ?? '/', { replace: true });
    await session.logout();
  }, [session, config, route, locale, navigate]);
}
