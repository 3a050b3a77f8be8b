import type { FastifyRequest } from 'fastify';
import { languageOf, word, type WordLanguage, type Words } from '@kt/shared';
import { textTimeZone } from './dates.ts';

/**
 * The server's words in a reader's language (issue 34): stored as a key and parameters, worded
 * here with dates in TIME_ZONE (decision 036).
 */
export const wordText = (words: Words, lang: WordLanguage) => word(words, lang, { timeZone: textTimeZone() });

/** The language a request asks for by its cookie or Accept-Language (null: it says nothing). */
export const requestLanguage = (req: FastifyRequest): WordLanguage =>
  languageOf(req.cookies?.PARAGLIDE_LOCALE, req.headers['accept-language']) ?? 'en';

/**
 * The language of whoever asks: the app's language cookie (what the screen shows), else the
 * browser's Accept-Language, else the signed-in user's setting, else English.
 */
export function readerLanguage(req: FastifyRequest): WordLanguage {
  return (
    languageOf(req.cookies?.PARAGLIDE_LOCALE, req.headers['accept-language']) ??
    (req.user?.language as WordLanguage | undefined) ??
    'en'
  );
}
