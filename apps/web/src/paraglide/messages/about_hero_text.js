/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Hero_TextInputs */

const en_about_hero_text = /** @type {(inputs: About_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A freelance marketplace born in the mountains: connecting the IT talent of Gilgit-Baltistan with businesses in Pakistan and around the world.`)
};

const ur_about_hero_text = /** @type {(inputs: About_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پہاڑوں میں جنم لینے والی ایک فری لانس مارکیٹ پلیس: گلگت بلتستان کے آئی ٹی ماہرین کو پاکستان اور دنیا بھر کے کاروباروں سے جوڑتی ہے۔`)
};

/**
* | output |
* | --- |
* | "A freelance marketplace born in the mountains: connecting the IT talent of Gilgit-Baltistan with businesses in Pakistan and around the world." |
*
* @param {About_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_hero_text = /** @type {((inputs?: About_Hero_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Hero_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_hero_text(inputs)
	return en_about_hero_text(inputs)
});