import { ExternalLink, MapPin } from 'lucide-react';
import { Card } from '@/components/ui/card.tsx';
import { CONTACT_DETAILS } from '../contact-details.ts';

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
        <title id="office-map-title">
          Map of Jutial, Gilgit, with the office beside Jutial Road, south of the Gilgit River
        </title>
        <path d="M0 70 C120 40 200 110 320 80 S520 30 600 60 L600 0 L0 0 Z" fill="#c9d8c0" />
        <path
          d="M0 300 L90 230 L170 290 L260 210 L350 300 L450 220 L540 290 L600 250 L600 360 L0 360 Z"
          fill="#d8d1c2"
        />
        <path
          d="M0 110 C110 80 190 150 310 120 S500 70 600 100"
          fill="none"
          stroke="#8cc4e8"
          strokeWidth="26"
          strokeLinecap="round"
        />
        <path d="M60 360 L170 200 L300 170 L440 150 L600 140" fill="none" stroke="#ffffff" strokeWidth="14" />
        <path d="M60 360 L170 200 L300 170 L440 150 L600 140" fill="none" stroke="#f2c46b" strokeWidth="4" />
        <path d="M300 170 L330 360" fill="none" stroke="#ffffff" strokeWidth="9" />
        <path d="M170 200 L120 110" fill="none" stroke="#ffffff" strokeWidth="9" />
        <rect x="98" y="96" width="48" height="16" rx="3" fill="#a7b4bd" />
        <g fill="#b7c9a8">
          <rect x="200" y="215" width="40" height="28" rx="3" />
          <rect x="380" y="180" width="46" height="30" rx="3" />
          <rect x="460" y="175" width="40" height="26" rx="3" />
          <rect x="250" y="120" width="44" height="26" rx="3" />
        </g>
        <g transform="translate(336 118)">
          <path d="M0 44 C-18 20 -22 12 -22 0 A22 22 0 0 1 22 0 C22 12 18 20 0 44 Z" fill="#0f5c4d" />
          <circle r="8" fill="#ffffff" />
        </g>
        <g fontFamily="system-ui, sans-serif" fontSize="14" fill="#33453f">
          <text x="372" y="112" fontWeight="700" fontSize="15" fill="#0f5c4d">
            Software Technology Park
          </text>
          <text x="20" y="142">
            Gilgit River
          </text>
          <text x="440" y="138">
            Jutial Road
          </text>
          <text x="150" y="268">
            Jutial
          </text>
          <text x="60" y="90">
            Gilgit Bridge
          </text>
        </g>
      </svg>
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          {CONTACT_DETAILS.address}
        </p>
        <a
          href={CONTACT_DETAILS.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          Open in Google Maps
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </Card>
  );
}
