/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Invalid_CursorInputs */

const en_err_invalid_cursor = /** @type {(inputs: Err_Invalid_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid cursor`)
};

const ur_err_invalid_cursor = /** @type {(inputs: Err_Invalid_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحے کا نشان درست نہیں`)
};

/**
* | output |
* | --- |
* | "Invalid cursor" |
*
* @param {Err_Invalid_CursorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_cursor = /** @type {((inputs?: Err_Invalid_CursorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Invalid_CursorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_invalid_cursor(inputs)
	return en_err_invalid_cursor(inputs)
});