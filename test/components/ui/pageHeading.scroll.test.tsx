import { screen } from '@testing-library/react';
import { PageHeading } from '../../../src/ui';
import { renderUi } from './renderUi';

describe('PageHeading', () => {
  it('starts a new screen at its top and focuses its heading', () => {
    document.documentElement.scrollTop = 640;
    renderUi(<PageHeading>Choose your offer</PageHeading>);
    expect(document.documentElement.scrollTop).toBe(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your offer' })).toHaveFocus();
  });
});
