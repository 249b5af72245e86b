// heloc-signer/conditions — the co-owner's open requests, refetched every 60 s and on focus while open.
import type { SignerSelf } from '../../domain/signers';
import { usePageTitle } from '../../app/usePageTitle';
import { useSignerConditions } from './conditionParts';
import { ConditionsDashboardScreen, SIGNER_CONDITIONS_TITLE } from './ConditionsDashboardScreen';
import { WithSelf } from './parts';

function Dashboard({ self }: { self: SignerSelf }) {
  const view = useSignerConditions(self.applicationUuid);
  return <ConditionsDashboardScreen view={view} />;
}

export function ConditionsDashboardRoute() {
  usePageTitle(SIGNER_CONDITIONS_TITLE);
  return <WithSelf>{(self) => <Dashboard self={self} />}</WithSelf>;
}
