/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Sign_In_To_Propose_TextInputs */

const en_jobs_sign_in_to_propose_text = /** @type {(inputs: Jobs_Sign_In_To_Propose_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposals come from freelancer accounts: sign in, or sign up as a freelancer, then tell the client why you are the right person.`)
};

const ur_jobs_sign_in_to_propose_text = /** @type {(inputs: Jobs_Sign_In_To_Propose_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزلز فری لانسر اکاؤنٹس سے بھیجے جاتے ہیں: سائن اِن کریں، یا فری لانسر کے طور پر سائن اپ کریں، پھر کلائنٹ کو بتائیں کہ آپ اس کام کے لیے موزوں کیوں ہیں۔`)
};

/**
* | output |
* | --- |
* | "Proposals come from freelancer accounts: sign in, or sign up as a freelancer, then tell the client why you are the right person." |
*
* @param {Jobs_Sign_In_To_Propose_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_sign_in_to_propose_text = /** @type {((inputs?: Jobs_Sign_In_To_Propose_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Sign_In_To_Propose_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_sign_in_to_propose_text(inputs)
	return en_jobs_sign_in_to_propose_text(inputs)
});