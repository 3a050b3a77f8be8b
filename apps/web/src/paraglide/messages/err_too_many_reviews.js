/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_ReviewsInputs */

const en_err_too_many_reviews = /** @type {(inputs: Err_Too_Many_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many reviews`)
};

const ur_err_too_many_reviews = /** @type {(inputs: Err_Too_Many_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہت زیادہ ریویوز`)
};

/**
* | output |
* | --- |
* | "Too many reviews" |
*
* @param {Err_Too_Many_ReviewsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_reviews = /** @type {((inputs?: Err_Too_Many_ReviewsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_ReviewsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_reviews(inputs)
	return en_err_too_many_reviews(inputs)
});