import { Fragment, type ReactNode } from 'react';

/** A character no message contains: it marks where the user's text goes. */
const MARK = '\u2063';

/**
 * A message with what somebody wrote (a name, a job title) inside it, that text as a user-content
 * island (`<bdi data-user-content>`): its own direction in an Urdu sentence, skipped by the
 * English-leak check. The text reads exactly as the message does.
 */
export function withUserText(message: (mark: string) => string, value: string): ReactNode {
  const parts = message(MARK).split(MARK);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <bdi data-user-content>{value}</bdi>}
    </Fragment>
  ));
}

/**
 * An accessible name built from a message around user text shown elsewhere (aria-labelledby): the
 * message's words go into hidden spans, the user's text is referenced by its element's id, so no
 * aria-label carries both. `labelledBy` goes on the labelled element, `parts` anywhere inside it.
 */
export function labelAround(
  message: (mark: string) => string,
  id: string,
  valueId: string,
): { labelledBy: string; parts: ReactNode } {
  const ids: string[] = [];
  const spans: ReactNode[] = [];
  message(MARK)
    .split(MARK)
    .forEach((part, i, all) => {
      const text = part.trim();
      if (text) {
        ids.push(`${id}-${i}`);
        spans.push(
          <span key={i} id={`${id}-${i}`} hidden>
            {text}
          </span>,
        );
      }
      if (i < all.length - 1) ids.push(valueId);
    });
  return { labelledBy: ids.join(' '), parts: spans };
}
