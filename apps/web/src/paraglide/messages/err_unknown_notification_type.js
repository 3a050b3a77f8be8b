/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Unknown_Notification_TypeInputs */

const en_err_unknown_notification_type = /** @type {(inputs: Err_Unknown_Notification_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown notification type`)
};

const ur_err_unknown_notification_type = /** @type {(inputs: Err_Unknown_Notification_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطلاع کی قسم نامعلوم ہے`)
};

/**
* | output |
* | --- |
* | "Unknown notification type" |
*
* @param {Err_Unknown_Notification_TypeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unknown_notification_type = /** @type {((inputs?: Err_Unknown_Notification_TypeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Unknown_Notification_TypeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_unknown_notification_type(inputs)
	return en_err_unknown_notification_type(inputs)
});