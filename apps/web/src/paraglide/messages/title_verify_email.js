/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_Verify_EmailInputs */

const en_title_verify_email = /** @type {(inputs: Title_Verify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify E-mail`)
};

const ur_title_verify_email = /** @type {(inputs: Title_Verify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ای میل کی تصدیق`)
};

/**
* | output |
* | --- |
* | "Verify E-mail" |
*
* @param {Title_Verify_EmailInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_verify_email = /** @type {((inputs?: Title_Verify_EmailInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Verify_EmailInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_title_verify_email(inputs)
	return en_title_verify_email(inputs)
});