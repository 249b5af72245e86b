import { NO_PRIVATE_LABEL_MESSAGE, PRIVATE_LABEL_ELEMENT_ID } from '../../../src/domain/org';
import { applyCspNonce, bootInSteps, nextTask, readPrivateLabel } from '../../../src/app/boot';
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

  it('runs the boot’s steps in order, each after a yield to the browser, waiting for a step’s promise', async () => {
    const ran: string[] = [];
    const yields: Array<() => void> = [];
    const yieldToBrowser = () => new Promise<void>((resolve) => yields.push(resolve));
    const settle = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    };
    let finishModules: () => void = () => undefined;
    const done = bootInSteps(
      [
        () => ran.push('modules') && new Promise<void>((resolve) => (finishModules = resolve)),
        () => ran.push('store'),
        () => ran.push('render'),
      ],
      yieldToBrowser,
    );
    // Nothing runs in the task that started the boot: the first step waits for the first yield.
    await settle();
    expect(ran).toEqual([]);
    expect(yields).toHaveLength(1);
    yields[0]();
    await settle();
    expect(ran).toEqual(['modules']);
    // The next yield waits for the step's promise.
    expect(yields).toHaveLength(1);
    finishModules();
    await settle();
    expect(yields).toHaveLength(2);
    expect(ran).toEqual(['modules']);
    yields[1]();
    await settle();
    expect(ran).toEqual(['modules', 'store']);
    yields[2]();
    await done;
    expect(ran).toEqual(['modules', 'store', 'render']);
  });

  it('stops the boot at a step that throws', async () => {
    const ran: string[] = [];
    const failure = new Error('step failed');
    await expect(
      bootInSteps(
        [
          () => ran.push('modules'),
          () => {
            throw failure;
          },
          () => ran.push('render'),
        ],
        () => Promise.resolve(),
      ),
    ).rejects.toBe(failure);
    expect(ran).toEqual(['modules']);
  });

  it('yields to the browser in a task of its own, not among the current task’s microtasks', async () => {
    let resolved = false;
    const yielded = nextTask().then(() => (resolved = true));
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(resolved).toBe(false);
    await yielded;
    expect(resolved).toBe(true);
  });

  it('does not yield in a hidden tab (nothing to paint, timers throttled)', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      let resolved = false;
      const yielded = nextTask().then(() => (resolved = true));
      await Promise.resolve();
      await Promise.resolve();
      expect(resolved).toBe(true);
      await yielded;
    } finally {
      visibility.mockRestore();
    }
  });
});
