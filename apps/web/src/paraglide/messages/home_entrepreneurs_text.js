/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Entrepreneurs_TextInputs */

const en_home_entrepreneurs_text = /** @type {(inputs: Home_Entrepreneurs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancers and founders from every valley of Gilgit-Baltistan, working with clients around the world.`)
};

const ur_home_entrepreneurs_text = /** @type {(inputs: Home_Entrepreneurs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان کی ہر وادی سے فری لانسرز اور بانی، جو دنیا بھر کے کلائنٹس کے ساتھ کام کر رہے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Freelancers and founders from every valley of Gilgit-Baltistan, working with clients around the world." |
*
* @param {Home_Entrepreneurs_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_entrepreneurs_text = /** @type {((inputs?: Home_Entrepreneurs_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Entrepreneurs_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_entrepreneurs_text(inputs)
	return en_home_entrepreneurs_text(inputs)
});