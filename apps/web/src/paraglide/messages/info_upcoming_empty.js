/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Upcoming_EmptyInputs */

const en_info_upcoming_empty = /** @type {(inputs: Info_Upcoming_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming courses are scheduled right now. Please check back soon.`)
};

const ur_info_upcoming_empty = /** @type {(inputs: Info_Upcoming_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس وقت کوئی آنے والا کورس طے نہیں ہے۔ براہِ کرم جلد دوبارہ دیکھیں۔`)
};

/**
* | output |
* | --- |
* | "No upcoming courses are scheduled right now. Please check back soon." |
*
* @param {Info_Upcoming_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_upcoming_empty = /** @type {((inputs?: Info_Upcoming_EmptyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Upcoming_EmptyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_upcoming_empty(inputs)
	return en_info_upcoming_empty(inputs)
});