// The property branches of the journey: the address typed at registration picks the sandbox's answer.
import { completeProfile, expectScreen, registerAsNewBorrower, reloadStaysOn } from '../support/journeySteps';

describe('journey: property branches', () => {
  for (const [street1, screen] of [
    ['12 Nowhere Road', 'review-app/property'],
    ['40 Twin Oaks Drive', 'review-app/property'],
    ['7 Unmatched Lane', 'review-app/datatree'],
  ] as const) {
    it(`${street1}: lands on ${screen}, and a reload stays there`, async () => {
      await registerAsNewBorrower({ street1 });
      await completeProfile();
      await expectScreen(screen);
      await reloadStaysOn(screen);
    });
  }
});
