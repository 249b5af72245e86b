import { readFileSync } from 'fs';
import { join } from 'path';
import { PATHS } from '../../src/app/routes';
import { screenProgress, signerScreenProgress, type ScreenProgress } from '../../src/domain/screenProgress';
import type { ProgressValue } from '../../src/domain/stages';
import { SCREENS, type Expected } from '../fixtures/screenSteps';

const UUID = '0b6a7a52-3c1e-4d2f-9a8b-1c2d3e4f5a6b';
const ROOT = join(__dirname, '../..');

const toProgress = (expected: Expected, flowStep: number): ScreenProgress =>
  expected === 'hidden'
    ? { kind: 'hidden' }
    : expected === 'flow'
      ? { kind: 'step', step: flowStep, note: null }
      : { kind: 'step', step: expected[0], note: expected[1] };

describe('screenProgress: the step of every screen under /{uuid}', () => {
  it.each(Object.entries(SCREENS))('%s -> %j', (screen, expected) => {
    // Two flow states that disagree with most screens: the screen wins where it belongs to a step.
    for (const [flow, flowStep] of [
      ['ID_UPLOAD', 4],
      ['ENOTARY', 6],
    ] as [ProgressValue, number][]) {
      expect(screenProgress(`/${UUID}/${screen}`, flow)).toEqual(toProgress(expected, flowStep));
      expect(screenProgress(`/${UUID}/${screen}/`, flow)).toEqual(toProgress(expected, flowStep));
    }
  });

  it('the bank screens are Link Income Sources, not the flow state’s Verify Identity', () => {
    expect(screenProgress(`/${UUID}/bank/disburse`, 'ID_UPLOAD')).toEqual({
      kind: 'step',
      step: 3,
      note: 'Bank accounts',
    });
  });

  it('a path outside /{uuid} shows the flow state’s step', () => {
    expect(screenProgress('/register', 'INITIAL')).toEqual({ kind: 'step', step: 0, note: null });
  });
});

/** The literal sub-paths an area's Routes.tsx routes (`${path}/x`), as `area/x`; `area` for its own path. */
function areaScreens(area: string, file: string): string[] {
  const source = readFileSync(join(ROOT, 'src/screens', file, 'Routes.tsx'), 'utf8');
  const subPaths = [...source.matchAll(/\$\{path\}\/([\w-]+)(?:\/:(\w+)(?:\(([^)]*)\))?)?/g)].map(
    ([, sub, param, choices]) =>
      param
        ? choices
          ? choices.split('|').map((c) => `${area}/${sub}/${c}`)
          : [`${area}/${sub}`]
        : [`${area}/${sub}`],
  );
  return [area, ...subPaths.flat()];
}

describe('the table above covers every route', () => {
  const pathKeys = Object.keys(PATHS) as (keyof typeof PATHS)[];

  it('every /{uuid} route of src/app/routes.tsx', () => {
    const screens = pathKeys
      .map((key) => PATHS[key])
      .filter((path) => path.startsWith('/:uuid(') && path !== PATHS.application)
      .flatMap((path) => {
        const rest = path.replace(/^\/:uuid\([^/]*\)\//, '');
        const kinds = /^(.*)\/:kind\(([^)]*)\)$/.exec(rest);
        return kinds ? kinds[2].split('|').map((k) => `${kinds[1]}/${k}`) : [rest];
      });
    expect(screens.length).toBeGreaterThan(20);
    for (const screen of screens) expect(Object.keys(SCREENS)).toContain(screen);
  });

  it.each([
    ['income', 'income'],
    ['bank', 'bank'],
    ['identity', 'identity'],
    ['bpo', 'bpo'],
    ['payoff', 'payoff'],
    ['conditions', 'conditions'],
    ['merchant', 'merchant'],
    ['signing', 'signing'],
    ['notary', 'notary'],
    ['insurance', 'insurance'],
    ['complete', 'complete'],
  ])('every route of src/screens/%s/Routes.tsx', (area, file) => {
    const screens = areaScreens(area, file);
    for (const screen of screens) expect(Object.keys(SCREENS)).toContain(screen);
  });
});

describe('signerScreenProgress: the co-owner’s two steps', () => {
  const SIGNER: Record<string, ScreenProgress> = {
    '': { kind: 'step', step: 0, note: null },
    login: { kind: 'step', step: 0, note: null },
    resume: { kind: 'step', step: 0, note: null },
    intro: { kind: 'step', step: 0, note: null },
    identity: { kind: 'step', step: 0, note: null },
    conditions: { kind: 'step', step: 0, note: null },
    'conditions/upload-document': { kind: 'step', step: 0, note: null },
    error: { kind: 'step', step: 0, note: null },
    sign: { kind: 'step', step: 1, note: null },
    documents: { kind: 'step', step: 1, note: null },
    cancelled: { kind: 'hidden' },
  };

  it.each(Object.entries(SIGNER))('/heloc-signer/%s -> %j', (screen, expected) => {
    expect(signerScreenProgress(`/heloc-signer/${screen}`)).toEqual(expected);
  });

  it('covers every route of src/screens/signer/Routes.tsx', () => {
    const screens = areaScreens('', 'signer').map((s) => s.replace(/^\//, ''));
    expect(screens).toContain('cancelled');
    for (const screen of screens) expect(Object.keys(SIGNER)).toContain(screen);
  });
});
