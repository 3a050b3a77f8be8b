/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Server_Returned_Invalid_ResponseInputs */

const en_err_server_returned_invalid_response = /** @type {(inputs: Err_Server_Returned_Invalid_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server returned invalid response`)
};

const ur_err_server_returned_invalid_response = /** @type {(inputs: Err_Server_Returned_Invalid_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرور نے غلط جواب بھیجا`)
};

/**
* | output |
* | --- |
* | "Server returned invalid response" |
*
* @param {Err_Server_Returned_Invalid_ResponseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_server_returned_invalid_response = /** @type {((inputs?: Err_Server_Returned_Invalid_ResponseInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Server_Returned_Invalid_ResponseInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_server_returned_invalid_response(inputs)
	return en_err_server_returned_invalid_response(inputs)
});