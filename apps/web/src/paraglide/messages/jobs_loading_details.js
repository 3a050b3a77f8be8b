/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Loading_DetailsInputs */

const en_jobs_loading_details = /** @type {(inputs: Jobs_Loading_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading job details...`)
};

const ur_jobs_loading_details = /** @type {(inputs: Jobs_Loading_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب کی تفصیل لوڈ ہو رہی ہے...`)
};

/**
* | output |
* | --- |
* | "Loading job details..." |
*
* @param {Jobs_Loading_DetailsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_loading_details = /** @type {((inputs?: Jobs_Loading_DetailsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Loading_DetailsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_loading_details(inputs)
	return en_jobs_loading_details(inputs)
});