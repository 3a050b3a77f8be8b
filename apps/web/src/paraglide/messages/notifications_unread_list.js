/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Unread_ListInputs */

const en_notifications_unread_list = /** @type {(inputs: Notifications_Unread_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unread notifications`)
};

const ur_notifications_unread_list = /** @type {(inputs: Notifications_Unread_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نہ پڑھی گئی اطلاعات`)
};

/**
* | output |
* | --- |
* | "Unread notifications" |
*
* @param {Notifications_Unread_ListInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_unread_list = /** @type {((inputs?: Notifications_Unread_ListInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Unread_ListInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_unread_list(inputs)
	return en_notifications_unread_list(inputs)
});