/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Thank_You_For_Contacting_Us_We_Will_Get_Back_ToInputs */

const en_err_thank_you_for_contacting_us_we_will_get_back_to = /** @type {(inputs: Err_Thank_You_For_Contacting_Us_We_Will_Get_Back_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for contacting us. We will get back to you soon.`)
};

const ur_err_thank_you_for_contacting_us_we_will_get_back_to = /** @type {(inputs: Err_Thank_You_For_Contacting_Us_We_Will_Get_Back_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہم سے رابطہ کرنے کا شکریہ۔ ہم جلد آپ سے رابطہ کریں گے۔`)
};

/**
* | output |
* | --- |
* | "Thank you for contacting us. We will get back to you soon." |
*
* @param {Err_Thank_You_For_Contacting_Us_We_Will_Get_Back_ToInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_thank_you_for_contacting_us_we_will_get_back_to = /** @type {((inputs?: Err_Thank_You_For_Contacting_Us_We_Will_Get_Back_ToInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Thank_You_For_Contacting_Us_We_Will_Get_Back_ToInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_thank_you_for_contacting_us_we_will_get_back_to(inputs)
	return en_err_thank_you_for_contacting_us_we_will_get_back_to(inputs)
});