/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Internal_Server_ErrorInputs */

const en_err_internal_server_error = /** @type {(inputs: Err_Internal_Server_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internal server error`)
};

const ur_err_internal_server_error = /** @type {(inputs: Err_Internal_Server_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرور میں اندرونی خرابی`)
};

/**
* | output |
* | --- |
* | "Internal server error" |
*
* @param {Err_Internal_Server_ErrorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_internal_server_error = /** @type {((inputs?: Err_Internal_Server_ErrorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Internal_Server_ErrorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_internal_server_error(inputs)
	return en_err_internal_server_error(inputs)
});