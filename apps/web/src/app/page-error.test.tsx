import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageError } from './page-error.tsx';
import { RouteError } from './route-error.tsx';

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/gallery-page.js');
}

function renderBroken() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <div>
            <nav aria-label="Main">navigation</nav>
            <Outlet />
          </div>
        ),
        errorElement: <RouteError />,
        children: [{ errorElement: <PageError />, children: [{ path: 'gallery', Component: Broken }] }],
      },
    ],
    { initialEntries: ['/gallery'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

let online = true;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
  online = true;
});

describe('a page that fails on the network', () => {
  it('says "You are offline" with a Retry inside the layout, not "Something went wrong"', () => {
    online = false;
    renderBroken();
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('names a lost chunk a connection problem while the browser still thinks it is online', () => {
    renderBroken();
    expect(screen.getByRole('heading', { name: 'Connection problem' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
