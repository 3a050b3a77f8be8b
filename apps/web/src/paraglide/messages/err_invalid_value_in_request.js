/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_Value_In_RequestInputs */

const en_err_invalid_value_in_request = /** @type {(inputs: Err_Invalid_Value_In_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid value in request`)
};

const ur_err_invalid_value_in_request = /** @type {(inputs: Err_Invalid_Value_In_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست میں ایک قدر درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid value in request" |
*
* @param {Err_Invalid_Value_In_RequestInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_value_in_request = /** @type {((inputs?: Err_Invalid_Value_In_RequestInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_Value_In_RequestInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_value_in_request(inputs)
	return en_err_invalid_value_in_request(inputs)
});