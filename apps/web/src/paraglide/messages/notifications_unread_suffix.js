/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Unread_SuffixInputs */

const en_notifications_unread_suffix = /** @type {(inputs: Notifications_Unread_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, unread`)
};

const ur_notifications_unread_suffix = /** @type {(inputs: Notifications_Unread_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`، نہ پڑھی گئی`)
};

/**
* | output |
* | --- |
* | ", unread" |
*
* @param {Notifications_Unread_SuffixInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_unread_suffix = /** @type {((inputs?: Notifications_Unread_SuffixInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Unread_SuffixInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_unread_suffix(inputs)
	return en_notifications_unread_suffix(inputs)
});