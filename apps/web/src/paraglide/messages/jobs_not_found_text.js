/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Not_Found_TextInputs */

const en_jobs_not_found_text = /** @type {(inputs: Jobs_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The job you're looking for doesn't exist or has been removed.`)
};

const ur_jobs_not_found_text = /** @type {(inputs: Jobs_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ جو جاب تلاش کر رہے ہیں وہ موجود نہیں یا ہٹا دی گئی ہے۔`)
};

/**
* | output |
* | --- |
* | "The job you're looking for doesn't exist or has been removed." |
*
* @param {Jobs_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_not_found_text = /** @type {((inputs?: Jobs_Not_Found_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Not_Found_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_not_found_text(inputs)
	return en_jobs_not_found_text(inputs)
});