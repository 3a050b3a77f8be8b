/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Global_TextInputs */

const en_home_why_global_text = /** @type {(inputs: Home_Why_Global_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skilled professionals from Gilgit-Baltistan and across Pakistan, ready for clients worldwide.`)
};

const ur_home_why_global_text = /** @type {(inputs: Home_Why_Global_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان اور پورے پاکستان کے ہنرمند پیشہ ور، دنیا بھر کے کلائنٹس کے لیے تیار۔`)
};

/**
* | output |
* | --- |
* | "Skilled professionals from Gilgit-Baltistan and across Pakistan, ready for clients worldwide." |
*
* @param {Home_Why_Global_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_why_global_text = /** @type {((inputs?: Home_Why_Global_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Global_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_why_global_text(inputs)
	return en_home_why_global_text(inputs)
});