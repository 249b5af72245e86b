import { screen } from '@testing-library/react';
import { contrastRatio, makeTheme } from '../../../src/theme';
import { Button } from '../../../src/ui';
import { orgWithColors, sampleOrg } from './sampleOrg';
import { renderUi } from './renderUi';

describe('makeTheme', () => {
  it('builds 50..800 scales around the brand colour, lighter below and darker above', () => {
    const theme = makeTheme(orgWithColors('#1d4ed8', '#0f766e'));
    const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800] as const;
    expect(theme.colors.primary[500]).toBe('#1d4ed8');
    expect(theme.colors.secondary[500]).toBe('#0f766e');
    const whiteContrast = steps.map((s) => contrastRatio(theme.colors.primary[s], '#ffffff'));
    for (let i = 1; i < whiteContrast.length; i += 1) expect(whiteContrast[i]).toBeGreaterThan(whiteContrast[i - 1]);
  });

  it.each(['#ffb81c', '#1d4ed8', '#777777', '#00ff00', '#7f7f7f', '#000000', '#ffffff', 'not-a-colour'])(
    'primary button text reaches 4.5:1 on brand colour %s',
    (color) => {
      const theme = makeTheme(orgWithColors(color));
      expect(contrastRatio(theme.colors.onPrimary, theme.colors.primary[500])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(theme.colors.primaryText, theme.colors.background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('status colours reach AA against white, and fonts fall back to the system stack', () => {
    const theme = makeTheme(sampleOrg);
    for (const c of [
      theme.colors.error,
      theme.colors.success,
      theme.colors.warning,
      theme.colors.text,
      theme.colors.mutedText,
    ]) {
      expect(contrastRatio(c, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    expect(theme.fonts.body).toMatch(/^'Open Sans', system-ui/);
    expect(theme.fonts.header).toMatch(/^'Montserrat', system-ui/);
    expect(theme.breakpoints).toEqual({ sm: 480, md: 768, lg: 1024, xl: 1440 });
  });

  it('a light brand colour gets dark primary-button text, a dark one white text', () => {
    const light = renderUi(<Button>Continue</Button>);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveStyle({ color: 'rgb(17, 24, 39)' });
    light.unmount();
    renderUi(<Button>Continue</Button>, { org: orgWithColors('#1d4ed8') });
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveStyle({ color: 'rgb(255, 255, 255)' });
  });
});
