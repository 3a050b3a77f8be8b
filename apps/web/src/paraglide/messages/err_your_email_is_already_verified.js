/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Your_Email_Is_Already_VerifiedInputs */

const en_err_your_email_is_already_verified = /** @type {(inputs: Err_Your_Email_Is_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email is already verified`)
};

const ur_err_your_email_is_already_verified = /** @type {(inputs: Err_Your_Email_Is_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی ای میل کی تصدیق پہلے ہی ہو چکی ہے`)
};

/**
* | output |
* | --- |
* | "Your email is already verified" |
*
* @param {Err_Your_Email_Is_Already_VerifiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_email_is_already_verified = /** @type {((inputs?: Err_Your_Email_Is_Already_VerifiedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Your_Email_Is_Already_VerifiedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_your_email_is_already_verified(inputs)
	return en_err_your_email_is_already_verified(inputs)
});