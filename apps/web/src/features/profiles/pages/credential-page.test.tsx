import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CredentialVerification } from '@kt/shared';
import { stubApi, type StubReply } from '@/test/stub-api.ts';
import { VerifiedCredentials } from '../components/verified-credentials.tsx';
import CredentialPage from './credential-page.tsx';

const ID = '6a1b1f7e-1f0c-4c3e-9a4e-111111111111';
const claims = {
  course: 'Web Development',
  hub: 'Skardu FLH',
  completedOn: '2026-10-01',
  issuedAt: '2026-11-20T10:00:00.000Z',
  issuer: 'https://talent.example.org',
  holderId: 'u1',
  holderName: 'Zainab Hunzai',
};
const verification = (over: Partial<CredentialVerification>): CredentialVerification => ({
  id: ID,
  valid: true,
  outcome: 'valid',
  revokedAt: null,
  revokedReason: null,
  keyId: 'kid-1',
  claims,
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderAt(path: string, reply: StubReply, route = `GET /api/credentials/${ID}/verification`) {
  stubApi({ [route]: reply });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/credentials/:id" element={<CredentialPage />} />
          <Route path="/u/:id" element={<VerifiedCredentials userId="u1" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The verdict box (the spinner is a status too, so it is found by its mark). */
const verdict = () =>
  waitFor(() => {
    const box = document.querySelector('[data-verdict]');
    if (!box) throw new Error('no verdict yet');
    return box.textContent ?? '';
  });

describe('the verification page', () => {
  it('says valid, why, and what the signed credential states, with links to check it elsewhere', async () => {
    renderAt(`/credentials/${ID}`, { status: 200, body: { success: true, verification: verification({}) } });
    expect(screen.getByText('Checking the credential...')).toBeInTheDocument();
    expect(await verdict()).toContain('Valid credential');
    expect(await verdict()).toContain("matches the programme's published key");
    expect(screen.getByRole('link', { name: 'Zainab Hunzai' })).toHaveAttribute('href', '/u/u1');
    expect(screen.getByText('October 2026')).toBeInTheDocument();
    expect(screen.getByText('Skardu FLH')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /signed credential/ })).toHaveAttribute(
      'href',
      `/api/credentials/${ID}`,
    );
    expect(screen.getByRole('link', { name: /public keys/ })).toHaveAttribute(
      'href',
      '/.well-known/jwks.json',
    );
  });

  it('says not valid when revoked, with the day and the reason', async () => {
    renderAt(`/credentials/${ID}`, {
      status: 200,
      body: {
        success: true,
        verification: verification({
          valid: false,
          outcome: 'revoked',
          revokedAt: '2026-11-25T12:00:00.000Z',
          revokedReason: 'Issued to the wrong person',
        }),
      },
    });
    const text = await verdict();
    expect(text).toContain('Not valid');
    expect(text).toContain('This credential was revoked on 25 Nov 2026. Reason: Issued to the wrong person');
  });

  it('says not valid for a bad signature and shows none of its claims', async () => {
    renderAt(`/credentials/${ID}`, {
      status: 200,
      body: {
        success: true,
        verification: verification({ valid: false, outcome: 'bad-signature', claims: null }),
      },
    });
    expect(await verdict()).toContain('does not match any key the programme publishes');
    expect(screen.queryByText('Skardu FLH')).not.toBeInTheDocument();
  });

  it('says unknown for a credential the programme never issued', async () => {
    renderAt(`/credentials/${ID}`, {
      status: 404,
      body: { success: false, message: 'Credential not found' },
    });
    expect(await verdict()).toContain('Unknown credential');
    expect(screen.getByText('The programme has issued no credential at this address.')).toBeInTheDocument();
  });
});

describe("a profile's Verified lines", () => {
  it('reads "Verified: course, hub, month year" and links each to its verification page', async () => {
    renderAt(
      '/u/u1',
      {
        status: 200,
        body: {
          success: true,
          credentials: [{ id: ID, course: 'Web Development', hub: 'Skardu FLH', completedOn: '2026-10-01' }],
        },
      },
      'GET /api/users/u1/credentials',
    );
    const link = await screen.findByRole('link', {
      name: 'Verified: Web Development, Skardu FLH, October 2026',
    });
    expect(link).toHaveAttribute('href', `/credentials/${ID}`);
  });

  it('shows nothing when the person holds none', async () => {
    renderAt(
      '/u/u1',
      { status: 200, body: { success: true, credentials: [] } },
      'GET /api/users/u1/credentials',
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/Verified:/)).not.toBeInTheDocument();
  });
});
