/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Days_WeekdaysInputs */

const en_contact_days_weekdays = /** @type {(inputs: Contact_Days_WeekdaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monday - Friday`)
};

const ur_contact_days_weekdays = /** @type {(inputs: Contact_Days_WeekdaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیر تا جمعہ`)
};

/**
* | output |
* | --- |
* | "Monday - Friday" |
*
* @param {Contact_Days_WeekdaysInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_days_weekdays = /** @type {((inputs?: Contact_Days_WeekdaysInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Days_WeekdaysInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_days_weekdays(inputs)
	return en_contact_days_weekdays(inputs)
});