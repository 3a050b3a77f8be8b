import { Link } from 'react-router';
import { buttonClass, outlineOnPrimaryClass } from '@/components/ui/button.tsx';
import { m } from '@/paraglide/messages.js';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="bg-primary py-14 text-primary-foreground">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 text-center sm:px-6">
        <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
          {m.home_cta_heading()}
        </h2>
        <p className="text-primary-foreground/90">{m.home_cta_text()}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/post-job" className={buttonClass('accent', 'lg')}>
            {m.nav_post_job()}
          </Link>
          <Link to="/talent" className={outlineOnPrimaryClass}>
            {m.home_browse_talent()}
          </Link>
        </div>
      </div>
    </section>
  );
}
