// The page's full-screen loader (src/ui/FullScreenLoader.tsx) as the store says: loading, and the organisation's logo.
import { useAppSelector } from '../../store/hooks';
import { selectOrg } from '../../store/org';
import { selectLoading } from '../../store/ui';
import { FullScreenLoader } from '../ui/FullScreenLoader';

/** FullScreenLoader for store/ui.ts `loading` (fetching or transitioning) with the organisation's logo. */
export function LoaderHost() {
  const loading = useAppSelector(selectLoading);
  const org = useAppSelector(selectOrg);
  return (
    <FullScreenLoader
      visible={loading.fetching || loading.transitioning}
      logoUrl={org.brand.logoUrl}
      logoAlt={org.brand.logoAlt || org.metadata.companyInfo.companyName}
      message={loading.message ?? undefined}
    />
  );
}
