/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Last_7_DaysInputs */

const en_jobs_last_7_days = /** @type {(inputs: Jobs_Last_7_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last 7 days`)
};

const ur_jobs_last_7_days = /** @type {(inputs: Jobs_Last_7_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پچھلے 7 دن`)
};

/**
* | output |
* | --- |
* | "Last 7 days" |
*
* @param {Jobs_Last_7_DaysInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_last_7_days = /** @type {((inputs?: Jobs_Last_7_DaysInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Last_7_DaysInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_last_7_days(inputs)
	return en_jobs_last_7_days(inputs)
});