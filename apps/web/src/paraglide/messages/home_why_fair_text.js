/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Fair_TextInputs */

const en_home_why_fair_text = /** @type {(inputs: Home_Why_Fair_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competitive rates that are fair to clients and give freelancers a decent living.`)
};

const ur_home_why_fair_text = /** @type {(inputs: Home_Why_Fair_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مناسب ریٹس جو کلائنٹس کے لیے منصفانہ ہیں اور فری لانسرز کو باعزت روزگار دیتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "Competitive rates that are fair to clients and give freelancers a decent living." |
*
* @param {Home_Why_Fair_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_why_fair_text = /** @type {((inputs?: Home_Why_Fair_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Fair_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_why_fair_text(inputs)
	return en_home_why_fair_text(inputs)
});