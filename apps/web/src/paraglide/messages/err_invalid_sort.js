/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_SortInputs */

const en_err_invalid_sort = /** @type {(inputs: Err_Invalid_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid sort`)
};

const ur_err_invalid_sort = /** @type {(inputs: Err_Invalid_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترتیب درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid sort" |
*
* @param {Err_Invalid_SortInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_sort = /** @type {((inputs?: Err_Invalid_SortInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_SortInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_sort(inputs)
	return en_err_invalid_sort(inputs)
});