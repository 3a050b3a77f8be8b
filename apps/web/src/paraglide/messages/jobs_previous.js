/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_PreviousInputs */

const en_jobs_previous = /** @type {(inputs: Jobs_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

const ur_jobs_previous = /** @type {(inputs: Jobs_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پچھلا`)
};

/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Jobs_PreviousInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_previous = /** @type {((inputs?: Jobs_PreviousInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_PreviousInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_previous(inputs)
	return en_jobs_previous(inputs)
});