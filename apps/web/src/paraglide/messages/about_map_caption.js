/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Map_CaptionInputs */

const en_about_map_caption = /** @type {(inputs: About_Map_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schematic map of Gilgit-Baltistan; use Get Directions for the route.`)
};

const ur_about_map_caption = /** @type {(inputs: About_Map_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان کا خاکہ نما نقشہ؛ راستے کے لیے "راستہ معلوم کریں" استعمال کریں۔`)
};

/**
* | output |
* | --- |
* | "Schematic map of Gilgit-Baltistan; use Get Directions for the route." |
*
* @param {About_Map_CaptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_map_caption = /** @type {((inputs?: About_Map_CaptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Map_CaptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_map_caption(inputs)
	return en_about_map_caption(inputs)
});