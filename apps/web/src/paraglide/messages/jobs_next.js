/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_NextInputs */

const en_jobs_next = /** @type {(inputs: Jobs_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

const ur_jobs_next = /** @type {(inputs: Jobs_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اگلا`)
};

/**
* | output |
* | --- |
* | "Next" |
*
* @param {Jobs_NextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_next = /** @type {((inputs?: Jobs_NextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_NextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_next(inputs)
	return en_jobs_next(inputs)
});