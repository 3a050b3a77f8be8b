/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Submit_FailedInputs */

const en_reviews_submit_failed = /** @type {(inputs: Reviews_Submit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to submit your review`)
};

const ur_reviews_submit_failed = /** @type {(inputs: Reviews_Submit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا ریویو جمع نہیں ہو سکا`)
};

/**
* | output |
* | --- |
* | "Failed to submit your review" |
*
* @param {Reviews_Submit_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_submit_failed = /** @type {((inputs?: Reviews_Submit_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Submit_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_submit_failed(inputs)
	return en_reviews_submit_failed(inputs)
});