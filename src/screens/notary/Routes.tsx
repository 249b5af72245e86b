// TEMPORARY scaffold (lead): the notary area's screens are being built; replaced before commit.
import { NotFound } from '../../ui';

export default function NotaryRoutes() {
  return <NotFound homeHref="/dashboard" />;
}
