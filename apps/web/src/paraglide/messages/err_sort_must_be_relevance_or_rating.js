/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Sort_Must_Be_Relevance_Or_RatingInputs */

const en_err_sort_must_be_relevance_or_rating = /** @type {(inputs: Err_Sort_Must_Be_Relevance_Or_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort must be relevance or rating`)
};

const ur_err_sort_must_be_relevance_or_rating = /** @type {(inputs: Err_Sort_Must_Be_Relevance_Or_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترتیب مطابقت یا ریٹنگ کے لحاظ سے ہونی چاہیے`)
};

/**
* | output |
* | --- |
* | "Sort must be relevance or rating" |
*
* @param {Err_Sort_Must_Be_Relevance_Or_RatingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_sort_must_be_relevance_or_rating = /** @type {((inputs?: Err_Sort_Must_Be_Relevance_Or_RatingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Sort_Must_Be_Relevance_Or_RatingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_sort_must_be_relevance_or_rating(inputs)
	return en_err_sort_must_be_relevance_or_rating(inputs)
});