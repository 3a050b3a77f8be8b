/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_LimitInputs */

const en_err_invalid_limit = /** @type {(inputs: Err_Invalid_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid limit`)
};

const ur_err_invalid_limit = /** @type {(inputs: Err_Invalid_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حد درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid limit" |
*
* @param {Err_Invalid_LimitInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_limit = /** @type {((inputs?: Err_Invalid_LimitInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_LimitInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_limit(inputs)
	return en_err_invalid_limit(inputs)
});