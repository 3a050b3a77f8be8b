/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_PostedInputs */

const en_jobs_posted = /** @type {(inputs: Jobs_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posted`)
};

const ur_jobs_posted = /** @type {(inputs: Jobs_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پوسٹ کی گئی`)
};

/**
* | output |
* | --- |
* | "Posted" |
*
* @param {Jobs_PostedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_posted = /** @type {((inputs?: Jobs_PostedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_PostedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_posted(inputs)
	return en_jobs_posted(inputs)
});