import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

const WINDOW = 5;

/** Previous, up to five page numbers around the current one, Next. */
export function JobPagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  const last = Math.max(1, pages);
  const start = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), last - WINDOW + 1));
  const numbers = Array.from({ length: Math.min(WINDOW, last) }, (_, i) => start + i);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
        Previous
      </Button>
      {numbers.map((n) => (
        <Button
          key={n}
          size="sm"
          variant={n === page ? 'default' : 'outline'}
          aria-current={n === page ? 'page' : undefined}
          className="min-w-9"
          onClick={() => n !== page && onChange(n)}
        >
          {n}
        </Button>
      ))}
      <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onChange(page + 1)}>
        Next
        <ChevronRight className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
