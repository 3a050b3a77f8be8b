/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_LabelInputs */

const en_home_hero_label = /** @type {(inputs: Home_Hero_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highlights of Gilgit-Baltistan`)
};

const ur_home_hero_label = /** @type {(inputs: Home_Hero_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان کی جھلکیاں`)
};

/**
* | output |
* | --- |
* | "Highlights of Gilgit-Baltistan" |
*
* @param {Home_Hero_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_hero_label = /** @type {((inputs?: Home_Hero_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_hero_label(inputs)
	return en_home_hero_label(inputs)
});