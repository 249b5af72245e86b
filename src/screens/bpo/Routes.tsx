// TEMPORARY scaffold (lead): the bpo area's screens are being built; replaced before commit.
import { NotFound } from '../../ui';

export default function BpoRoutes() {
  return <NotFound homeHref="/dashboard" />;
}
