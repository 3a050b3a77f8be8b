/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Search_Is_Too_LongInputs */

const en_err_search_is_too_long = /** @type {(inputs: Err_Search_Is_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search is too long`)
};

const ur_err_search_is_too_long = /** @type {(inputs: Err_Search_Is_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تلاش کا متن بہت لمبا ہے`)
};

/**
* | output |
* | --- |
* | "Search is too long" |
*
* @param {Err_Search_Is_Too_LongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_search_is_too_long = /** @type {((inputs?: Err_Search_Is_Too_LongInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Search_Is_Too_LongInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_search_is_too_long(inputs)
	return en_err_search_is_too_long(inputs)
});