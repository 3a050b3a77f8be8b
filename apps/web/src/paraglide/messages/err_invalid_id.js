/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_IdInputs */

const en_err_invalid_id = /** @type {(inputs: Err_Invalid_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid id`)
};

const ur_err_invalid_id = /** @type {(inputs: Err_Invalid_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شناخت درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid id" |
*
* @param {Err_Invalid_IdInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_id = /** @type {((inputs?: Err_Invalid_IdInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_IdInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_id(inputs)
	return en_err_invalid_id(inputs)
});