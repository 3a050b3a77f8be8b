/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Please_Sign_In_To_ContinueInputs */

const en_err_please_sign_in_to_continue = /** @type {(inputs: Err_Please_Sign_In_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to continue`)
};

const ur_err_please_sign_in_to_continue = /** @type {(inputs: Err_Please_Sign_In_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاری رکھنے کے لیے براہِ کرم سائن اِن کریں`)
};

/**
* | output |
* | --- |
* | "Please sign in to continue" |
*
* @param {Err_Please_Sign_In_To_ContinueInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_sign_in_to_continue = /** @type {((inputs?: Err_Please_Sign_In_To_ContinueInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Please_Sign_In_To_ContinueInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_please_sign_in_to_continue(inputs)
	return en_err_please_sign_in_to_continue(inputs)
});