import { Link } from 'react-router';
import { buttonClass, outlineOnPrimaryClass } from '@/components/ui/button.tsx';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="bg-primary py-14 text-primary-foreground">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 text-center sm:px-6">
        <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
          Ready to Get Started?
        </h2>
        <p className="text-primary-foreground/90">
          Post your first job for free or meet the talent of Gilgit-Baltistan today.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/post-job" className={buttonClass('accent', 'lg')}>
            Post a Job
          </Link>
          <Link to="/talent" className={outlineOnPrimaryClass}>
            Browse Talent
          </Link>
        </div>
      </div>
    </section>
  );
}
