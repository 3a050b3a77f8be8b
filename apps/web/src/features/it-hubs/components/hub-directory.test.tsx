import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { HUBS } from '@/content/hubs.ts';
import { HubDirectory } from './hub-directory.tsx';

function setup() {
  render(
    <MemoryRouter>
      <HubDirectory hubs={HUBS} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('IT hub directory', { timeout: 20_000 }, () => {
  it('shows all 8 hubs by default with the count line', () => {
    setup();
    expect(screen.getByText('Showing 8 of 8 IT hubs')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(8);
  });

  it('searches name, address and district case-insensitively', async () => {
    const user = setup();
    const search = screen.getByLabelText('Search');
    await user.type(search, 'skardu');
    expect(cardNames()).toEqual(['Software Technology Park Skardu']);
    await user.clear(search);
    await user.type(search, 'jutial link'); // an address
    expect(cardNames()).toEqual(['Women Freelancing Hub Jutial']);
    await user.clear(search);
    await user.type(search, '  DIAMER '); // a district, padded
    expect(cardNames()).toEqual(['Freelancing Hub Darel']);
  });

  it('filters by type and by district, combined', async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText('Type'), 'FLH');
    expect(screen.getByText('Showing 4 of 8 IT hubs')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('District'), 'Gilgit');
    expect(cardNames()).toEqual(['Women Freelancing Hub Jutial']);
    await user.selectOptions(screen.getByLabelText('Type'), 'STP');
    expect(cardNames()).toEqual(['Software Technology Park Gilgit']);
  });

  it('builds the district options from the data, sorted, after All', () => {
    setup();
    const options = within(screen.getByLabelText('District'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All', 'Astore', 'Diamer', 'Ghizer', 'Gilgit', 'Hunza', 'Nagar', 'Skardu']);
  });

  it('shows the empty state when nothing matches', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Search'), 'Lahore');
    expect(screen.getByText('Showing 0 of 8 IT hubs')).toBeInTheDocument();
    expect(screen.getByText('No IT hubs found matching your criteria.')).toBeInTheDocument();
  });

  it('gives each card a map link and a Contact action', () => {
    setup();
    const links = screen.getAllByRole('link', { name: /View Location/ });
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
    expect(screen.getAllByRole('link', { name: /^Contact/ })).toHaveLength(8);
  });
});
