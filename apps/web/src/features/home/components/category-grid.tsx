import { Link } from 'react-router';
import {
  ChartColumn,
  Clapperboard,
  Code,
  FileText,
  Megaphone,
  Palette,
  PenTool,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import { JOB_BOARD_CATEGORIES } from '@kt/shared/constants';
import { HOME_CATEGORIES, type CategoryIcon } from '@/content/home-categories.ts';
import { categoryLabel } from '@/lib/i18n/categories.ts';
import { useCategoryCounts } from '../api/category-counts.ts';
import { m } from '@/paraglide/messages.js';
import { formatCount } from './format-count.ts';

const ICONS: Record<CategoryIcon, LucideIcon> = {
  code: Code,
  'pen-tool': PenTool,
  palette: Palette,
  megaphone: Megaphone,
  clapperboard: Clapperboard,
  chart: ChartColumn,
  'file-text': FileText,
  smartphone: Smartphone,
};

/** The eight job-board categories with their live job counts, each linking to the filtered board. */
export function CategoryGrid() {
  const counts = useCategoryCounts(JOB_BOARD_CATEGORIES);
  return (
    <section aria-labelledby="categories-heading" className="bg-muted/60 py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="categories-heading" className="text-center text-2xl font-bold sm:text-3xl">
          {m.home_categories_heading()}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {JOB_BOARD_CATEGORIES.map((name, i) => {
            const { description, icon } = HOME_CATEGORIES[name];
            const count = counts[i] ?? 0;
            const Icon = ICONS[icon];
            return (
              <li key={name}>
                <Link
                  to={`/jobs?category=${encodeURIComponent(name)}`}
                  className="flex h-full flex-col gap-2 rounded-lg border bg-background p-4 sm:p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
                >
                  <Icon className="h-8 w-8 text-primary" aria-hidden="true" />
                  <h3 className="font-semibold">{categoryLabel(name)}</h3>
                  <p className="text-sm text-muted-foreground">{description()}</p>
                  <p className="mt-auto text-sm font-medium text-primary">
                    {m.home_jobs_available({ count, shown: formatCount(count) })}
                  </p>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
