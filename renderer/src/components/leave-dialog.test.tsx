import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LeaveDialog } from './leave-dialog';
import { renderWithProviders } from '../test/render-with-providers';
import { useConfirmLeave, useLeaveGuard, useLeaveWithoutAsking } from '../lib/navigation/use-leave-guard';

function Editor() {
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty);
  const navigate = useNavigate();
  const leaveAnyway = useLeaveWithoutAsking();
  const confirmLeave = useConfirmLeave();
  const [signedOut, setSignedOut] = useState(false);
  return (
    <>
      <h1>Editor</h1>
      <button onClick={() => setDirty(true)}>Edit</button>
      <button onClick={() => void navigate(-1)}>Back</button>
      <button onClick={() => leaveAnyway(() => void navigate('/elsewhere'))}>Save and go</button>
      <button onClick={() => void confirmLeave().then(setSignedOut)}>Sign out</button>
      <Link to="/elsewhere">Elsewhere</Link>
      {signedOut && <p>Signed out</p>}
    </>
  );
}

function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

/** Starts on /start and follows a link to the editor, so Back has somewhere to go. */
async function openEditor() {
  renderWithProviders(
    <>
      <LeaveDialog />
      <Address />
      <Routes>
        <Route path="/start" element={<Link to="/editor">Open editor</Link>} />
        <Route path="/editor" element={<Editor />} />
        <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
      </Routes>
    </>,
    { route: '/start' },
  );
  const events = userEvent.setup();
  await events.click(screen.getByRole('link', { name: 'Open editor' }));
  await screen.findByRole('heading', { name: 'Editor' });
  return events;
}

const unloadIsHeldBack = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
const question = () => screen.findByRole('alertdialog', { name: 'Leave without saving?' });

describe('useLeaveGuard', { timeout: 20_000 }, () => {
  it('lets every navigation and the unload through while nothing is unsaved', async () => {
    const events = await openEditor();
    expect(unloadIsHeldBack()).toBe(false);
    await events.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Open editor' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('holds back a reload or tab close while there are unsaved changes, and no longer once they are gone', async () => {
    const events = await openEditor();
    await events.click(screen.getByRole('button', { name: 'Edit' }));
    expect(unloadIsHeldBack()).toBe(true);
    await events.click(screen.getByRole('button', { name: 'Save and go' }));
    await screen.findByRole('heading', { name: 'Elsewhere' });
    expect(unloadIsHeldBack()).toBe(false);
  });

  it('asks before Back: Stay keeps the screen and its address, Leave goes back', async () => {
    const events = await openEditor();
    await events.click(screen.getByRole('button', { name: 'Edit' }));
    await events.click(screen.getByRole('button', { name: 'Back' }));
    await events.click(within(await question()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/editor');

    await events.click(screen.getByRole('button', { name: 'Back' }));
    await events.click(within(await question()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('link', { name: 'Open editor' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/start');
  });

  it('asks before following a link, and Escape stays', async () => {
    const events = await openEditor();
    await events.click(screen.getByRole('button', { name: 'Edit' }));
    await events.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await question();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('address')).toHaveTextContent('/editor');
  });

  it('does not ask for a navigation the screen makes once its work is safe', async () => {
    const events = await openEditor();
    await events.click(screen.getByRole('button', { name: 'Edit' }));
    await events.click(screen.getByRole('button', { name: 'Save and go' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before a way out that is not a navigation (signing out), only when something is unsaved', async () => {
    const events = await openEditor();
    await events.click(screen.getByRole('button', { name: 'Edit' }));
    await events.click(screen.getByRole('button', { name: 'Sign out' }));
    await events.click(within(await question()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Signed out')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Sign out' }));
    await events.click(within(await question()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });
});
