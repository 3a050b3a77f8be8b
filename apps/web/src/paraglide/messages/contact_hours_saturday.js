/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Hours_SaturdayInputs */

const en_contact_hours_saturday = /** @type {(inputs: Contact_Hours_SaturdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`9:00 AM - 1:00 PM`)
};

const ur_contact_hours_saturday = /** @type {(inputs: Contact_Hours_SaturdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صبح 9 بجے تا دوپہر 1 بجے`)
};

/**
* | output |
* | --- |
* | "9:00 AM - 1:00 PM" |
*
* @param {Contact_Hours_SaturdayInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_hours_saturday = /** @type {((inputs?: Contact_Hours_SaturdayInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Hours_SaturdayInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_hours_saturday(inputs)
	return en_contact_hours_saturday(inputs)
});