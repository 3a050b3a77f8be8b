import { ExternalLink, MapPin } from 'lucide-react';
import { Card } from '@/components/ui/card.tsx';
import { CONTACT_DETAILS } from '../contact-details.ts';
import { m } from '@/paraglide/messages.js';

/**
 * An illustrated map of the office's surroundings in Gilgit (an embedded map cannot load offline or
 * under the site's content policy), with the address and a link to a full map.
 */
export function OfficeMap() {
  return (
    <Card className="overflow-hidden">
      <svg
        viewBox="0 0 600 360"
        role="img"
        aria-labelledby="office-map-title"
        className="block h-auto w-full bg-[#eef3e8]"
      >
        <title id="office-map-title">{m.contact_map_title()}</title>
        <path d="M0 40 C120 10 200 80 320 50 S520 0 600 30 L600 0 L0 0 Z" fill="#c9d8c0" />
        <path
          d="M0 300 L90 230 L170 290 L260 215 L350 300 L450 225 L540 290 L600 250 L600 360 L0 360 Z"
          fill="#d8d1c2"
        />
        <path
          d="M0 75 C110 45 190 115 310 85 S500 35 600 65"
          fill="none"
          stroke="#8cc4e8"
          strokeWidth="26"
          strokeLinecap="round"
        />
        <path d="M60 360 L170 210 L300 180 L440 160 L600 150" fill="none" stroke="#ffffff" strokeWidth="14" />
        <path d="M60 360 L170 210 L300 180 L440 160 L600 150" fill="none" stroke="#f2c46b" strokeWidth="4" />
        <path d="M300 180 L330 360" fill="none" stroke="#ffffff" strokeWidth="9" />
        <path d="M170 210 L122 78" fill="none" stroke="#ffffff" strokeWidth="9" />
        <rect x="98" y="62" width="48" height="16" rx="3" fill="#a7b4bd" />
        <g fill="#b7c9a8">
          <rect x="200" y="230" width="40" height="28" rx="3" />
          <rect x="490" y="185" width="46" height="30" rx="3" />
          <rect x="240" y="125" width="44" height="26" rx="3" />
          <rect x="520" y="95" width="40" height="26" rx="3" />
        </g>
        <g transform="translate(380 120)">
          <path d="M0 44 C-18 20 -22 12 -22 0 A22 22 0 0 1 22 0 C22 12 18 20 0 44 Z" fill="#0f5c4d" />
          <circle r="8" fill="#ffffff" />
        </g>
        <g fontFamily="system-ui, sans-serif" fontSize="14" fill="#33453f">
          <text
            x="380"
            y="202"
            textAnchor="middle"
            fontWeight="700"
            fontSize="15"
            fill="#0f5c4d"
            stroke="#eef3e8"
            strokeWidth="4"
            paintOrder="stroke"
          >
            {m.contact_map_stp()}
          </text>
          <text x="16" y="112">
            {m.contact_map_river()}
          </text>
          <text x="462" y="146">
            {m.contact_map_road()}
          </text>
          <text x="140" y="280">
            {m.contact_map_jutial()}
          </text>
          <text x="70" y="34">
            {m.contact_map_bridge()}
          </text>
        </g>
      </svg>
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          {m.contact_office_address()}
        </p>
        <a
          href={CONTACT_DETAILS.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          {m.contact_open_maps()}
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{m.contact_new_tab()}</span>
        </a>
      </div>
    </Card>
  );
}
