// TEMPORARY scaffold (lead): the payoff area's screens are being built; replaced before commit.
import { NotFound } from '../../ui';

export default function PayoffRoutes() {
  return <NotFound homeHref="/dashboard" />;
}
