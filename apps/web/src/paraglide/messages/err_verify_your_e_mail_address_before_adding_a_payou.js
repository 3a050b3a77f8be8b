/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Verify_Your_E_Mail_Address_Before_Adding_A_PayouInputs */

const en_err_verify_your_e_mail_address_before_adding_a_payou = /** @type {(inputs: Err_Verify_Your_E_Mail_Address_Before_Adding_A_PayouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify your e-mail address before adding a payout method or withdrawing`)
};

const ur_err_verify_your_e_mail_address_before_adding_a_payou = /** @type {(inputs: Err_Verify_Your_E_Mail_Address_Before_Adding_A_PayouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم وصول کرنے کا طریقہ شامل کرنے یا رقم نکلوانے سے پہلے اپنے ای میل ایڈریس کی تصدیق کریں`)
};

/**
* | output |
* | --- |
* | "Verify your e-mail address before adding a payout method or withdrawing" |
*
* @param {Err_Verify_Your_E_Mail_Address_Before_Adding_A_PayouInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_verify_your_e_mail_address_before_adding_a_payou = /** @type {((inputs?: Err_Verify_Your_E_Mail_Address_Before_Adding_A_PayouInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Verify_Your_E_Mail_Address_Before_Adding_A_PayouInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_verify_your_e_mail_address_before_adding_a_payou(inputs)
	return en_err_verify_your_e_mail_address_before_adding_a_payou(inputs)
});