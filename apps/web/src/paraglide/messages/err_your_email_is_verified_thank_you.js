/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Your_Email_Is_Verified_Thank_YouInputs */

const en_err_your_email_is_verified_thank_you = /** @type {(inputs: Err_Your_Email_Is_Verified_Thank_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email is verified. Thank you!`)
};

const ur_err_your_email_is_verified_thank_you = /** @type {(inputs: Err_Your_Email_Is_Verified_Thank_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی ای میل کی تصدیق ہو گئی۔ شکریہ!`)
};

/**
* | output |
* | --- |
* | "Your email is verified. Thank you!" |
*
* @param {Err_Your_Email_Is_Verified_Thank_YouInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_email_is_verified_thank_you = /** @type {((inputs?: Err_Your_Email_Is_Verified_Thank_YouInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Your_Email_Is_Verified_Thank_YouInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_your_email_is_verified_thank_you(inputs)
	return en_err_your_email_is_verified_thank_you(inputs)
});