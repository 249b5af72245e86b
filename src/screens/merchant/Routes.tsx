// TEMPORARY scaffold (lead): the merchant area's screens are being built; replaced before commit.
import { NotFound } from '../../ui';

export default function MerchantRoutes() {
  return <NotFound homeHref="/dashboard" />;
}
