import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import type { CredentialVerification } from '@kt/shared';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { API_BASE, ApiError } from '@/lib/api.ts';
import { formatDate, formatDateTime, formatMonthYear } from '@/lib/i18n/format.ts';
import { useCredentialVerification } from '../api/credentials.ts';
import { m } from '@/paraglide/messages.js';

/**
 * /credentials/:id, public: whether a programme credential is valid and, if not, why (revoked with
 * its reason, a signature that no published key verifies, or no such credential). The server checks
 * the stored credential with the published JWK Set alone; the page links both, so anyone can repeat
 * the check with their own JOSE library.
 */
export default function CredentialPage() {
  const { id = '' } = useParams();
  const query = useCredentialVerification(id);
  const unknown =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return (
    <Page className="flex max-w-3xl flex-col gap-6">
      <PageTitle>{m.cred_page_title()}</PageTitle>
      {query.isPending ? (
        <Spinner className="py-16" label={m.cred_checking()} />
      ) : unknown ? (
        <Verdict tone="unknown" title={m.cred_unknown()} why={m.cred_unknown_why()} />
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          {m.cred_check_failed()}
        </p>
      ) : (
        <Result v={query.data} />
      )}
    </Page>
  );
}

function Result({ v }: { v: CredentialVerification }) {
  const why =
    v.outcome === 'valid'
      ? m.cred_valid_why()
      : v.outcome === 'revoked'
        ? m.cred_revoked_why({
            date: v.revokedAt ? formatDate(v.revokedAt) : '',
            reason: v.revokedReason ?? '',
          })
        : m.cred_bad_signature_why();
  return (
    <>
      <Verdict
        tone={v.valid ? 'valid' : 'invalid'}
        title={v.valid ? m.cred_valid() : m.cred_not_valid()}
        why={why}
      />
      {v.claims && (
        <Card>
          <CardContent className="pt-6">
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
              <Fact label={m.cred_fact_holder()}>
                {v.claims.holderName ? (
                  <Link to={`/u/${v.claims.holderId}`} className="underline underline-offset-2">
                    {v.claims.holderName}
                  </Link>
                ) : (
                  m.cred_holder_gone()
                )}
              </Fact>
              <Fact label={m.cred_course()}>{v.claims.course}</Fact>
              <Fact label={m.cred_hub()}>{v.claims.hub}</Fact>
              <Fact label={m.cred_completed_on()}>
                {formatMonthYear(v.claims.completedOn, { timeZone: 'UTC' })}
              </Fact>
              <Fact label={m.cred_fact_issued()}>{formatDateTime(v.claims.issuedAt)}</Fact>
              <Fact label={m.cred_fact_issuer()}>
                <span dir="ltr">{v.claims.issuer}</span>
              </Fact>
              {v.keyId && (
                <Fact label={m.cred_fact_key()}>
                  <code dir="ltr" className="break-all text-xs">
                    {v.keyId}
                  </code>
                </Fact>
              )}
            </dl>
          </CardContent>
        </Card>
      )}
      <div className="flex flex-col gap-2 text-sm">
        <p className="text-muted-foreground">{m.cred_how()}</p>
        <a href={`${API_BASE}/api/credentials/${v.id}`} className="underline underline-offset-2">
          {m.cred_download()}
        </a>
        <a href={`${API_BASE}/.well-known/jwks.json`} className="underline underline-offset-2">
          {m.cred_keys()}
        </a>
      </div>
    </>
  );
}

const TONES = {
  valid: { icon: CircleCheck, box: 'border-emerald-300 bg-emerald-50 text-emerald-950' },
  invalid: { icon: CircleX, box: 'border-red-300 bg-red-50 text-red-950' },
  unknown: { icon: CircleHelp, box: 'border-amber-300 bg-amber-50 text-amber-950' },
};

function Verdict({ tone, title, why }: { tone: keyof typeof TONES; title: string; why: string }) {
  const { icon: Icon, box } = TONES[tone];
  return (
    <div role="status" data-verdict={tone} className={`flex gap-3 rounded-lg border px-4 py-4 ${box}`}>
      <Icon className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="text-lg font-semibold">{title}</p>
        <p data-user-content>{why}</p>
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </>
  );
}
