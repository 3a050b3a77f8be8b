/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_SubmittingInputs */

const en_reviews_submitting = /** @type {(inputs: Reviews_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting...`)
};

const ur_reviews_submitting = /** @type {(inputs: Reviews_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جمع ہو رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Reviews_SubmittingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_submitting = /** @type {((inputs?: Reviews_SubmittingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_SubmittingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_submitting(inputs)
	return en_reviews_submitting(inputs)
});