/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_HourlyInputs */

const en_jobs_hourly = /** @type {(inputs: Jobs_HourlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hourly`)
};

const ur_jobs_hourly = /** @type {(inputs: Jobs_HourlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فی گھنٹہ`)
};

/**
* | output |
* | --- |
* | "Hourly" |
*
* @param {Jobs_HourlyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_hourly = /** @type {((inputs?: Jobs_HourlyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_HourlyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_hourly(inputs)
	return en_jobs_hourly(inputs)
});