import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';
import { PageError } from './page-error.tsx';
import { RouteError } from './route-error.tsx';

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/gallery-page.js');
}

/** The app's two boundaries as app.tsx and AppLayout place them: around the routes, around the page. */
function renderBroken() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/gallery']}>
        <ErrorBoundary fallback={(error) => <RouteError error={error} />}>
          <Routes>
            <Route
              path="/"
              element={
                <div>
                  <nav aria-label="Main">navigation</nav>
                  <ErrorBoundary fallback={(error) => <PageError error={error} />}>
                    <Outlet />
                  </ErrorBoundary>
                </div>
              }
            >
              <Route path="gallery" Component={Broken} />
            </Route>
          </Routes>
        </ErrorBoundary>
      </MemoryRouter>
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
