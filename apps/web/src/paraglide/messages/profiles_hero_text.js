/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Hero_TextInputs */

const en_profiles_hero_text = /** @type {(inputs: Profiles_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hire skilled IT freelancers from Gilgit-Baltistan and across Pakistan.`)
};

const ur_profiles_hero_text = /** @type {(inputs: Profiles_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان اور پورے پاکستان سے ہنرمند آئی ٹی فری لانسرز کی خدمات حاصل کریں۔`)
};

/**
* | output |
* | --- |
* | "Hire skilled IT freelancers from Gilgit-Baltistan and across Pakistan." |
*
* @param {Profiles_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_hero_text = /** @type {((inputs?: Profiles_Hero_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Hero_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_hero_text(inputs)
	return en_profiles_hero_text(inputs)
});