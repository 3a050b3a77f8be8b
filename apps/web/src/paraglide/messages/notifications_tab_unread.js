/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Notifications_Tab_UnreadInputs */

const en_notifications_tab_unread = /** @type {(inputs: Notifications_Tab_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unread (${i?.count})`)
};

const ur_notifications_tab_unread = /** @type {(inputs: Notifications_Tab_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نہ پڑھی گئی (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Unread ({count})" |
*
* @param {Notifications_Tab_UnreadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_tab_unread = /** @type {((inputs: Notifications_Tab_UnreadInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Tab_UnreadInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_tab_unread(inputs)
	return en_notifications_tab_unread(inputs)
});