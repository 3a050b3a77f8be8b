import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { SectionTitle } from './section-title.tsx';

/** A card headed by its section title (an h2, with an optional icon and description), then its content. */
export function SectionCard({
  title,
  icon: Icon,
  description,
  contentClassName,
  children,
}: {
  title: ReactNode;
  icon?: LucideIcon;
  description?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        {Icon ? (
          <SectionTitle className="flex items-center gap-2">
            <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
            {title}
          </SectionTitle>
        ) : (
          <SectionTitle>{title}</SectionTitle>
        )}
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
