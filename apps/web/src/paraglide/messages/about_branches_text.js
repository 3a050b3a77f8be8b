/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Branches_TextInputs */

const en_about_branches_text = /** @type {(inputs: About_Branches_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Software technology parks (STP) and freelancing hubs (FLH) in every district of Gilgit-Baltistan.`)
};

const ur_about_branches_text = /** @type {(inputs: About_Branches_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان کے ہر ضلع میں سافٹ ویئر ٹیکنالوجی پارکس (ایس ٹی پی) اور فری لانسنگ ہبز (ایف ایل ایچ)۔`)
};

/**
* | output |
* | --- |
* | "Software technology parks (STP) and freelancing hubs (FLH) in every district of Gilgit-Baltistan." |
*
* @param {About_Branches_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_branches_text = /** @type {((inputs?: About_Branches_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Branches_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_branches_text(inputs)
	return en_about_branches_text(inputs)
});