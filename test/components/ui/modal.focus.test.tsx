import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { Button, DISCLOSURE_MODAL_MAX_HEIGHT, Drawer, Modal, type ModalProps } from '../../../src/ui';
import { renderUi } from './renderUi';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <Button onClick={() => setOpen(true)}>Open terms</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Terms of use" {...props}>
        <p>Read these terms.</p>
        <label htmlFor="agree-name">Name</label>
        <input id="agree-name" />
        <Button onClick={() => setOpen(false)}>Accept</Button>
      </Modal>
    </>
  );
}

async function openModal(props: Partial<ModalProps> = {}) {
  const view = renderUi(<Harness {...props} />);
  await view.user.click(screen.getByRole('button', { name: 'Open terms' }));
  return view;
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus moved inside and the body scroll locked', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Terms of use' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const accept = screen.getByRole('button', { name: 'Accept' });
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab();
    expect(accept).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(accept).toHaveFocus();
  });

  it('restores focus to the opener and unlocks scrolling on close', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open terms' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape when closable, and focus goes back to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open terms' })).toHaveFocus();
  });

  it('ignores Escape and shows no close button when not closable', async () => {
    const { user } = await openModal({ closable: false, closeOnOutsideClick: true });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not close on an outside click by default', async () => {
    const { user } = await openModal();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on an outside click when closeOnOutsideClick, but not on a click inside', async () => {
    const { user } = await openModal({ closeOnOutsideClick: true });
    await user.click(screen.getByText('Read these terms.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A press that starts inside (selecting text) and ends on the backdrop is not an outside click.
    fireEvent.mouseDown(screen.getByText('Read these terms.'));
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('caps the disclosure variant at 800 px, and only that variant', async () => {
    const rulesFor = (el: Element) => {
      const css = Array.from(document.querySelectorAll('style'))
        .map((s) => s.textContent ?? '')
        .join('\n');
      return Array.from(el.classList)
        .map((c) => css.match(new RegExp(`\\.${c}\\{([^}]*)\\}`))?.[1] ?? '')
        .join(';');
    };
    const { unmount } = await openModal({ variant: 'disclosure' });
    expect(rulesFor(screen.getByRole('dialog'))).toContain(`max-height:min(100%,${DISCLOSURE_MODAL_MAX_HEIGHT}px)`);
    unmount();
    await openModal();
    expect(rulesFor(screen.getByRole('dialog'))).not.toContain(`${DISCLOSURE_MODAL_MAX_HEIGHT}px`);
  });

  it('pulls focus back in when it lands outside', async () => {
    await openModal();
    screen.getByRole('button', { name: 'Before' }).focus();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('Drawer', () => {
  function DrawerHarness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Menu</Button>
        <Drawer open={open} onClose={() => setOpen(false)} title="Navigation">
          <a href="/dashboard">Dashboard</a>
        </Drawer>
      </>
    );
  }

  it('opens as a named modal dialog, traps focus, and closes on Escape back to the opener', async () => {
    const { user } = renderUi(<DrawerHarness />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Navigation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    const { user } = renderUi(<DrawerHarness />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
