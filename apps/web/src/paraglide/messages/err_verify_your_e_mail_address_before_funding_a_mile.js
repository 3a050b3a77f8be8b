/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Verify_Your_E_Mail_Address_Before_Funding_A_MileInputs */

const en_err_verify_your_e_mail_address_before_funding_a_mile = /** @type {(inputs: Err_Verify_Your_E_Mail_Address_Before_Funding_A_MileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify your e-mail address before funding a milestone`)
};

const ur_err_verify_your_e_mail_address_before_funding_a_mile = /** @type {(inputs: Err_Verify_Your_E_Mail_Address_Before_Funding_A_MileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحلے میں رقم جمع کرنے سے پہلے اپنے ای میل ایڈریس کی تصدیق کریں`)
};

/**
* | output |
* | --- |
* | "Verify your e-mail address before funding a milestone" |
*
* @param {Err_Verify_Your_E_Mail_Address_Before_Funding_A_MileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_verify_your_e_mail_address_before_funding_a_mile = /** @type {((inputs?: Err_Verify_Your_E_Mail_Address_Before_Funding_A_MileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Verify_Your_E_Mail_Address_Before_Funding_A_MileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_verify_your_e_mail_address_before_funding_a_mile(inputs)
	return en_err_verify_your_e_mail_address_before_funding_a_mile(inputs)
});