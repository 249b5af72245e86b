// TEMPORARY scaffold (lead): the signing area's screens are being built; replaced before commit.
import { NotFound } from '../../ui';

export default function SigningRoutes() {
  return <NotFound homeHref="/dashboard" />;
}
