/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Hourly_RateInputs */

const en_jobs_hourly_rate = /** @type {(inputs: Jobs_Hourly_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hourly Rate`)
};

const ur_jobs_hourly_rate = /** @type {(inputs: Jobs_Hourly_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فی گھنٹہ ریٹ`)
};

/**
* | output |
* | --- |
* | "Hourly Rate" |
*
* @param {Jobs_Hourly_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_hourly_rate = /** @type {((inputs?: Jobs_Hourly_RateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Hourly_RateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_hourly_rate(inputs)
	return en_jobs_hourly_rate(inputs)
});