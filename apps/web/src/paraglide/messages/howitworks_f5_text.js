/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_F5_TextInputs */

const en_howitworks_f5_text = /** @type {(inputs: Howitworks_F5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments are held in escrow and released to you as milestones are approved.`)
};

const ur_howitworks_f5_text = /** @type {(inputs: Howitworks_F5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگیاں ایسکرو میں رکھی جاتی ہیں اور مراحل منظور ہونے پر آپ کو جاری کی جاتی ہیں۔`)
};

/**
* | output |
* | --- |
* | "Payments are held in escrow and released to you as milestones are approved." |
*
* @param {Howitworks_F5_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f5_text = /** @type {((inputs?: Howitworks_F5_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_F5_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_f5_text(inputs)
	return en_howitworks_f5_text(inputs)
});