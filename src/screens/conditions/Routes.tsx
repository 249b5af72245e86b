// TEMPORARY scaffold (lead): the conditions area's screens are being built; replaced before commit.
import { NotFound } from '../../ui';

export default function ConditionsRoutes() {
  return <NotFound homeHref="/dashboard" />;
}
