import { Badge } from '@/components/ui/badge.tsx';
import { m } from '@/paraglide/messages.js';

/**
 * Marks illustrative content (decision 004): success stories, the home page's entrepreneurs, the
 * gallery and the course cohorts say "Sample" until the programme replaces them with its own.
 */
export function SampleBadge() {
  return (
    <Badge variant="outline" className="border-dashed">
      {m.common_sample()}
    </Badge>
  );
}
