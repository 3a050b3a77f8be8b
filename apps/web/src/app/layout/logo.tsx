/** The mark: a Karakoram peak on the brand's green. */
export function Logo({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0f5c4d" />
      <path d="M8 50 L26 20 L34 32 L42 22 L56 50 Z" fill="#f2f7f5" />
      <path d="M26 20 L30 27 L22 27 Z" fill="#0f5c4d" />
    </svg>
  );
}
