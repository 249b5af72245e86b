// payoff/hold: what the borrower waits for (a payoff statement), roughly how long, and that the page moves on.
import { HoldPage } from '../../ui/HoldPage';

export const PAYOFF_HOLD_TITLE = 'We are waiting for a payoff statement';

export interface PayoffHoldScreenProps {
  checking: boolean;
  onCheck: () => void;
}

export function PayoffHoldScreen({ checking, onCheck }: PayoffHoldScreenProps) {
  return (
    <HoldPage
      title={PAYOFF_HOLD_TITLE}
      subtitle="Part of your line pays off a debt secured by your home. We have asked that lender for a payoff statement: the exact amount to pay it off in full."
      howLong="Lenders usually send it within 3 to 5 business days."
      movesOnWhen="as soon as the statement is in"
      spinnerLabel="Waiting for the payoff statement"
      note="Keep making your usual payments on the debt being paid off until your line is funded."
      checking={checking}
      onCheck={onCheck}
    />
  );
}
