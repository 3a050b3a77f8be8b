/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Hours_WeekdaysInputs */

const en_contact_hours_weekdays = /** @type {(inputs: Contact_Hours_WeekdaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`9:00 AM - 5:00 PM`)
};

const ur_contact_hours_weekdays = /** @type {(inputs: Contact_Hours_WeekdaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صبح 9 بجے تا شام 5 بجے`)
};

/**
* | output |
* | --- |
* | "9:00 AM - 5:00 PM" |
*
* @param {Contact_Hours_WeekdaysInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_hours_weekdays = /** @type {((inputs?: Contact_Hours_WeekdaysInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Hours_WeekdaysInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_hours_weekdays(inputs)
	return en_contact_hours_weekdays(inputs)
});