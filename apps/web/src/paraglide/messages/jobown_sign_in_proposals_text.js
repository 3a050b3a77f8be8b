/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Sign_In_Proposals_TextInputs */

const en_jobown_sign_in_proposals_text = /** @type {(inputs: Jobown_Sign_In_Proposals_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Proposals lists the proposals you sent.`)
};

const ur_jobown_sign_in_proposals_text = /** @type {(inputs: Jobown_Sign_In_Proposals_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"میرے پروپوزلز" میں آپ کے بھیجے ہوئے پروپوزلز دکھائے جاتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "My Proposals lists the proposals you sent." |
*
* @param {Jobown_Sign_In_Proposals_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_sign_in_proposals_text = /** @type {((inputs?: Jobown_Sign_In_Proposals_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Sign_In_Proposals_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_sign_in_proposals_text(inputs)
	return en_jobown_sign_in_proposals_text(inputs)
});