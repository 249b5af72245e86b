// TEMPORARY scaffold (lead): the identity area's screens are being built; replaced before commit.
import { NotFound } from '../../ui';

export default function IdentityRoutes() {
  return <NotFound homeHref="/dashboard" />;
}
