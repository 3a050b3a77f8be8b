/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Language_Added_SuccessfullyInputs */

const en_err_language_added_successfully = /** @type {(inputs: Err_Language_Added_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language added successfully`)
};

const ur_err_language_added_successfully = /** @type {(inputs: Err_Language_Added_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زبان کامیابی سے شامل ہو گئی`)
};

/**
* | output |
* | --- |
* | "Language added successfully" |
*
* @param {Err_Language_Added_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_language_added_successfully = /** @type {((inputs?: Err_Language_Added_SuccessfullyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Language_Added_SuccessfullyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_language_added_successfully(inputs)
	return en_err_language_added_successfully(inputs)
});