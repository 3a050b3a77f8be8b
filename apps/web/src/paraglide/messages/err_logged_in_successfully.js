/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Logged_In_SuccessfullyInputs */

const en_err_logged_in_successfully = /** @type {(inputs: Err_Logged_In_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logged in successfully`)
};

const ur_err_logged_in_successfully = /** @type {(inputs: Err_Logged_In_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کامیابی سے سائن اِن ہو گئے`)
};

/**
* | output |
* | --- |
* | "Logged in successfully" |
*
* @param {Err_Logged_In_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_logged_in_successfully = /** @type {((inputs?: Err_Logged_In_SuccessfullyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Logged_In_SuccessfullyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_logged_in_successfully(inputs)
	return en_err_logged_in_successfully(inputs)
});