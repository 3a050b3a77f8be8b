/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_ValueInputs */

const en_err_invalid_value = /** @type {(inputs: Err_Invalid_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid value`)
};

const ur_err_invalid_value = /** @type {(inputs: Err_Invalid_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قدر درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid value" |
*
* @param {Err_Invalid_ValueInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_value = /** @type {((inputs?: Err_Invalid_ValueInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_ValueInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_value(inputs)
	return en_err_invalid_value(inputs)
});