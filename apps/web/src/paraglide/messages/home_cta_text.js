/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cta_TextInputs */

const en_home_cta_text = /** @type {(inputs: Home_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post your first job for free or meet the talent of Gilgit-Baltistan today.`)
};

const ur_home_cta_text = /** @type {(inputs: Home_Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنی پہلی جاب مفت پوسٹ کریں یا آج ہی گلگت بلتستان کے ماہرین سے ملیں۔`)
};

/**
* | output |
* | --- |
* | "Post your first job for free or meet the talent of Gilgit-Baltistan today." |
*
* @param {Home_Cta_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_cta_text = /** @type {((inputs?: Home_Cta_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cta_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_cta_text(inputs)
	return en_home_cta_text(inputs)
});