/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_SearchInputs */

const en_err_label_search = /** @type {(inputs: Err_Label_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

const ur_err_label_search = /** @type {(inputs: Err_Label_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تلاش`)
};

/**
* | output |
* | --- |
* | "Search" |
*
* @param {Err_Label_SearchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_search = /** @type {((inputs?: Err_Label_SearchInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_SearchInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_search(inputs)
	return en_err_label_search(inputs)
});