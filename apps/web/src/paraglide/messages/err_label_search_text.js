/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Search_TextInputs */

const en_err_label_search_text = /** @type {(inputs: Err_Label_Search_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search text`)
};

const ur_err_label_search_text = /** @type {(inputs: Err_Label_Search_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تلاش کا متن`)
};

/**
* | output |
* | --- |
* | "Search text" |
*
* @param {Err_Label_Search_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_search_text = /** @type {((inputs?: Err_Label_Search_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Search_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_search_text(inputs)
	return en_err_label_search_text(inputs)
});