import { formatDay, formatDayTime, type DateLanguage } from '@kt/shared/format';

/**
 * Dates the server writes into texts (notifications, e-mails, messages and errors people read):
 * the shared formatter's family ("27 Nov 2026", "27 Nov 2026, 14:05"), in the TIME_ZONE of the
 * configuration (default Asia/Karachi), never an ISO or a GMT string (decision 036). The zone is set
 * once when the app is built; every node of one install has the same configuration.
 */
let zone = 'Asia/Karachi';

export function setTextTimeZone(timeZone: string) {
  zone = timeZone;
}

/** "27 Nov 2026" in the configured zone. */
export const textDay = (d: Date, lang: DateLanguage = 'en') => formatDay(d, lang, { timeZone: zone });

/** "27 Nov 2026, 14:05" in the configured zone. */
export const textDayTime = (d: Date, lang: DateLanguage = 'en') => formatDayTime(d, lang, { timeZone: zone });

/** The zone texts are written in (for the shared word catalogue). */
export const textTimeZone = () => zone;
