/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_CategoryInputs */

const en_jobs_category = /** @type {(inputs: Jobs_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category`)
};

const ur_jobs_category = /** @type {(inputs: Jobs_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شعبہ`)
};

/**
* | output |
* | --- |
* | "Category" |
*
* @param {Jobs_CategoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_category = /** @type {((inputs?: Jobs_CategoryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_CategoryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_category(inputs)
	return en_jobs_category(inputs)
});