/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Last_24_HoursInputs */

const en_jobs_last_24_hours = /** @type {(inputs: Jobs_Last_24_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last 24 hours`)
};

const ur_jobs_last_24_hours = /** @type {(inputs: Jobs_Last_24_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پچھلے 24 گھنٹے`)
};

/**
* | output |
* | --- |
* | "Last 24 hours" |
*
* @param {Jobs_Last_24_HoursInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_last_24_hours = /** @type {((inputs?: Jobs_Last_24_HoursInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Last_24_HoursInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_last_24_hours(inputs)
	return en_jobs_last_24_hours(inputs)
});