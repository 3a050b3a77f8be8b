/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Please_Enter_A_Valid_Url_Starting_With_Http_Or_HInputs */

const en_err_please_enter_a_valid_url_starting_with_http_or_h = /** @type {(inputs: Err_Please_Enter_A_Valid_Url_Starting_With_Http_Or_HInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid URL (starting with http:// or https://)`)
};

const ur_err_please_enter_a_valid_url_starting_with_http_or_h = /** @type {(inputs: Err_Please_Enter_A_Valid_Url_Starting_With_Http_Or_HInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`براہِ کرم درست لنک درج کریں (جو http:// یا https:// سے شروع ہو)`)
};

/**
* | output |
* | --- |
* | "Please enter a valid URL (starting with http:// or https://)" |
*
* @param {Err_Please_Enter_A_Valid_Url_Starting_With_Http_Or_HInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_enter_a_valid_url_starting_with_http_or_h = /** @type {((inputs?: Err_Please_Enter_A_Valid_Url_Starting_With_Http_Or_HInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Please_Enter_A_Valid_Url_Starting_With_Http_Or_HInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_please_enter_a_valid_url_starting_with_http_or_h(inputs)
	return en_err_please_enter_a_valid_url_starting_with_http_or_h(inputs)
});