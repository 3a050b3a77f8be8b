import { Fragment } from 'react';
import { USER_TEXT_END, USER_TEXT_START } from '@kt/shared';

const PARTS = new RegExp(`${USER_TEXT_START}([^${USER_TEXT_END}]*)${USER_TEXT_END}`, 'g');

/**
 * A text the server worded in the reader's language (a notification, a contract's activity, a
 * dispute's step; issue 34). What people wrote inside it comes between U+2068 and U+2069 and is
 * shown in `<bdi data-user-content>`: its own direction inside Urdu text, and not interface text.
 */
export function ServerText({ text }: { text: string }) {
  const out: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PARTS)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    out.push(
      <bdi key={match.index} data-user-content>
        {match[1]}
      </bdi>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <Fragment>{out}</Fragment>;
}
