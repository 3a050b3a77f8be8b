/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Any_TimeInputs */

const en_jobs_any_time = /** @type {(inputs: Jobs_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any Time`)
};

const ur_jobs_any_time = /** @type {(inputs: Jobs_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کسی بھی وقت`)
};

/**
* | output |
* | --- |
* | "Any Time" |
*
* @param {Jobs_Any_TimeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_any_time = /** @type {((inputs?: Jobs_Any_TimeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Any_TimeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_any_time(inputs)
	return en_jobs_any_time(inputs)
});