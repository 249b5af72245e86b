// TEMPORARY scaffold (lead): the income area's screens are being built; replaced before commit.
import { NotFound } from '../../ui';

export default function IncomeRoutes() {
  return <NotFound homeHref="/dashboard" />;
}
