/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_Verification_Emails_RequestedInputs */

const en_err_too_many_verification_emails_requested = /** @type {(inputs: Err_Too_Many_Verification_Emails_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many verification emails requested`)
};

const ur_err_too_many_verification_emails_requested = /** @type {(inputs: Err_Too_Many_Verification_Emails_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصدیقی ای میلز کی بہت زیادہ درخواستیں آئیں`)
};

/**
* | output |
* | --- |
* | "Too many verification emails requested" |
*
* @param {Err_Too_Many_Verification_Emails_RequestedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_verification_emails_requested = /** @type {((inputs?: Err_Too_Many_Verification_Emails_RequestedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_Verification_Emails_RequestedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_verification_emails_requested(inputs)
	return en_err_too_many_verification_emails_requested(inputs)
});