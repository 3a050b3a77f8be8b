/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Failed_To_Submit_Your_ReviewInputs */

const en_err_failed_to_submit_your_review = /** @type {(inputs: Err_Failed_To_Submit_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to submit your review`)
};

const ur_err_failed_to_submit_your_review = /** @type {(inputs: Err_Failed_To_Submit_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا ریویو جمع نہیں ہو سکا`)
};

/**
* | output |
* | --- |
* | "Failed to submit your review" |
*
* @param {Err_Failed_To_Submit_Your_ReviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_submit_your_review = /** @type {((inputs?: Err_Failed_To_Submit_Your_ReviewInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Failed_To_Submit_Your_ReviewInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_failed_to_submit_your_review(inputs)
	return en_err_failed_to_submit_your_review(inputs)
});