import { Link } from 'react-router';
import { PRODUCT_NAME } from '@kt/shared/brand';
import { m } from '@/paraglide/messages.js';
import { formatNumber } from '@/lib/i18n/format.ts';
import { FOOTER_LINKS } from './nav-links.ts';

export function Footer() {
  return (
    <footer className="mt-auto border-t bg-muted/50 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6">
        <div>
          <p className="font-semibold text-primary">{PRODUCT_NAME}</p>
          <p className="text-sm text-muted-foreground">{m.nav_tagline()}</p>
        </div>
        <nav aria-label={m.nav_footer()}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-muted-foreground hover:text-foreground hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs text-muted-foreground">
          © {formatNumber(new Date().getFullYear(), { useGrouping: false })} {PRODUCT_NAME}.{' '}
          {m.nav_footer_place()}
        </p>
      </div>
    </footer>
  );
}
