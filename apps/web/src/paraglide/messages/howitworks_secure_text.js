/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Secure_TextInputs */

const en_howitworks_secure_text = /** @type {(inputs: Howitworks_Secure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Money is held in escrow and only released when the work is approved.`)
};

const ur_howitworks_secure_text = /** @type {(inputs: Howitworks_Secure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم ایسکرو میں رکھی جاتی ہے اور صرف کام منظور ہونے پر جاری کی جاتی ہے۔`)
};

/**
* | output |
* | --- |
* | "Money is held in escrow and only released when the work is approved." |
*
* @param {Howitworks_Secure_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_secure_text = /** @type {((inputs?: Howitworks_Secure_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Secure_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_secure_text(inputs)
	return en_howitworks_secure_text(inputs)
});