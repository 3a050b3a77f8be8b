/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Type_ReviewInputs */

const en_notifications_type_review = /** @type {(inputs: Notifications_Type_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const ur_notifications_type_review = /** @type {(inputs: Notifications_Type_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریویوز`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Notifications_Type_ReviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_type_review = /** @type {((inputs?: Notifications_Type_ReviewInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Type_ReviewInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_type_review(inputs)
	return en_notifications_type_review(inputs)
});