/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Type_MessageInputs */

const en_notifications_type_message = /** @type {(inputs: Notifications_Type_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages`)
};

const ur_notifications_type_message = /** @type {(inputs: Notifications_Type_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغامات`)
};

/**
* | output |
* | --- |
* | "Messages" |
*
* @param {Notifications_Type_MessageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_type_message = /** @type {((inputs?: Notifications_Type_MessageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Type_MessageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_type_message(inputs)
	return en_notifications_type_message(inputs)
});