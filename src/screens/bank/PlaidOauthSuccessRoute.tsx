// TEMPORARY scaffold (lead): replaced by the bank area's helper.
import { NotFound } from '../../ui';

export default function PlaidOauthSuccessRoute() {
  return <NotFound homeHref="/dashboard" />;
}
