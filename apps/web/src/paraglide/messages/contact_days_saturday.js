/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Days_SaturdayInputs */

const en_contact_days_saturday = /** @type {(inputs: Contact_Days_SaturdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saturday`)
};

const ur_contact_days_saturday = /** @type {(inputs: Contact_Days_SaturdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہفتہ`)
};

/**
* | output |
* | --- |
* | "Saturday" |
*
* @param {Contact_Days_SaturdayInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_days_saturday = /** @type {((inputs?: Contact_Days_SaturdayInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Days_SaturdayInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_days_saturday(inputs)
	return en_contact_days_saturday(inputs)
});