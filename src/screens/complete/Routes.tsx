// TEMPORARY scaffold (lead): the complete area's screens are being built; replaced before commit.
import { NotFound } from '../../ui';

export default function CompleteRoutes() {
  return <NotFound homeHref="/dashboard" />;
}
