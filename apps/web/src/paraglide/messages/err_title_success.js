/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Title_SuccessInputs */

const en_err_title_success = /** @type {(inputs: Err_Title_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

const ur_err_title_success = /** @type {(inputs: Err_Title_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کامیابی`)
};

/**
* | output |
* | --- |
* | "Success" |
*
* @param {Err_Title_SuccessInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_title_success = /** @type {((inputs?: Err_Title_SuccessInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Title_SuccessInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_title_success(inputs)
	return en_err_title_success(inputs)
});