// TEMPORARY scaffold (lead): the bank area's screens are being built; replaced before commit.
import { NotFound } from '../../ui';

export default function BankRoutes() {
  return <NotFound homeHref="/dashboard" />;
}
