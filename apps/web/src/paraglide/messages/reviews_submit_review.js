/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Submit_ReviewInputs */

const en_reviews_submit_review = /** @type {(inputs: Reviews_Submit_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit review`)
};

const ur_reviews_submit_review = /** @type {(inputs: Reviews_Submit_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریویو جمع کرائیں`)
};

/**
* | output |
* | --- |
* | "Submit review" |
*
* @param {Reviews_Submit_ReviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_submit_review = /** @type {((inputs?: Reviews_Submit_ReviewInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Submit_ReviewInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_submit_review(inputs)
	return en_reviews_submit_review(inputs)
});