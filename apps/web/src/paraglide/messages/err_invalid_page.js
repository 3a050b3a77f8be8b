/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_PageInputs */

const en_err_invalid_page = /** @type {(inputs: Err_Invalid_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid page`)
};

const ur_err_invalid_page = /** @type {(inputs: Err_Invalid_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحہ درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid page" |
*
* @param {Err_Invalid_PageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_page = /** @type {((inputs?: Err_Invalid_PageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_PageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_page(inputs)
	return en_err_invalid_page(inputs)
});