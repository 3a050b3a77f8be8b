/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_SubmitInputs */

const en_reviews_submit = /** @type {(inputs: Reviews_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit`)
};

const ur_reviews_submit = /** @type {(inputs: Reviews_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جمع کرائیں`)
};

/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Reviews_SubmitInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_submit = /** @type {((inputs?: Reviews_SubmitInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_SubmitInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_submit(inputs)
	return en_reviews_submit(inputs)
});