/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Please_Enter_A_Valid_UrlInputs */

const en_err_please_enter_a_valid_url = /** @type {(inputs: Err_Please_Enter_A_Valid_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid URL`)
};

const ur_err_please_enter_a_valid_url = /** @type {(inputs: Err_Please_Enter_A_Valid_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`براہِ کرم درست لنک درج کریں`)
};

/**
* | output |
* | --- |
* | "Please enter a valid URL" |
*
* @param {Err_Please_Enter_A_Valid_UrlInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_enter_a_valid_url = /** @type {((inputs?: Err_Please_Enter_A_Valid_UrlInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Please_Enter_A_Valid_UrlInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_please_enter_a_valid_url(inputs)
	return en_err_please_enter_a_valid_url(inputs)
});