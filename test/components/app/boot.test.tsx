import { NO_PRIVATE_LABEL_MESSAGE, PRIVATE_LABEL_ELEMENT_ID } from '../../../src/domain/org';
import { applyCspNonce, readPrivateLabel } from '../../../src/app/boot';
import { sampleOrg } from '../../utils/sampleOrg';

function page(privateLabel: string | null) {
  document.head.innerHTML = '<meta property="csp-nonce" content="nonce-123">';
  document.body.innerHTML = '<div id="root"></div>';
  if (privateLabel !== null) {
    const script = document.createElement('script');
    script.id = PRIVATE_LABEL_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = privateLabel;
    document.body.appendChild(script);
  }
}

describe('boot', () => {
  it.each([
    ['missing', null],
    ['unparseable', '{not json'],
    ['empty', '   '],
  ])('with %s private-label data it shows and throws "No private label data found"', (_name, data) => {
    page(data);
    expect(() => {
      jest.isolateModules(() => {
        require('../../../src/index');
      });
    }).toThrow(NO_PRIVATE_LABEL_MESSAGE);
    expect(document.getElementById('root')).toHaveTextContent(NO_PRIVATE_LABEL_MESSAGE);
  });

  it('reads the organisation and the CSP nonce from the page', () => {
    page(JSON.stringify(sampleOrg));
    expect(readPrivateLabel()?.organizationCode).toBe('example');
    expect(applyCspNonce()).toBe('nonce-123');
    expect(globalThis.__webpack_nonce__).toBe('nonce-123');
  });
});
