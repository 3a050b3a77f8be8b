/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Showing_NoneInputs */

const en_jobs_showing_none = /** @type {(inputs: Jobs_Showing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showing 0 jobs`)
};

const ur_jobs_showing_none = /** @type {(inputs: Jobs_Showing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 جابز دکھائی جا رہی ہیں`)
};

/**
* | output |
* | --- |
* | "Showing 0 jobs" |
*
* @param {Jobs_Showing_NoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_showing_none = /** @type {((inputs?: Jobs_Showing_NoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Showing_NoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_showing_none(inputs)
	return en_jobs_showing_none(inputs)
});