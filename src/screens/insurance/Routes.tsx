// TEMPORARY scaffold (lead): the insurance area's screens are being built; replaced before commit.
import { NotFound } from '../../ui';

export default function InsuranceRoutes() {
  return <NotFound homeHref="/dashboard" />;
}
