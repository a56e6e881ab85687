import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { isWellFormedCode } from '../../../domain/constants';
import { metadata } from '../../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import OfficialsRoute from './officials';

afterEach(resetFakes);

const tree = { competitionMetadata: metadata, judgeCodes: { j1: 'ABCDEFG' } };

describe('Officials screen', () => {
  it('adds an official under a new pushed key and clears the form', async () => {
    const { db } = renderAdmin(<OfficialsRoute />, { tree });
    const form = await screen.findByRole('form', { name: 'Add official' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Eve Judge');
    await userEvent.type(within(form).getByLabelText('Bio'), 'Former champion.');
    await userEvent.click(within(form).getByRole('button', { name: 'Add official' }));
    await waitFor(() => expect(db.writes).toHaveLength(1));
    const [[path, value]] = Object.entries(db.lastWrite()!);
    expect(path).toMatch(/^competitionMetadata\/officials\/-key\d+-officials$/);
    expect(value).toEqual({ name: 'Eve Judge', role: 'Judge', bio: 'Former champion.' });
    expect(await screen.findByRole('button', { name: 'Edit Eve Judge' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('refuses an official without a name before writing', async () => {
    const { db } = renderAdmin(<OfficialsRoute />, { tree });
    const form = await screen.findByRole('form', { name: 'Add official' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add official' }));
    expect(within(form).getByText('Enter a name.')).toBeInTheDocument();
    expect(db.writes).toHaveLength(0);
  });

  it('edits an organizer in place and removes an official with its tablet code', async () => {
    const { db } = renderAdmin(<OfficialsRoute />, { tree });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Olga Organizer' }));
    const edit = screen.getByRole('form', { name: 'Save Olga Organizer' });
    await userEvent.clear(within(edit).getByLabelText('Name'));
    await userEvent.type(within(edit).getByLabelText('Name'), 'Olga Director');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Olga Organizer' }));
    expect(await screen.findByRole('button', { name: 'Edit Olga Director' })).toBeInTheDocument();
    expect(db.read('competitionMetadata/organizers/o1')).toEqual({ name: 'Olga Director', role: 'Organizer' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Ada Judge' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm removing Ada Judge' }));
    await waitFor(() => expect(db.read('competitionMetadata/officials/j1')).toBeNull());
    expect(db.lastWrite()).toEqual({ 'competitionMetadata/officials/j1': null, 'judgeCodes/j1': null, 'publicVersion/competitionMetadata': { '.sv': { increment: 1 } } });
    expect(screen.queryByRole('button', { name: 'Edit Ada Judge' })).not.toBeInTheDocument();
  });

  it('sets a new 7-character access code for a judge and shows a QR code of the judge link', async () => {
    const { db } = renderAdmin(<OfficialsRoute />, { tree });
    await userEvent.click(await screen.findByRole('button', { name: 'Tablet access for Ben Judge' }));
    expect(screen.getByText(/none set yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\/judges\/j2$/ })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: "QR code of Ben Judge's judging link" })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Set an access code' }));
    await waitFor(() => expect(db.read('judgeCodes/j2')).not.toBeNull());
    const code = db.read('judgeCodes/j2') as string;
    expect(isWellFormedCode(code)).toBe(true);
    expect(Object.keys(db.lastWrite()!)).toEqual(['judgeCodes/j2']);
    expect(await screen.findByLabelText('Access code')).toHaveTextContent(code);
  });

  it('says "No judge found" for a judge key that does not exist', async () => {
    renderAdmin(<OfficialsRoute />, { tree, at: '/admin/officials?judge=ghost', pattern: '/admin/officials' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No judge found');
  });

  it('keeps the typed official when the database refuses the write', async () => {
    const { db } = renderAdmin(<OfficialsRoute />, { tree });
    db.failNextWrite();
    const form = await screen.findByRole('form', { name: 'Add official' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Dora Judge');
    await userEvent.click(within(form).getByRole('button', { name: 'Add official' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You do not have permission');
    expect(within(form).getByLabelText('Name')).toHaveValue('Dora Judge');
  });
});
