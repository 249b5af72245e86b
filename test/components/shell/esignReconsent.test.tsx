// E-SIGN §101(c)(1)(D): after the requirements change, the borrower is told what changed and asked to consent
// again (the test document first), or to say "Not now" for this visit.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESIGN_REQUIREMENTS } from '../../../src/domain/esign';
import { AppRoutes } from '../../../src/app/routes';
import { EsignReconsent, ESIGN_RECONSENT_TITLE } from '../../../src/shell/EsignReconsent';
import { makeApplication, makeProfile } from '../../fixtures/application';
import { installRoutes, NOT_FOUND } from '../support/mswServer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { violations } from '../start/helpers';

describe('E-SIGN consent again', () => {
  it('asks with the change, the disclosures and the test document; "Not now" closes it for this visit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EsignReconsent application={{ ...makeApplication(), esignReconsentRequired: true }} />, {
      path: '/',
    });
    const dialog = screen.getByRole('dialog', { name: ESIGN_RECONSENT_TITLE });
    expect(dialog).toHaveTextContent(`Version ${ESIGN_REQUIREMENTS.version} of our hardware and software requirements`);
    expect(dialog).toHaveTextContent(ESIGN_REQUIREMENTS.change ?? '');
    expect(screen.getByRole('link', { name: 'Open the test document (PDF, opens in a new tab)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I consent to receive records/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I opened the test document and could read it' }));
    expect(screen.getByRole('checkbox', { name: /I consent to receive records/ })).toBeEnabled();
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);

  it('says nothing when the consent is current', () => {
    renderWithProviders(<EsignReconsent application={{ ...makeApplication(), esignReconsentRequired: false }} />, {
      path: '/',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the application shell loads the dialog when the requirements changed since the borrower consented', async () => {
    const uuid = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    installRoutes({
      [`GET /service-application/api/v1/application/heloc/${uuid}`]: {
        data: makeApplication({ uuid, esignReconsentRequired: true }),
      },
      'GET /service-profile/api/v1/profile': { data: makeProfile() },
      // The next-step router's question, which this test leaves unanswered.
      [`GET /service-application/api/v1/application/heloc/${uuid}/stage`]: NOT_FOUND,
    });
    renderWithProviders(<AppRoutes />, { path: `/${uuid}/start/profile`, authenticated: true, runSagas: true });
    expect(await screen.findByRole('dialog', { name: ESIGN_RECONSENT_TITLE }, { timeout: 10_000 })).toBeInTheDocument();
  }, 30_000);
});
