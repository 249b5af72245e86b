// The page for a path that is not one: titled 'Page not found', with the way home (the dashboard). The app's route
// table and every area's Routes.tsx end with it.
import { NotFound } from '../ui';
import { usePageTitle } from './usePageTitle';

export function NotFoundRoute() {
  usePageTitle('Page not found');
  return <NotFound homeHref="/dashboard" />;
}
