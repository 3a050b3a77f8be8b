/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_HoursInputs */

const en_contact_hours = /** @type {(inputs: Contact_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Working Hours`)
};

const ur_contact_hours = /** @type {(inputs: Contact_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اوقاتِ کار`)
};

/**
* | output |
* | --- |
* | "Working Hours" |
*
* @param {Contact_HoursInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_hours = /** @type {((inputs?: Contact_HoursInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_HoursInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_hours(inputs)
	return en_contact_hours(inputs)
});