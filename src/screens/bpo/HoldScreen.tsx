// bpo/hold and bpo/waiting: what the borrower is waiting for (the agent's BPO, the residential evaluation, the
// final title report), roughly how long it takes, and that the page moves on by itself.
import { HoldPage } from '../../ui/HoldPage';

export interface HoldCopy {
  title: string;
  what: string;
  howLong: string;
}

export const BPO_HOLD: HoldCopy = {
  title: 'An agent is valuing your home',
  what: 'A local real estate agent is preparing a broker price opinion (BPO) of your home. They call the contact you gave us to arrange a short visit.',
  howLong: 'This usually takes 2 to 5 business days.',
};

export const EVALUATION_HOLD: HoldCopy = {
  title: 'Your home’s evaluation is on its way',
  what: 'An appraiser is preparing a residential evaluation of your home from public records and recent sales nearby. Nobody needs to visit.',
  howLong: 'This usually takes 1 to 3 business days.',
};

export const TITLE_HOLD: HoldCopy = {
  title: 'We are checking your home’s title',
  what: 'We have ordered the final title report, which confirms who owns your home and the liens on it, so we can prepare your closing documents.',
  howLong: 'This usually takes a few minutes, and at most one business day.',
};

export const GENERIC_HOLD: HoldCopy = {
  title: 'We are working on your application',
  what: 'We are waiting for a report we ordered about your home.',
  howLong: 'This usually takes a few minutes.',
};

/** The copy for the stage the application is at. */
export function holdCopy(stage: string | null): HoldCopy {
  switch (stage) {
    case 'NAV_BPO_ORDER_REQUEST':
    case 'NAV_BPO_PROCESSING':
      return BPO_HOLD;
    case 'NAV_RESI_EVAL_ORDER_REQUEST':
    case 'NAV_RESI_EVAL_PROCESSING':
      return EVALUATION_HOLD;
    case 'FINAL_TITLE_PULL':
    case 'FINAL_TITLE_PROCESSING':
      return TITLE_HOLD;
    default:
      return GENERIC_HOLD;
  }
}

export interface HoldScreenProps {
  copy: HoldCopy;
  /** The router is asking the server now. */
  checking: boolean;
  onCheck: () => void;
}

export function HoldScreen({ copy, checking, onCheck }: HoldScreenProps) {
  return (
    <HoldPage
      title={copy.title}
      subtitle={copy.what}
      howLong={copy.howLong}
      movesOnWhen="as soon as it is done"
      spinnerLabel="Waiting for the report"
      note="You do not need to send us anything while you wait."
      checking={checking}
      onCheck={onCheck}
    />
  );
}
