import { Link } from 'react-router';
import { MapPin, Navigation, Phone } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { HUB_IMAGE_SIZE, type Hub } from '@/content/hubs.ts';
import { telUrl } from '@/lib/places.ts';
import { districtLabel, placeTypeLabel } from '@/components/place-labels.ts';
import { m } from '@/paraglide/messages.js';

/** One hub: picture, type, description, address, district, phone, and its two actions. */
export function HubCard({ hub }: { hub: Hub }) {
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="relative">
        <img
          src={hub.image}
          alt=""
          width={HUB_IMAGE_SIZE.width}
          height={HUB_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
          className="aspect-[16/10] h-auto w-full bg-muted object-cover"
        />
        <Badge
          className="absolute start-3 top-3 shadow"
          variant={hub.type === 'STP' ? 'default' : 'secondary'}
        >
          {placeTypeLabel(hub.type)}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold leading-tight">{hub.name}</h3>
        <p className="text-sm text-muted-foreground">{hub.description}</p>
        <dl className="mt-auto space-y-1.5 text-sm">
          <div className="flex items-start gap-2">
            <dt>
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="sr-only">{m.hubs_address()}</span>
            </dt>
            <dd lang="en">{hub.address}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <Navigation className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="sr-only">{m.hubs_filter_district()}</span>
            </dt>
            <dd>{districtLabel(hub.district)}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="sr-only">{m.hubs_phone()}</span>
            </dt>
            <dd>
              <span dir="ltr">{hub.phone}</span>
              {hub.sample && <span className="ms-1 text-xs text-muted-foreground">{m.hubs_sample()}</span>}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2 pt-1">
          <a
            href={hub.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonClass('outline', 'sm'), 'flex-1')}
          >
            {m.hubs_view_location()}
            <span className="sr-only">{m.hubs_view_location_sr({ name: hub.name })}</span>
          </a>
          {hub.sample ? (
            <Link to="/contact" className={cn(buttonClass('default', 'sm'), 'flex-1')}>
              {m.hubs_contact()}
              <span className="sr-only"> {hub.name}</span>
            </Link>
          ) : (
            <a href={telUrl(hub.phone)} className={cn(buttonClass('default', 'sm'), 'flex-1')}>
              {m.hubs_contact()}
              <span className="sr-only"> {hub.name}</span>
            </a>
          )}
        </div>
      </div>
    </Card>
  );
}
