/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Server_Error_Please_Try_AgainInputs */

const en_err_server_error_please_try_again = /** @type {(inputs: Err_Server_Error_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server error. Please try again.`)
};

const ur_err_server_error_please_try_again = /** @type {(inputs: Err_Server_Error_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرور کی خرابی۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Server error. Please try again." |
*
* @param {Err_Server_Error_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_server_error_please_try_again = /** @type {((inputs?: Err_Server_Error_Please_Try_AgainInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Server_Error_Please_Try_AgainInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_server_error_please_try_again(inputs)
	return en_err_server_error_please_try_again(inputs)
});